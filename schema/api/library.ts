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
          preOrderDate: {
            type: "string",
            description: "Pre-ordered (issue 36): the release's date, until which only its 'instant grat' tracks play and download.",
          },
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
                locked: { type: "boolean", description: "Pre-ordered and not 'instant grat': it comes on the release date." },
              },
            },
          },
        },
      },
    },
  },
} as const;

export type Library = FromSchema<typeof librarySchema>;
