import type { FromSchema } from "json-schema-to-ts";

/*
 * A fan's address confirmed by a one-time link (issue 30): what releases the gifts of their $0
 * orders, since anyone may sign up with anyone's address.
 */

/** POST /public/accounts/confirm-email: the link's token (any text: a mangled link is an invalid link, 404). */
export const emailConfirmBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: { type: "string", maxLength: 500 } },
} as const;

/** A confirmed address, and how many held gifts went out with it. */
export const emailConfirmedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["giftsSent"],
  properties: { giftsSent: { type: "integer", minimum: 0 } },
} as const;

/** POST /public/accounts/me/email-confirmation: where the link went, whether one was sent now, or that the address is confirmed already. */
export const emailConfirmationRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "confirmed", "sent"],
  properties: {
    email: { type: "string" },
    confirmed: { type: "boolean", description: "The address is confirmed: nothing to send." },
    sent: { type: "boolean", description: "A new link went out now; false while the last one, sent less than 10 minutes ago, is unused." },
  },
} as const;

export type EmailConfirmed = FromSchema<typeof emailConfirmedSchema>;
export type EmailConfirmationRequest = FromSchema<typeof emailConfirmationRequestSchema>;
