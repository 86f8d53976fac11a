import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** POST public/follow: an address to follow the artist with (double opt-in). */
export const followBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email"],
  properties: { email: { type: "string", maxLength: 1000 }, profileId: idSchema },
} as const;

/** The same answer whether the address followed already or not: a follow does not tell who follows. */
export const followAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok"],
  properties: { ok: { const: true } },
} as const;

/** POST public/follow/confirm: whose follow the link confirmed, named by the artist. */
export const followConfirmedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["artistName"],
  properties: { artistName: { type: "string" } },
} as const;

/** GET profiles/{id}/followers: how many follow, and a page of them (addresses hidden from viewers); an unsubscribed one has unfollowed. */
export const followerPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["confirmed", "pending", "total", "data"],
  properties: {
    confirmed: { type: "integer", minimum: 0 },
    total: { type: "integer", minimum: 0, description: "Every row the pages hold: the unfollowed too." },
    pending: { type: "integer", minimum: 0 },
    data: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["email", "status", "since"],
        properties: { email: { type: "string" }, status: { enum: ["pending", "confirmed", "unfollowed"] }, since: { type: "string" } },
      },
    },
  },
} as const;

export const followerPageQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { page: { type: "integer", minimum: 1, maximum: 10000, default: 1 } },
} as const;

/** Followers shown on a page of the studio's list. */
export const FOLLOWERS_PER_PAGE = 50;

export type FollowerPage = FromSchema<typeof followerPageSchema>;
