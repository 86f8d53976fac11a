import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

export const MEDIA_TYPES = ["image", "video"] as const;

/** An uploaded file in an artist's media library (SPEC §3). */
export const mediaItemSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "url", "name", "size", "parent", "type"],
  properties: {
    id: idSchema,
    url: { type: "string", maxLength: 2048 },
    name: { type: "string", minLength: 1, maxLength: 255 },
    /** What fans read for it (a video's title); never the file's name. */
    title: { type: "string", maxLength: 200 },
    /** What the image shows, for those who cannot see it. */
    alt: { type: "string", maxLength: 500 },
    size: { type: "integer", minimum: 0, description: "Bytes." },
    parent: { const: "website" },
    type: { enum: MEDIA_TYPES },
  },
} as const;

export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaItem = FromSchema<typeof mediaItemSchema>;
