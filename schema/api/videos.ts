import type { FromSchema } from "json-schema-to-ts";
import { mediaUrlSchema } from "../common";

/**
 * Videos' web copies in the studio (issue 39): a Video block's settings ask for the web copy of
 * the upload chosen (POST, which queues it once) and then read how it is going (GET) until it is
 * ready, with the web copy's and poster's addresses, or failed, with why.
 */
export const videoWebCopyRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["video"],
  properties: {
    video: { ...mediaUrlSchema, description: "The uploaded video's address in the media library (`/media/…`)." },
    retry: { type: "boolean", default: false, description: "Tries a failed video again, with fresh tries." },
  },
} as const;

/** GET /profiles/{profileId}/videos/web-copy?video=: how one video's web copy stands. */
export const videoWebCopyQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["video"],
  properties: { video: videoWebCopyRequestSchema.properties.video },
} as const;

export const videoWebCopySchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "problem", "webCopy", "poster"],
  properties: {
    state: { enum: ["queued", "processing", "ready", "failed"] },
    /** Why the last try failed; kept while it is tried again. */
    problem: { type: ["string", "null"] },
    /** The web copy's address (`/media/…`), once ready. */
    webCopy: { type: ["string", "null"] },
    /** The poster frame's address, once ready. */
    poster: { type: ["string", "null"] },
  },
} as const;

export type VideoWebCopy = FromSchema<typeof videoWebCopySchema>;
