import { idSchema } from "../common";

/** POST /public/email-lists/join: email (lowercased and checked on the server too), emailListId, profileId. */
export const joinEmailListBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "emailListId"],
  properties: {
    email: { type: "string", maxLength: 1000 },
    emailListId: idSchema,
    profileId: idSchema,
  },
} as const;

export const joinEmailListResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok", "alreadySubscribed"],
  properties: { ok: { const: true }, alreadySubscribed: { type: "boolean" } },
} as const;
