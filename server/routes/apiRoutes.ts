import type { FastifyPluginAsync } from "fastify";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import type { ServerContext } from "../context";
import { STUDIO_PREFIX } from "../http/studioScope";
import type { PaymentProvider } from "../payments/paymentProvider";
import { accountErasureRoutes } from "./accountErasure";
import { accountSessionRoutes } from "./accountSessions";
import { accountRoutes } from "./accounts";
import { analyticsIngestRoutes } from "./analytics";
import { artistExportFileRoutes } from "./artistExports";
import { catalogueRoutes } from "./catalogue";
import { checkoutRoutes } from "./checkout";
import { codeRedemptionRoutes } from "./codeRedemption";
import { contactMessageRoutes } from "./contactMessages";
import { discountCheckRoutes } from "./discountCheck";
import { publicDocumentRoutes } from "./documents";
import { downloadRoutes } from "./downloads";
import { emailChangeRoutes } from "./emailChanges";
import { emailConfirmationRoutes } from "./emailConfirmation";
import { emailLinkSessionRoutes } from "./emailLinkSessions";
import { emailListJoinRoutes } from "./emailListJoin";
import { engagementRoutes } from "./engagement";
import { giftRoutes } from "./gifts";
import { libraryRoutes } from "./library";
import { mailEventRoutes } from "./mailEvents";
import { mediaUploadRoutes } from "./media";
import { membershipCheckoutRoutes } from "./membershipCheckout";
import { membershipRoutes } from "./memberships";
import { operatorRoutes } from "./operator";
import { operatorImportRoutes } from "./operatorImport";
import { pagePollRoutes } from "./pagePolls";
import { passkeySignInRoutes } from "./passkeySignIn";
import { passwordLinkRoutes } from "./passwordLinks";
import { passwordResetRoutes } from "./passwordResets";
import { paymentWebhookRoutes } from "./payments";
import { pollRoutes } from "./polls";
import { postRoutes } from "./posts";
import { sessionRoutes } from "./sessions";
import { shippingQuoteRoutes } from "./shippingQuote";
import { studioRoutes } from "./studio";
import { studioPasswordResetRoutes } from "./studioPasswordResets";
import { teamInvitationRoutes } from "./teamInvitations";
import { testClockRoutes } from "./testClock";
import { tlsAllowedRoutes } from "./tlsAllowed";
import { trackStreamRoutes } from "./trackStream";
import { twoFactorSignInRoutes } from "./twoFactorSignIn";
import { unsubscribeRoutes } from "./unsubscribe";

export interface ApiRoutesOptions {
  readonly context: ServerContext;
  readonly payments: PaymentProvider;
  readonly cache: PublishedContentCache;
  /** The app's OpenAPI document (the app's, not this scope's: it lists every route). */
  readonly openApi: () => unknown;
}

/** Every route under /api: the fans' and the public API, the operator's, and the studio's scope. */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (api, { context, payments, cache, openApi }) => {
  await api.register(accountRoutes, { context });
  await api.register(accountSessionRoutes, { context });
  await api.register(emailChangeRoutes, { context });
  await api.register(accountErasureRoutes, { context, payments });
  await api.register(sessionRoutes, { context });
  await api.register(passwordLinkRoutes, { context });
  await api.register(catalogueRoutes, { context, cache });
  await api.register(emailListJoinRoutes, { context });
  // The site's analytics beacon (issue 38) and a Contact form's message (issue 39, item 1), public as joins are.
  await api.register(analyticsIngestRoutes, { context });
  await api.register(contactMessageRoutes, { context });
  await api.register(unsubscribeRoutes, { context });
  await api.register(postRoutes, { context, cache });
  await api.register(engagementRoutes, { context });
  await api.register(pollRoutes, { context });
  await api.register(pagePollRoutes, { context });
  await api.register(membershipRoutes, { context });
  await api.register(mediaUploadRoutes, { context });
  await api.register(publicDocumentRoutes, { context, cache });
  await api.register(operatorRoutes, { context });
  await api.register(operatorImportRoutes, { context });
  await api.register(checkoutRoutes, { context, payments });
  await api.register(discountCheckRoutes, { context });
  await api.register(shippingQuoteRoutes, { context });
  await api.register(membershipCheckoutRoutes, { context, payments });
  await api.register(libraryRoutes, { context });
  await api.register(trackStreamRoutes, { context });
  await api.register(downloadRoutes, { context });
  // An artist's export through the link the studio asked for (issue 40): no session rides on a plain link.
  await api.register(artistExportFileRoutes, { context });
  // Every editor's route, under /profiles/:profileId: one scope checks the editor (server/routes/studio.ts).
  await api.register(studioRoutes, { prefix: STUDIO_PREFIX, context, payments });
  await api.register(mailEventRoutes, { context });
  await api.register(giftRoutes, { context });
  await api.register(codeRedemptionRoutes, { context });
  await api.register(emailConfirmationRoutes, { context });
  await api.register(emailLinkSessionRoutes, { context });
  await api.register(passwordResetRoutes, { context });
  await api.register(studioPasswordResetRoutes, { context });
  await api.register(teamInvitationRoutes, { context });
  await api.register(twoFactorSignInRoutes, { context });
  await api.register(passkeySignInRoutes, { context });
  await api.register(paymentWebhookRoutes, { context, payments });
  // The TLS proxy's question before it gets a certificate for a host name (README: HTTPS for custom domains).
  await api.register(tlsAllowedRoutes, { context });
  if (context.config.testClockControl) await api.register(testClockRoutes, { context });
  api.get("/openapi.json", { schema: { hide: true } }, async () => openApi());
};
