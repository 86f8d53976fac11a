import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/*
 * Consent to newsletters (issue 19): a list join confirmed from its email, an unsubscribe (and its
 * undoing) from a newsletter's link, and the mail provider's reports of bounces and complaints.
 */

/**
 * A link's token, as the confirmation or unsubscribe link carries it. Any text is taken here, so
 * that a mangled link is answered as an invalid link (404) rather than as a malformed request.
 */
const linkTokenSchema = { type: "string", maxLength: 1000 } as const;

/** POST /public/email-lists/confirm, /public/unsubscribe(/check), /public/resubscribe: the link's token. */
export const consentTokenBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: linkTokenSchema },
} as const;

/** What a confirmation link opens, before it is used: the list, and whether it was confirmed already. */
export const listConfirmationCheckSchema = {
  type: "object",
  additionalProperties: false,
  required: ["listName", "confirmed"],
  properties: { listName: { type: "string" }, confirmed: { type: "boolean" } },
} as const;

/** A confirmed subscription: the list it is to. */
export const listConfirmationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["listName"],
  properties: { listName: { type: "string" } },
} as const;

/**
 * Whether the artist mails an address: `subscribed` (they may), `unsubscribed` (its owner said no,
 * and can take it back), `bounced` or `complained` (the mail provider reported it; subscribing again
 * does not lift that).
 */
export const MAILING_STATUSES = ["subscribed", "unsubscribed", "bounced", "complained"] as const;

/** What an unsubscribe link is for: the address, and whether the artist mails it now. */
export const mailingStatusSchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "status"],
  properties: {
    email: { type: "string" },
    status: { type: "string", enum: MAILING_STATUSES },
  },
} as const;

/** RFC 8058's one-click body: the form field `List-Unsubscribe=One-Click`, whatever else a mail client adds. */
export const oneClickBodySchema = {
  type: "object",
  required: ["List-Unsubscribe"],
  properties: { "List-Unsubscribe": { const: "One-Click" } },
} as const;

/** The most reports one call of the mail webhook takes. */
export const MAX_MAIL_EVENTS = 500;

/** POST /mail/events: bounces and complaints from the SMTP provider, each for an artist or (without profileId) every artist of the address. */
export const mailEventsBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["events"],
  properties: {
    events: {
      type: "array",
      minItems: 1,
      maxItems: MAX_MAIL_EVENTS,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["type", "email"],
        properties: {
          type: { type: "string", enum: ["bounce", "complaint"] },
          email: { type: "string", minLength: 3, maxLength: 320 },
          profileId: idSchema,
        },
      },
    },
  },
} as const;

export const mailEventsResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok", "suppressed"],
  properties: {
    ok: { const: true },
    suppressed: { type: "integer", minimum: 0, description: "Suppressions recorded or made stronger (one per artist and address)." },
  },
} as const;

export type ListConfirmation = FromSchema<typeof listConfirmationSchema>;
export type ListConfirmationCheck = FromSchema<typeof listConfirmationCheckSchema>;
export type MailingStatus = FromSchema<typeof mailingStatusSchema>;
