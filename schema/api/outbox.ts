import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** How the server sends mail: the outbox folder of the embedded default, or an SMTP server (SMTP_URL). */
export const MAIL_TRANSPORTS = ["outbox", "smtp"] as const;

/** A message's id in the outbox: its file's name without `.eml` (`2026-11-27T10-00-00-000Z-1a2b3c4d`). */
export const OUTBOX_MESSAGE_ID_PATTERN = "^[0-9TZ-]{1,40}-[0-9a-f]{8}$";

export const outboxQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

const outboxSummaryProperties = {
  id: { type: "string", pattern: OUTBOX_MESSAGE_ID_PATTERN },
  sentAt: { type: "string" },
  to: { type: "string" },
  subject: { type: "string" },
} as const;

/** GET profiles/{id}/outbox: the messages sent for the artist, newest first; none to show when mail goes through SMTP. */
export const outboxPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["transport", "total", "data"],
  properties: {
    transport: { enum: MAIL_TRANSPORTS, description: "smtp: mail leaves through SMTP_URL's server, and there is no outbox to show." },
    total: { type: "integer", minimum: 0 },
    data: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["id", "sentAt", "to", "subject"],
        properties: outboxSummaryProperties,
      },
    },
  },
} as const;

/**
 * GET profiles/{id}/outbox/{messageId}: one message as it was written. `html` is the message's own
 * HTML, scripts and all: show it only where it cannot run (a sandboxed frame).
 */
export const outboxMessageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "sentAt", "to", "subject", "from", "headers", "text", "html"],
  properties: {
    ...outboxSummaryProperties,
    from: { type: "string" },
    headers: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "value"],
        properties: { name: { type: "string" }, value: { type: "string" } },
      },
    },
    text: { anyOf: [{ type: "string" }, { type: "null" }] },
    html: { anyOf: [{ type: "string" }, { type: "null" }] },
  },
} as const;

export const outboxMessageParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "messageId"],
  properties: { profileId: idSchema, messageId: { type: "string", maxLength: 64, pattern: OUTBOX_MESSAGE_ID_PATTERN } },
} as const;

export type OutboxPage = FromSchema<typeof outboxPageSchema>;
export type OutboxMessage = FromSchema<typeof outboxMessageSchema>;
