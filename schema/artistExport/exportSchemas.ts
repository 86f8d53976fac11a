/**
 * The published JSON Schemas of an artist's export: the manifest, and one for each kind's file,
 * made from the field table in records.ts. Built by a function rather than written out as
 * `as const` objects because they are twenty-odd arrays of flat records that only differ in their
 * fields; nothing in TypeScript reads their types (the server's rows are checked against them).
 */
import {
  ARTIST_EXPORT_FORMAT_VERSION,
  ARTIST_EXPORT_KINDS,
  ARTIST_EXPORT_RECORDS,
  type ArtistExportKind,
  type ExportFieldSpec,
  KINDS_ADDED_LATER,
} from "./records";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A kind's file in the zip: `releases.json`, `poll-options.json`, … */
export const exportFileOf = (kind: ArtistExportKind) => `${kebab(kind)}.json`;

/** The published name of a kind's schema (`dist/schema/artist-export-releases.json`). */
export type ArtistExportSchemaName = `artist-export-${string}`;
export const exportSchemaNameOf = (kind: ArtistExportKind): ArtistExportSchemaName => `artist-export-${kebab(kind)}`;

/** ISO 8601 times in UTC as the export writes them (`toISOString`); a pattern, since plain ajv knows no formats. */
const TIME_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";

function fieldSchema(spec: ExportFieldSpec): Record<string, unknown> {
  const nullable = spec.endsWith("?");
  const type = spec.replace("?", "");
  const base: Record<string, unknown> =
    type === "time"
      ? { type: "string", pattern: TIME_PATTERN }
      : type === "text"
        ? { type: "string" }
        : type === "textList"
          ? { type: "array", items: { type: "string" } }
          : type === "json"
            ? {}
            : { type };
  if (!nullable || type === "json") return base;
  return base.pattern ? { anyOf: [base, { type: "null" }] } : { ...base, type: [base.type, "null"] };
}

/** The schema of a kind's file: an array of records with exactly the kind's fields. */
export function exportRecordsSchema(kind: ArtistExportKind): Record<string, unknown> {
  const fields = ARTIST_EXPORT_RECORDS[kind] as Record<string, ExportFieldSpec>;
  return {
    title: `Backline artist export: ${kebab(kind).replace(/-/g, " ")}`,
    type: "array",
    items: {
      type: "object",
      additionalProperties: false,
      required: Object.keys(fields),
      properties: Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)])),
    },
  };
}

/** `manifest.json`: the format version, when, whose, how many of each kind, and every other file of the zip with its SHA-256. */
export const artistExportManifestSchema = {
  title: "Backline artist export: manifest",
  type: "object",
  additionalProperties: false,
  required: ["formatVersion", "exportedAt", "artist", "counts", "files"],
  properties: {
    formatVersion: { const: ARTIST_EXPORT_FORMAT_VERSION },
    exportedAt: { type: "string", pattern: TIME_PATTERN },
    artist: {
      type: "object",
      additionalProperties: false,
      required: ["id", "name", "slug"],
      properties: { id: { type: "string" }, name: { type: "string" }, slug: { type: "string" } },
    },
    counts: {
      type: "object",
      additionalProperties: false,
      required: ARTIST_EXPORT_KINDS.filter((kind) => !KINDS_ADDED_LATER.has(kind)),
      properties: Object.fromEntries(ARTIST_EXPORT_KINDS.map((kind) => [kind, { type: "integer", minimum: 0 }])),
    },
    files: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["path", "bytes", "sha256"],
        properties: {
          path: { type: "string" },
          /** Which published schema the file follows (JSON files only). */
          schema: { type: "string" },
          bytes: { type: "integer", minimum: 0 },
          sha256: { type: "string", pattern: "^[0-9a-f]{64}$" },
        },
      },
    },
    /**
     * Media files (media/…) that a record names but the store no longer had when the zip was made:
     * the record is kept and its file is not in the zip. Absent in zips made before it was written.
     */
    missing: { type: "array", items: { type: "string" } },
  },
} as const;

/** Every schema of the export by its published name. */
export function artistExportSchemas(): Record<ArtistExportSchemaName, Record<string, unknown>> {
  return {
    "artist-export-manifest": artistExportManifestSchema,
    ...Object.fromEntries(ARTIST_EXPORT_KINDS.map((kind) => [exportSchemaNameOf(kind), exportRecordsSchema(kind)])),
  };
}
