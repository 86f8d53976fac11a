import type { FromSchema } from "json-schema-to-ts";
import { MAX_SHIPPING_ZONES, shippingZoneSchema } from "../entities/shipping";
import { COUNTRY_CODE_PATTERN } from "../rules/countries";
import { checkoutItemSchema, MAX_CHECKOUT_ITEMS } from "./checkout";

const { id: _id, ...zoneInputProperties } = shippingZoneSchema.properties;

/** A zone as the studio saves it (issue 36, item 3): everything but its id, which the server gives. */
export const shippingZoneInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "countries", "firstItemCents", "extraItemCents", "freeOverCents"],
  properties: zoneInputProperties,
} as const;

/** PUT /studio/…/shipping-zones: all of the artist's zones at once, in their order; each country in one of them. */
export const shippingZonesInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["zones"],
  properties: { zones: { type: "array", maxItems: MAX_SHIPPING_ZONES, items: shippingZoneInputSchema } },
} as const;

export const shippingZonesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["zones"],
  properties: { zones: { type: "array", items: shippingZoneSchema } },
} as const;

const countrySchema = { type: "string", pattern: COUNTRY_CODE_PATTERN } as const;

/** GET /public/shipping-countries: where the artist ships merch, by name, for checkout's country picker. */
export const shippingCountriesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["countries"],
  properties: {
    countries: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["code", "name"],
        properties: { code: countrySchema, name: { type: "string" } },
      },
    },
  },
} as const;

/**
 * POST /public/checkout/shipping: whether this cart ships goods, and what shipping it to a country
 * costs, priced as checkout prices it. Without a country, the answer says whether one is needed.
 */
export const shippingQuoteBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    items: { type: "array", minItems: 1, maxItems: MAX_CHECKOUT_ITEMS, items: checkoutItemSchema },
    discountCode: { type: "string", minLength: 1, maxLength: 64 },
    country: countrySchema,
  },
} as const;

/**
 * The cart's money with shipping: whether it holds goods to ship, the subtotal after any discount,
 * shipping (0 until a country is chosen), and the total to pay.
 */
export const shippingQuoteSchema = {
  type: "object",
  additionalProperties: false,
  required: ["shipsGoods", "country", "subtotalCents", "shippingCents", "totalCents"],
  properties: {
    shipsGoods: { type: "boolean" },
    country: { anyOf: [countrySchema, { type: "null" }] },
    subtotalCents: { type: "integer", minimum: 0 },
    shippingCents: { type: "integer", minimum: 0 },
    totalCents: { type: "integer", minimum: 0 },
  },
} as const;

export type ShippingZonesInput = FromSchema<typeof shippingZonesInputSchema>;
export type ShippingCountries = FromSchema<typeof shippingCountriesSchema>;
export type ShippingQuoteBody = FromSchema<typeof shippingQuoteBodySchema>;
export type ShippingQuote = FromSchema<typeof shippingQuoteSchema>;
