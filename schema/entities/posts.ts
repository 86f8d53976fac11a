import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";

export const POST_TYPES = ["text", "image", "video", "audio", "poll", "document"] as const;
export const ENTITY_TYPES = ["post"] as const;

export const postMediaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "type", "url", "name"],
  properties: {
    id: idSchema,
    type: { enum: ["image", "video", "audio", "document"] },
    url: { type: "string", maxLength: 2048 },
    /** The file's own name, for the artist; fans see `title` and `alt`, never it. */
    name: { type: "string", maxLength: 255 },
    /** What fans read for an audio, video or document ('First voice memo of Satellite Heart'). */
    title: { type: "string", maxLength: 200 },
    /** What an image shows, for those who cannot see it; empty or absent: decorative. */
    alt: { type: "string", maxLength: 500 },
  },
} as const;

export const pollSchema = {
  type: "object",
  additionalProperties: false,
  required: ["question", "options"],
  properties: {
    question: { type: "string", maxLength: 500 },
    options: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["uid", "text", "votes", "voted"],
        properties: {
          uid: { type: "string", pattern: "^[a-z]{5}$" },
          text: { type: "string", maxLength: 200 },
          votes: { type: "integer", minimum: 0 },
          voted: { type: "boolean", description: "Whether the caller voted for this option." },
        },
      },
    },
  },
} as const;

/**
 * A member post (SPEC §3). A locked post (`hasAccess` false) carries no caption, media or poll:
 * they never leave the server for someone without access.
 */
export const postSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "type", "likes", "comments", "hasAccess", "createdAt"],
  properties: {
    id: idSchema,
    type: { enum: POST_TYPES },
    caption: { type: "string", maxLength: 10000 },
    /**
     * The caption as rich text (rich-text.json, checked when it is written), when the artist wrote it
     * so; `caption` is its plain text. Described loosely here: answers are not validated again.
     */
    captionRich: {
      type: "object",
      additionalProperties: true,
      required: ["root"],
      properties: { root: { type: "object", additionalProperties: true } },
    },
    likes: { type: "integer", minimum: 0 },
    comments: { type: "integer", minimum: 0 },
    hasAccess: { type: "boolean" },
    membershipTierId: { anyOf: [idSchema, { type: "null" }] },
    createdAt: isoDateTimeSchema,
    media: { type: "array", items: postMediaSchema },
    poll: pollSchema,
  },
} as const;

/** A comment on a post (SPEC §3). */
export const commentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "fullName", "content", "createdAt"],
  properties: {
    id: idSchema,
    fullName: { type: "string", maxLength: 60 },
    content: { type: "string", maxLength: 2000 },
    createdAt: isoDateTimeSchema,
    /** Only on the asking fan's own comment that waits for the artist's approval (issue 37, item 6): no one else sees it. */
    held: { type: "boolean" },
    /** On the asking fan's own comments: the site offers no Report on them. */
    mine: { type: "boolean" },
  },
} as const;

export type PostType = (typeof POST_TYPES)[number];
export type EntityType = (typeof ENTITY_TYPES)[number];
export type PostMedia = FromSchema<typeof postMediaSchema>;
export type Poll = FromSchema<typeof pollSchema>;
export type Post = FromSchema<typeof postSchema>;
export type Comment = FromSchema<typeof commentSchema>;
