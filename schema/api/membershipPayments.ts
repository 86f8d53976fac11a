import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** What a membership payment was: the first period, a renewal, an upgrade's charge, or a renewal that failed. */
export const MEMBERSHIP_PAYMENT_KINDS = ["first_payment", "renewal", "upgrade", "payment_failed"] as const;
export type MembershipPaymentKind = (typeof MEMBERSHIP_PAYMENT_KINDS)[number];

/** GET profiles/{id}/orders/memberships: a page of the membership payments, newest first, found by the fan's address. */
export const membershipPaymentQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 255, default: "", description: "Part of the fan's email address." },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

/** One payment of a fan's membership (issue 34, item 13), as the studio's Orders list it. Amounts are in cents. */
export const membershipPaymentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "kind", "accountId", "email", "fanName", "tierName", "amountCents", "interval", "at"],
  properties: {
    id: { type: "string", maxLength: 300, description: "The provider and its id of the event." },
    kind: { type: "string", enum: MEMBERSHIP_PAYMENT_KINDS },
    accountId: { anyOf: [idSchema, { type: "null" }], description: "Null once the fan deleted their account (issue 35)." },
    email: { type: "string", description: "The fan's address (empty once they deleted their account)." },
    fanName: { type: "string" },
    tierName: { type: "string", description: "The tier paid for; empty when it was deleted since." },
    amountCents: {
      type: "integer",
      minimum: 0,
      description: "What was paid (an upgrade's charge is its prorated part), or what a failed renewal tried to take.",
    },
    interval: { type: "string", enum: ["month", "year"] },
    at: { type: "string" },
  },
} as const;

export const membershipPaymentPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: membershipPaymentSchema } },
} as const;

export type MembershipPayment = FromSchema<typeof membershipPaymentSchema>;
export type MembershipPaymentPage = FromSchema<typeof membershipPaymentPageSchema>;
