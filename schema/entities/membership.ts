import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

const optionalPriceSchema = { anyOf: [{ type: "number", minimum: 0, maximum: 100000 }, { type: "null" }] } as const;

/**
 * A membership tier a fan can join (SPEC §3). No monthly price means the tier is free. Its members
 * read its posts and those of the tiers in `includesTierIds` (issue 30; the server always sends it).
 */
export const membershipTierSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name", "payWhatYouWant", "payWhatYouWantMinimum", "priceMonthly", "priceYearly", "benefits"],
  properties: {
    id: idSchema,
    name: { type: "string", minLength: 1, maxLength: 100 },
    payWhatYouWant: { type: "boolean" },
    payWhatYouWantMinimum: optionalPriceSchema,
    priceMonthly: optionalPriceSchema,
    priceYearly: optionalPriceSchema,
    benefits: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["id", "title"],
        properties: { id: idSchema, title: { type: "string", maxLength: 200 } },
      },
    },
    includesTierIds: { type: "array", items: idSchema, uniqueItems: true },
  },
} as const;

export type MembershipTier = FromSchema<typeof membershipTierSchema>;
