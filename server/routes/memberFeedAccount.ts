import { profileQuerySchema } from "../../schema/api/common";
import { memberFeedSchema } from "../../schema/api/feeds";
import { memberFeedUrl } from "../feeds/memberFeedAddress";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * A member's private podcast feed from their account page (issue 37, item 5): its address (made
 * on the first ask), and a new one in its place (the old one stops working at once). Only a fan
 * with a membership has one; the address is secret, so no cache keeps the answer.
 */
export const memberFeedAccountRoutes: RoutePlugin = async (app, { context: { db, config } }) => {
  for (const [method, url, reset] of [
    ["GET", "/accounts/me/feed", false],
    ["POST", "/accounts/me/feed/reset", true],
  ] as const) {
    app.route({
      method,
      url,
      config: { caller: "fan" },
      schema: { tags: ["accounts"], querystring: profileQuerySchema, response: { 200: memberFeedSchema, ...errors } },
      handler: async (request, reply) => {
        const profile = await requestProfile(request, db);
        const fan = await requireFan(request, db, profile.id);
        if (!fan.membership.membershipTierId) throw httpError("forbidden", "membersOnly");
        if (reset) await limitRate(request, { db, config }, "memberFeedReset", { profileId: profile.id, account: fan.id });
        const origin = await siteOriginOf(request, db, config, profile.id);
        reply.header("cache-control", "private, no-store");
        return { url: await memberFeedUrl(db, config.uploadSecret, { profileId: profile.id, accountId: fan.id, origin }, reset) };
      },
    });
  }
};
