import type { FromSchema } from "json-schema-to-ts";

const count = { type: "integer", minimum: 0 } as const;

/**
 * The studio's home (issue 34, item 14): what a new artist still has to do before fans arrive, and
 * the numbers at a glance. Each step is true once done; the counts are the artist's own.
 */
export const studioHomeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["steps", "counts", "siteUrl"],
  properties: {
    steps: {
      type: "object",
      additionalProperties: false,
      required: ["nameAndLook", "release", "tier", "emailList", "published"],
      properties: {
        /** The site settings (name, header, footer, theme) saved at least once since the starter site. */
        nameAndLook: { type: "boolean" },
        /** A release in the catalogue. */
        release: { type: "boolean" },
        /** A membership tier fans can join. */
        tier: { type: "boolean" },
        /** An email list fans can join. */
        emailList: { type: "boolean" },
        /** A change of the artist's own published: more than the starter pages, or one of them published again. */
        published: { type: "boolean" },
      },
    },
    counts: {
      type: "object",
      additionalProperties: false,
      required: ["fans", "members", "subscribers", "orders"],
      properties: {
        /** Fan accounts on the artist's site. */
        fans: count,
        /** Fans with a membership tier. */
        members: count,
        /** Confirmed addresses on any of the artist's lists (each counted once), less those that unsubscribed or bounced. */
        subscribers: count,
        /** Orders paid for (refunded and cancelled ones left out). */
        orders: count,
      },
    },
    /** Where fans reach the site: its primary domain, else its subdomain. */
    siteUrl: { type: "string" },
  },
} as const;

export type StudioHome = FromSchema<typeof studioHomeSchema>;
export type FirstRunStep = keyof StudioHome["steps"];
