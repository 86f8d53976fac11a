import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

export const CATEGORIES = ["Music", "Merch"] as const;
export const RELEASE_TYPES = ["album", "single"] as const;

export const categorySchema = { enum: CATEGORIES } as const;
export const priceSchema = { type: "number", minimum: 0, maximum: 100000, description: "US dollars." } as const;

/** A file attached to a product, variant or track. */
export const productMediaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "type", "url", "name"],
  properties: {
    id: idSchema,
    type: { enum: ["image", "audio", "video"] },
    url: { type: "string", maxLength: 2048 },
    name: { type: "string", maxLength: 255 },
  },
} as const;

/**
 * A track as the audio player queues it. The media session shows 'Unknown Artist' when `artist` is
 * missing. `productId` is the release the title links to (SPEC §2); a member post's audio has none.
 */
export const trackSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "url"],
  properties: {
    id: idSchema,
    title: { type: "string", maxLength: 200 },
    artist: { type: "string", maxLength: 200 },
    coverImage: { type: "string", maxLength: 2048 },
    url: { type: "string", maxLength: 2048 },
    productId: idSchema,
  },
} as const;

/**
 * What a visitor may hear of a track (issue 32): all of it, a preview clip the server cuts
 * (`previewSeconds` from `previewStartSeconds`), or nothing (buyers only). Buyers hear it all.
 */
export const TRACK_LISTENING = ["full", "preview", "none"] as const;
export const trackListeningSchema = { enum: TRACK_LISTENING } as const;
/** A preview is 30 s from 0:00 unless the artist moves it (Bandcamp and iTunes previews are 30 to 90 s). */
export const PREVIEW_DEFAULTS = { startSeconds: 0, seconds: 30, minSeconds: 5, maxSeconds: 120 } as const;
export const previewStartSchema = { type: "integer", minimum: 0, maximum: 86400 } as const;
export const previewSecondsSchema = {
  type: "integer",
  minimum: PREVIEW_DEFAULTS.minSeconds,
  maximum: PREVIEW_DEFAULTS.maxSeconds,
} as const;

/** A track of a release in the catalogue. Fans' answers never carry its audio file: they ask the stream route for what they may hear. */
export const catalogueTrackSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "artist", "description", "media", "hasExplicitContent", "isFeatured"],
  properties: {
    id: idSchema,
    title: { type: "string", maxLength: 200 },
    artist: { type: "string", maxLength: 200 },
    description: { type: "string", maxLength: 5000 },
    media: { type: "array", items: productMediaSchema },
    hasExplicitContent: { type: "boolean" },
    isFeatured: { type: "boolean" },
    durationSeconds: { type: "number", minimum: 0 },
    listen: { ...trackListeningSchema, description: "What a visitor may hear; absent on a track without audio." },
    previewStartSeconds: previewStartSchema,
    previewSeconds: previewSecondsSchema,
    instantGrat: {
      type: "boolean",
      description: "Issue 36: a pre-order's buyers hear and download it at once, before the release date; absent when not.",
    },
  },
} as const;

/** What a merch product includes (issue 36, item 5): the download of one of its artist's releases. */
export const productIncludesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId", "title"],
  properties: { productId: idSchema, title: { type: "string", maxLength: 200 } },
} as const;

/**
 * What a product may vary by (issue 36): at most three options (Size, Colour, …), each with its
 * values; every combination the artist sells is a variant naming one value per option.
 */
export const PRODUCT_OPTION_LIMITS = { options: 3, values: 30, nameLength: 40, valueLength: 40, variants: 100 } as const;

export const productOptionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "values"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: PRODUCT_OPTION_LIMITS.nameLength, pattern: "\\S" },
    values: {
      type: "array",
      minItems: 1,
      maxItems: PRODUCT_OPTION_LIMITS.values,
      uniqueItems: true,
      items: { type: "string", minLength: 1, maxLength: PRODUCT_OPTION_LIMITS.valueLength, pattern: "\\S" },
    },
  },
} as const;

/** A variant's value of each of its product's options, in the options' order. */
export const optionValuesSchema = {
  type: "array",
  maxItems: PRODUCT_OPTION_LIMITS.options,
  items: { type: "string", minLength: 1, maxLength: PRODUCT_OPTION_LIMITS.valueLength },
} as const;

export const skuSchema = { type: "string", maxLength: 64, description: "The artist's stock-keeping unit." } as const;

export const productVariantSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "isDefault", "price", "payWhatYouWant", "tracks", "media"],
  properties: {
    id: idSchema,
    isDefault: { type: "boolean" },
    price: priceSchema,
    payWhatYouWant: { type: "boolean" },
    tracks: { type: "array", items: catalogueTrackSchema },
    media: { type: "array", items: productMediaSchema },
    optionValues: optionValuesSchema,
    sku: skuSchema,
    soldOut: { type: "boolean", description: "Its counted stock is all sold or held by checkouts; absent when its stock is not counted." },
    left: {
      type: "integer",
      minimum: 1,
      description: "How many can still be bought, said only under the artist's low-stock threshold ('Only N left').",
    },
  },
} as const;

/** A release (album or single) or a merch item. */
export const productSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "artist", "description", "credits", "category", "media", "variants"],
  properties: {
    id: idSchema,
    title: { type: "string", maxLength: 200 },
    artist: { type: "string", maxLength: 200 },
    description: { type: "string", maxLength: 10000 },
    credits: { type: "string", maxLength: 10000 },
    category: categorySchema,
    releaseType: { enum: RELEASE_TYPES },
    isFeatured: { type: "boolean" },
    media: { type: "array", items: productMediaSchema },
    options: { type: "array", maxItems: PRODUCT_OPTION_LIMITS.options, items: productOptionSchema },
    variants: { type: "array", items: productVariantSchema },
    releasedAt: {
      type: "string",
      description: "A release's date (ISO 8601); one in the future sells it as a pre-order (issue 36). Absent on merch.",
    },
    includes: productIncludesSchema,
  },
} as const;

export type Category = (typeof CATEGORIES)[number];
export type ReleaseType = (typeof RELEASE_TYPES)[number];
export type ProductMedia = FromSchema<typeof productMediaSchema>;
export type Track = FromSchema<typeof trackSchema>;
export type CatalogueTrack = FromSchema<typeof catalogueTrackSchema>;
export type TrackListening = (typeof TRACK_LISTENING)[number];
export type ProductVariant = FromSchema<typeof productVariantSchema>;
export type ProductOption = FromSchema<typeof productOptionSchema>;
export type Product = FromSchema<typeof productSchema>;
