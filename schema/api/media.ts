import { idSchema } from "../common";
import { MEDIA_TYPES, mediaItemSchema } from "../entities/media";

/** GET profiles/{id}/media: parent=website, type=image or video. */
export const mediaQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["type"],
  properties: { parent: { const: "website", default: "website" }, type: { enum: MEDIA_TYPES } },
} as const;

/** POST profiles/{id}/media: url, size, name, parent, type. */
export const createMediaBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["url", "size", "name", "parent", "type"],
  properties: {
    url: { type: "string", minLength: 1, maxLength: 2048 },
    size: { type: "integer", minimum: 0, maximum: 1_000_000_000 },
    name: { type: "string", minLength: 1, maxLength: 255 },
    parent: { const: "website" },
    type: { enum: MEDIA_TYPES },
    title: { type: "string", maxLength: 200 },
    alt: { type: "string", maxLength: 500 },
  },
} as const;

/** PATCH profiles/{id}/media/{mediaId}: a media item's title and alt text. */
export const updateMediaBodySchema = {
  type: "object",
  additionalProperties: false,
  minProperties: 1,
  properties: { title: { type: "string", maxLength: 200 }, alt: { type: "string", maxLength: 500 } },
} as const;

export const mediaItemParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "mediaId"],
  properties: { profileId: idSchema, mediaId: idSchema },
} as const;

export const mediaListSchema = { type: "array", items: mediaItemSchema } as const;

/** POST /uploads/presigned-url: fileName, profileId → presignedUrl and remoteUrl. */
export const presignedUrlBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["fileName", "profileId"],
  properties: {
    fileName: { type: "string", minLength: 1, maxLength: 255 },
    profileId: idSchema,
    private: {
      type: "boolean",
      default: false,
      description: "A private file (a track's original audio): served only through short-lived signed links.",
    },
  },
} as const;

export const presignedUrlResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["presignedUrl", "remoteUrl"],
  properties: { presignedUrl: { type: "string" }, remoteUrl: { type: "string" } },
} as const;

/** Where the artist uses a media file (issue 17). */
export const mediaUsagesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["usages"],
  properties: {
    usages: {
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["kind", "title"],
        properties: { kind: { enum: ["page", "site", "email", "release", "track", "post"] }, title: { type: "string" } },
      },
    },
  },
} as const;
