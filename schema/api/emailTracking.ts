import type { FromSchema } from "json-schema-to-ts";

/**
 * Open and click tracking of newsletters (issue 38): the artist's choice, off by default
 * (GET/PUT /api/profiles/{profileId}/email-tracking); a newsletter's results in its detail. Opens
 * are counted by a 1-pixel image (`/e/o/{token}.gif` on the artist's site), clicks by links that
 * go through the site (`/e/c/{token}?u=…&s=…`); both count recipients, not opens.
 */

/** The choice: count opens, count clicks. */
export const emailTrackingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["opens", "clicks"],
  properties: {
    opens: { type: "boolean", description: "Put a 1-pixel image in each copy, to count who opens it." },
    clicks: { type: "boolean", description: "Send each copy's links through the artist's site, to count who follows them." },
  },
} as const;

export type EmailTracking = FromSchema<typeof emailTrackingSchema>;

/** How a newsletter was read: recipients sent, distinct recipients who opened and who clicked, its most followed links. */
export const emailResultsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["delivered", "opened", "clicked", "topLinks", "opensTracked", "clicksTracked"],
  properties: {
    /** Recipients the copy was sent to. */
    delivered: { type: "integer", minimum: 0 },
    /** Distinct recipients who opened it (0 when no copy had the pixel). */
    opened: { type: "integer", minimum: 0 },
    /** Distinct recipients who followed a link (0 when no copy had tracked links). */
    clicked: { type: "integer", minimum: 0 },
    /** The ten most followed links, by clicks. */
    topLinks: {
      type: "array",
      maxItems: 10,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["link", "clicks"],
        properties: { link: { type: "string" }, clicks: { type: "integer", minimum: 0 } },
      },
    },
    /** Whether copies went out with the pixel: without it, `opened` says nothing. */
    opensTracked: { type: "boolean" },
    /** Whether copies went out with tracked links: without them, `clicked` says nothing. */
    clicksTracked: { type: "boolean" },
  },
} as const;

export type EmailResults = FromSchema<typeof emailResultsSchema>;

// A wildcard rather than `:token`: Fastify refuses path parameters over 100 characters, and a token carries the address.
const tokenPathSchema = {
  type: "object",
  additionalProperties: false,
  required: ["*"],
  properties: { "*": { type: "string", maxLength: 1100 } },
} as const;

export const emailOpenParamsSchema = tokenPathSchema;
export const emailClickParamsSchema = tokenPathSchema;

/** A tracked link's target (`u`) and its signature (`s`). */
export const emailClickQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    u: { type: "string", maxLength: 4096 },
    s: { type: "string", maxLength: 100 },
  },
} as const;
