import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { postEmailStateSchema } from "./postEmails";

/** Who a release's announcement goes to (issue 37, item 2): followers, buyers of earlier releases, a list; at least one. */
export const announcementChoiceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["followers", "buyers", "emailListId"],
  properties: {
    followers: { type: "boolean", description: "Those who follow the artist and confirmed it." },
    buyers: { type: "boolean", description: "Fans who paid for one of the artist's earlier releases (not refunded)." },
    emailListId: { anyOf: [idSchema, { type: "null" }], description: "The confirmed subscribers of this list." },
  },
} as const;

/** GET and PUT releases/{releaseId}/announcement: the choice, and the newsletter sent from it once the release came out. */
export const announcementStateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["choice", "send"],
  properties: {
    choice: { anyOf: [announcementChoiceSchema, { type: "null" }] },
    send: postEmailStateSchema.properties.send,
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
