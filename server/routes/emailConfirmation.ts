import { profileQuerySchema } from "../../schema/api/common";
import { emailConfirmationRequestSchema, emailConfirmBodySchema, emailConfirmedSchema } from "../../schema/api/emailConfirmation";
import { confirmEmail, isEmailConfirmed } from "../data/emailConfirmations";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { askBuyerToConfirm } from "../orders/giftHold";
import { releaseHeldGifts } from "../orders/releaseHeldGifts";
import { hashToken, ISSUED_TOKEN_PATTERN } from "../security/tokens";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(401, 404, 410, 429);

/**
 * A fan's address confirmed (issue 30): the one-time link of the email a free order with gifts
 * sends confirms it, on the artist's site, and the gifts that waited for it go out; a logged-in fan
 * may ask for a new link. The link needs no login: it may be opened on another device.
 */
export const emailConfirmationRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;

  app.post(
    "/public/accounts/confirm-email",
    {
      schema: {
        tags: ["accounts"],
        querystring: profileQuerySchema,
        body: emailConfirmBodySchema,
        response: { 200: emailConfirmedSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { token } = request.body;
      // A visitor is counted by the token they try (its hash: counters are stored), and by their address.
      await limitRate(request, context, "confirmLink", { profileId: profile.id, account: `token:${hashToken(token)}` });
      // Where the gifts' links point, known before the confirmation so that nothing fails after it.
      const origin = await siteOriginOf(request, db, config);
      const confirmed = ISSUED_TOKEN_PATTERN.test(token)
        ? await confirmEmail(db, profile.id, token)
        : ({ ok: false, problem: "unknown" } as const);
      if (!confirmed.ok)
        throw confirmed.problem === "expired" ? httpError("email_link_expired", "expired") : httpError("email_link_invalid", "unknown");
      const giftsSent = await releaseHeldGifts(
        context,
        { profileId: profile.id, accountId: confirmed.accountId },
        { name: profile.name, origin },
      );
      return { giftsSent };
    },
  );

  app.post(
    "/public/accounts/me/email-confirmation",
    {
      config: { caller: "fan" },
      schema: { tags: ["accounts"], querystring: profileQuerySchema, response: { 200: emailConfirmationRequestSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "confirmEmailRequest", { profileId: profile.id, account: fan.id });
      if (await isEmailConfirmed(db, profile.id, fan.id)) return { email: fan.email, confirmed: true, sent: false };
      const origin = await siteOriginOf(request, db, config);
      const sent = await askBuyerToConfirm(db, context.mail, fan, { profileId: profile.id, name: profile.name, origin });
      return { email: fan.email, confirmed: false, sent };
    },
  );
};
