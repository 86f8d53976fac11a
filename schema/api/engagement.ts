import { savedResponseSchema } from "./posts";

/** What POST and DELETE /public/likes answer: the caller's like after the change, and the post's like count. */
export const likeStateResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["liked", "count"],
  properties: { liked: { type: "boolean" }, count: { type: "integer", minimum: 0 } },
} as const;

/** What POST and DELETE /public/saves answer: the caller's save after the change (the same shape as GET /public/saves/status). */
export const saveStateResponseSchema = savedResponseSchema;
