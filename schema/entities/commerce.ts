import type { FromSchema } from "json-schema-to-ts";
import { EMAIL_PATTERN, idSchema } from "../common";
import { priceSchema } from "./catalogue";

export const PAYMENT_PROVIDERS = ["stripe"] as const;
export const ORDER_STATUSES = ["initiated_payment", "payment_failed", "paid", "processing", "shipped", "delivered", "cancelled"] as const;

export const paymentProviderSchema = { enum: PAYMENT_PROVIDERS } as const;
export const orderStatusSchema = { enum: ORDER_STATUSES } as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An item in a fan's cart (SPEC §3). Quantity is fixed at 1 (SPEC §4). */
export const cartItemSchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId", "productVariantId", "title", "price", "isGift", "quantity", "canIncreaseQuantity", "payWhatYouWant"],
  properties: {
    productId: idSchema,
    productVariantId: idSchema,
    title: { type: "string", maxLength: 200 },
    price: priceSchema,
    coverImage: { type: "string", maxLength: 2048 },
    isGift: { type: "boolean" },
    recipientName: { type: "string", maxLength: 100 },
    recipientEmail: { type: "string", maxLength: 255, pattern: EMAIL_PATTERN },
    recipientMessage: { type: "string", maxLength: 1000 },
    quantity: { const: 1 },
    canIncreaseQuantity: { type: "boolean" },
    payWhatYouWant: { type: "boolean" },
  },
} as const;

export type CartItem = FromSchema<typeof cartItemSchema>;
