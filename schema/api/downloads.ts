import type { FromSchema } from "json-schema-to-ts";
import { idSchema, signedTokenSchema } from "../common";

/** The formats a buyer may download in (server/audio/downloadFormats.ts has what each is). */
export const DOWNLOAD_FORMAT_NAMES = ["mp3-320", "mp3-v0", "flac", "alac", "aac-256", "ogg", "wav", "aiff"] as const;

export const releaseDownloadParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId"],
  properties: { productId: idSchema },
} as const;

/** POST public/library/{productId}/downloads: the whole release (a zip) or one track, in one format. */
export const downloadRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["format"],
  properties: { format: { enum: DOWNLOAD_FORMAT_NAMES }, trackId: idSchema },
} as const;

/**
 * Where a download stands: preparing (`ready` of `total` files made, the rest being made by jobs),
 * ready with a link bound to the buyer, or failed (the artist is told; asking again retries).
 */
export const downloadStatusSchema = {
  type: "object",
  additionalProperties: false,
  required: ["format", "state", "ready", "total", "url", "fileName"],
  properties: {
    format: { enum: DOWNLOAD_FORMAT_NAMES },
    state: { enum: ["preparing", "ready", "failed"] },
    ready: { type: "integer", minimum: 0 },
    total: { type: "integer", minimum: 0 },
    url: { anyOf: [{ type: "string" }, { type: "null" }], description: "The download, for this buyer only, while they own the release." },
    fileName: { type: "string", description: "What the file is saved as: `NN Artist - Title.flac`, or the release's zip." },
  },
} as const;

export const downloadTokenParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: signedTokenSchema },
} as const;

export type DownloadFormatName = (typeof DOWNLOAD_FORMAT_NAMES)[number];
export type DownloadRequest = FromSchema<typeof downloadRequestSchema>;
export type DownloadStatus = FromSchema<typeof downloadStatusSchema>;
