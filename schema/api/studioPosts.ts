import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema, mediaUrlSchema } from "../common";
import { commentSchema, POST_TYPES, postSchema } from "../entities/posts";
// A poll post follows the one rule of polls, the same as a poll in rich text.
import { MAX_POLL_OPTION_LENGTH, MAX_POLL_OPTIONS, MAX_POLL_QUESTION_LENGTH, MIN_POLL_OPTIONS, POLL_UID_PATTERN } from "../richText/poll";

/** A file of a post as the studio sends it: an upload of this artist, with what fans read of it. */
const postMediaInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "url", "name"],
  properties: {
    id: idSchema,
    type: { enum: ["image", "video", "audio", "document"] },
    url: mediaUrlSchema,
    name: { type: "string", minLength: 1, maxLength: 255 },
    title: { type: "string", maxLength: 200 },
    alt: { type: "string", maxLength: 500 },
  },
} as const;

/** POST and PUT profiles/{id}/posts: a member post as the artist writes it. */
export const postInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "membershipTierId"],
  properties: {
    type: { enum: POST_TYPES },
    /** Rich text (rich-text.json); checked by the route, which also keeps its plain text as `caption`. */
    captionRich: { anyOf: [{ type: "object" }, { type: "null" }] },
    membershipTierId: {
      anyOf: [idSchema, { type: "null" }],
      description: "Null: everyone; else members of this tier and the tiers after it.",
    },
    media: { type: "array", maxItems: 10, items: postMediaInputSchema, default: [] },
    poll: {
      type: "object",
      additionalProperties: false,
      required: ["question", "options"],
      properties: {
        question: { type: "string", minLength: 1, maxLength: MAX_POLL_QUESTION_LENGTH, pattern: "\\S" },
        options: {
          type: "array",
          minItems: MIN_POLL_OPTIONS,
          maxItems: MAX_POLL_OPTIONS,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["text"],
            properties: {
              uid: { type: "string", pattern: POLL_UID_PATTERN },
              text: { type: "string", minLength: 1, maxLength: MAX_POLL_OPTION_LENGTH, pattern: "\\S" },
            },
          },
        },
      },
    },
    status: {
      enum: ["draft", "published"],
      default: "published",
      description: "A draft only the artist sees; a published post fans see from `publishAt`.",
    },
    publishAt: { anyOf: [isoDateTimeSchema, { type: "null" }], description: "When fans first see it: now when null or absent." },
  },
} as const;

/** PUT profiles/{id}/posts/{postId}/status: publish a post (now or at a time), or take it back to a draft. */
export const postStatusInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["status"],
  properties: {
    status: postInputSchema.properties.status,
    publishAt: postInputSchema.properties.publishAt,
  },
} as const;

/** Where a post stands: a draft, waiting for its time, or seen by fans. */
export const STUDIO_POST_STATUSES = ["draft", "scheduled", "published"] as const;

/** A post as the studio sees it: whatever its tier, with its poll's counts, comments hidden, and whether it is still to come. */
export const studioPostSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "type", "caption", "membershipTierId", "media", "createdAt", "status", "likes", "comments", "hiddenComments"],
  properties: {
    id: idSchema,
    type: { enum: POST_TYPES },
    caption: { type: "string" },
    captionRich: postSchema.properties.captionRich,
    membershipTierId: { anyOf: [idSchema, { type: "null" }] },
    media: postSchema.properties.media,
    poll: {
      type: "object",
      additionalProperties: false,
      required: ["question", "options"],
      properties: {
        question: { type: "string" },
        options: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["uid", "text", "votes"],
            properties: { uid: { type: "string" }, text: { type: "string" }, votes: { type: "integer", minimum: 0 } },
          },
        },
      },
    },
    createdAt: { type: "string", description: "When fans first see it (or saw it); for a draft, when it was written or last scheduled." },
    status: { enum: STUDIO_POST_STATUSES, description: "Fans see only a published post." },
    likes: { type: "integer", minimum: 0 },
    comments: { type: "integer", minimum: 0, description: "Shown to fans." },
    hiddenComments: { type: "integer", minimum: 0 },
  },
} as const;

export const studioPostQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 200, default: "" },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

export const studioPostPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: studioPostSchema } },
} as const;

export const postParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "postId"],
  properties: { profileId: idSchema, postId: idSchema },
} as const;

export const postCommentParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "postId", "commentId"],
  properties: { profileId: idSchema, postId: idSchema, commentId: idSchema },
} as const;

/** A comment as the artist moderates it: hidden ones too, with the fan's address. */
export const studioCommentSchema = {
  type: "object",
  additionalProperties: false,
  required: [...commentSchema.required, "hidden", "email"],
  properties: { ...commentSchema.properties, hidden: { type: "boolean" }, email: { type: "string" } },
} as const;

export const studioCommentPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: studioCommentSchema } },
} as const;

export const commentModerationBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["hidden"],
  properties: { hidden: { type: "boolean" } },
} as const;

export type PostInput = FromSchema<typeof postInputSchema, { keepDefaultedPropertiesOptional: true }>;
export type PostStatusInput = FromSchema<typeof postStatusInputSchema, { keepDefaultedPropertiesOptional: true }>;
export type StudioPostStatus = (typeof STUDIO_POST_STATUSES)[number];
export type StudioPost = FromSchema<typeof studioPostSchema>;
export type StudioPostPage = FromSchema<typeof studioPostPageSchema>;
export type StudioComment = FromSchema<typeof studioCommentSchema>;
export type StudioCommentPage = FromSchema<typeof studioCommentPageSchema>;
