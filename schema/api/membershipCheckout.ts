import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";

const intervalSchema = { enum: ["month", "year"] } as const;

/**
 * A paying fan's move to another tier that has not happened yet (issue 30): an upgrade waiting for
 * its charge to be paid (at `paymentUrl`, or being confirmed when null), or a cheaper price taking
 * effect when the period paid for ends (`takesEffectAt`).
 */
export const pendingChangeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "kind", "membershipTierId", "tierName", "interval", "amountCents", "chargeCents", "paymentUrl", "takesEffectAt"],
  properties: {
    id: { type: "string", maxLength: 64 },
    kind: { enum: ["upgrade", "at_period_end"] },
    membershipTierId: idSchema,
    tierName: { type: "string" },
    interval: intervalSchema,
    amountCents: { type: "integer", minimum: 1, description: "The new price per interval." },
    chargeCents: { type: "integer", minimum: 0, description: "An upgrade's charge for the rest of the period; 0 otherwise." },
    paymentUrl: { anyOf: [{ type: "string" }, { type: "null" }] },
    takesEffectAt: { anyOf: [isoDateTimeSchema, { type: "null" }] },
  },
} as const;

export type PendingChangeView = FromSchema<typeof pendingChangeSchema>;

/** A fan's paid membership as the site shows it: the tier, what it costs, when it renews or ends, and a change on its way. */
export const subscriptionSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "membershipTierId",
    "tierName",
    "interval",
    "amountCents",
    "status",
    "currentPeriodEnd",
    "cancelAtPeriodEnd",
    "pendingChange",
  ],
  properties: {
    id: { type: "string", maxLength: 64 },
    membershipTierId: idSchema,
    tierName: { type: "string" },
    interval: intervalSchema,
    amountCents: { type: "integer", minimum: 0 },
    status: { enum: ["pending", "active", "past_due", "ended"] },
    currentPeriodEnd: { anyOf: [isoDateTimeSchema, { type: "null" }] },
    cancelAtPeriodEnd: { type: "boolean" },
    pendingChange: { anyOf: [pendingChangeSchema, { type: "null" }] },
  },
} as const;

export type SubscriptionView = FromSchema<typeof subscriptionSchema>;

/**
 * POST /public/membership/checkout: a paid tier, billed monthly or yearly; the fan's amount for a
 * pay-what-you-want tier (ignored for the others); a key that makes a retried or doubled
 * submission one subscription.
 */
export const membershipCheckoutBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["membershipTierId", "interval", "idempotencyKey"],
  properties: {
    membershipTierId: idSchema,
    interval: intervalSchema,
    amountCents: { type: "integer", minimum: 0, maximum: 10_000_000 },
    idempotencyKey: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" },
    discountCode: {
      type: "string",
      minLength: 1,
      maxLength: 64,
      description: "A discount code for the first period of a new membership (issue 36, item 7); renewals are at the full price.",
    },
  },
} as const;

export type MembershipCheckoutBody = FromSchema<typeof membershipCheckoutBodySchema>;

/**
 * What a membership checkout did: something to pay at `paymentUrl` (a new subscription, or a paying
 * fan's upgrade, issue 30), an upgrade charged to the card the provider holds and being confirmed
 * (`confirming`), a paying fan moved at once for the same price (`changed`), a cheaper price from
 * the end of the period paid for (`scheduled`), or a $0 pay-what-you-want membership joined at once
 * (`joined`). `changeId` names a paying fan's change, which the subscription shows while it waits.
 */
export const membershipCheckoutResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["outcome", "subscriptionId", "paymentUrl", "changeId"],
  properties: {
    outcome: { enum: ["pay", "confirming", "changed", "scheduled", "joined"] },
    subscriptionId: { anyOf: [{ type: "string", maxLength: 64 }, { type: "null" }] },
    paymentUrl: { anyOf: [{ type: "string" }, { type: "null" }] },
    changeId: { anyOf: [{ type: "string", maxLength: 64 }, { type: "null" }] },
  },
} as const;

export type MembershipCheckoutResponse = FromSchema<typeof membershipCheckoutResponseSchema>;

/** GET /public/membership/subscription: the fan's current paid membership, if any. */
export const currentSubscriptionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["subscription"],
  properties: { subscription: { anyOf: [subscriptionSchema, { type: "null" }] } },
} as const;

export type CurrentSubscription = FromSchema<typeof currentSubscriptionSchema>;

export const subscriptionParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["subscriptionId"],
  properties: { subscriptionId: { type: "string", pattern: "^sub_[A-Za-z0-9_-]{1,60}$" } },
} as const;
