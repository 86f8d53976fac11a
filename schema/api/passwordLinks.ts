import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** A one-time link's token, as createToken makes them (base64url). */
const tokenSchema = { type: "string", pattern: "^[A-Za-z0-9_-]{16,200}$" } as const;

/** Asks what a one-time password link is for, without using it. */
export const passwordLinkBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: tokenSchema },
} as const;

/** Whose password a link sets: the studio shows it above the form. */
export const passwordLinkInfoSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "artistName", "email"],
  properties: { profileId: idSchema, artistName: { type: "string" }, email: { type: "string" } },
} as const;

/** Sets the password a link is for, using the link up. */
export const setPasswordBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token", "password"],
  properties: { token: tokenSchema, password: { type: "string", maxLength: 1000 } },
} as const;

export type PasswordLinkInfo = FromSchema<typeof passwordLinkInfoSchema>;
