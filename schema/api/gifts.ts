import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/**
 * A gift's claim token as the link carries it. Any text is taken here, so that a mangled link is
 * answered as an invalid gift link (404) rather than as a malformed request.
 */
const giftTokenSchema = { type: "string", maxLength: 500 } as const;

/** POST /public/gifts/check and /public/gifts/claim: the token of the claim link. */
export const giftTokenBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: giftTokenSchema },
} as const;

/** A gift as its claim page shows it: what it is, from whom, their message, and whether it is claimed. */
export const giftSchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId", "title", "from", "recipientName", "recipientEmail", "message", "claimed", "claimedByYou"],
  properties: {
    productId: idSchema,
    title: { type: "string" },
    from: { type: "string", description: "The buyer's first name; empty when their account is gone." },
    recipientName: { type: "string" },
    recipientEmail: { type: "string", description: "Where the gift was sent: the claim page offers it to sign up or log in with." },
    message: { type: "string", description: "The buyer's message, plain text." },
    claimed: { type: "boolean" },
    claimedByYou: { type: "boolean", description: "The fan asking claimed it: it is in their library." },
  },
} as const;

/**
 * Where a gift of music is on its way (issue 30): waiting for its $0 order's buyer to confirm their
 * address, not sent yet (its order is not paid, or a stopped server left it to the next run), sent
 * with its claim link, or claimed.
 */
export const GIFT_STATES = ["held", "unsent", "sent", "claimed"] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** POST /public/gifts/resend: which gift of the fan's to send again, by its order and line. */
export const giftResendBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["orderId", "position"],
  properties: { orderId: idSchema, position: { type: "integer", minimum: 0, maximum: 1000 } },
} as const;

/** A gift sent again: to whom (the claim link is new; the earlier one no longer works). */
export const giftResentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["recipientName"],
  properties: { recipientName: { type: "string" } },
} as const;

export type GiftResent = FromSchema<typeof giftResentSchema>;

/** GET /public/gifts/sent: the gifts of music the fan sent, newest first, and whether each was claimed. */
export const sentGiftsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["gifts"],
  properties: {
    gifts: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["orderId", "position", "productId", "title", "recipientName", "claimed", "held", "sentAt"],
        properties: {
          orderId: idSchema,
          position: { type: "integer", minimum: 0, description: "The gift's line in its order: what a resend names." },
          productId: idSchema,
          title: { type: "string" },
          recipientName: { type: "string" },
          claimed: { type: "boolean" },
          held: {
            type: "boolean",
            description: "A $0 order's gift waiting for the buyer to confirm their address, through the link emailed to them.",
          },
          sentAt: { type: "string", description: "When the order was made (ISO 8601)." },
        },
      },
    },
  },
} as const;

export type Gift = FromSchema<typeof giftSchema>;
export type SentGifts = FromSchema<typeof sentGiftsSchema>;
