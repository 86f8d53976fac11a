import { accountRoutes } from "../screens/account/accountRoutes";
import { checkoutRoutes } from "../screens/checkout/checkoutRoutes";
import { followConfirmRoute, listConfirmRoute, unsubscribeRoute } from "../screens/consent/consentRoutes";
import { DocumentScreen, documentHead, loadDocumentPage } from "../screens/DocumentScreen";
import { giftClaimRoute } from "../screens/gifts/giftRoutes";
import { membersRoute } from "../screens/members/membersRoute";
import { merchDetailRoute, merchListRoute } from "../screens/merch/merchRoutes";
import { musicDetailRoute } from "../screens/music/musicDetailRoute";
import { musicListRoute } from "../screens/music/musicListRoute";
import { newslettersRoute } from "../screens/newsletters/newslettersRoute";
import { pollVoteRoute } from "../screens/polls/pollVoteRoute";
import { privacyPolicyRoute } from "../screens/privacyPolicyRoute";
import { redeemRoute } from "../screens/redeem/redeemRoute";
import { type AnySiteRoute, defineRoute } from "./routeTypes";

/** Any other path: a published page of the artist's (made in the editor), or not found. */
const documentRoute = defineRoute({
  id: "document",
  path: "/*",
  // A trailing slash names the same page.
  load: ({ pathname, data }) => loadDocumentPage(pathname.replace(/\/+$/, "") || "/", data),
  dataKey: (pathname) => `document:${pathname}`,
  Screen: DocumentScreen,
  head: ({ data, profile, site, pathname }) => documentHead(data, profile.name, pathname, site),
});

/** The site's routes, in matching order; the last catches every other path. */
export const SITE_ROUTES: readonly AnySiteRoute[] = [
  privacyPolicyRoute,
  membersRoute,
  musicListRoute,
  musicDetailRoute,
  merchListRoute,
  merchDetailRoute,
  newslettersRoute,
  ...accountRoutes,
  ...checkoutRoutes,
  giftClaimRoute,
  redeemRoute,
  listConfirmRoute,
  followConfirmRoute,
  unsubscribeRoute,
  pollVoteRoute,
  documentRoute,
];
