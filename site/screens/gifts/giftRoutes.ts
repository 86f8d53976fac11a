import { defineRoute, lazyScreen } from "../../app/routeTypes";

/** A gift's claim page: its token is the page's secret, so it is never listed and its canonical address leaves the token out. */
export const giftClaimRoute = defineRoute<null>({
  id: "gift-claim",
  path: "/gifts/claim/:token",
  Screen: lazyScreen("screens/gifts/GiftClaimScreen.tsx", () => import("./GiftClaimScreen").then((module) => module.GiftClaimScreen)),
  head: ({ profile }) => ({ title: `A gift for you · ${profile.name}`, canonicalPath: "/gifts/claim", noIndex: true }),
});
