import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/*
 * A fan deletes their account or takes a copy of their data (issue 35, item 4; GDPR art. 17, 15
 * and 20): both on the artist's site, the deletion asked with the current password, the copy built
 * by a job and sent as a link that expires.
 */

/** POST /accounts/me/delete: the current password, so a signed-in device left open cannot delete the account. */
export const accountDeletionBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["password"],
  properties: { profileId: idSchema, password: { type: "string", maxLength: 1000 } },
} as const;

/** The account is gone: every session with it (this one too). */
export const accountDeletedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["deleted"],
  properties: { deleted: { const: true } },
} as const;

/** POST /accounts/me/data-export: where the link to the copy will go. */
export const dataExportAskedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["checkEmail", "email", "days"],
  properties: {
    checkEmail: { const: true },
    email: { type: "string" },
    days: { type: "integer", minimum: 1, description: "How long the link works once sent." },
  },
} as const;

/** POST /public/data-exports/check: what the emailed link's page opens, without downloading it. */
export const dataExportCheckBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { profileId: idSchema, token: { type: "string", maxLength: 500 } },
} as const;

/** When the copy was made and until when its link works. */
export const dataExportCheckSchema = {
  type: "object",
  additionalProperties: false,
  required: ["createdAt", "expiresAt"],
  properties: { createdAt: { type: "string" }, expiresAt: { type: "string" } },
} as const;

export type DataExportCheck = FromSchema<typeof dataExportCheckSchema>;

/** GET /public/data-exports/:token: the token of the emailed link. */
export const dataExportParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: { type: "string", maxLength: 500 } },
} as const;
