import { type AnySiteRoute, defineRoute } from "../../app/routeTypes";
import { AccountScreen, loadAccountData } from "./AccountScreen";
import { LoginScreen } from "./LoginScreen";
import { SignupScreen } from "./SignupScreen";

/** The fan's own pages: never listed by search engines. The query (`redirect`) is not part of the canonical address. */
export const loginRoute = defineRoute<null>({
  id: "login",
  path: "/login",
  Screen: LoginScreen,
  head: ({ profile }) => ({
    title: `Log in · ${profile.name}`,
    description: `Log in to your account on ${profile.name}'s site.`,
    canonicalPath: "/login",
    noIndex: true,
  }),
});

export const signupRoute = defineRoute<null>({
  id: "signup",
  path: "/signup",
  Screen: SignupScreen,
  head: ({ profile }) => ({
    title: `Sign up · ${profile.name}`,
    description: `Create an account on ${profile.name}'s site.`,
    canonicalPath: "/signup",
    noIndex: true,
  }),
});

export const accountRoute = defineRoute({
  id: "account",
  path: "/account",
  load: loadAccountData,
  // The tiers do not depend on the query.
  dataKey: () => "account:tiers",
  Screen: AccountScreen,
  head: ({ profile }) => ({ title: `My Account · ${profile.name}`, canonicalPath: "/account", noIndex: true }),
});

export const accountRoutes: readonly AnySiteRoute[] = [loginRoute, signupRoute, accountRoute];
