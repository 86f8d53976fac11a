import type { FromSchema } from "json-schema-to-ts";
import { MAX_REDIRECTS, REDIRECT_PATH_MAX_LENGTH } from "../rules/redirects";

/**
 * Redirects in the studio (issue 39, item 7): Site settings › Redirects lists an artist's old
 * paths and where each now goes, adds one, removes one, and imports many from a CSV (previewed
 * first). The checks of a path are schema/rules/redirects.ts; the schema only bounds the text.
 */

/** Room for spaces or a scheme typed by mistake, which the server names rather than a bare length error. */
const pathText = { type: "string", minLength: 1, maxLength: REDIRECT_PATH_MAX_LENGTH + 40 } as const;

export const redirectSchema = {
  type: "object",
  additionalProperties: false,
  required: ["fromPath", "toPath", "permanent"],
  properties: {
    /** The old path, matched without a query or a final slash: `/old-tour`. */
    fromPath: pathText,
    /** A page of this site: `/tour`, perhaps with a query or fragment. */
    toPath: pathText,
    /** 301 (moved for good: search engines move the old page's standing to the new one) or 302 (for now). */
    permanent: { type: "boolean" },
  },
} as const;

export const redirectListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["redirects"],
  properties: { redirects: { type: "array", maxItems: MAX_REDIRECTS, items: redirectSchema } },
} as const;

/** DELETE /profiles/{profileId}/redirects?fromPath=: the redirect of one old path. */
export const redirectQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["fromPath"],
  properties: { fromPath: pathText },
} as const;

/** A CSV of redirects is at most this long: 2,000 lines of two paths of 250 characters. */
export const REDIRECT_CSV_MAX_LENGTH = 1_000_000;

/** POST /profiles/{profileId}/redirects/import: `apply` false previews, true saves the valid lines. */
export const redirectImportSchema = {
  type: "object",
  additionalProperties: false,
  required: ["csv", "apply"],
  properties: { csv: { type: "string", maxLength: REDIRECT_CSV_MAX_LENGTH }, apply: { type: "boolean" } },
} as const;

export const redirectImportResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["rows", "added", "replaced", "problems", "redirects"],
  properties: {
    /** The rows read, a header left out. */
    rows: { type: "integer", minimum: 0 },
    /** New old paths (to be) added, and old paths whose redirect is (to be) replaced. */
    added: { type: "integer", minimum: 0 },
    replaced: { type: "integer", minimum: 0 },
    /** Rows left out and why (the first 100), numbered as in the file without its blank lines. */
    problems: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["row", "message"],
        properties: { row: { type: "integer", minimum: 1 }, message: { type: "string" } },
      },
    },
    /** The artist's redirects after the import (as before it, in a preview). */
    redirects: redirectListSchema.properties.redirects,
  },
} as const;

export type Redirect = FromSchema<typeof redirectSchema>;
export type RedirectList = FromSchema<typeof redirectListSchema>;
export type RedirectImportResult = FromSchema<typeof redirectImportResultSchema>;
