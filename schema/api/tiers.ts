import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { membershipTierSchema } from "../entities/membership";

/** SPEC §3 leaves a tier's benefits open; a tier card reads well with a handful. */
export const MAX_TIER_BENEFITS = 20;
/** The most tiers one artist offers. */
export const MAX_TIERS = 20;

const priceSchema = { anyOf: [{ type: "number", minimum: 0, maximum: 100000, multipleOf: 0.01 }, { type: "null" }] } as const;

/**
 * A tier as the artist writes it (issue 17): no monthly and no yearly price and not
 * pay-what-you-want is a free tier. A benefit without an id is a new one.
 */
export const tierInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "priceMonthly", "priceYearly", "payWhatYouWant", "payWhatYouWantMinimum", "benefits"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100 },
    priceMonthly: priceSchema,
    priceYearly: priceSchema,
    payWhatYouWant: { type: "boolean" },
    payWhatYouWantMinimum: priceSchema,
    benefits: {
      type: "array",
      maxItems: MAX_TIER_BENEFITS,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title"],
        properties: { id: idSchema, title: { type: "string", minLength: 1, maxLength: 200 } },
      },
    },
    hidden: { type: "boolean", default: false, description: "Hidden from fans: not shown, not joined; its members keep it." },
    includesTierIds: {
      type: "array",
      maxItems: MAX_TIERS,
      uniqueItems: true,
      items: idSchema,
      description:
        "The artist's other tiers whose posts this tier's members also read. Absent: a new tier includes the cheaper tiers, a changed one keeps its own.",
    },
    confirmFreeIncludesPaid: {
      type: "boolean",
      description: "The artist confirmed that a free tier's members read the paid tiers it includes, without paying.",
    },
  },
} as const;

/** A tier as the studio sees it: what fans see, whether it is hidden, and who and what it holds. */
export const studioTierSchema = {
  ...membershipTierSchema,
  required: [...membershipTierSchema.required, "hidden", "members", "posts", "includesTierIds"],
  properties: {
    ...membershipTierSchema.properties,
    hidden: { type: "boolean" },
    members: { type: "integer", minimum: 0 },
    posts: { type: "integer", minimum: 0 },
  },
} as const;

export const studioTierListSchema = { type: "array", items: studioTierSchema } as const;

export const tierParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "tierId"],
  properties: { profileId: idSchema, tierId: idSchema },
} as const;

/** The artist's tiers in their new order, lowest first: each exactly once. */
export const tierOrderBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["ids"],
  properties: { ids: { type: "array", items: idSchema, minItems: 1, maxItems: MAX_TIERS, uniqueItems: true } },
} as const;

export type TierInput = FromSchema<typeof tierInputSchema, { keepDefaultedPropertiesOptional: true }>;
export type StudioTier = FromSchema<typeof studioTierSchema>;
