import { REDEEM_PATH } from "../../../schema/rules/downloadCodes";
import { defineRoute, lazyScreen } from "../../app/routeTypes";

/** Where a fan redeems a download code (issue 36, item 6): the code in the query is the card's, so the canonical address leaves it out. */
export const redeemRoute = defineRoute<null>({
  id: "redeem",
  path: REDEEM_PATH,
  Screen: lazyScreen("screens/redeem/RedeemScreen.tsx", () => import("./RedeemScreen").then((module) => module.RedeemScreen)),
  head: ({ profile }) => ({
    title: `Redeem a download code · ${profile.name}`,
    description: `Redeem a download code for ${profile.name}'s music.`,
    canonicalPath: REDEEM_PATH,
    noIndex: true,
  }),
});
