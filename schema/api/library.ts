import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { DOWNLOAD_FORMAT_NAMES } from "./downloads";

/**
 * GET /public/library: the releases a fan bought, each track with a short-lived link to its
 * streaming copy (to play here), and the formats the release may be downloaded in (POST
 * public/library/{productId}/downloads prepares one).
 */
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
        required: ["productId", "title", "artist", "coverImage", "tracks", "formats"],
        properties: {
          productId: idSchema,
          title: { type: "string" },
          artist: { type: "string" },
          coverImage: { anyOf: [{ type: "string" }, { type: "null" }] },
          formats: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["id", "label"],
              properties: { id: { enum: DOWNLOAD_FORMAT_NAMES }, label: { type: "string" } },
            },
          },
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
                  description: "The track's streaming copy, behind a signed link that expires; null while it is being made.",
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
