import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { pagedResultSchema } from "../entities/paged";
import { commentSchema, POST_TYPES, postSchema } from "../entities/posts";
import { ENTITY_TYPES, pageQueryProperties } from "./common";

/** GET /public/posts: profileId, page, limit (10), filter{query, type, membershipTierId}. */
export const postsQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    profileId: idSchema,
    ...pageQueryProperties,
    filter: {
      type: "object",
      additionalProperties: false,
      properties: {
        query: { type: "string", maxLength: 200 },
        type: { enum: [...POST_TYPES, "all"] },
        membershipTierId: idSchema,
      },
    },
  },
} as const;

export const postPageSchema = pagedResultSchema(postSchema);

/** POST and DELETE /public/likes, /public/saves. */
export const entityBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["entityId", "entityType"],
  properties: { entityId: idSchema, entityType: { enum: ENTITY_TYPES }, profileId: idSchema },
} as const;

export const likedResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["liked"],
  properties: { liked: { type: "boolean" } },
} as const;

export const savedResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["saved"],
  properties: { saved: { type: "boolean" } },
} as const;

export const COMMENT_MAX_LENGTH = 2000;

/** POST /public/comments: entityId, entityType, content (not only whitespace, at most 2,000 characters). */
export const commentBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["entityId", "entityType", "content"],
  properties: {
    entityId: idSchema,
    entityType: { enum: ENTITY_TYPES },
    content: { type: "string", maxLength: COMMENT_MAX_LENGTH },
    profileId: idSchema,
  },
} as const;

/**
 * GET /public/comments: a page of a post's comments, newest first (SPEC §3 paged result), and
 * whether the artist turned the asking fan's commenting off (issue 37, item 6).
 */
export const commentPageSchema = {
  ...pagedResultSchema(commentSchema),
  properties: {
    ...pagedResultSchema(commentSchema).properties,
    commentsTurnedOff: { type: "boolean", description: "True for a fan the artist blocked from commenting." },
  },
} as const;

/** GET /public/comments: the post, and which page of its comments (20 a page unless asked). */
export const commentsQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["entityId", "entityType"],
  properties: {
    entityId: idSchema,
    entityType: { enum: ENTITY_TYPES },
    profileId: idSchema,
    page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
    limit: { type: "integer", minimum: 1, maximum: 50, default: 20 },
  },
} as const;

export type CommentPage = FromSchema<typeof commentPageSchema>;
