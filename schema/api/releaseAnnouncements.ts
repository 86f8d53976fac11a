import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { postEmailStateSchema } from "./postEmails";

/** How many lists one announcement may name: more than an artist keeps. */
export const MAX_ANNOUNCEMENT_LISTS = 20;

/** Who a release's announcement goes to (issue 37, item 2): followers, buyers of earlier releases, lists; at least one. */
export const announcementChoiceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["followers", "buyers", "emailListIds"],
  properties: {
    followers: { type: "boolean", description: "Those who follow the artist and confirmed it." },
    buyers: { type: "boolean", description: "Fans who paid for one of the artist's earlier releases (not refunded)." },
    emailListIds: {
      type: "array",
      items: idSchema,
      uniqueItems: true,
      maxItems: MAX_ANNOUNCEMENT_LISTS,
      description: "The confirmed subscribers of these lists of the artist's.",
    },
  },
} as const;

/**
 * GET and PUT releases/{releaseId}/announcement: the choice, the newsletter sent from it once the
 * release came out, and the artist's own copy of the announcement email when they made one to edit.
 */
export const announcementStateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["choice", "send", "documentId"],
  properties: {
    choice: { anyOf: [announcementChoiceSchema, { type: "null" }] },
    send: postEmailStateSchema.properties.send,
    documentId: {
      anyOf: [idSchema, { type: "null" }],
      description:
        "The email in Emails the announcement sends, made from the new-release starter (POST …/announcement/email) and edited in the builder; null: the starter, filled as the release is when it goes.",
    },
  },
} as const;

/** POST releases/{releaseId}/announcement/audience: who a choice reaches now. */
export const announcementAudienceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "recipients"],
  properties: { name: { type: "string" }, recipients: { type: "integer", minimum: 0 } },
} as const;

export type AnnouncementChoice = FromSchema<typeof announcementChoiceSchema>;
export type AnnouncementState = FromSchema<typeof announcementStateSchema>;
export type AnnouncementAudience = FromSchema<typeof announcementAudienceSchema>;
