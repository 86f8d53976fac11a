import type { FromSchema } from "json-schema-to-ts";

/** A fan's choice of which of the artist's emails they get (issue 37): every kind is on until they turn it off. */
export const emailPreferencesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["posts", "news", "releases"],
  properties: {
    posts: { type: "boolean", description: "New posts the fan may read, by email." },
    news: { type: "boolean", description: "The artist's newsletters." },
    releases: { type: "boolean", description: "Announcements of new releases." },
  },
} as const;

/** PUT accounts/me/email-preferences: the kinds to change; those left out stay as they are. */
export const emailPreferencesChangeSchema = {
  type: "object",
  additionalProperties: false,
  minProperties: 1,
  properties: emailPreferencesSchema.properties,
} as const;

export type EmailPreferences = FromSchema<typeof emailPreferencesSchema>;
