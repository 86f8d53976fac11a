import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { IMPORT_PLATFORMS } from "./platformImports";

/** A page of the artist's fans, found by name or address, of one tier or of none ("none"). */
export const fanQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 255, default: "" },
    tier: {
      anyOf: [idSchema, { const: "none" }, { const: "complimentary" }],
      description:
        "A tier's id, none for fans without a tier, or complimentary for fans on a paid tier without a subscription; all fans when absent.",
    },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

/**
 * What a paying member pays (issue 34, item 13): their running subscription's tier, amount each
 * period and its state: renewing on `currentPeriodEnd`, ending then (`cancelAtPeriodEnd`), or past
 * due (a renewal failed and the provider tries again). Amounts are in cents.
 */
export const fanBillingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["tierName", "amountCents", "interval", "status", "currentPeriodEnd", "cancelAtPeriodEnd"],
  properties: {
    tierName: { type: "string", description: "The tier the subscription pays for; empty when it was deleted." },
    amountCents: { type: "integer", minimum: 0 },
    interval: { type: "string", enum: ["month", "year"] },
    status: { type: "string", enum: ["active", "past_due"] },
    currentPeriodEnd: { anyOf: [{ type: "string" }, { type: "null" }], description: "When it renews, or ends." },
    cancelAtPeriodEnd: { type: "boolean" },
  },
} as const;

/**
 * A complimentary membership (issue 40): a paid tier the fan does not pay for, given by an import
 * (`importedFrom`, the platform: Patreon) or by the artist (null), until they subscribe here.
 */
const complimentaryMembershipSchema = {
  type: "object",
  additionalProperties: false,
  required: ["importedFrom"],
  properties: {
    importedFrom: {
      anyOf: [{ enum: IMPORT_PLATFORMS }, { type: "null" }],
      description: "The platform whose import gave the tier; null when the artist gave it.",
    },
  },
} as const;

/** A fan as the studio lists them: who they are, their tier, what they pay, when they signed up. */
export const studioFanSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "firstName", "lastName", "email", "membershipTierId", "tierName", "billing", "createdAt"],
  properties: {
    id: idSchema,
    firstName: { type: "string" },
    lastName: { type: "string" },
    email: { type: "string" },
    membershipTierId: { anyOf: [idSchema, { type: "null" }] },
    tierName: { anyOf: [{ type: "string" }, { type: "null" }] },
    billing: { anyOf: [fanBillingSchema, { type: "null" }], description: "Null for a fan with no running paid subscription." },
    complimentary: { ...complimentaryMembershipSchema, description: "Present when the fan is on a paid tier without paying for it." },
    createdAt: { type: "string" },
  },
} as const;

export const fanPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: studioFanSchema } },
} as const;

export type StudioFan = FromSchema<typeof studioFanSchema>;
export type FanBilling = FromSchema<typeof fanBillingSchema>;
export type FanPage = FromSchema<typeof fanPageSchema>;
