import type { SiteTemplate } from "./siteTemplate";

/** For a band: loud and plain, a condensed display face on near-black with a signal red. */
export const BAND_TEMPLATE: SiteTemplate = {
  id: "band",
  label: "Band",
  summary: "Bold type on black for a group that plays out: gigs up front, the whole band in the story.",
  look: {
    colors: { text: "#f4f1ea", primary: "#e63946", background: "#121212", textPrimary: "#ffffff" },
    cornerRadius: 4,
    headingFont: "oswald",
    bodyFont: "inter",
  },
  words: {
    tagline: "Four people, one van, too many amps. New record out now.",
    membership:
      "Get the demos before anyone else, vote on the setlist and hear about shows first. Pick the tier that suits you; the first one is free.",
    featuredMusic: "Latest releases",
    events: "Next shows",
    newsletter: {
      title: "Get the band's newsletter",
      description: "Tour dates, new songs and the stories from the road, about once a month. Leave whenever you like.",
      button: "Sign me up",
    },
    homeCall: {
      title: "Who are {name}?",
      text: "Read how it started, who plays what, and where we are headed next.",
      button: "Meet the band",
    },
    about: {
      title: "About {name}",
      paragraphs: [
        "{name} started in a rehearsal room with a broken heater and a borrowed drum kit. A few hundred shows later, the heater is still broken.",
        "We write songs together, argue about them together and play them as loud as the room allows. Replace these lines with your own story: who is in the band, who plays what, and what a night with you sounds like.",
      ],
    },
    music: {
      title: "The records",
      intro: "Everything we have put out, newest first. Buying straight from us is the best way to keep the van on the road.",
    },
    tour: {
      title: "On the road",
      intro: "Come and say hello after the show: we are usually at the merch table.",
      booking: "Promoters and venues: we would love to play your town. Send us the details.",
    },
    contact: {
      title: "Get in touch",
      intro: "Booking, press or just a hello: we read everything.",
      lines: ["Booking: add your agent's address here.", "Press and interviews: add your press contact here."],
    },
  },
};
