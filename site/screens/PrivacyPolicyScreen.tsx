import { defineRoute } from "../app/routeTypes";
import { ComingSoon } from "./stub";

export const privacyPolicyRoute = defineRoute({
  id: "privacy-policy",
  path: "/privacy-policy",
  Screen: () => <ComingSoon title="Privacy policy" />,
  head: ({ profile }) => ({ title: `Privacy policy · ${profile.name}`, canonicalPath: "/privacy-policy" }),
});
