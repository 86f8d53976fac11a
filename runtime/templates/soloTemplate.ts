import type { SiteTemplate } from "./siteTemplate";

/** For a solo artist: warm and personal, a serif on paper-white with a clay accent. */
export const SOLO_TEMPLATE: SiteTemplate = {
  id: "solo",
  label: "Solo artist",
  summary: "Warm serif pages for a singer or songwriter: the songs and the person behind them.",
  look: {
    colors: { text: "#2b2420", primary: "#b5552b", background: "#fbf7f2", textPrimary: "#ffffff" },
    cornerRadius: 12,
    headingFont: "playfair-display",
    bodyFont: "lora",
  },
  words: {
    tagline: "Songs written late at night, played for whoever is listening.",
    membership:
      "Join for early listens, voice memos of songs in progress and first pick of tickets. Choose the tier that suits you; the first one is free.",
    featuredMusic: "Listen",
    events: "Upcoming shows",
    newsletter: {
      title: "Letters from {name}",
      description: "A short note when there is a new song, a show near you or something worth telling. No more than once a month.",
      button: "Subscribe",
    },
    homeCall: { title: "The story so far", text: "Where the songs come from, and where they are going next.", button: "Read more" },
    about: {
      title: "About {name}",
      paragraphs: [
        "{name} writes songs about the small hours, long drives and the people who stay.",
        "This is the place for your own story: where you grew up, the first song you wrote, the records that made you want to make records. Keep it short and honest; fans read it to know you.",
      ],
    },
    music: {
      title: "Music",
      intro: "Every release, from the first home recordings to the latest single. Stream a song, or buy it to support the next one.",
    },
    tour: {
      title: "Live",
      intro: "Small rooms, quiet crowds, songs with the stories behind them.",
      booking: "Would you like me to play your venue, festival or living room? Write to me.",
    },
    contact: {
      title: "Contact",
      intro: "For bookings, press, collaborations or a kind word, this is the place.",
      lines: ["Bookings: add your email address or your agent's here.", "Press: add your press contact here."],
    },
  },
};
