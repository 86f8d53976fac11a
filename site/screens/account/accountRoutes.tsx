import { type AnySiteRoute, defineRoute, lazyScreen } from "../../app/routeTypes";
import { loadAccountData } from "./accountData";

/** The fan's own pages: never listed by search engines. The query (`redirect`) is not part of the canonical address. */
export const loginRoute = defineRoute<null>({
  id: "login",
  path: "/login",
  Screen: lazyScreen("screens/account/LoginScreen.tsx", () => import("./LoginScreen").then((module) => module.LoginScreen)),
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
  Screen: lazyScreen("screens/account/SignupScreen.tsx", () => import("./SignupScreen").then((module) => module.SignupScreen)),
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
  Screen: lazyScreen("screens/account/AccountScreen.tsx", () => import("./AccountScreen").then((module) => module.AccountScreen)),
  head: ({ profile }) => ({ title: `My Account · ${profile.name}`, canonicalPath: "/account", noIndex: true }),
});

/** The link that confirms a fan's address (issue 30): its token is the page's secret, left out of the canonical address. */
export const confirmEmailRoute = defineRoute<null>({
  id: "account-confirm-email",
  path: "/account/confirm-email/:token",
  Screen: lazyScreen("screens/account/ConfirmEmailScreen.tsx", () =>
    import("./ConfirmEmailScreen").then((module) => module.ConfirmEmailScreen),
  ),
  head: ({ profile }) => ({ title: `Your email address · ${profile.name}`, canonicalPath: "/account/confirm-email", noIndex: true }),
});

/** Registration's emailed link (issue 30): it finishes a new fan's account, or signs its owner in. Its token stays out of the canonical address. */
export const emailLinkRoute = defineRoute<null>({
  id: "signup-confirm",
  path: "/signup/confirm/:token",
  Screen: lazyScreen("screens/account/EmailLinkScreen.tsx", () => import("./EmailLinkScreen").then((module) => module.EmailLinkScreen)),
  head: ({ profile }) => ({ title: `Sign in · ${profile.name}`, canonicalPath: "/signup/confirm", noIndex: true }),
});

/** 'Forgot password?' (issue 35): the fan names their address and is mailed a link. */
export const forgotPasswordRoute = defineRoute<null>({
  id: "forgot-password",
  path: "/forgot-password",
  Screen: lazyScreen("screens/account/ForgotPasswordScreen.tsx", () =>
    import("./ForgotPasswordScreen").then((module) => module.ForgotPasswordScreen),
  ),
  head: ({ profile }) => ({ title: `Reset your password · ${profile.name}`, canonicalPath: "/forgot-password", noIndex: true }),
});

/** The emailed link to choose a new password (issue 35): its token stays out of the canonical address. */
export const resetPasswordRoute = defineRoute<null>({
  id: "reset-password",
  path: "/reset-password/:token",
  Screen: lazyScreen("screens/account/ResetPasswordScreen.tsx", () =>
    import("./ResetPasswordScreen").then((module) => module.ResetPasswordScreen),
  ),
  head: ({ profile }) => ({ title: `Choose a new password · ${profile.name}`, canonicalPath: "/reset-password", noIndex: true }),
});

/** A change of email's links (issue 35): the new address's confirms it, the old address's undoes it. Their tokens stay out of the canonical address. */
export const confirmEmailChangeRoute = defineRoute<null>({
  id: "account-change-email",
  path: "/account/change-email/:token",
  Screen: lazyScreen("screens/account/EmailChangeScreens.tsx", () =>
    import("./EmailChangeScreens").then((module) => module.ConfirmEmailChangeScreen),
  ),
  head: ({ profile }) => ({ title: `Your new email address · ${profile.name}`, canonicalPath: "/account/change-email", noIndex: true }),
});

export const undoEmailChangeRoute = defineRoute<null>({
  id: "account-undo-email-change",
  path: "/account/undo-email-change/:token",
  Screen: lazyScreen("screens/account/EmailChangeScreens.tsx", () =>
    import("./EmailChangeScreens").then((module) => module.UndoEmailChangeScreen),
  ),
  head: ({ profile }) => ({
    title: `Undo the change of your email · ${profile.name}`,
    canonicalPath: "/account/undo-email-change",
    noIndex: true,
  }),
});

/** The emailed link to a copy of the fan's data (issue 35, item 4): its token stays out of the canonical address. */
export const dataExportRoute = defineRoute<null>({
  id: "account-your-data",
  path: "/account/your-data/:token",
  Screen: lazyScreen("screens/account/DataExportScreen.tsx", () => import("./DataExportScreen").then((module) => module.DataExportScreen)),
  head: ({ profile }) => ({ title: `Your data · ${profile.name}`, canonicalPath: "/account/your-data", noIndex: true }),
});

export const accountRoutes: readonly AnySiteRoute[] = [
  loginRoute,
  signupRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  emailLinkRoute,
  confirmEmailRoute,
  confirmEmailChangeRoute,
  undoEmailChangeRoute,
  dataExportRoute,
  accountRoute,
];
