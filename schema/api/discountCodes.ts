import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";
import { checkoutItemSchema, MAX_CHECKOUT_ITEMS } from "./checkout";

/** How a code takes money off: a whole percent (1 to 100) of what it applies to, or a fixed amount in cents. */
export const DISCOUNT_KINDS = ["percent", "fixed"] as const;
/**
 * What a code applies to: every product of the store, chosen products (releases or merch), all
 * merch, all music, or the first period of a membership (of any tier, or of the tiers listed).
 */
export const DISCOUNT_TARGETS = ["store", "products", "merch", "music", "membership_first_period"] as const;
/** Where a code stands, as the studio lists it. */
export const DISCOUNT_STATUSES = ["scheduled", "active", "expired", "used_up", "ended"] as const;

/** The most products or tiers one code names. */
export const MAX_DISCOUNT_TARGET_IDS = 100;

/** A code as a fan types it: letters, digits, - and _; stored upper-case, so "summer" and "SUMMER" are one code. */
export const discountCodeTextSchema = { type: "string", minLength: 3, maxLength: 32, pattern: "^[A-Za-z0-9_-]+$" } as const;

/** A code as the artist writes it in the studio (and an integrator through the API). */
export const discountCodeInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["code", "kind", "amount", "appliesTo"],
  properties: {
    code: discountCodeTextSchema,
    kind: { enum: DISCOUNT_KINDS },
    amount: {
      type: "integer",
      minimum: 1,
      maximum: 100_000_000,
      description: "A whole percent (1 to 100) for kind 'percent'; cents for kind 'fixed'.",
    },
    appliesTo: { enum: DISCOUNT_TARGETS },
    productIds: { type: "array", maxItems: MAX_DISCOUNT_TARGET_IDS, items: idSchema, default: [], description: "For 'products'." },
    tierIds: {
      type: "array",
      maxItems: MAX_DISCOUNT_TARGET_IDS,
      items: idSchema,
      default: [],
      description: "For 'membership_first_period': none means every tier.",
    },
    startsAt: { anyOf: [isoDateTimeSchema, { type: "null" }], default: null },
    endsAt: { anyOf: [isoDateTimeSchema, { type: "null" }], default: null },
    usageLimit: { anyOf: [{ type: "integer", minimum: 1, maximum: 1_000_000 }, { type: "null" }], default: null },
    oncePerFan: { type: "boolean", default: true },
    minimumOrderCents: { anyOf: [{ type: "integer", minimum: 1, maximum: 100_000_000 }, { type: "null" }], default: null },
  },
} as const;

/** A code as the studio lists it: what the artist wrote, where it stands and how often it was used. */
export const discountCodeSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "code",
    "kind",
    "amount",
    "appliesTo",
    "productIds",
    "tierIds",
    "startsAt",
    "endsAt",
    "usageLimit",
    "oncePerFan",
    "minimumOrderCents",
    "createdAt",
    "endedAt",
    "uses",
    "status",
  ],
  properties: {
    id: idSchema,
    code: { type: "string" },
    kind: { enum: DISCOUNT_KINDS },
    amount: { type: "integer" },
    appliesTo: { enum: DISCOUNT_TARGETS },
    productIds: { type: "array", items: { type: "string" } },
    tierIds: { type: "array", items: { type: "string" } },
    startsAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
    endsAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
    usageLimit: { anyOf: [{ type: "integer" }, { type: "null" }] },
    oncePerFan: { type: "boolean" },
    minimumOrderCents: { anyOf: [{ type: "integer" }, { type: "null" }] },
    createdAt: { type: "string", format: "date-time" },
    endedAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
    uses: { type: "integer", minimum: 0, description: "Orders and memberships holding a use now (released ones are given back)." },
    status: { enum: DISCOUNT_STATUSES },
  },
} as const;

export const discountCodeListSchema = { type: "array", items: discountCodeSchema } as const;

export const discountCodeParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "codeId"],
  properties: { profileId: idSchema, codeId: idSchema },
} as const;

/** POST /public/discount-codes/check: a code and the cart as checkout sends it. */
export const discountCheckBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["code", "items"],
  properties: {
    code: { type: "string", minLength: 1, maxLength: 64 },
    items: { type: "array", minItems: 1, maxItems: MAX_CHECKOUT_ITEMS, items: checkoutItemSchema },
  },
} as const;

/** What the server would take off this cart: per line (in the cart's order) and in all, integer cents. */
export const discountCheckResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["code", "subtotalCents", "discountCents", "totalCents", "lines"],
  properties: {
    code: { type: "string" },
    subtotalCents: { type: "integer", minimum: 0 },
    discountCents: { type: "integer", minimum: 0 },
    totalCents: { type: "integer", minimum: 0 },
    lines: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["productId", "variantId", "priceCents", "discountCents"],
        properties: {
          productId: idSchema,
          variantId: idSchema,
          priceCents: { type: "integer", minimum: 0 },
          discountCents: { type: "integer", minimum: 0 },
        },
      },
    },
  },
} as const;

export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number];
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export type DiscountCodeInput = FromSchema<typeof discountCodeInputSchema, { keepDefaultedPropertiesOptional: true }>;
export type DiscountCode = FromSchema<typeof discountCodeSchema>;
export type DiscountCheck = FromSchema<typeof discountCheckResponseSchema>;
