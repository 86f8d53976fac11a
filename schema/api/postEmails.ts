import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { recipientCountsSchema } from "./newsletters";

/** Who gets a post by email (issue 37): its readers among the members, the free members, a list; at least one. */
export const postEmailChoiceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["readers", "freeMembers", "emailListId"],
  properties: {
    readers: { type: "boolean", description: "The members of the tiers that can read the post (every member, for a public post)." },
    freeMembers: {
      type: "boolean",
      description: "Fans on no tier or on a free one; only those who may read it get a locked post's words.",
    },
    emailListId: { anyOf: [idSchema, { type: "null" }], description: "The confirmed subscribers of this list." },
  },
} as const;

/** GET and PUT posts/{postId}/email: the choice, and the newsletter sent from it once the post came out. */
export const postEmailStateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["choice", "send"],
  properties: {
    choice: { anyOf: [postEmailChoiceSchema, { type: "null" }] },
    send: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["id", "status", "sendAt", "counts"],
          properties: {
            id: { type: "string" },
            status: { enum: ["scheduled", "sending", "sent", "cancelled"] },
            sendAt: { type: "string" },
            counts: recipientCountsSchema,
          },
        },
        { type: "null" },
      ],
    },
  },
} as const;

/** POST post-email-audience: a choice for a post of this tier (null: public), saved or not yet. */
export const postEmailAudienceBodySchema = {
  type: "object",
  additionalProperties: false,
  required: [...postEmailChoiceSchema.required, "membershipTierId"],
  properties: { ...postEmailChoiceSchema.properties, membershipTierId: { anyOf: [idSchema, { type: "null" }] } },
} as const;

/** Its answer: who the choice reaches now, and how many of them may read the post. */
export const postEmailAudienceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "recipients", "readers"],
  properties: {
    name: { type: "string" },
    recipients: { type: "integer", minimum: 0 },
    readers: { type: "integer", minimum: 0 },
  },
} as const;

export type PostEmailChoice = FromSchema<typeof postEmailChoiceSchema>;
export type PostEmailStateAnswer = FromSchema<typeof postEmailStateSchema>;
export type PostEmailAudience = FromSchema<typeof postEmailAudienceSchema>;
