import { idSchema, UNIX_SECONDS_MAXIMUM } from "../common";

const MB = 1024 * 1024;

/**
 * What an upload may be, and how large (images 20 MB, MP4 videos 200 MB, a track's audio 500 MB:
 * a twenty-minute WAV master fits; a post's PDF document 50 MB). Browsers name some audio types in more than one way
 * (`audio/wav`, `audio/x-wav`), so each name is listed. Anything else is refused with 415.
 */
export const UPLOAD_CONTENT_TYPES = {
  "image/png": { kind: "image", maxBytes: 20 * MB },
  "image/jpeg": { kind: "image", maxBytes: 20 * MB },
  "image/gif": { kind: "image", maxBytes: 20 * MB },
  "image/webp": { kind: "image", maxBytes: 20 * MB },
  "image/svg+xml": { kind: "image", maxBytes: 20 * MB },
  "image/avif": { kind: "image", maxBytes: 20 * MB },
  "video/mp4": { kind: "video", maxBytes: 200 * MB },
  "audio/wav": { kind: "audio", maxBytes: 500 * MB },
  "audio/x-wav": { kind: "audio", maxBytes: 500 * MB },
  "audio/wave": { kind: "audio", maxBytes: 500 * MB },
  "audio/vnd.wave": { kind: "audio", maxBytes: 500 * MB },
  "audio/mpeg": { kind: "audio", maxBytes: 500 * MB },
  "audio/mp3": { kind: "audio", maxBytes: 500 * MB },
  "audio/flac": { kind: "audio", maxBytes: 500 * MB },
  "audio/x-flac": { kind: "audio", maxBytes: 500 * MB },
  "audio/aac": { kind: "audio", maxBytes: 500 * MB },
  "audio/mp4": { kind: "audio", maxBytes: 500 * MB },
  "audio/x-m4a": { kind: "audio", maxBytes: 500 * MB },
  "audio/ogg": { kind: "audio", maxBytes: 500 * MB },
  "application/pdf": { kind: "document", maxBytes: 50 * MB },
} as const;

export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

/** The largest upload of any type: the body limit of the upload route. */
export const MAX_UPLOAD_BYTES = 500 * MB;

/** How long a presigned upload URL stays valid. */
export const UPLOAD_LINK_SECONDS = 15 * 60;

export const uploadParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["uploadId"],
  properties: { uploadId: idSchema },
} as const;

/** The signed part of a presigned URL: whose upload it is, until when, and the HMAC over both and the upload's id. */
export const uploadQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "expires", "signature"],
  properties: {
    profileId: idSchema,
    expires: { type: "integer", minimum: 0, maximum: UNIX_SECONDS_MAXIMUM, description: "Unix seconds." },
    signature: { type: "string", pattern: "^[A-Za-z0-9_-]{43}$", description: "HMAC-SHA256, base64url." },
  },
} as const;

/** PUT to a presigned URL: where the stored file is served. */
export const uploadResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["url"],
  properties: { url: { type: "string" } },
} as const;

/** GET /media/{profileId}/{file}: the stored file's key. */
export const mediaFileParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["*"],
  properties: { "*": { type: "string", maxLength: 400 } },
} as const;

/**
 * The widths the server makes of an uploaded photo (issue 39): enough steps that a phone, a
 * laptop and a retina desktop each get a file near what they show, few enough that a visitor
 * asking for every one makes at most this many files of each.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The square icons made of a site's logo (issue 39, item 6): a tab's favicon, a phone's home screen, Android's. */
export const ICON_SIZES = [32, 180, 192, 512] as const;

export type IconSize = (typeof ICON_SIZES)[number];

/** A private file's link carries its expiry and signature; other query parameters (a cache buster) are ignored. */
export const mediaFileQuerySchema = {
  type: "object",
  properties: {
    w: {
      type: "integer",
      minimum: IMAGE_WIDTHS[0],
      maximum: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1],
      enum: IMAGE_WIDTHS,
      description:
        "A public photo at this width (never wider than uploaded), as AVIF, WebP or its own format by the request's Accept. Ignored for other files.",
    },
    icon: {
      type: "integer",
      minimum: ICON_SIZES[0],
      maximum: ICON_SIZES[ICON_SIZES.length - 1],
      enum: ICON_SIZES,
      description:
        "A public image (a logo) as a square PNG icon of this many pixels, the picture whole and centred. Ignored for other files.",
    },
    expires: {
      type: "integer",
      minimum: 0,
      maximum: UNIX_SECONDS_MAXIMUM,
      description: "Unix seconds: when a private file's link stops working.",
    },
    signature: {
      type: "string",
      pattern: "^[A-Za-z0-9_-]{43}$",
      description: "HMAC-SHA256 of a private file's key and expiry, base64url.",
    },
  },
} as const;

/** A stored file's bytes (whole, or the requested range). */
export const mediaFileResponseSchema = { type: "string", format: "binary" } as const;
