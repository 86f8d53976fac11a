import { type AnySiteRoute, defineRoute } from "../../app/routeTypes";
import { ComingSoon } from "../stub";

export const checkoutRoutes: readonly AnySiteRoute[] = [
  defineRoute({
    id: "checkout",
    path: "/checkout",
    Screen: () => <ComingSoon title="Checkout" />,
    head: ({ profile }) => ({ title: `Checkout · ${profile.name}`, canonicalPath: "/checkout", noIndex: true }),
  }),
  defineRoute({
    id: "membership-checkout",
    path: "/membership/checkout",
    Screen: () => <ComingSoon title="Membership" />,
    head: ({ profile }) => ({ title: `Membership · ${profile.name}`, canonicalPath: "/membership/checkout", noIndex: true }),
  }),
];
