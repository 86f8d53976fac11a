import { formatDollars } from "../../schema/rules/money";
import { recordMembershipMove } from "../analytics/membershipEvents";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { findAccount } from "../data/accounts";
import { holdDiscountUseAgain } from "../data/discountCodes";
import { findProfile } from "../data/profiles";
import { moveSubscription, type SubscriptionChange, type SubscriptionKey } from "../data/subscriptionMoves";
import type { Subscription } from "../data/subscriptions";
import { findTier } from "../data/tiers";
import type { Queryable } from "../db/database";
import { fromArtist } from "../mail/artistSender";
import type { MailQueue } from "../mail/mailQueue";
import { sendOwedWelcomes } from "../welcomes/sendOwedWelcomes";
import type { EventOutcome } from "./paymentEvents";
import type { PaymentEvent } from "./paymentProvider";

export type SubscriptionEvent = Extract<
  PaymentEvent,
  {
    type:
      | "subscription.started"
      | "subscription.renewed"
      | "subscription.renewal_failed"
      | "subscription.ended"
      | "subscription.upgrade_paid"
      | "subscription.upgrade_expired";
  }
>;

function keyAndChange(event: SubscriptionEvent): { key: SubscriptionKey; change: SubscriptionChange } {
  switch (event.type) {
    case "subscription.started":
      return {
        key: { sessionId: event.sessionId },
        change: {
          type: "started",
          subscriptionRef: event.subscriptionRef,
          amountCents: event.amountCents,
          ...(event.paidCents === undefined ? {} : { paidCents: event.paidCents }),
          periodEnd: event.periodEnd,
        },
      };
    case "subscription.renewed":
      return {
        key: { subscriptionRef: event.subscriptionRef },
        change: { type: "renewed", amountCents: event.amountCents, periodEnd: event.periodEnd },
      };
    case "subscription.renewal_failed":
      return { key: { subscriptionRef: event.subscriptionRef }, change: { type: "renewal_failed" } };
    case "subscription.ended":
      return { key: { subscriptionRef: event.subscriptionRef }, change: { type: "ended" } };
    case "subscription.upgrade_paid":
      return {
        key: { subscriptionRef: event.subscriptionRef },
        change: { type: "upgrade_paid", invoiceRef: event.invoiceRef, amountCents: event.amountCents, periodEnd: event.periodEnd },
      };
    case "subscription.upgrade_expired":
      return { key: { subscriptionRef: event.subscriptionRef }, change: { type: "upgrade_expired" } };
  }
}

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) : "";

/** The fan hears of what changed: welcome (with what they pay and when it renews), an upgrade paid, a failed renewal, the end. */
async function tellFan(db: Queryable, mail: MailQueue, subscription: Subscription, event: SubscriptionEvent, origin: string) {
  const { type } = event;
  // A renewal goes on as before; an unpaid upgrade that lapsed changed nothing for the fan.
  if (type === "subscription.renewed" || type === "subscription.upgrade_expired") return;
  const [account, profile, tier] = await Promise.all([
    findAccount(db, subscription.profileId, subscription.accountId),
    findProfile(db, subscription.profileId),
    findTier(db, subscription.profileId, subscription.tierId),
  ]);
  if (!account || !profile) return;
  const tierName = tier?.name ?? "your tier";
  const price = `${formatDollars(subscription.amountCents / 100)} a ${subscription.interval}`;
  const account_ = `${origin}/account`;
  const messages = {
    "subscription.started": {
      subject: `Welcome to ${tierName} at ${profile.name}`,
      lines: [
        `You are now a ${tierName} member of ${profile.name}: its members-only posts are open to you.`,
        "",
        `You pay ${price}; it renews on ${day(subscription.currentPeriodEnd)}.`,
        `See or cancel your membership on your account page: ${account_}`,
      ],
    },
    "subscription.upgrade_paid": {
      subject: `You are now on ${tierName} at ${profile.name}`,
      lines: [
        `Your upgrade to ${tierName} is paid${event.type === "subscription.upgrade_paid" ? ` (${formatDollars(event.amountCents / 100)} for the rest of this period)` : ""}: its members-only posts are open to you.`,
        "",
        `From now on you pay ${price}; it renews on ${day(subscription.currentPeriodEnd)}.`,
        `See your membership on your account page: ${account_}`,
      ],
    },
    "subscription.renewal_failed": {
      subject: `Your payment for ${tierName} at ${profile.name} did not go through`,
      lines: [
        `We could not take the ${price} for your ${tierName} membership of ${profile.name}.`,
        "The payment will be tried again in a few days; your membership goes on meanwhile.",
        `Your account page: ${account_}`,
      ],
    },
    "subscription.ended": {
      subject: `Your ${tierName} membership at ${profile.name} has ended`,
      lines: [`Your ${tierName} membership of ${profile.name} has ended.`, "", `You can join again at any time: ${origin}/#membership`],
    },
  } as const;
  const message = messages[type];
  await mail.queue({
    profileId: subscription.profileId,
    to: account.email,
    ...fromArtist(profile.name),
    subject: message.subject,
    text: message.lines.join("\n"),
  });
}

/**
 * A provider's event about a subscription, for every provider: applied once per event id to the
 * subscription and the fan's membership (a start unlocks the tier's posts at once), and the fan
 * told by email (links to the artist's site, whoever's address the webhook came to).
 */
export async function handleSubscriptionEvent(context: ServerContext, provider: string, event: SubscriptionEvent): Promise<EventOutcome> {
  const { key, change } = keyAndChange(event);
  const move = await moveSubscription(context.db, provider, key, event.id, change);
  if (!move.moved)
    return move.reason === "duplicate-event" ? "duplicate" : move.reason === "no-such-subscription" ? "no-such-subscription" : "ignored";
  // Once per event, after its move was kept: a replayed event was a duplicate above.
  recordMembershipMove(context.analytics, change.type, move, new Date(context.clock.now()));
  // A checkout paid after its code's use was given back (the fan left it, or it lay a day) holds the use again.
  if (change.type === "started") await holdDiscountUseAgain(context.db, move.subscription.id);
  // A provider's webhook comes to the server's address: links in the email lead to the artist's site.
  const origin = await siteOriginOfProfile(context, move.subscription.profileId);
  await tellFan(context.db, context.mail, move.subscription, event, origin);
  // A tier joined by this event (a start, a paid upgrade, a change at renewal) owes its welcome (issue 37): queued now.
  await sendOwedWelcomes(context).catch((error: unknown) => console.warn("welcome emails wait for the minute's job", error));
  return "moved";
}
