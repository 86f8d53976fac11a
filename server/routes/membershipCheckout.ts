import { profileQuerySchema } from "../../schema/api/common";
import {
  currentSubscriptionSchema,
  membershipCheckoutBodySchema,
  membershipCheckoutResponseSchema,
  type PendingChangeView,
  type SubscriptionView,
  subscriptionParamsSchema,
  subscriptionSchema,
} from "../../schema/api/membershipCheckout";
import { isFreeTier } from "../../schema/rules/membership";
import { subscriptionPrice } from "../../schema/rules/membershipPrice";
import { ownAnswer } from "../cache/ownAnswers";
import { setMembership } from "../data/accounts";
import { claimDiscountUse, releaseFansUnpaidMembershipUses } from "../data/discountCodes";
import { findPendingChange } from "../data/membershipChanges";
import {
  createSubscription,
  findCurrentSubscription,
  findSubscription,
  type Subscription,
  setCancelAtPeriodEnd,
  setSubscriptionCheckout,
} from "../data/subscriptions";
import { findTier } from "../data/tiers";
import type { Queryable } from "../db/database";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { changeMembership, dropPendingChange } from "../memberships/changeMembership";
import { firstPeriodDiscount } from "../memberships/firstPeriodDiscount";
import { discountRefusalError } from "../orders/discountCart";
import type { PaymentProvider } from "../payments/paymentProvider";
import { welcomeAfter } from "../welcomes/welcomeAfter";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409, 429);

async function pendingChangeView(db: Queryable, subscription: Subscription): Promise<PendingChangeView | null> {
  const change = await findPendingChange(db, subscription.id);
  if (!change) return null;
  const tier = await findTier(db, subscription.profileId, change.tierId);
  return {
    id: change.id,
    kind: change.kind,
    membershipTierId: change.tierId,
    tierName: tier?.name ?? "",
    interval: change.interval,
    amountCents: change.amountCents,
    chargeCents: change.chargeCents,
    paymentUrl: change.paymentUrl,
    takesEffectAt: change.takesEffectAt,
  };
}

async function viewOf(db: Queryable, subscription: Subscription): Promise<SubscriptionView> {
  const tier = await findTier(db, subscription.profileId, subscription.tierId);
  return {
    id: subscription.id,
    membershipTierId: subscription.tierId,
    tierName: tier?.name ?? "",
    interval: subscription.interval,
    amountCents: subscription.amountCents,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pendingChange: subscription.status === "ended" ? null : await pendingChangeView(db, subscription),
  };
}

/**
 * Paid memberships (issue 18): a fan subscribes to a paid tier monthly or yearly at the price the
 * server works out (pay-what-you-want from the tier's minimum); the provider's page takes the
 * payment and its events start, renew and end the membership (server/payments/subscriptionEvents.ts).
 * A fan who pays already changes tier through server/memberships/changeMembership.ts: an upgrade is
 * granted once its prorated charge is paid, a cheaper tier from the period's end (issue 30).
 * Cancelling keeps the membership, as paid for, to the end of the period.
 */
export const membershipCheckoutRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  await app.register(tierCheckoutRoutes, { context, payments });
  await app.register(subscriptionRoutes, { context, payments });
};

/**
 * Checkout for a paid tier: a fan without a paid membership subscribes (or joins at once for $0),
 * one who pays already changes tier, interval or amount.
 */
const tierCheckoutRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  const { db, config } = context;
  app.post(
    "/public/membership/checkout",
    {
      config: { caller: "fan" },
      schema: { tags: ["memberships"], body: membershipCheckoutBodySchema, response: { 200: membershipCheckoutResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const { membershipTierId, interval, amountCents, idempotencyKey } = request.body;
      // A hidden tier is not offered, but one the fan was given (a patron brought from Patreon) stays theirs to pay for.
      const ownTier = fan.membership.membershipTierId === membershipTierId;
      const tier = await findTier(db, profile.id, membershipTierId, { joinable: !ownTier });
      if (!tier) throw httpError("not_found", "membershipTier");
      if (isFreeTier(tier)) throw httpError("bad_request", "freeTierCheckout");
      const price = subscriptionPrice(tier, interval, amountCents);
      if (!price.ok) throw httpError("bad_request", "subscriptionPrice", price.message);

      const current = await findCurrentSubscription(db, profile.id, fan.id);
      if (request.body.discountCode !== undefined) {
        // Counted as the preview's tries are, so codes cannot be guessed here instead.
        await limitRate(request, context, "discountCheck", { profileId: profile.id, account: fan.id });
        // A code lowers a new membership's first period, not a change of one.
        if (current) throw discountRefusalError({ reason: "nothingEligible" });
        // A checkout the fan left unpaid gives its use to this one (paying it later holds it again).
        await releaseFansUnpaidMembershipUses(db, { profileId: profile.id, accountId: fan.id, idempotencyKey });
      }
      const discount =
        request.body.discountCode === undefined
          ? null
          : await firstPeriodDiscount(
              db,
              { profileId: profile.id, accountId: fan.id, tierId: tier.id, code: request.body.discountCode },
              price.amountCents,
            );
      if (current) {
        const same = current.tierId === tier.id && current.interval === interval && current.amountCents === price.amountCents;
        if (price.amountCents === 0 || current.subscriptionRef === null) {
          if (same) throw httpError("conflict", "currentTier");
          const currentTier = await findTier(db, profile.id, current.tierId);
          throw httpError("conflict", "paidMembership", currentTier?.name ?? "a membership");
        }
        return changeMembership(db, payments, {
          current: { ...current, subscriptionRef: current.subscriptionRef },
          tier,
          interval,
          amountCents: price.amountCents,
          idempotencyKey,
          origin: await siteOriginOf(request, db, config),
        });
      }
      if (price.amountCents === 0) {
        // Pay what you want from $0, and the fan chose $0: nothing to bill, joined at once.
        await setMembership(db, profile.id, fan.id, tier.id, "free-tier");
        await welcomeAfter(context, profile.id, { kind: "tier", id: tier.id }, fan, request.log);
        return { outcome: "joined" as const, subscriptionId: null, paymentUrl: null, changeId: null };
      }

      // The subscription and its code's use are written together: a use refused (the last one taken meanwhile) makes no subscription.
      const { subscription, created } = await db.transaction(async (tx) => {
        const made = await createSubscription(tx, {
          profileId: profile.id,
          accountId: fan.id,
          tierId: tier.id,
          interval,
          amountCents: price.amountCents,
          idempotencyKey,
        });
        if (discount && made.created) {
          const claim = await claimDiscountUse(tx, {
            profileId: profile.id,
            codeId: discount.code.id,
            orderId: made.subscription.id,
            accountId: fan.id,
          });
          if (!claim.ok) throw discountRefusalError(claim.refusal);
        }
        return made;
      });
      if (!created)
        return { outcome: "pay" as const, subscriptionId: subscription.id, paymentUrl: subscription.paymentUrl, changeId: null };
      const origin = await siteOriginOf(request, db, config);
      const session = await payments.createSubscriptionCheckout({
        subscriptionId: subscription.id,
        tierName: tier.name,
        amountCents: price.amountCents,
        ...(discount ? { firstChargeCents: discount.firstChargeCents } : {}),
        interval,
        customerEmail: fan.email,
        successUrl: `${origin}/membership/checkout/complete?subscriptionId=${subscription.id}`,
        cancelUrl: `${origin}/membership/checkout?membershipTierId=${encodeURIComponent(tier.id)}`,
      });
      await setSubscriptionCheckout(db, subscription.id, { provider: payments.name, sessionId: session.sessionId, url: session.url });
      return { outcome: "pay" as const, subscriptionId: subscription.id, paymentUrl: session.url, changeId: null };
    },
  );
};

/**
 * The fan's own subscription: the current one, one by its id (what the checkout's return page
 * waits on), and cancelling it at the period's end.
 */
const subscriptionRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context: { db }, payments }) => {
  app.get(
    "/public/membership/subscription",
    {
      config: { caller: "fan" },
      schema: { tags: ["memberships"], querystring: profileQuerySchema, response: { 200: currentSubscriptionSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      // The fan's own, kept for them alone for a second (cache/ownAnswers.ts): the account page asks on every visit.
      return ownAnswer(db, fan.id, JSON.stringify(["subscription", profile.id]), async () => {
        const current = await findCurrentSubscription(db, profile.id, fan.id);
        return { subscription: current ? await viewOf(db, current) : null };
      });
    },
  );

  app.get(
    "/public/membership/subscriptions/:subscriptionId",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["memberships"],
        params: subscriptionParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      // Another fan's subscription is not found, as an unknown one.
      const subscription = await findSubscription(db, profile.id, fan.id, request.params.subscriptionId);
      if (!subscription) throw httpError("not_found", "subscription");
      return viewOf(db, subscription);
    },
  );

  app.post(
    "/public/membership/subscription/cancel",
    {
      config: { caller: "fan" },
      schema: { tags: ["memberships"], querystring: profileQuerySchema, response: { 200: subscriptionSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const current = await findCurrentSubscription(db, profile.id, fan.id);
      if (!current || current.subscriptionRef === null) throw httpError("not_found", "subscription");
      if (current.cancelAtPeriodEnd) return viewOf(db, current);
      // The fan keeps only what they paid for (issue 30): an upgrade not paid yet is withdrawn, a
      // cheaper tier waiting for the period's end will not come. An upgrade paid meanwhile stands.
      const running = { ...current, subscriptionRef: current.subscriptionRef };
      const pending = await findPendingChange(db, current.id);
      if (pending) await dropPendingChange(db, payments, running, pending, { ending: true });
      const { endsAt } = await payments.cancelSubscription(current.subscriptionRef);
      await setCancelAtPeriodEnd(db, current.id, endsAt);
      return viewOf(db, { ...current, cancelAtPeriodEnd: true, currentPeriodEnd: endsAt });
    },
  );
};
