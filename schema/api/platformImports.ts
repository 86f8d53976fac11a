import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/**
 * Imports from other platforms (issue 40, item 3): an export of Mailchimp, Substack, Bandcamp or
 * Patreon, previewed with its counts and problems, run, listed and undone as a whole.
 */
export const IMPORT_PLATFORMS = ["mailchimp", "substack", "bandcampMailingList", "bandcampSales", "patreon"] as const;
export type ImportPlatformName = (typeof IMPORT_PLATFORMS)[number];

/** The platforms whose people only a preview reads, as yet: their fans, memberships and purchases are not written. */
export const PREVIEW_ONLY_PLATFORMS: readonly ImportPlatformName[] = ["bandcampSales", "patreon"];

/** The largest file one import takes (its CSV text), and the most rows. */
export const MAX_PLATFORM_IMPORT_BYTES = 2_000_000;
export const MAX_PLATFORM_IMPORT_ROWS = 10000;

/** A file to preview (`run` false: nothing is written) or to import into a list. */
export const platformImportBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["csv", "run"],
  properties: {
    csv: { type: "string", maxLength: MAX_PLATFORM_IMPORT_BYTES },
    platform: { description: "The platform the file is from; recognised from its header when left out.", enum: IMPORT_PLATFORMS },
    emailListId: { ...idSchema, description: "The list subscribers join; without one, no one is subscribed." },
    run: { type: "boolean" },
  },
} as const;

const countsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["people", "existingFans", "newSubscribers", "alreadySubscribed", "suppressed", "memberships", "purchases"],
  properties: {
    people: { type: "integer", minimum: 0 },
    existingFans: { type: "integer", minimum: 0, description: "People already fans here, matched by address." },
    newSubscribers: { type: "integer", minimum: 0 },
    alreadySubscribed: { type: "integer", minimum: 0 },
    suppressed: { type: "integer", minimum: 0, description: "Unsubscribed or cleaned there: never mailed here." },
    memberships: { type: "integer", minimum: 0 },
    purchases: { type: "integer", minimum: 0, description: "Purchase history rows: never orders paid here, never revenue." },
  },
} as const;

/** A preview, or the import it started (202: its rows are written by a job, the list showing progress): its counts and each problem with its row number (the header is row 1). */
export const platformImportResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["platform", "rows", "counts", "problems", "importId"],
  properties: {
    platform: { enum: IMPORT_PLATFORMS },
    rows: { type: "integer", minimum: 0 },
    counts: countsSchema,
    problems: {
      type: "array",
      maxItems: 100,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["row", "message"],
        properties: { row: { type: "integer", minimum: 1 }, message: { type: "string" } },
      },
    },
    importId: { description: "The import, once run; null for a preview.", anyOf: [idSchema, { type: "null" }] },
  },
} as const;

const importSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "platform", "emailListId", "runBy", "counts", "createdAt", "undoneAt", "total", "processed", "finishedAt"],
  properties: {
    id: idSchema,
    platform: { enum: IMPORT_PLATFORMS },
    emailListId: { anyOf: [idSchema, { type: "null" }] },
    runBy: { type: "string" },
    counts: countsSchema,
    createdAt: { type: "string", format: "date-time" },
    undoneAt: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] },
    total: { type: "integer", minimum: 0, description: "Rows the import writes (each address once)." },
    processed: { type: "integer", minimum: 0, description: "Rows written so far." },
    finishedAt: {
      description: "When its last row was written; null while it is being written.",
      anyOf: [{ type: "string", format: "date-time" }, { type: "null" }],
    },
  },
} as const;

export const platformImportListSchema = { type: "array", maxItems: 50, items: importSummarySchema } as const;
export const platformImportParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "importId"],
  properties: { profileId: idSchema, importId: idSchema },
} as const;
export { importSummarySchema as platformImportSummarySchema };

export type PlatformImportResult = FromSchema<typeof platformImportResultSchema>;
export type PlatformImportSummary = FromSchema<typeof importSummarySchema>;
