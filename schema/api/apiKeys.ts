import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/**
 * What an API key may do (issue 40, item 5), as stable strings an integrator's script names: read the
 * catalogue and posts, write documents, read orders, manage email-list subscribers, manage webhook
 * endpoints (an integration registers its own). Each studio route
 * needs one of them, or is never open to a key (server/http/apiKeyScopes.ts).
 */
export const API_KEY_SCOPES = ["catalogue:read", "documents:write", "orders:read", "subscribers:manage", "webhooks:manage"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The start of every key, so secret scanners (and people) recognise one in a leaked file. */
export const API_KEY_PREFIX = "bk_live_";

/** At most this many live keys per artist: enough for every integration, and a bound on the table. */
export const MAX_API_KEYS = 50;

/** An API key as the studio lists it: never the key itself, which only its creator saw once. */
export const apiKeySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name", "hint", "scopes", "createdAt", "createdBy", "lastUsedAt"],
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    /** The key's first characters, to tell keys apart: not enough to use it. */
    hint: { type: "string" },
    scopes: { type: "array", items: { enum: API_KEY_SCOPES } },
    createdAt: { type: "string", format: "date-time" },
    /** The name of the owner who made it. */
    createdBy: { type: "string" },
    lastUsedAt: { type: ["string", "null"], format: "date-time" },
  },
} as const;
export type ApiKey = FromSchema<typeof apiKeySchema>;

/** GET /profiles/:profileId/api-keys: the artist's live keys, newest first. */
export const apiKeyListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["apiKeys"],
  properties: { apiKeys: { type: "array", items: apiKeySchema } },
} as const;
export type ApiKeyList = FromSchema<typeof apiKeyListSchema>;

/** POST /profiles/:profileId/api-keys: a name to recognise it by and at least one scope. */
export const newApiKeyBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "scopes"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 80, pattern: "\\S" },
    scopes: { type: "array", minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true, items: { enum: API_KEY_SCOPES } },
  },
} as const;
export type NewApiKeyBody = FromSchema<typeof newApiKeyBodySchema>;

/** The answer to a new key: the key itself, this once, and the key as the list shows it. */
export const createdApiKeySchema = {
  type: "object",
  additionalProperties: false,
  required: ["key", "apiKey"],
  properties: { key: { type: "string" }, apiKey: apiKeySchema },
} as const;
export type CreatedApiKey = FromSchema<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "keyId"],
  properties: { profileId: idSchema, keyId: idSchema },
} as const;
