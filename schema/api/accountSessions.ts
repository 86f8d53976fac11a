import type { FromSchema } from "json-schema-to-ts";

/** A fan's signed-in devices (issue 35, item 3): each session, named by its browser, the asking one marked. */
export const liveSessionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "device", "signedInAt", "lastActiveAt", "current"],
  properties: {
    id: { type: "string", description: "Names the session for 'Sign out'; its token stays secret." },
    device: { type: "string", description: "The browser it began in, in words: 'Firefox on Windows'." },
    signedInAt: { type: "string", format: "date-time" },
    lastActiveAt: { type: "string", format: "date-time", description: "Within the hour." },
    current: { type: "boolean", description: "The session of the request that asks." },
  },
} as const;

/** GET /accounts/me/sessions. */
export const liveSessionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessions"],
  properties: { sessions: { type: "array", maxItems: 100, items: liveSessionSchema } },
} as const;

/** DELETE /accounts/me/sessions/{sessionId}. */
export const sessionIdParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId"],
  properties: { sessionId: { type: "string", minLength: 1, maxLength: 64 } },
} as const;

export type LiveSession = FromSchema<typeof liveSessionSchema>;
