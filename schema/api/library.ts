import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** GET /public/library: the releases a fan bought, each track with a short-lived link to its file (to play or download). */
export const librarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["releases"],
  properties: {
    releases: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["productId", "title", "artist", "coverImage", "tracks"],
        properties: {
          productId: idSchema,
          title: { type: "string" },
          artist: { type: "string" },
          coverImage: { anyOf: [{ type: "string" }, { type: "null" }] },
          tracks: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["id", "title", "durationSeconds", "url", "fileName"],
              properties: {
                id: idSchema,
                title: { type: "string" },
                durationSeconds: { anyOf: [{ type: "number" }, { type: "null" }] },
                url: {
                  anyOf: [{ type: "string" }, { type: "null" }],
                  description: "The original file, behind a signed link that expires.",
                },
                fileName: { type: "string" },
              },
            },
          },
        },
      },
    },
  },
} as const;

export type Library = FromSchema<typeof librarySchema>;
