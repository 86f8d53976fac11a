import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";
import { studioCommentSchema } from "./studioPosts";

/** At most this many filter words per artist, each 1 to 50 characters (issue 37, item 6). */
export const FILTER_WORDS_MAX = 200;
export const FILTER_WORD_MAX_LENGTH = 50;
/** A report's optional reason. */
export const REPORT_REASON_MAX_LENGTH = 500;

/** POST /public/comments/reports: a fan reports a comment, once, with an optional reason. */
export const commentReportBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["commentId"],
  properties: {
    commentId: idSchema,
    reason: { type: "string", maxLength: REPORT_REASON_MAX_LENGTH },
    profileId: idSchema,
  },
} as const;

export const commentReportedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["reported"],
  properties: { reported: { const: true } },
} as const;

export const COMMENT_INBOX_FILTERS = ["all", "held", "reported", "hidden"] as const;
export type CommentInboxFilter = (typeof COMMENT_INBOX_FILTERS)[number];

/** GET /comments in the studio: which comments, and which page of them. */
export const commentInboxQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    filter: { enum: COMMENT_INBOX_FILTERS, default: "all" },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

/** A comment in the studio's list across posts: its post, its author's account (null for a former fan), its state and reports. */
export const inboxCommentSchema = {
  type: "object",
  additionalProperties: false,
  required: [...studioCommentSchema.required, "postId", "postExcerpt", "accountId", "held", "reports", "authorBlocked"],
  properties: {
    ...studioCommentSchema.properties,
    postId: idSchema,
    postExcerpt: { type: "string", maxLength: 80 },
    accountId: { anyOf: [idSchema, { type: "null" }] },
    held: { type: "boolean" },
    reports: { type: "integer", minimum: 0 },
    authorBlocked: { type: "boolean" },
  },
} as const;

export const commentInboxPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: inboxCommentSchema } },
} as const;

export const inboxCommentParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "commentId"],
  properties: { profileId: idSchema, commentId: idSchema },
} as const;

export const commentBlockParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "accountId"],
  properties: { profileId: idSchema, accountId: idSchema },
} as const;

/** A fan whose commenting the artist turned off. */
export const blockedFanSchema = {
  type: "object",
  additionalProperties: false,
  required: ["accountId", "fullName", "email", "blockedAt"],
  properties: { accountId: idSchema, fullName: { type: "string" }, email: { type: "string" }, blockedAt: isoDateTimeSchema },
} as const;

export const blockedFansSchema = {
  type: "object",
  additionalProperties: false,
  required: ["data"],
  properties: { data: { type: "array", items: blockedFanSchema } },
} as const;

/** The artist's filter words: a comment with one of them (whole word, any case) waits for approval. */
export const filterWordsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["words"],
  properties: {
    words: {
      type: "array",
      maxItems: FILTER_WORDS_MAX,
      items: { type: "string", minLength: 1, maxLength: FILTER_WORD_MAX_LENGTH, pattern: "\\S" },
    },
  },
} as const;

export type InboxComment = FromSchema<typeof inboxCommentSchema>;
export type CommentInboxPage = FromSchema<typeof commentInboxPageSchema>;
export type BlockedFan = FromSchema<typeof blockedFanSchema>;
export type FilterWords = FromSchema<typeof filterWordsSchema>;
