import { profileQuerySchema } from "../../schema/api/common";
import { giftResendBodySchema, giftResentSchema, giftSchema, giftTokenBodySchema, sentGiftsSchema } from "../../schema/api/gifts";
import { claimGift, findGift, type Gift, listSentGifts } from "../data/giftClaims";
import { fanOf, requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { giftClaimedMessage } from "../orders/giftMessages";
import { giftResendRefusal } from "../orders/giftResendRefusal";
import { resendGift } from "../orders/resendGift";
import { hashToken, ISSUED_TOKEN_PATTERN } from "../security/tokens";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409, 410, 429);

const answerOf = (gift: Gift, fanId: string | null) => ({
  productId: gift.productId,
  title: gift.title,
  from: gift.senderFirstName,
  recipientName: gift.recipientName,
  recipientEmail: gift.recipientEmail,
  message: gift.message,
  claimed: gift.claimed,
  claimedByYou: fanId !== null && gift.claimedBy === fanId,
});

/**
 * Gifts (issue 18): the claim page reads what a gift's link opens, a fan of the artist claims it
 * into their library (once: then it is theirs alone), and the buyer lists the gifts they sent and
 * has one not claimed yet emailed again with a new link (issue 30). A
 * token opens a gift on its own artist's site only: elsewhere it is as unknown as a made-up one.
 */
export const giftRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, mail } = context;

  app.post(
    "/public/gifts/check",
    {
      schema: {
        tags: ["checkout"],
        querystring: profileQuerySchema,
        body: giftTokenBodySchema,
        response: { 200: giftSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await fanOf(request, db, profile.id);
      const { token } = request.body;
      // A visitor is counted by the token they try (its hash: counters are stored), and by their address.
      await limitRate(request, context, "giftLink", { profileId: profile.id, account: fan?.id ?? `token:${hashToken(token)}` });
      const gift = ISSUED_TOKEN_PATTERN.test(token) ? await findGift(db, profile.id, token) : null;
      if (!gift) throw httpError("gift_link_invalid", "unknown");
      if (!gift.paid) throw httpError("gift_withdrawn", "refunded");
      return answerOf(gift, fan?.id ?? null);
    },
  );

  app.post(
    "/public/gifts/claim",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["checkout"],
        querystring: profileQuerySchema,
        body: giftTokenBodySchema,
        response: { 200: giftSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "giftLink", { profileId: profile.id, account: fan.id });
      const { token } = request.body;
      if (!ISSUED_TOKEN_PATTERN.test(token)) throw httpError("gift_link_invalid", "unknown");
      // Where the buyer's notice links, known before the claim so that nothing fails after it.
      const origin = await siteOriginOf(request, db, config);
      const claim = await claimGift(db, profile.id, token, fan.id);
      switch (claim.outcome) {
        case "unknown":
          throw httpError("gift_link_invalid", "unknown");
        case "withdrawn":
          throw httpError("gift_withdrawn", "refunded");
        case "taken":
          throw httpError("gift_claimed", "taken");
        case "claimed":
          // Only the claim that took the gift tells the buyer: claiming it again is quiet.
          if (claim.first) await mail.queue(giftClaimedMessage(claim.gift, { profileId: profile.id, name: profile.name, origin }));
          return answerOf(claim.gift, fan.id);
      }
    },
  );

  app.post(
    "/public/gifts/resend",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["checkout"],
        querystring: profileQuerySchema,
        body: giftResendBodySchema,
        response: { 200: giftResentSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "giftResend", { profileId: profile.id, account: fan.id });
      const origin = await siteOriginOf(request, db, config);
      const { orderId, position } = request.body;
      const outcome = await resendGift(
        context,
        { profileId: profile.id, orderId, position, buyerId: fan.id },
        { name: profile.name, origin },
      );
      if (!outcome.ok) throw giftResendRefusal(outcome, "buyer");
      return { recipientName: outcome.recipientName };
    },
  );

  app.get(
    "/public/gifts/sent",
    { schema: { tags: ["checkout"], querystring: profileQuerySchema, response: { 200: sentGiftsSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const gifts = await listSentGifts(db, profile.id, fan.id);
      return {
        gifts: gifts.map((gift) => ({
          orderId: gift.orderId,
          position: gift.position,
          productId: gift.productId,
          title: gift.title,
          recipientName: gift.recipientName,
          claimed: gift.claimed,
          held: gift.held,
          sentAt: gift.sentAt,
        })),
      };
    },
  );
};
