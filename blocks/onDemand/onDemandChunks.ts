import type { BlockViewFetcher } from "./onDemandViews";

/**
 * The fan's browser fetches these views, each its own chunk, only for a page holding the block
 * (`site/entry-client.tsx` gives this to `provideBlockViewFetcher`). Nothing else imports this file:
 * the server, the studio and the integrator load the same views at start (`onDemandEager.ts`).
 */
export const fetchBlockViewChunk: BlockViewFetcher = async (type) => {
  switch (type) {
    case "Gallery":
      return (await import("../gallery/Gallery")).Gallery;
    case "Countdown":
      return (await import("../countdown/Countdown")).Countdown;
    case "Embed":
      return (await import("../embed/Embed")).Embed;
    case "Video":
      return (await import("../video/Video")).Video;
    case "ContactForm":
      return (await import("../contactForm/ContactForm")).ContactForm;
  }
};
