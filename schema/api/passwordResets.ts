import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/*
 * A fan who forgot their password (issue 35, item 1): a one-time link to choose a new one, or a
 * one-time link that signs them in. Asking answers the same whether or not the address has an
 * account, so neither tells who has one.
 */

/** POST /public/password-resets and /public/sessions/email-link/request: the address to send the link to. */
export const linkRequestBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email"],
  properties: {
    profileId: idSchema,
    email: { type: "string", maxLength: 1000 },
    /** Where the fan goes once a sign-in link signs them in (a path of the site, as /login's `redirect`). */
    redirect: { type: "string", maxLength: 2048 },
  },
} as const;

/** What asking for a link answers, for every address. */
export const linkRequestAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["checkEmail"],
  properties: { checkEmail: { const: true } },
} as const;

/** POST /public/password-resets/check: the link's token (any text: a mangled link is an invalid link, 404). */
export const passwordResetCheckBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { profileId: idSchema, token: { type: "string", maxLength: 500 } },
} as const;

/** POST /public/password-resets/use: the token and the new password. */
export const passwordResetUseBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token", "password"],
  properties: { profileId: idSchema, token: { type: "string", maxLength: 500 }, password: { type: "string", maxLength: 1000 } },
} as const;

/** Whose password a link sets: the address, which logs in with the new password. */
export const passwordResetAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "firstName"],
  properties: { email: { type: "string" }, firstName: { type: "string" } },
} as const;

export type LinkRequestBody = FromSchema<typeof linkRequestBodySchema>;
export type PasswordResetAnswer = FromSchema<typeof passwordResetAnswerSchema>;
