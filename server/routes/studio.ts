import { installStudioScope } from "../http/studioScope";
import type { PaymentProvider } from "../payments/paymentProvider";
import { analyticsStudioRoutes } from "./analytics";
import { audienceRoutes } from "./audience";
import { auditLogRoutes } from "./auditLog";
import { commentInboxRoutes } from "./commentInbox";
import { studioContactMessageRoutes } from "./contactMessages";
import { discountCodeRoutes } from "./discountCodes";
import { documentRoutes } from "./documents";
import { domainRoutes } from "./domains";
import { downloadCodeRoutes } from "./downloadCodes";
import { editorArtistRoutes } from "./editorArtists";
import { emailTrackingRoutes } from "./emailTracking";
import { eventRoutes } from "./events";
import { studioFollowerRoutes } from "./follows";
import { fulfilmentRoutes } from "./fulfilment";
import { mediaRoutes } from "./media";
import { memberRoutes } from "./members";
import { nameAndAddressRoutes } from "./nameAndAddress";
import { newsletterRoutes } from "./newsletters";
import { outboxRoutes } from "./outbox";
import { passkeyRoutes } from "./passkeys";
import type { RoutePlugin } from "./plugin";
import { postCommentModerationRoutes } from "./postCommentModeration";
import { postEmailRoutes } from "./postEmails";
import { redirectRoutes } from "./redirects";
import { releaseAnnouncementRoutes } from "./releaseAnnouncements";
import { releaseRoutes } from "./releases";
import { shippingZoneRoutes } from "./shippingZones";
import { studioHomeRoutes } from "./studioHome";
import { studioOrderRoutes } from "./studioOrders";
import { studioPostRoutes } from "./studioPosts";
import { studioRefundRoutes } from "./studioRefunds";
import { teamRoutes } from "./team";
import { tierRoutes } from "./tiers";
import { twoFactorRoutes } from "./twoFactor";
import { videoWebCopyRoutes } from "./videoWebCopies";
import { webhookDeliveryRoutes } from "./webhookDeliveries";
import { webhookRoutes } from "./webhooks";
import { welcomeEmailRoutes } from "./welcomeEmails";

/**
 * An artist's studio: every route under /profiles/:profileId (STUDIO_PREFIX, where app.ts registers
 * this plugin). The scope checks the editor, keeps answers out of caches and documents its refusals
 * once for all of them (server/http/studioScope.ts); the routes below do only their own work, their
 * paths written after the prefix.
 */
export const studioRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  installStudioScope(app, context.db);
  await app.register(documentRoutes, { context });
  await app.register(mediaRoutes, { context });
  await app.register(memberRoutes, { context });
  await app.register(eventRoutes, { context });
  await app.register(domainRoutes, { context });
  await app.register(redirectRoutes, { context });
  await app.register(videoWebCopyRoutes, { context });
  await app.register(nameAndAddressRoutes, { context });
  await app.register(tierRoutes, { context });
  await app.register(audienceRoutes, { context });
  await app.register(releaseRoutes, { context });
  await app.register(studioPostRoutes, { context });
  await app.register(postCommentModerationRoutes, { context });
  await app.register(postEmailRoutes, { context });
  await app.register(welcomeEmailRoutes, { context });
  await app.register(commentInboxRoutes, { context });
  await app.register(studioContactMessageRoutes, { context });
  await app.register(studioFollowerRoutes, { context });
  await app.register(releaseAnnouncementRoutes, { context });
  await app.register(editorArtistRoutes, { context });
  await app.register(newsletterRoutes, { context });
  await app.register(emailTrackingRoutes, { context });
  await app.register(studioOrderRoutes, { context });
  await app.register(fulfilmentRoutes, { context });
  await app.register(studioRefundRoutes, { context, payments });
  await app.register(outboxRoutes, { context });
  await app.register(studioHomeRoutes, { context });
  await app.register(analyticsStudioRoutes, { context });
  await app.register(teamRoutes, { context });
  await app.register(auditLogRoutes, { context });
  await app.register(twoFactorRoutes, { context });
  await app.register(passkeyRoutes, { context });
  await app.register(downloadCodeRoutes, { context });
  await app.register(webhookRoutes, { context });
  await app.register(webhookDeliveryRoutes, { context });
  await app.register(discountCodeRoutes, { context });
  await app.register(shippingZoneRoutes, { context });
};
