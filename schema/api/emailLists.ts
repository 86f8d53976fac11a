import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** POST /public/email-lists/join: email (lowercased and checked on the server too), emailListId, profileId. */
export const joinEmailListBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "emailListId"],
  properties: {
    email: { type: "string", maxLength: 1000 },
    emailListId: idSchema,
    profileId: idSchema,
  },
} as const;

/** The same answer whether the address was new to the list or not: a join does not tell who subscribed. */
export const joinEmailListResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok"],
  properties: { ok: { const: true } },
} as const;

/** GET /profiles/{id}/email-lists (editors): the artist's lists, for the Email-list block's settings and the studio's Audience. */
export const emailListSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: {
    id: idSchema,
    name: { type: "string", maxLength: 200 },
    subscribers: { type: "integer", minimum: 0, description: "How many addresses are on the list." },
    confirmed: {
      type: "integer",
      minimum: 0,
      description: "How many of them a newsletter goes to: confirmed, and not unsubscribed, bounced or complained.",
    },
    pending: { type: "integer", minimum: 0, description: "How many joined but have not confirmed yet." },
  },
} as const;

/** A list's name, as the artist gives it. */
export const emailListBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: { name: { type: "string", minLength: 1, maxLength: 200 } },
} as const;

export const emailListParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "emailListId"],
  properties: { profileId: idSchema, emailListId: idSchema },
} as const;

/**
 * Where a subscriber stands (issue 19): joined and not confirmed yet, confirmed (newsletters go to
 * them), or not mailed any more: unsubscribed, bounced or complained (at the artist, whichever list).
 */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "bounced", "complained"] as const;

/** A page of a list's subscribers, newest first, found by part of their address. */
export const subscriberQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 255, default: "" },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

export const subscriberPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: {
    total: { type: "integer", minimum: 0 },
    data: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["email", "firstName", "lastName", "joinedAt", "status"],
        properties: {
          email: { type: "string" },
          firstName: { type: "string", description: "As imported (issue 34): empty when none was given." },
          lastName: { type: "string" },
          joinedAt: { type: "string" },
          status: { type: "string", enum: SUBSCRIBER_STATUSES },
        },
      },
    },
  },
} as const;

export const subscriberRemovalQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email"],
  properties: { email: { type: "string", minLength: 1, maxLength: 255 } },
} as const;

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 10000;

/** A CSV of addresses to add: previewed (`apply` false) or added. */
export const subscriberImportBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["csv", "apply"],
  properties: { csv: { type: "string", maxLength: 1_000_000 }, apply: { type: "boolean" } },
} as const;

/**
 * What an import reads a column for (issue 34): the address, the first or last name, or a full
 * name (split into both, used only when no column gives a first or last name).
 */
export const IMPORT_COLUMN_USES = ["email", "firstName", "lastName", "fullName"] as const;

/** The columns an import answer lists at most, used and ignored each. */
export const MAX_IMPORT_COLUMNS = 100;

/** A column of the file: its number (from 1) and its header as written (empty in a file without one). */
const importColumnProperties = {
  column: { type: "integer", minimum: 1 },
  header: { type: "string", maxLength: 100 },
} as const;

/** What an import found, row by row (rows counted from 1, the header included), and which columns it reads. */
export const subscriberImportResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["rows", "toAdd", "alreadySubscribed", "errors", "applied", "columns"],
  properties: {
    rows: { type: "integer", minimum: 0 },
    toAdd: { type: "integer", minimum: 0, description: "New addresses: added when applied." },
    alreadySubscribed: { type: "integer", minimum: 0 },
    errors: {
      type: "array",
      maxItems: 100,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["row", "message"],
        properties: { row: { type: "integer", minimum: 1 }, message: { type: "string" } },
      },
    },
    applied: { type: "boolean" },
    columns: {
      type: "object",
      additionalProperties: false,
      required: ["used", "ignored"],
      properties: {
        used: {
          type: "array",
          maxItems: MAX_IMPORT_COLUMNS,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["column", "header", "use"],
            properties: { ...importColumnProperties, use: { type: "string", enum: IMPORT_COLUMN_USES } },
          },
        },
        ignored: {
          type: "array",
          maxItems: MAX_IMPORT_COLUMNS,
          items: { type: "object", additionalProperties: false, required: ["column", "header"], properties: importColumnProperties },
        },
      },
    },
  },
} as const;

export type ImportColumnUse = (typeof IMPORT_COLUMN_USES)[number];
export type SubscriberPage = FromSchema<typeof subscriberPageSchema>;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type SubscriberImportResult = FromSchema<typeof subscriberImportResultSchema>;

export const emailListSummariesSchema = { type: "array", items: emailListSummarySchema } as const;

export type EmailListSummary = FromSchema<typeof emailListSummarySchema>;
