import type { FromSchema } from "json-schema-to-ts";

/** The other artists an editor's email edits, each with the address of their own studio (issue 31). */
export const editorArtistsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["artists"],
  properties: {
    artists: {
      type: "array",
      maxItems: 50,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "studioUrl"],
        properties: { name: { type: "string" }, studioUrl: { type: "string" } },
      },
    },
  },
} as const;

export type EditorArtists = FromSchema<typeof editorArtistsSchema>;
