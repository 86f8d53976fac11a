import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";
import { CONTACT_MAX_LENGTH } from "../rules/contactForm";

/** Every value a message may carry is at most this long on the wire; each field's own limit is checked after (schema/rules/contactForm.ts). */
const WIRE_VALUE_MAX = 20_000;

/**
 * A fan's message from a Contact form block (POST /public/contact-messages): the published page and
 * the block it was sent from, the values of its fields by name, and the honeypot (`website`), which
 * a person leaves empty. The server checks the fields against that block as published.
 */
export const contactMessageBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["pageId", "blockId", "fields"],
  properties: {
    profileId: idSchema,
    pageId: idSchema,
    blockId: idSchema,
    website: { type: "string", maxLength: WIRE_VALUE_MAX },
    fields: {
      type: "object",
      maxProperties: 20,
      propertyNames: { type: "string", maxLength: 80 },
      additionalProperties: { type: "string", maxLength: WIRE_VALUE_MAX },
    },
  },
} as const;

export type ContactMessageBody = FromSchema<typeof contactMessageBodySchema>;

/** What the block hears back: sent, or why not, field by field (keys as the form names them). */
export type ContactSendAnswer =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly errors: readonly { readonly key: string; readonly message: string }[] };

/** One field of the artist's own, as a message keeps it: its label when it was sent, and what the fan wrote. */
const customValueSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "value"],
  properties: { label: { type: "string" }, value: { type: "string", maxLength: CONTACT_MAX_LENGTH.custom } },
} as const;

/** A message in the studio's Messages (issue 39, item 1). */
export const contactMessageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "createdAt", "read", "name", "email", "phone", "subject", "message", "custom", "pagePath"],
  properties: {
    id: idSchema,
    createdAt: isoDateTimeSchema,
    read: { type: "boolean" },
    name: { type: "string" },
    email: { type: "string" },
    phone: { type: "string" },
    subject: { type: "string" },
    message: { type: "string" },
    custom: { type: "array", items: customValueSchema },
    /** The page the form was on, when it was sent. */
    pagePath: { type: "string" },
  },
} as const;

export type ContactMessage = FromSchema<typeof contactMessageSchema>;

export const contactMessagePageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["data", "total", "unread"],
  properties: {
    data: { type: "array", items: contactMessageSchema },
    total: { type: "integer", minimum: 0 },
    /** Unread messages of the artist, whatever the page: the sidebar's count. */
    unread: { type: "integer", minimum: 0 },
  },
} as const;

export type ContactMessagePage = FromSchema<typeof contactMessagePageSchema>;

export const contactMessagesQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export const contactMessageParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "messageId"],
  properties: { profileId: idSchema, messageId: idSchema },
} as const;

export const contactMessageReadBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["read"],
  properties: { read: { type: "boolean" } },
} as const;

export const unreadContactMessagesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["unread"],
  properties: { unread: { type: "integer", minimum: 0 } },
} as const;
