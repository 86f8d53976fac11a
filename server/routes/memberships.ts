import { accountSchema } from "../../schema/api/accounts";
import { ownMembershipBodySchema, ownMembershipTierSchema } from "../../schema/api/members";
import { isFreeTier } from "../../schema/rules/membership";
import { findAccount, setMembership } from "../data/accounts";
import { findCurrentSubscription } from "../data/subscriptions";
import { findTier } from "../data/tiers";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { welcomeAfter } from "../welcomes/welcomeAfter";
import { memberFeedAccountRoutes } from "./memberFeedAccount";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 402, 404, 409);

/**
 * A fan's own membership: join a free tier, or move to another free one, at once; leave the tier
 * they are on. A paid tier is refused with 402 (it goes through membership checkout), and so is any
 * change while the fan pays for a membership (409).
 */
export const membershipRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  // A member's private feed comes with the membership (buildApp is at its length limit).
  await app.register(memberFeedAccountRoutes, { context });
  app.get(
    "/accounts/me/membership-tier",
    { config: { caller: "fan" }, schema: { tags: ["accounts"], response: { 200: ownMembershipTierSchema, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const profile = await requestProfile(request, db);
      const { membershipTierId } = (await requireFan(request, db, profile.id)).membership;
      return { tier: membershipTierId === null ? null : await findTier(db, profile.id, membershipTierId) };
    },
  );
  app.put(
    "/accounts/me/membership",
    {
      config: { caller: "fan" },
      schema: { tags: ["accounts"], body: ownMembershipBodySchema, response: { 200: accountSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const { membershipTierId } = request.body;
      // A paid membership is changed through checkout and stopped by cancelling it, which keeps
      // what the fan paid for to the end of its period.
      const paying = await findCurrentSubscription(db, profile.id, fan.id);
      if (paying) throw httpError("conflict", "paidMembership", (await findTier(db, profile.id, paying.tierId))?.name ?? "a membership");
      if (membershipTierId !== null) {
        const tier = await findTier(db, profile.id, membershipTierId, { joinable: true });
        if (!tier) throw httpError("not_found", "membershipTier");
        if (!isFreeTier(tier)) throw httpError("payment_required", "paidTier");
      }
      await setMembership(db, profile.id, fan.id, membershipTierId, "free-tier");
      const account = await findAccount(db, profile.id, fan.id);
      if (!account) throw httpError("unauthorized", "logIn");
      if (membershipTierId !== null) await welcomeAfter(context, profile.id, { kind: "tier", id: membershipTierId }, account, request.log);
      return account;
    },
  );
};
