import { idSchema } from "../common";
import { API_ERROR_CODES } from "../errors";

/** Every API error: a status, a stable code to branch on, and one sentence that names the problem. */
export const errorResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["code", "reason", "message"],
  properties: {
    /** Stable across releases: one of the catalogue's codes (schema/errors/), `not_found`, `validation_failed`, `rate_limited`, …. */
    code: { type: "string", enum: API_ERROR_CODES },
    /** The name of the message under its code (`emptyComment`, `notThisArtistsEditor`): which of the situations sharing a code this is. */
    reason: { type: "string" },
    message: { type: "string" },
    /** Validation errors with JSON pointers, for documents. */
    errors: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["pointer", "rule", "message"],
        properties: { pointer: { type: "string" }, rule: { type: "string" }, message: { type: "string" } },
      },
    },
    /** How many further errors were found and not sent (at most 20 are). */
    moreErrors: { type: "integer", minimum: 1 },
    /** The check stopped after its first errors (a document's after 20 errors or 20 failing blocks): there may be more. */
    incomplete: { type: "boolean" },
    /** The current server copy, for a 409 on a document save. */
    current: {},
  },
} as const;

/** `profileId` names the artist; without it, the request's host decides (the demo artist on localhost). */
export const profileQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { profileId: idSchema },
} as const;

export const idParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: idSchema },
} as const;

export const profileParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId"],
  properties: { profileId: idSchema },
} as const;

export const ENTITY_TYPES = ["post"] as const;

/** A liked, saved or commented thing (SPEC §7: entityId, entityType=post). */
export const entityQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["entityId", "entityType"],
  properties: { entityId: idSchema, entityType: { enum: ENTITY_TYPES }, profileId: idSchema },
} as const;

export const pageQueryProperties = {
  page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
  limit: { type: "integer", minimum: 1, maximum: 50, default: 10 },
} as const;

export const countResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["count"],
  properties: { count: { type: "integer", minimum: 0 } },
} as const;

export const okResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok"],
  properties: { ok: { const: true } },
} as const;
