import { defineRoute, lazyScreen } from "../app/routeTypes";

/** /privacy-policy (SPEC §2): what the site stores about a fan. */
export const privacyPolicyRoute = defineRoute<null>({
  id: "privacy-policy",
  path: "/privacy-policy",
  Screen: lazyScreen("screens/PrivacyPolicyScreen.tsx", () => import("./PrivacyPolicyScreen").then((module) => module.PrivacyPolicyScreen)),
  head: ({ profile }) => ({
    title: `Privacy policy · ${profile.name}`,
    description: `What ${profile.name}'s website stores about you, where, why and for how long.`,
    canonicalPath: "/privacy-policy",
  }),
});
