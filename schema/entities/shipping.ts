import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { COUNTRY_CODE_PATTERN } from "../rules/countries";

/** The most shipping zones an artist has, and the most cents one rate or threshold can be. */
export const MAX_SHIPPING_ZONES = 50;
export const MAX_SHIPPING_CENTS = 100_000_00;

/**
 * A postal address an order ships to (issue 36, item 3), as the payment page collected it and the
 * artist may correct it before shipping. `country` is always the country shipping was priced for.
 */
export const shippingAddressSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "line1", "city", "postalCode", "country"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 100 },
    line1: { type: "string", minLength: 1, maxLength: 200 },
    line2: { type: "string", maxLength: 200 },
    city: { type: "string", minLength: 1, maxLength: 100 },
    /** State, province or county, where the country has them. */
    region: { type: "string", maxLength: 100 },
    postalCode: { type: "string", maxLength: 20 },
    country: { type: "string", pattern: COUNTRY_CODE_PATTERN },
  },
} as const;

const centsSchema = { type: "integer", minimum: 0, maximum: MAX_SHIPPING_CENTS } as const;

/**
 * A shipping zone: the countries it covers (each in one zone of the artist at most), what the
 * first physical item of an order costs to ship there and what each further one adds, and the
 * order subtotal (after discounts) from which shipping there is free.
 */
export const shippingZoneSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name", "countries", "firstItemCents", "extraItemCents", "freeOverCents"],
  properties: {
    id: idSchema,
    name: { type: "string", minLength: 1, maxLength: 60 },
    countries: {
      type: "array",
      minItems: 1,
      maxItems: 250,
      uniqueItems: true,
      items: { type: "string", pattern: COUNTRY_CODE_PATTERN },
    },
    firstItemCents: centsSchema,
    extraItemCents: centsSchema,
    freeOverCents: { anyOf: [{ type: "integer", minimum: 1, maximum: MAX_SHIPPING_CENTS }, { type: "null" }] },
  },
} as const;

export type ShippingAddress = FromSchema<typeof shippingAddressSchema>;
export type ShippingZone = FromSchema<typeof shippingZoneSchema>;
