/** Props of the Featured Merch block (issue 36): the artist's featured merch, each opening its product page. */
export const featuredMerchPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Merch" },
    limit: { type: "integer", minimum: 1, maximum: 12, default: 4 },
  },
} as const;
