import type { FromSchema } from "json-schema-to-ts";
import { EMAIL_PATTERN, idSchema, isoDateTimeSchema, schemaVersionSchema } from "../common";
import { emailDocumentSchema } from "../email/document";
import { emailResultsSchema } from "./emailTracking";

/** The most addresses a test send goes to besides the artist's own. */
export const MAX_TEST_RECIPIENTS = 5;

/** Who a newsletter goes to: the confirmed subscribers of one list, or the members of chosen tiers. */
export const newsletterAudienceSchema = {
  oneOf: [
    { type: "object", additionalProperties: false, required: ["emailListId"], properties: { emailListId: idSchema } },
    {
      type: "object",
      additionalProperties: false,
      required: ["membershipTierIds"],
      properties: { membershipTierIds: { type: "array", minItems: 1, maxItems: 50, uniqueItems: true, items: idSchema } },
    },
  ],
} as const;

export type NewsletterAudience = FromSchema<typeof newsletterAudienceSchema>;

/**
 * Which tiers' members get an email's 'Members only' parts (issue 30, item 17); everyone else gets
 * it without them. Absent: the artist's paid tiers. Empty: nobody.
 */
export const membersOnlyTierIdsSchema = {
  type: "array",
  maxItems: 50,
  uniqueItems: true,
  items: idSchema,
  description: "The tiers whose members get the 'Members only' parts; absent: the paid tiers.",
} as const;

export const newsletterDocumentParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "documentId"],
  properties: { profileId: idSchema, documentId: idSchema },
} as const;

export const newsletterParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "sendId"],
  properties: { profileId: idSchema, sendId: { type: "string", pattern: "^nl_[A-Za-z0-9_-]{1,60}$" } },
} as const;

/** POST /profiles/{profileId}/emails/{documentId}/test: the email, as a subscriber would get it, to the editor and up to five others. */
export const testSendBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["to"],
  properties: {
    to: {
      type: "array",
      maxItems: MAX_TEST_RECIPIENTS,
      uniqueItems: true,
      items: { type: "string", maxLength: 255, pattern: EMAIL_PATTERN },
    },
  },
} as const;

export const testSendResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sentTo"],
  properties: { sentTo: { type: "array", items: { type: "string" } } },
} as const;

/** POST /profiles/{profileId}/newsletters/audience: what a confirmation names before sending. */
export const audiencePreviewBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["audience"],
  properties: { audience: newsletterAudienceSchema, membersOnlyTierIds: membersOnlyTierIdsSchema },
} as const;

export const audiencePreviewSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "recipients", "members"],
  properties: {
    /** The list's name, or the tiers' names joined ("Supporter and Inner Circle members"). */
    name: { type: "string" },
    /** How many the email would go to now (confirmed, not unsubscribed, bounced or complained). */
    recipients: { type: "integer", minimum: 0 },
    /** How many of them get the 'Members only' parts (members of `membersOnlyTierIds`). */
    members: { type: "integer", minimum: 0 },
  },
} as const;

export type AudiencePreview = FromSchema<typeof audiencePreviewSchema>;

/** POST /profiles/{profileId}/newsletters: send an email document to an audience, now or at `sendAt`. */
export const newsletterCreateBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["documentId", "audience", "idempotencyKey"],
  properties: {
    documentId: idSchema,
    audience: newsletterAudienceSchema,
    membersOnlyTierIds: membersOnlyTierIdsSchema,
    /** Later than now: scheduled; absent: now. */
    sendAt: isoDateTimeSchema,
    /** Also publish it on the site at /newsletters/{slug}. */
    publishWebVersion: { type: "boolean" },
    idempotencyKey: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" },
  },
} as const;

export type NewsletterCreateBody = FromSchema<typeof newsletterCreateBodySchema>;

/** How far a send got: its recipients in all, waiting, sent, failed and skipped. */
export const recipientCountsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "queued", "sent", "failed", "skipped"],
  properties: {
    total: { type: "integer" },
    queued: { type: "integer" },
    sent: { type: "integer" },
    failed: { type: "integer" },
    skipped: { type: "integer" },
  },
} as const;

/** A newsletter as the studio lists it: what was sent, to whom, when, and how far sending got. */
export const newsletterSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "documentId", "subject", "audienceName", "status", "sendAt", "createdAt", "finishedAt", "webUrl", "counts"],
  properties: {
    id: { type: "string" },
    documentId: idSchema,
    subject: { type: "string" },
    audienceName: { type: "string" },
    status: { enum: ["scheduled", "sending", "sent", "cancelled"] },
    sendAt: isoDateTimeSchema,
    createdAt: isoDateTimeSchema,
    finishedAt: { anyOf: [isoDateTimeSchema, { type: "null" }] },
    /** The web version's path on the site, when published. */
    webUrl: { anyOf: [{ type: "string" }, { type: "null" }] },
    counts: recipientCountsSchema,
  },
} as const;

export type NewsletterSummary = FromSchema<typeof newsletterSummarySchema>;

export const newsletterListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["newsletters"],
  properties: { newsletters: { type: "array", items: newsletterSummarySchema } },
} as const;

export const recipientQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    status: { enum: ["queued", "sending", "sent", "failed", "skipped"] },
    offset: { type: "integer", minimum: 0, maximum: 1_000_000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

/**
 * The email document a newsletter was sent with, frozen at sending (later edits of the draft do not
 * change it). Its header is described; its settings and blocks are the email schema's, checked when
 * the draft was saved, and passed on whole. `additionalProperties: true` matters: the response
 * serializer writes only the properties a schema declares, so a bare `{ type: "object" }` was sent
 * as `{}` (issue 34). The detail's route answers null for a stored document without this header
 * (`sentEmailOf`), which the serializer would refuse.
 */
const sentEmailSchema = {
  type: "object",
  additionalProperties: true,
  required: ["schemaVersion", "kind", "id", "title", "root"],
  description: `An email document (${emailDocumentSchema.$id}) at the schema version it was sent with.`,
  properties: {
    schemaVersion: schemaVersionSchema,
    kind: { const: "email" },
    id: { type: "string" },
    title: { type: "string" },
    settings: { type: "object", additionalProperties: true },
    root: { type: "object", additionalProperties: true },
  },
} as const;

/** A sent (or sending) newsletter, read-only: its summary, the document as sent, and a page of its recipients' statuses. */
export const newsletterDetailSchema = {
  type: "object",
  additionalProperties: false,
  required: ["newsletter", "document", "recipients", "recipientTotal", "results"],
  properties: {
    newsletter: newsletterSummarySchema,
    /** The email as sent; null for a send an earlier version stored without an email document. */
    document: { anyOf: [sentEmailSchema, { type: "null" }] },
    recipients: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["email", "status", "sentAt", "error"],
        properties: {
          email: { type: "string" },
          status: { enum: ["queued", "sending", "sent", "failed", "skipped"] },
          sentAt: { anyOf: [isoDateTimeSchema, { type: "null" }] },
          error: { anyOf: [{ type: "string" }, { type: "null" }] },
        },
      },
    },
    /** How many recipients match the query's status. */
    recipientTotal: { type: "integer" },
    /** How it was read (issue 38): opens and clicks only when the artist turned tracking on. */
    results: emailResultsSchema,
  },
} as const;

export type NewsletterDetail = FromSchema<typeof newsletterDetailSchema>;
