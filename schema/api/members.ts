import { idSchema } from "../common";
import { membershipTierSchema } from "../entities/membership";

/** GET /profiles/:profileId/members?email=…: an artist's fan, found by email (editors only). */
export const memberSearchQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email"],
  properties: { email: { type: "string", minLength: 1, maxLength: 1000 } },
} as const;

export const memberParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "accountId"],
  properties: { profileId: idSchema, accountId: idSchema },
} as const;

/** PUT /profiles/:profileId/members/:accountId/membership: the fan's tier, or null for none. */
export const membershipBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["membershipTierId"],
  properties: { membershipTierId: { anyOf: [idSchema, { type: "null" }] } },
} as const;

/** PUT /accounts/me/membership: the tier a fan joins themselves (a free one), or null to leave their tier. */
export const ownMembershipBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["membershipTierId"],
  properties: { membershipTierId: { anyOf: [idSchema, { type: "null" }] }, profileId: idSchema },
} as const;

/**
 * GET /accounts/me/membership-tier: the tier a fan is on, as the public list shows a tier, hidden
 * or not (a hidden tier is in no public list, yet a fan given one reads and pays for it), or null.
 */
export const ownMembershipTierSchema = {
  type: "object",
  additionalProperties: false,
  required: ["tier"],
  properties: { tier: { anyOf: [membershipTierSchema, { type: "null" }] } },
} as const;
