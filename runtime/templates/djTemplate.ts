import type { SiteTemplate } from "./siteTemplate";

/** For a DJ or producer: after dark, a geometric face on deep navy with a neon accent and square corners. */
export const DJ_TEMPLATE: SiteTemplate = {
  id: "dj",
  label: "DJ / producer",
  summary: "Dark and sharp for club nights and releases: mixes, gigs and bookings first.",
  look: {
    colors: { text: "#e8e8f0", primary: "#00e5c7", background: "#0b0b14", textPrimary: "#0b0b14" },
    cornerRadius: 0,
    headingFont: "space-grotesk",
    bodyFont: "dm-sans",
  },
  words: {
    tagline: "Late sets, deep cuts, new edits every month.",
    membership: "Members get unreleased edits, full sets to download and guest list spots. Pick a tier; the first one is free.",
    featuredMusic: "New releases",
    events: "Upcoming gigs",
    newsletter: {
      title: "Stay on the list",
      description: "New releases, mixes and the next gig near you, straight to your inbox. Unsubscribe any time.",
      button: "Join the list",
    },
    homeCall: {
      title: "Book {name}",
      text: "Clubs, festivals and private events: see the story and get in touch.",
      button: "About and bookings",
    },
    about: {
      title: "About {name}",
      paragraphs: [
        "{name} plays records that move rooms, somewhere between the warm-up and the last track of the night.",
        "Tell your story here: the residencies, the labels, the sound you chase in the studio and the nights that shaped it.",
      ],
    },
    music: {
      title: "Releases",
      intro: "Singles, EPs and edits, newest first. Buy the tracks to play them out yourself.",
    },
    tour: {
      title: "Gigs",
      intro: "Where to catch the next set. See you on the floor.",
      booking: "Booking a club night, festival or private event? Get in touch with the dates.",
    },
    contact: {
      title: "Bookings and contact",
      intro: "For bookings, remixes, promos and press.",
      lines: ["Bookings: add your agency's address here.", "Promos and demos: add the address labels should send to here."],
    },
  },
};
