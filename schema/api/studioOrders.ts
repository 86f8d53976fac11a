import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { orderStatusSchema } from "../entities/commerce";
import { shippingAddressSchema } from "../entities/shipping";
import { CARRIER_IDS, TRACKING_NUMBER_PATTERN } from "../rules/tracking";
import { GIFT_STATES } from "./gifts";

/** GET profiles/{id}/orders: a page of the artist's orders, newest first, of one status, found by the buyer's address. */
export const studioOrderQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    status: orderStatusSchema,
    search: { type: "string", maxLength: 255, default: "", description: "Part of the buyer's email address." },
    toShip: {
      type: "boolean",
      default: false,
      description: "Only the orders to ship (issue 36, item 4): paid or processing, with merch, oldest first.",
    },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

/** An order as the studio lists it. Amounts are in cents. */
export const studioOrderSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "status", "totalCents", "refundedCents", "email", "createdAt", "itemCount", "firstTitle"],
  properties: {
    id: idSchema,
    status: orderStatusSchema,
    totalCents: { type: "integer", minimum: 0 },
    refundedCents: {
      type: "integer",
      minimum: 0,
      description: "What its refunds gave back so far: a cancelled order with any reads 'Refunded' (issue 34, item 6).",
    },
    email: { type: "string", description: "The buyer's address (empty once they deleted their account)." },
    buyerErased: { type: "boolean", description: "The buyer deleted their account (issue 35): the order stays, without their address." },
    createdAt: { type: "string" },
    itemCount: { type: "integer", minimum: 0 },
    firstTitle: { type: "string", description: "The first line's title, to tell orders apart." },
    shipTo: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["name", "country"],
          properties: {
            name: { type: "string", description: "The address's name; empty before the fan gave one." },
            country: { type: "string", description: "The country shipping was priced for, as a code." },
          },
        },
        { type: "null" },
      ],
      description: "Where merch goes (issue 36, item 4); null when the order ships nothing.",
    },
  },
} as const;

export const studioOrderPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: studioOrderSummarySchema } },
} as const;

/** The statuses an artist moves a merch order to by hand; the others follow the payment (or a refund). */
export const ARTIST_ORDER_MOVES = ["processing", "shipped", "delivered"] as const;

/** How a shipped order went (issue 36): the carrier, the number, and the page the fan follows it on. */
export const shipmentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["carrier", "trackingNumber", "trackingLink", "shippedAt"],
  properties: {
    carrier: { enum: CARRIER_IDS },
    trackingNumber: { anyOf: [{ type: "string" }, { type: "null" }] },
    trackingLink: { anyOf: [{ type: "string" }, { type: "null" }] },
    shippedAt: { type: "string" },
  },
} as const;

/** Where an order's merch ships (issue 36, item 4): the country shipping was priced for, its cost, and the address once given. */
export const orderShippingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["country", "cents", "address"],
  properties: {
    country: { type: "string" },
    cents: { type: "integer", minimum: 0 },
    address: { anyOf: [shippingAddressSchema, { type: "null" }], description: "Null until the fan gives one." },
  },
} as const;

/** An order as the studio opens it: the buyer, the payment, every line with its gift's recipient, and every move. */
export const studioOrderSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "status",
    "totalCents",
    "createdAt",
    "buyer",
    "payment",
    "lines",
    "history",
    "refunds",
    "refundedCents",
    "nextStatuses",
    "refundable",
  ],
  properties: {
    id: idSchema,
    status: orderStatusSchema,
    totalCents: { type: "integer", minimum: 0 },
    discount: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["code", "cents"],
          properties: { code: { type: "string" }, cents: { type: "integer", minimum: 0 } },
        },
        { type: "null" },
      ],
      description: "The discount code the fan used and what it took off the order (issue 36), or null.",
    },
    createdAt: { type: "string" },
    shipment: { anyOf: [shipmentSchema, { type: "null" }] },
    shipping: { anyOf: [orderShippingSchema, { type: "null" }], description: "Where its merch goes; null when it ships nothing." },
    buyer: {
      type: "object",
      additionalProperties: false,
      required: ["email", "name", "accountId"],
      properties: {
        email: { type: "string" },
        name: { type: "string", description: "Empty when the fan's account is gone." },
        accountId: { anyOf: [idSchema, { type: "null" }] },
        erased: { type: "boolean", description: "The buyer deleted their account (issue 35): their address and name are wiped." },
      },
    },
    payment: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["provider", "ref"],
          properties: {
            provider: { type: "string" },
            ref: {
              anyOf: [{ type: "string" }, { type: "null" }],
              description: "The provider's reference of the payment, once it went through.",
            },
          },
        },
        { type: "null" },
      ],
      description: "Null when nothing was paid through a provider (a free order).",
    },
    lines: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["position", "productId", "title", "priceCents", "shipsGoods", "gift", "giftState"],
        properties: {
          position: { type: "integer", minimum: 0, description: "The line's place in the order: what a gift's resend names." },
          productId: idSchema,
          title: { type: "string" },
          priceCents: { type: "integer", minimum: 0 },
          shipsGoods: { type: "boolean", description: "Merch, which the artist ships." },
          gift: {
            anyOf: [
              {
                type: "object",
                additionalProperties: false,
                required: ["name", "email", "message"],
                properties: { name: { type: "string" }, email: { type: "string" }, message: { type: "string" } },
              },
              { type: "null" },
            ],
          },
          giftState: {
            anyOf: [{ enum: GIFT_STATES }, { type: "null" }],
            description:
              "A gift of music's way to its recipient (held, unsent, sent, claimed); null for other lines (a merch gift is shipped).",
          },
        },
      },
    },
    history: {
      type: "array",
      description: "Every move of the order, oldest first.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["from", "to", "cause", "at"],
        properties: {
          from: { anyOf: [orderStatusSchema, { type: "null" }] },
          to: orderStatusSchema,
          cause: { type: "string" },
          at: { type: "string" },
        },
      },
    },
    refunds: {
      type: "array",
      description: "Every refund of the order, in part or in full, oldest first (issue 30).",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["amountCents", "cause", "at"],
        properties: { amountCents: { type: "integer", minimum: 1 }, cause: { type: "string" }, at: { type: "string" } },
      },
    },
    refundedCents: { type: "integer", minimum: 0, description: "What the refunds gave back so far." },
    nextStatuses: {
      type: "array",
      items: { enum: ARTIST_ORDER_MOVES },
      description: "Where the artist may move it now (merch only: processing, shipped, delivered).",
    },
    refundable: {
      type: "boolean",
      description: "Paid and not cancelled: a refund gives back what is left of the money and cancels it.",
    },
  },
} as const;

export const studioOrderParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "orderId"],
  properties: { profileId: idSchema, orderId: idSchema },
} as const;

/** POST profiles/{id}/orders/{orderId}/gifts/{position}/resend: a gift of the order sent again (issue 30). */
export const studioGiftParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "orderId", "position"],
  properties: { profileId: idSchema, orderId: idSchema, position: { type: "integer", minimum: 0, maximum: 1000 } },
} as const;

/** POST profiles/{id}/orders/{orderId}/refund?restock=true: a refund that also puts the order's counted items back in stock (issue 36). */
export const refundQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { restock: { type: "boolean", default: false } },
} as const;

/** POST profiles/{id}/orders/{orderId}/status: the artist marks a merch order processing, shipped or delivered. */
export const orderMoveBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["status"],
  properties: {
    status: { enum: ARTIST_ORDER_MOVES },
    // With 'shipped' (issue 36, item 4): how it went, which the fan's shipping email links to.
    carrier: { enum: CARRIER_IDS },
    trackingNumber: { type: "string", pattern: TRACKING_NUMBER_PATTERN },
    trackingUrl: { type: "string", maxLength: 2048, pattern: "^https://" },
  },
} as const;

export type StudioOrderPage = FromSchema<typeof studioOrderPageSchema>;
export type StudioOrder = FromSchema<typeof studioOrderSchema>;
export type ArtistOrderMove = (typeof ARTIST_ORDER_MOVES)[number];
export type OrderMoveBody = FromSchema<typeof orderMoveBodySchema>;
