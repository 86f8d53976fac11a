import { idSchema } from "../common";
import { CATEGORIES, productSchema, RELEASE_TYPES } from "../entities/catalogue";
import { eventSchema } from "../entities/events";
import { membershipTierSchema } from "../entities/membership";
import { pagedResultSchema } from "../entities/paged";
import { pageQueryProperties } from "./common";

/** GET /public/products: profileId, category, page, limit (10 by default), filter{query, releaseType}. */
export const productsQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    profileId: idSchema,
    category: { enum: CATEGORIES },
    ...pageQueryProperties,
    filter: {
      type: "object",
      additionalProperties: false,
      properties: {
        query: { type: "string", maxLength: 200 },
        releaseType: { enum: [...RELEASE_TYPES, "all"] },
      },
    },
  },
} as const;

/** GET /public/products/featured: profileId, category=Music. */
export const featuredProductsQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { profileId: idSchema, category: { enum: CATEGORIES } },
} as const;

export const productListSchema = { type: "array", items: productSchema } as const;
export const productPageSchema = pagedResultSchema(productSchema);
export const membershipTierListSchema = { type: "array", items: membershipTierSchema } as const;
export const eventListSchema = { type: "array", items: eventSchema } as const;
