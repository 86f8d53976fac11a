import { type AnySiteRoute, defineRoute, lazyScreen } from "../../app/routeTypes";
import { chosenTier, loadMembershipCheckout, membershipCheckoutPath } from "./membershipCheckout";

export const checkoutRoute = defineRoute<null>({
  id: "checkout",
  path: "/checkout",
  Screen: lazyScreen("screens/checkout/CheckoutScreen.tsx", () => import("./CheckoutScreen").then((module) => module.CheckoutScreen)),
  head: ({ profile }) => ({ title: `Checkout · ${profile.name}`, canonicalPath: "/checkout", noIndex: true }),
});

export const checkoutCompleteRoute = defineRoute<null>({
  id: "checkout-complete",
  path: "/checkout/complete",
  Screen: lazyScreen("screens/checkout/CheckoutCompleteScreen.tsx", () =>
    import("./CheckoutCompleteScreen").then((module) => module.CheckoutCompleteScreen),
  ),
  head: ({ profile }) => ({ title: `Your order · ${profile.name}`, canonicalPath: "/checkout/complete", noIndex: true }),
});

export const membershipCheckoutRoute = defineRoute({
  id: "membership-checkout",
  path: "/membership/checkout",
  load: loadMembershipCheckout,
  // Every tier is loaded once; the query only picks one of them.
  dataKey: () => "membership-checkout:tiers",
  Screen: lazyScreen("screens/checkout/MembershipCheckoutScreen.tsx", () =>
    import("./MembershipCheckoutScreen").then((module) => module.MembershipCheckoutScreen),
  ),
  head: ({ data, search, profile }) => {
    const tier = chosenTier(data, search);
    return {
      title: tier ? `Join ${tier.name} · ${profile.name}` : `Membership · ${profile.name}`,
      canonicalPath: tier ? membershipCheckoutPath(tier.id) : "/membership/checkout",
      noIndex: true,
    };
  },
});

export const membershipCompleteRoute = defineRoute<null>({
  id: "membership-complete",
  path: "/membership/checkout/complete",
  Screen: lazyScreen("screens/checkout/MembershipCompleteScreen.tsx", () =>
    import("./MembershipCompleteScreen").then((module) => module.MembershipCompleteScreen),
  ),
  head: ({ profile }) => ({ title: `Your membership · ${profile.name}`, canonicalPath: "/membership/checkout/complete", noIndex: true }),
});

export const checkoutRoutes: readonly AnySiteRoute[] = [
  checkoutRoute,
  checkoutCompleteRoute,
  membershipCheckoutRoute,
  membershipCompleteRoute,
];
