import { defineRoute, lazyScreen } from "../../app/routeTypes";

/*
 * The pages a list's emails link to (issue 19). Their tokens are the pages' secrets, so they are
 * never listed, and their canonical addresses leave the token out.
 */

/** A list join's confirmation link: it asks, and a click confirms the subscription. */
export const listConfirmRoute = defineRoute<null>({
  id: "email-list-confirm",
  path: "/email-lists/confirm/:token",
  Screen: lazyScreen("screens/consent/ListConfirmScreen.tsx", () =>
    import("./ListConfirmScreen").then((module) => module.ListConfirmScreen),
  ),
  head: ({ profile }) => ({ title: `Your subscription · ${profile.name}`, canonicalPath: "/email-lists/confirm", noIndex: true }),
});

/** A newsletter's unsubscribe link: a question and one button (mail clients' one-click POST goes to the server). */
export const unsubscribeRoute = defineRoute<null>({
  id: "unsubscribe",
  path: "/unsubscribe/:token",
  Screen: lazyScreen("screens/consent/UnsubscribeScreen.tsx", () =>
    import("./UnsubscribeScreen").then((module) => module.UnsubscribeScreen),
  ),
  head: ({ profile }) => ({ title: `Unsubscribe · ${profile.name}`, canonicalPath: "/unsubscribe", noIndex: true }),
});

/** A follow's confirmation link (issue 37): it asks, and a click confirms the follow. */
export const followConfirmRoute = defineRoute<null>({
  id: "follow-confirm",
  path: "/follow/confirm/:token",
  Screen: lazyScreen("screens/consent/FollowConfirmScreen.tsx", () =>
    import("./FollowConfirmScreen").then((module) => module.FollowConfirmScreen),
  ),
  head: ({ profile }) => ({ title: `Follow · ${profile.name}`, canonicalPath: "/follow/confirm", noIndex: true }),
});
