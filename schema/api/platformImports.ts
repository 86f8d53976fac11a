import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/**
 * Imports from other platforms (issue 40, item 3): an export of Mailchimp, Substack, Bandcamp or
 * Patreon, previewed with its counts and problems, run, listed and undone as a whole.
 */
export const IMPORT_PLATFORMS = ["mailchimp", "substack", "bandcampMailingList", "bandcampSales", "patreon"] as const;
export type ImportPlatformName = (typeof IMPORT_PLATFORMS)[number];

/** The most tiers of another platform one file maps (Patreon's tiers, each to a tier here or to none). */
export const MAX_PLATFORM_TIERS = 100;

/** A tier of the other platform, as its export names it, and the artist's tier its members get (null: none). */
const tierMappingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "tierId"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 200 },
    tierId: {
      description: "The artist's tier its members get as a complimentary membership; null for none.",
      anyOf: [idSchema, { type: "null" }],
    },
  },
} as const;

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
    tiers: {
      description:
        "Patreon: each tier of the file and the artist's tier its active patrons get, complimentary until they subscribe here. A tier left out gets the artist's tier of the same name, else none.",
      type: "array",
      maxItems: MAX_PLATFORM_TIERS,
      items: tierMappingSchema,
    },
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
    newFans: {
      type: "integer",
      minimum: 0,
      description: "Accounts made for people not yet fans here (Patreon): without a password, set by their invitation's link.",
    },
    formerMembers: {
      type: "integer",
      minimum: 0,
      description: "Former or declined patrons (Patreon): imported as fans without a membership, and not emailed.",
    },
  },
} as const;

/** What undoing an import left in place, because it became the fans' own since. */
const keptSchema = {
  type: "object",
  additionalProperties: false,
  required: ["fans", "memberships"],
  properties: {
    fans: { type: "integer", minimum: 0, description: "Accounts it made whose fans have since signed in or set a password." },
    memberships: {
      type: "integer",
      minimum: 0,
      description: "Memberships it gave that their fans have since changed or subscribed to here.",
    },
  },
} as const;

/** A preview, or the import it started (202: its rows are written by a job, the list showing progress): its counts and each problem with its row number (the header is row 1). */
export const platformImportResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["platform", "rows", "counts", "problems", "importId", "tiers"],
  properties: {
    platform: { enum: IMPORT_PLATFORMS },
    rows: { type: "integer", minimum: 0 },
    counts: countsSchema,
    tiers: {
      description:
        "Patreon: each tier of the file, its active patrons, and the artist's tier they get (null: none); empty for other platforms.",
      type: "array",
      maxItems: MAX_PLATFORM_TIERS,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "members", "tierId"],
        properties: {
          name: { type: "string" },
          members: { type: "integer", minimum: 0 },
          tierId: { anyOf: [idSchema, { type: "null" }] },
        },
      },
    },
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
  required: ["id", "platform", "emailListId", "runBy", "counts", "createdAt", "undoneAt", "total", "processed", "finishedAt", "kept"],
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
    kept: {
      description: "Once undone: what it made that stayed, being the fans' own since; null otherwise.",
      anyOf: [keptSchema, { type: "null" }],
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
export type PlatformTierMapping = FromSchema<typeof tierMappingSchema>;

/** GET profiles/{id}/orders/imported: a page of the purchase history imported from other platforms, found by the buyer's address. */
export const importedPurchaseQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 255, default: "", description: "Part of the buyer's email address." },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 25 },
  },
} as const;

/** A purchase made on another platform, as imported: history, never an order paid here (not revenue, never fulfilled or mailed). */
const importedPurchaseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "platform", "email", "itemName", "itemType", "productId", "currency", "amountCents", "quantity", "purchasedAt"],
  properties: {
    id: idSchema,
    platform: { enum: IMPORT_PLATFORMS },
    email: { type: "string", description: 'The buyer\'s address ("hidden" for a viewer of the team).' },
    itemName: { type: "string" },
    itemType: { type: "string", description: "As the platform wrote it: album, track or package." },
    productId: {
      description: "The artist's release it was matched to by title; null when none (its title kept as text).",
      anyOf: [idSchema, { type: "null" }],
    },
    currency: { type: "string" },
    amountCents: { type: "integer", description: "What the buyer paid there, in cents of its currency." },
    quantity: { type: "integer", minimum: 1 },
    purchasedAt: { type: "string", description: "The date as the platform's report wrote it (its time zone unsaid)." },
  },
} as const;

export const importedPurchasePageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", maxItems: 100, items: importedPurchaseSchema } },
} as const;

export type ImportedPurchasePage = FromSchema<typeof importedPurchasePageSchema>;
