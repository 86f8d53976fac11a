import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema, mediaUrlSchema, versionSchema } from "../common";
import {
  catalogueTrackSchema,
  categorySchema,
  optionValuesSchema,
  PREVIEW_DEFAULTS,
  PRODUCT_OPTION_LIMITS,
  previewSecondsSchema,
  previewStartSchema,
  priceSchema,
  productOptionSchema,
  productSchema,
  productVariantSchema,
  RELEASE_TYPES,
  skuSchema,
  trackListeningSchema,
} from "../entities/catalogue";

/**
 * Where a release stands: a draft only editors see, published for fans, or archived (gone from the
 * site, kept for those who bought it).
 */
export const RELEASE_STATUSES = ["draft", "published", "archived"] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

const text = (maxLength: number) => ({ type: "string", maxLength }) as const;
const name = (maxLength: number) => ({ type: "string", minLength: 1, maxLength, pattern: "\\S" }) as const;

/** A file of the release as the studio sends it: an id when it already had one. */
function mediaInput<const Type extends string>(type: Type) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["type", "url", "name"],
    properties: { id: idSchema, type: { const: type }, url: mediaUrlSchema, name: text(255) },
  } as const;
}

/** A track as the studio sends it; its length is read by the server from its audio file, never taken from here. */
export const trackInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "media"],
  properties: {
    id: idSchema,
    title: name(200),
    artist: text(200),
    description: text(5000),
    hasExplicitContent: { type: "boolean", default: false },
    isFeatured: { type: "boolean", default: false },
    media: { type: "array", maxItems: 1, items: mediaInput("audio") },
    listen: { ...trackListeningSchema, default: "full" },
    previewStartSeconds: { ...previewStartSchema, default: PREVIEW_DEFAULTS.startSeconds },
    previewSeconds: { ...previewSecondsSchema, default: PREVIEW_DEFAULTS.seconds },
    instantGrat: { type: "boolean", default: false, description: "A pre-order's buyers get it at once (issue 36)." },
  },
} as const;

/** Stock on hand: a whole number, or null when it is not counted. */
export const STOCK_MAX = 1_000_000;
const stockSchema = { anyOf: [{ type: "integer", minimum: 0, maximum: STOCK_MAX }, { type: "null" }] } as const;

/** 'Only N left' shows at or under this many (issue 36); null never shows it. */
export const lowStockThresholdSchema = { anyOf: [{ type: "integer", minimum: 1, maximum: 1000 }, { type: "null" }] } as const;

export const variantInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["price", "tracks"],
  properties: {
    id: idSchema,
    isDefault: { type: "boolean", default: false },
    price: priceSchema,
    payWhatYouWant: { type: "boolean", default: false, description: "The price is then the least a fan may pay." },
    media: { type: "array", maxItems: 10, items: mediaInput("image"), default: [] },
    tracks: { type: "array", maxItems: 100, items: trackInputSchema },
    optionValues: { ...optionValuesSchema, default: [] },
    sku: { ...skuSchema, default: "" },
    stock: {
      ...stockSchema,
      description: "How many are on hand to sell; null (the default) does not count them (downloads, made to order).",
    },
    stockSeen: {
      ...stockSchema,
      description:
        "The stock the studio showed when the artist changed it: the server applies the difference, so sales made meanwhile are not undone.",
    },
  },
} as const;

/** POST and PUT profiles/{id}/releases: the whole release, tracks in their order. */
export const releaseInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "artist", "category", "variants"],
  properties: {
    title: name(200),
    artist: name(200),
    description: text(10000),
    credits: text(10000),
    category: categorySchema,
    releaseType: { enum: RELEASE_TYPES },
    isFeatured: { type: "boolean", default: false },
    normalizeLoudness: {
      type: "boolean",
      default: true,
      description: "The player brings the tracks to one loudness (EBU R128, -14 LUFS); off plays them as mastered.",
    },
    status: { enum: RELEASE_STATUSES, default: "draft" },
    media: { type: "array", maxItems: 10, items: mediaInput("image"), default: [] },
    options: { type: "array", maxItems: PRODUCT_OPTION_LIMITS.options, items: productOptionSchema, default: [] },
    lowStockThreshold: { ...lowStockThresholdSchema, default: null },
    releasedAt: {
      ...isoDateTimeSchema,
      description: "A music release's date: one in the future sells it as a pre-order (issue 36). Kept when absent; now for a new release.",
    },
    includesProductId: {
      anyOf: [idSchema, { type: "null" }],
      default: null,
      description: "Merch only: the artist's own release whose download comes with it (issue 36, item 5).",
    },
    variants: { type: "array", minItems: 1, maxItems: PRODUCT_OPTION_LIMITS.variants, items: variantInputSchema },
    version: { ...versionSchema, description: "The version edited (PUT): a newer one on the server answers 409." },
  },
} as const;

/** Where a track's audio stands in the pipeline, as the studio shows it (issue 32). */
export const AUDIO_STATES = ["queued", "processing", "ready", "failed"] as const;
export const trackProcessingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "problem"],
  properties: {
    state: { enum: AUDIO_STATES },
    problem: { anyOf: [{ type: "string" }, { type: "null" }], description: "Why the last attempt failed." },
  },
} as const;

/** A track as the studio sees it: its audio's processing too. */
export const studioTrackSchema = {
  ...catalogueTrackSchema,
  properties: { ...catalogueTrackSchema.properties, processing: trackProcessingSchema },
} as const;

/** A release as the studio sees it: what fans see, and where it stands. */
export const studioReleaseSchema = {
  type: "object",
  additionalProperties: false,
  required: [...productSchema.required, "status", "version", "updatedAt", "normalizeLoudness", "lowStockThreshold"],
  properties: {
    ...productSchema.properties,
    lowStockThreshold: lowStockThresholdSchema,
    variants: {
      type: "array",
      items: {
        ...productVariantSchema,
        required: [...productVariantSchema.required, "stock", "reserved"],
        properties: {
          ...productVariantSchema.properties,
          tracks: { type: "array", items: studioTrackSchema },
          stock: stockSchema,
          reserved: { type: "integer", minimum: 0, description: "Held by checkouts waiting for their payment." },
        },
      },
    },
    normalizeLoudness: { type: "boolean" },
    status: { enum: RELEASE_STATUSES },
    version: { type: "integer", minimum: 1 },
    updatedAt: { type: "string" },
  },
} as const;

export const releaseQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 200, default: "" },
    status: { enum: RELEASE_STATUSES },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

export const releasePageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: studioReleaseSchema } },
} as const;

export const releaseParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "releaseId"],
  properties: { profileId: idSchema, releaseId: idSchema },
} as const;

/** DELETE profiles/{id}/releases/{releaseId}: deleted, or archived because it has orders. */
export const releaseDeletionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ok", "outcome"],
  properties: { ok: { const: true }, outcome: { enum: ["deleted", "archived"] } },
} as const;

/** POST profiles/{id}/track-audio: an uploaded file to read as a track's audio. */
export const trackAudioBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["url"],
  properties: { url: mediaUrlSchema },
} as const;

/** POST profiles/{id}/track-audio/retry (body: trackAudioBodySchema): a failed master queued again (issue 32). */
export const trackAudioRetrySchema = {
  type: "object",
  additionalProperties: false,
  required: ["state"],
  properties: { state: { const: "queued" } },
} as const;

/** The most addresses one POST profiles/{id}/track-audio/states asks about. */
export const TRACK_AUDIO_STATES_MAX = 100;

/** POST profiles/{id}/track-audio/states: the masters the studio is waiting on, by address (issue 32). */
export const trackAudioStatesBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["urls"],
  properties: { urls: { type: "array", minItems: 1, maxItems: TRACK_AUDIO_STATES_MAX, items: mediaUrlSchema } },
} as const;

/** Where each of the artist's masters asked about stands; an address that names none of them is left out. */
export const trackAudioStatesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["states"],
  properties: {
    states: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["url", ...trackProcessingSchema.required],
        properties: { url: { type: "string" }, ...trackProcessingSchema.properties },
      },
    },
  },
} as const;

/** What the server read from an uploaded track's file. */
export const trackAudioSchema = {
  type: "object",
  additionalProperties: false,
  required: ["url", "format", "durationSeconds", "size", "title", "artist"],
  properties: {
    url: { type: "string" },
    format: { type: "string" },
    durationSeconds: { type: "number", minimum: 0 },
    size: { type: "integer", minimum: 0 },
    title: { anyOf: [{ type: "string" }, { type: "null" }], description: "The file's own title tag, if any." },
    artist: { anyOf: [{ type: "string" }, { type: "null" }] },
  },
} as const;

/** As sent: the properties with defaults may be left out. */
export type ReleaseInput = FromSchema<typeof releaseInputSchema, { keepDefaultedPropertiesOptional: true }>;
export type TrackInput = FromSchema<typeof trackInputSchema, { keepDefaultedPropertiesOptional: true }>;
export type StudioRelease = FromSchema<typeof studioReleaseSchema>;
export type ReleasePage = FromSchema<typeof releasePageSchema>;
export type TrackAudio = FromSchema<typeof trackAudioSchema>;
export type TrackAudioRetry = FromSchema<typeof trackAudioRetrySchema>;
export type TrackAudioStates = FromSchema<typeof trackAudioStatesSchema>;
export type TrackProcessing = FromSchema<typeof trackProcessingSchema>;
export type ReleaseDeletion = FromSchema<typeof releaseDeletionSchema>;
