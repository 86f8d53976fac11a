/** Props of the Featured Music block: the artist's featured releases (GET /public/products/featured). */
export const featuredMusicPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Featured music" },
    limit: { type: "integer", minimum: 1, maximum: 12, default: 6 },
  },
} as const;
