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
        required: ["orderId", "productId", "title", "recipientName", "claimed", "sentAt"],
        properties: {
          orderId: idSchema,
          productId: idSchema,
          title: { type: "string" },
          recipientName: { type: "string" },
          claimed: { type: "boolean" },
          sentAt: { type: "string", description: "When the order was made (ISO 8601)." },
        },
      },
    },
  },
} as const;

export type Gift = FromSchema<typeof giftSchema>;
export type SentGifts = FromSchema<typeof sentGiftsSchema>;
