import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { DOWNLOAD_CODE_BATCH_MAX, DOWNLOAD_CODE_INPUT_MAX } from "../rules/downloadCodes";

/** Where a batch stands: its codes still being made (a job, for a large batch), or all there. */
export const CODE_BATCH_STATES = ["generating", "ready"] as const;

/** A batch of download codes, as the studio lists it: its release, how many codes it has made and how many were redeemed. */
const codeBatchSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "productId", "title", "name", "size", "generated", "redeemed", "state", "createdAt", "voidedAt"],
  properties: {
    id: idSchema,
    productId: idSchema,
    /** The release's title. */
    title: { type: "string" },
    name: { type: "string" },
    size: { type: "integer", minimum: 1, maximum: DOWNLOAD_CODE_BATCH_MAX },
    generated: { type: "integer", minimum: 0, maximum: DOWNLOAD_CODE_BATCH_MAX },
    redeemed: { type: "integer", minimum: 0, maximum: DOWNLOAD_CODE_BATCH_MAX },
    state: { enum: CODE_BATCH_STATES },
    createdAt: { type: "string", format: "date-time" },
    /** When the batch was voided: its codes not redeemed by then stopped working. */
    voidedAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
  },
} as const;

/** GET /profiles/:profileId/download-codes: a page of the artist's batches, newest first. */
export const codeBatchQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    offset: { type: "integer", minimum: 0, maximum: 1_000_000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

export const codeBatchPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: codeBatchSchema } },
} as const;

/** POST /profiles/:profileId/download-codes: a new batch of `size` codes for one of the artist's releases. */
export const codeBatchBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId", "size", "name"],
  properties: {
    productId: idSchema,
    size: { type: "integer", minimum: 1, maximum: DOWNLOAD_CODE_BATCH_MAX },
    /** The artist's own name for the batch ("Tour merch table, spring"). */
    name: { type: "string", minLength: 1, maxLength: 120 },
  },
} as const;

export const codeBatchResponseSchema = codeBatchSchema;

export const codeBatchParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "batchId"],
  properties: { profileId: idSchema, batchId: idSchema },
} as const;

/** A batch's codes for its printed sheet: each code and whether it was used, and where fans redeem them. */
export const codeListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["codes", "redeemUrl"],
  properties: {
    redeemUrl: { type: "string", description: "The artist's own /redeem page, on their primary address: what the cards print." },
    codes: {
      type: "array",
      maxItems: DOWNLOAD_CODE_BATCH_MAX,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["code", "redeemedAt"],
        properties: { code: { type: "string" }, redeemedAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] } },
      },
    },
  },
} as const;

/** GET /profiles/:profileId/download-codes/:batchId/redemptions: who redeemed which code, newest first. */
export const codeRedemptionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["redemptions"],
  properties: {
    redemptions: {
      type: "array",
      maxItems: DOWNLOAD_CODE_BATCH_MAX,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["code", "email", "redeemedAt"],
        properties: {
          code: { type: "string" },
          /** The fan's address ("hidden" for a viewer; empty once the fan deleted their account). */
          email: { type: "string" },
          redeemedAt: { type: "string", format: "date-time" },
        },
      },
    },
  },
} as const;

/** POST /public/download-codes/redeem: a code as the fan typed it. */
export const codeRedeemBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["code"],
  properties: { code: { type: "string", minLength: 1, maxLength: DOWNLOAD_CODE_INPUT_MAX } },
} as const;

/**
 * What redeeming came to, each leaving the release in the fan's library: `redeemed` now,
 * `redeemedBefore` (this fan redeemed this code already), or `alreadyOwned` (the fan had the release,
 * bought or from another code, so this code was left unused for someone else).
 */
export const CODE_REDEEM_OUTCOMES = ["redeemed", "redeemedBefore", "alreadyOwned"] as const;

/** A redeemed code: the release in the fan's library, and how it got there. */
export const codeRedeemedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["productId", "title", "outcome"],
  properties: { productId: idSchema, title: { type: "string" }, outcome: { enum: CODE_REDEEM_OUTCOMES } },
} as const;

export type CodeBatch = FromSchema<typeof codeBatchSchema>;
export type CodeBatchPage = FromSchema<typeof codeBatchPageSchema>;
export type CodeBatchInput = FromSchema<typeof codeBatchBodySchema>;
export type CodeList = FromSchema<typeof codeListSchema>;
export type CodeRedemptions = FromSchema<typeof codeRedemptionsSchema>;
export type CodeRedeemed = FromSchema<typeof codeRedeemedSchema>;
