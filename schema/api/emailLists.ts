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

/** GET /profiles/{id}/email-lists (editors): the artist's lists, for the Email-list block's settings. */
export const emailListSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: { id: idSchema, name: { type: "string", maxLength: 200 } },
} as const;

export const emailListSummariesSchema = { type: "array", items: emailListSummarySchema } as const;

export type EmailListSummary = FromSchema<typeof emailListSummarySchema>;
