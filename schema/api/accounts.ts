import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { userSchema } from "../entities/people";

/**
 * Registration (SPEC §7 POST /public/accounts). The schema checks shapes and generous bounds; the
 * SPEC §5 rules, which trim first, are `validateRegistration` in schema/rules/registration.ts.
 */
export const registrationBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["firstName", "lastName", "email", "password"],
  properties: {
    profileId: idSchema,
    firstName: { type: "string", maxLength: 200 },
    lastName: { type: "string", maxLength: 200 },
    email: { type: "string", maxLength: 1000 },
    password: { type: "string", maxLength: 1000 },
    /** Where the new fan goes once their link signs them in (a path of the site, as /signup's `redirect`). */
    redirect: { type: "string", maxLength: 2048 },
  },
} as const;

/**
 * What registration answers, whether the address had an account or not (issue 30): the email
 * sent to it finishes the registration, or signs its owner in.
 */
export const registrationAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["checkEmail"],
  properties: { checkEmail: { const: true } },
} as const;

/** What a sign-up or sign-in link opens, before it is used: the address it signs in. */
export const emailLinkCheckSchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "firstName"],
  properties: { email: { type: "string" }, firstName: { type: "string" } },
} as const;

/** Login (SPEC §7 POST /sessions): the same body logs in a fan of a profile or one of its editors. */
export const loginBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "password"],
  properties: {
    profileId: idSchema,
    email: { type: "string", maxLength: 1000 },
    password: { type: "string", maxLength: 1000 },
  },
} as const;

/** A fan's account as the API returns it: the user and the artist they belong to. */
export const accountSchema = {
  ...userSchema,
  required: [...userSchema.required, "profileId"],
  properties: { ...userSchema.properties, profileId: idSchema },
} as const;

export const sessionResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["token", "account"],
  properties: { token: { type: "string" }, account: accountSchema },
} as const;

/**
 * What a member of an artist's studio team may do (issue 35, item 5): owners everything; editors
 * pages, posts, emails and music; viewers read everything but buyers' addresses and change nothing.
 * Each role can do all that the roles after it can.
 */
export const EDITOR_ROLES = ["owner", "editor", "viewer"] as const;

/** An artist's studio account: one of their team, in one role (fans have accounts of their own). */
export const editorSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "email", "name", "role", "profileId"],
  properties: {
    id: idSchema,
    email: { type: "string" },
    name: { type: "string" },
    role: { enum: EDITOR_ROLES },
    profileId: idSchema,
  },
} as const;

/** An editor's login: the token for API clients; none when the studio asked for its HttpOnly cookie instead. */
export const editorSessionResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["editor"],
  properties: { token: { type: "string" }, editor: editorSchema },
} as const;

/** A new password for the account asking, with the current one; every other session of the account ends. */
export const passwordChangeBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["currentPassword", "newPassword"],
  properties: {
    profileId: idSchema,
    currentPassword: { type: "string", maxLength: 1000 },
    newPassword: { type: "string", maxLength: 1000 },
  },
} as const;

/** Sessions ended by "Log out of other devices" or a password change. */
export const endedSessionsResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok", "ended"],
  properties: { ok: { const: true }, ended: { type: "integer", minimum: 0 } },
} as const;

export type RegistrationAnswer = FromSchema<typeof registrationAnswerSchema>;
export type EmailLinkCheck = FromSchema<typeof emailLinkCheckSchema>;
export type Account = FromSchema<typeof accountSchema>;
export type Editor = FromSchema<typeof editorSchema>;
export type EditorRole = (typeof EDITOR_ROLES)[number];
