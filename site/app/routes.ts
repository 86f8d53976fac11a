import { DocumentScreen, documentHead, loadDocumentPage } from "../screens/DocumentScreen";
import { eagerRoute, lazyRoutes, type RouteEntry } from "./routeEntry";
import { defineRoute } from "./routeTypes";

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

/**
 * The site's routes, in matching order; the last catches every other path. Only the page route's
 * code is in the first download; the others come in chunks of their own (routeEntry.ts).
 */
export const SITE_ROUTES: readonly RouteEntry[] = [
  ...lazyRoutes(
    "screens/privacyPolicyRoute.ts",
    () => import("../screens/privacyPolicyRoute").then((module) => [module.privacyPolicyRoute]),
    [["privacy-policy", "/privacy-policy"]],
  ),
  ...lazyRoutes(
    "screens/members/membersRoute.tsx",
    () => import("../screens/members/membersRoute").then((module) => [module.membersRoute]),
    [["members", "/members"]],
  ),
  ...lazyRoutes(
    "screens/music/musicListRoute.tsx",
    () => import("../screens/music/musicListRoute").then((module) => [module.musicListRoute]),
    [["music", "/music"]],
  ),
  ...lazyRoutes(
    "screens/music/musicDetailRoute.tsx",
    () => import("../screens/music/musicDetailRoute").then((module) => [module.musicDetailRoute]),
    [["music-detail", "/music/:id"]],
  ),
  ...lazyRoutes(
    "screens/merch/merchRoutes.tsx",
    () => import("../screens/merch/merchRoutes").then((module) => [module.merchListRoute, module.merchDetailRoute]),
    [
      ["merch", "/merch"],
      ["merch-detail", "/merch/:id"],
    ],
  ),
  ...lazyRoutes(
    "screens/newsletters/newslettersRoute.ts",
    () => import("../screens/newsletters/newslettersRoute").then((module) => [module.newslettersRoute]),
    [["newsletters", "/newsletters"]],
  ),
  ...lazyRoutes(
    "screens/account/accountRoutes.tsx",
    () => import("../screens/account/accountRoutes").then((module) => module.accountRoutes),
    [
      ["login", "/login"],
      ["signup", "/signup"],
      ["forgot-password", "/forgot-password"],
      ["reset-password", "/reset-password/:token"],
      ["signup-confirm", "/signup/confirm/:token"],
      ["account-confirm-email", "/account/confirm-email/:token"],
      ["account-change-email", "/account/change-email/:token"],
      ["account-undo-email-change", "/account/undo-email-change/:token"],
      ["account-your-data", "/account/your-data/:token"],
      ["account", "/account"],
    ],
  ),
  ...lazyRoutes(
    "screens/checkout/checkoutRoutes.tsx",
    () => import("../screens/checkout/checkoutRoutes").then((module) => module.checkoutRoutes),
    [
      ["checkout", "/checkout"],
      ["checkout-complete", "/checkout/complete"],
      ["membership-checkout", "/membership/checkout"],
      ["membership-complete", "/membership/checkout/complete"],
    ],
  ),
  ...lazyRoutes("screens/gifts/giftRoutes.ts", () => import("../screens/gifts/giftRoutes").then((module) => [module.giftClaimRoute]), [
    ["gift-claim", "/gifts/claim/:token"],
  ]),
  ...lazyRoutes("screens/redeem/redeemRoute.ts", () => import("../screens/redeem/redeemRoute").then((module) => [module.redeemRoute]), [
    ["redeem", "/redeem"],
  ]),
  ...lazyRoutes(
    "screens/consent/consentRoutes.ts",
    () =>
      import("../screens/consent/consentRoutes").then((module) => [
        module.listConfirmRoute,
        module.followConfirmRoute,
        module.unsubscribeRoute,
      ]),
    [
      ["email-list-confirm", "/email-lists/confirm/:token"],
      ["follow-confirm", "/follow/confirm/:token"],
      ["unsubscribe", "/unsubscribe/:token"],
    ],
  ),
  ...lazyRoutes("screens/polls/pollVoteRoute.ts", () => import("../screens/polls/pollVoteRoute").then((module) => [module.pollVoteRoute]), [
    ["poll-vote", "/polls/vote"],
  ]),
  eagerRoute(documentRoute),
];
