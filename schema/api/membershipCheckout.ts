import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";

const intervalSchema = { enum: ["month", "year"] } as const;

/** A fan's paid membership as the site shows it: the tier, what it costs, and when it renews or ends. */
export const subscriptionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "membershipTierId", "tierName", "interval", "amountCents", "status", "currentPeriodEnd", "cancelAtPeriodEnd"],
  properties: {
    id: { type: "string", maxLength: 64 },
    membershipTierId: idSchema,
    tierName: { type: "string" },
    interval: intervalSchema,
    amountCents: { type: "integer", minimum: 0 },
    status: { enum: ["pending", "active", "past_due", "ended"] },
    currentPeriodEnd: { anyOf: [isoDateTimeSchema, { type: "null" }] },
    cancelAtPeriodEnd: { type: "boolean" },
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
  },
} as const;

export type MembershipCheckoutBody = FromSchema<typeof membershipCheckoutBodySchema>;

/**
 * What a membership checkout did: a subscription waiting for its payment (pay at `paymentUrl`), a
 * paid membership moved to this tier at once (`changed`, prorated by the provider), or a $0
 * pay-what-you-want membership joined at once (`joined`).
 */
export const membershipCheckoutResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["outcome", "subscriptionId", "paymentUrl"],
  properties: {
    outcome: { enum: ["pay", "changed", "joined"] },
    subscriptionId: { anyOf: [{ type: "string", maxLength: 64 }, { type: "null" }] },
    paymentUrl: { anyOf: [{ type: "string" }, { type: "null" }] },
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
