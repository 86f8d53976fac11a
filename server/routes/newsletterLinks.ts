import { emailTrackingLinkRoutes } from "./emailTrackingLinks";
import { oneClickUnsubscribeRoutes } from "./oneClickUnsubscribe";
import type { RoutePlugin } from "./plugin";

/**
 * What a newsletter's copy links to on the artist's own address, beside the pages' GET: its
 * List-Unsubscribe (RFC 8058's one click), its open pixel and its tracked links (issue 38).
 */
export const newsletterLinkRoutes: RoutePlugin = async (app, { context }) => {
  await app.register(oneClickUnsubscribeRoutes, { context });
  await app.register(emailTrackingLinkRoutes, { context });
};
