import type { FromSchema } from "json-schema-to-ts";
import { EMAIL_PATTERN, idSchema } from "../common";
import { priceSchema } from "../entities/catalogue";
import { orderStatusSchema } from "../entities/commerce";
import { COUNTRY_CODE_PATTERN } from "../rules/countries";

/** The most items one checkout takes. */
export const MAX_CHECKOUT_ITEMS = 50;

/** A cart item as checkout takes it: what to buy, the fan's price (used only for pay-what-you-want), and a gift's recipient. */
export const checkoutItemSchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId", "productVariantId", "isGift"],
  properties: {
    productId: idSchema,
    productVariantId: idSchema,
    price: priceSchema,
    isGift: { type: "boolean" },
    recipientName: { type: "string", maxLength: 100 },
    recipientEmail: { type: "string", maxLength: 255, pattern: EMAIL_PATTERN },
    recipientMessage: { type: "string", maxLength: 1000 },
  },
} as const;

/** POST /public/checkout: the cart, and a key that makes a retried or doubled submission one order. */
export const checkoutBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["items", "idempotencyKey"],
  properties: {
    items: { type: "array", minItems: 1, maxItems: MAX_CHECKOUT_ITEMS, items: checkoutItemSchema },
    idempotencyKey: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" },
    discountCode: {
      type: "string",
      minLength: 1,
      maxLength: 64,
      description: "The fan's discount code (issue 36, item 7): applied by the server to the prices it computes, never taken from here.",
    },
    shipTo: {
      type: "object",
      additionalProperties: false,
      required: ["country"],
      properties: { country: { type: "string", pattern: COUNTRY_CODE_PATTERN } },
      description:
        "Where a cart with merch ships (issue 36, item 3): the country shipping is priced for. The payment page then asks for the address, in that country.",
    },
  },
} as const;

/** The order a checkout made: where to pay, or nothing to pay (free and $0 items). */
export const checkoutResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["orderId", "status", "totalCents", "paymentUrl"],
  properties: {
    orderId: idSchema,
    status: orderStatusSchema,
    totalCents: { type: "integer", minimum: 0 },
    paymentUrl: { anyOf: [{ type: "string" }, { type: "null" }] },
  },
} as const;

/** GET /public/orders/{orderId}: a fan's own order, as the confirmation page shows it. */
export const orderSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["orderId", "status", "totalCents", "refundedCents", "giftsHeld", "items"],
  properties: {
    orderId: idSchema,
    status: orderStatusSchema,
    totalCents: { type: "integer", minimum: 0 },
    refundedCents: {
      type: "integer",
      minimum: 0,
      description: "What its refunds gave back so far: a cancelled order with any was refunded, not unpaid (issue 34, item 6).",
    },
    giftsHeld: {
      type: "boolean",
      description: "The order is free and its gifts wait for the buyer to confirm their address, through the link emailed to them.",
    },
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["productId", "title", "priceCents", "isGift"],
        properties: {
          productId: idSchema,
          title: { type: "string" },
          priceCents: { type: "integer", minimum: 0 },
          isGift: { type: "boolean" },
          claimed: { type: "boolean", description: "A gift of music only: whether its recipient claimed it." },
        },
      },
    },
  },
} as const;

export const orderParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["orderId"],
  properties: { orderId: idSchema },
} as const;

export type OrderSummary = FromSchema<typeof orderSummarySchema>;
export type CheckoutItem = FromSchema<typeof checkoutItemSchema>;
export type CheckoutBody = FromSchema<typeof checkoutBodySchema>;
export type CheckoutResponse = FromSchema<typeof checkoutResponseSchema>;
