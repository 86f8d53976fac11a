import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";
import { pageQueryProperties } from "./common";

/** A member's private podcast feed (issue 37, item 5): its secret address, on the artist's own address. */
export const memberFeedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["url"],
  properties: { url: { type: "string", maxLength: 2048 } },
} as const;

/** GET /public/newsletters: a page of the artist's newsletters that have a web version. */
export const newsletterArchiveQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { ...pageQueryProperties, profileId: idSchema },
} as const;

export const archivedNewsletterSchema = {
  type: "object",
  additionalProperties: false,
  required: ["subject", "slug", "sentAt"],
  properties: {
    subject: { type: "string", maxLength: 1000 },
    /** Its web version is /newsletters/<slug>. */
    slug: { type: "string", maxLength: 70 },
    sentAt: isoDateTimeSchema,
  },
} as const;

export const newsletterArchivePageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["data", "page", "pageSize", "total"],
  properties: {
    data: { type: "array", items: archivedNewsletterSchema },
    page: { type: "integer", minimum: 1 },
    pageSize: { type: "integer", minimum: 1 },
    total: { type: "integer", minimum: 0 },
  },
} as const;

export type MemberFeed = FromSchema<typeof memberFeedSchema>;
export type ArchivedNewsletter = FromSchema<typeof archivedNewsletterSchema>;
export type NewsletterArchivePage = FromSchema<typeof newsletterArchivePageSchema>;
