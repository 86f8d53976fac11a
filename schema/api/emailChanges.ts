import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/*
 * A fan changes their email address (issue 35, item 2): confirmed from the new address before it
 * takes effect; the old address is told, with a link that undoes it for 7 days.
 */

/** POST /accounts/me/email-change: the new address, and the current password. */
export const emailChangeBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["newEmail", "password"],
  properties: { profileId: idSchema, newEmail: { type: "string", maxLength: 1000 }, password: { type: "string", maxLength: 1000 } },
} as const;

/** Where the confirmation link went. */
export const emailChangeAskedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["checkEmail", "email"],
  properties: { checkEmail: { const: true }, email: { type: "string" } },
} as const;

/** The token of a confirmation or undo link. */
export const emailChangeTokenBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { profileId: idSchema, token: { type: "string", maxLength: 500 } },
} as const;

/** The change a link makes (or made): from and to. */
export const emailChangeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["oldEmail", "newEmail"],
  properties: { oldEmail: { type: "string" }, newEmail: { type: "string" } },
} as const;

export type EmailChange = FromSchema<typeof emailChangeSchema>;
