import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { EDITOR_ROLES } from "./accounts";

/** Where an invitation's link opens, on the artist's own address: the studio's page that accepts it. */
export const INVITATION_PATH = "/studio/join";

/** How long an invitation into a studio works: a week, as an owner's first link. */
export const INVITATION_DAYS = 7;

/** At most this many people on one artist's team, and pending invitations: a studio, not a mailing list. */
export const TEAM_MAX = 50;

const roleSchema = { enum: EDITOR_ROLES } as const;

/** One person on the team: `you` marks the one asking. */
const memberSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name", "email", "role", "you"],
  properties: { id: idSchema, name: { type: "string" }, email: { type: "string" }, role: roleSchema, you: { type: "boolean" } },
} as const;

/** An invitation not yet accepted, withdrawn nor expired. */
const invitationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "email", "role", "expiresAt"],
  properties: { id: idSchema, email: { type: "string" }, role: roleSchema, expiresAt: { type: "string", format: "date-time" } },
} as const;

/** GET /profiles/:profileId/team: who is on the artist's team, and who is invited. */
export const teamSchema = {
  type: "object",
  additionalProperties: false,
  required: ["members", "invitations"],
  properties: {
    members: { type: "array", maxItems: TEAM_MAX, items: memberSchema },
    invitations: { type: "array", maxItems: TEAM_MAX, items: invitationSchema },
  },
} as const;

/** POST /profiles/:profileId/team/invitations: who to invite, in which role. */
export const invitationBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "role"],
  properties: { email: { type: "string", minLength: 1, maxLength: 254 }, role: roleSchema },
} as const;

export const invitationResponseSchema = invitationSchema;

/** PUT /profiles/:profileId/team/members/:editorId: a member's new role. */
export const roleBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["role"],
  properties: { role: roleSchema },
} as const;

export const memberParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "editorId"],
  properties: { profileId: idSchema, editorId: idSchema },
} as const;

export const invitationParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "invitationId"],
  properties: { profileId: idSchema, invitationId: idSchema },
} as const;

/** POST /team-invitations/check: the link's token (any text: a mangled link is an invalid link, 404). */
export const invitationTokenBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { profileId: idSchema, token: { type: "string", maxLength: 500 } },
} as const;

/**
 * POST /team-invitations/check: what the link's holder is asked to join. `hasAccount` says whether
 * the invited address already signs in to another artist's studio: they join with that password
 * rather than making a new one (only the mailbox's owner holds the link, so it tells no stranger).
 */
export const invitationCheckSchema = {
  type: "object",
  additionalProperties: false,
  required: ["artistName", "email", "role", "hasAccount"],
  properties: { artistName: { type: "string" }, email: { type: "string" }, role: roleSchema, hasAccount: { type: "boolean" } },
} as const;

/** POST /team-invitations/accept: the token, and a new account's name and password or an existing one's password. */
export const invitationAcceptSchema = {
  type: "object",
  additionalProperties: false,
  required: ["token", "password"],
  properties: {
    profileId: idSchema,
    token: { type: "string", maxLength: 500 },
    name: { type: "string", maxLength: 200 },
    password: { type: "string", maxLength: 1000 },
  },
} as const;

export type TeamMember = FromSchema<typeof memberSchema>;
export type TeamInvitation = FromSchema<typeof invitationSchema>;
export type Team = FromSchema<typeof teamSchema>;
export type InvitationCheck = FromSchema<typeof invitationCheckSchema>;
