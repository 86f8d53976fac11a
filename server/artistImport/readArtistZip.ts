import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { ErrorObject } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import { siteBlocks } from "../../blocks/registry";
import { emailParsing } from "../../email/registry";
import { parseDocument } from "../../runtime/parse";
import { artistExportManifestSchema, exportFileOf, exportRecordsSchema } from "../../schema/artistExport/exportSchemas";
import {
  ARTIST_EXPORT_FORMAT_VERSION,
  ARTIST_EXPORT_KINDS,
  type ArtistExportKind,
  type ExportRecord,
  KINDS_ADDED_LATER,
} from "../../schema/artistExport/records";
import type { ArtistExportManifest } from "../artistExport/artistZip";
import { refusal } from "./importRefusal";
import type { ZipFile } from "./zipFile";

/** An export as checked: its manifest, every kind's records, and each document's JSON by its path in the zip. */
export interface CheckedExport {
  readonly manifest: ArtistExportManifest;
  readonly records: Record<ArtistExportKind, ExportRecord[]>;
  readonly documents: ReadonlyMap<string, unknown>;
}

/** JSON files are read whole to be validated; media files only streamed through the hash. No record file of a real artist comes near this. */
const MAX_JSON_BYTES = 256 * 1024 * 1024;

const ajv = new Ajv2020({ strict: false, allErrors: false });
const manifestValidator = ajv.compile(artistExportManifestSchema);
const recordValidators = new Map(ARTIST_EXPORT_KINDS.map((kind) => [kind, ajv.compile(exportRecordsSchema(kind))]));

const firstProblem = (errors: ErrorObject[] | null | undefined) => {
  const [error] = errors ?? [];
  return error ? `${error.instancePath || "/"} ${error.message ?? "is not valid"}` : "it is not valid";
};

async function readJson(zip: ZipFile, path: string): Promise<unknown> {
  const stream = zip.read(path);
  if (!stream) throw refusal("artist_import_checksum_mismatch", "missing", path);
  try {
    return JSON.parse((await buffer(stream)).toString("utf8"));
  } catch {
    throw refusal("artist_import_file_invalid", "notJson", path);
  }
}

async function readManifest(zip: ZipFile): Promise<ArtistExportManifest> {
  if (!zip.names.has("manifest.json")) throw refusal("artist_import_not_export", "noManifest");
  const manifest = await readJson(zip, "manifest.json").catch(() => {
    throw refusal("artist_import_not_export", "badManifest", "it is not JSON");
  });
  if (manifest === null || typeof manifest !== "object" || !("formatVersion" in manifest))
    throw refusal("artist_import_not_export", "badManifest", "it has no formatVersion");
  const version = manifest.formatVersion;
  if (version !== ARTIST_EXPORT_FORMAT_VERSION)
    throw refusal("artist_import_format_unknown", "version", String(version), ARTIST_EXPORT_FORMAT_VERSION);
  if (!manifestValidator(manifest)) throw refusal("artist_import_not_export", "badManifest", firstProblem(manifestValidator.errors));
  return manifest as ArtistExportManifest;
}

/** Every file the manifest lists is in the zip with the bytes and SHA-256 it lists (media streamed, never held whole). */
async function checkChecksums(zip: ZipFile, manifest: ArtistExportManifest): Promise<void> {
  for (const file of manifest.files) {
    const stream = zip.read(file.path);
    if (!stream) throw refusal("artist_import_checksum_mismatch", "missing", file.path);
    const hash = createHash("sha256");
    let bytes = 0;
    try {
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
    } catch {
      throw refusal("artist_import_checksum_mismatch", "changed", file.path);
    }
    if (bytes !== file.bytes || hash.digest("hex") !== file.sha256) throw refusal("artist_import_checksum_mismatch", "changed", file.path);
  }
}

async function readRecords(zip: ZipFile, manifest: ArtistExportManifest): Promise<Record<ArtistExportKind, ExportRecord[]>> {
  const records = {} as Record<ArtistExportKind, ExportRecord[]>;
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  for (const kind of ARTIST_EXPORT_KINDS) {
    const path = exportFileOf(kind);
    const file = listed.get(path);
    if (!file && KINDS_ADDED_LATER.has(kind)) {
      records[kind] = [];
      continue;
    }
    if (!file) throw refusal("artist_import_checksum_mismatch", "missing", path);
    if (file.bytes > MAX_JSON_BYTES) throw refusal("artist_import_file_invalid", "schema", path, "it is too large");
    const value = await readJson(zip, path);
    const validate = recordValidators.get(kind);
    if (!validate?.(value)) throw refusal("artist_import_file_invalid", "schema", path, firstProblem(validate?.errors));
    records[kind] = value as ExportRecord[];
  }
  if (records.profile.length !== 1)
    throw refusal("artist_import_file_invalid", "schema", exportFileOf("profile"), "it must hold one artist");
  return records;
}

/** Each draft and published document, checked as the studio checks one it saves. */
async function readDocuments(zip: ZipFile, records: Record<ArtistExportKind, ExportRecord[]>): Promise<Map<string, unknown>> {
  const documents = new Map<string, unknown>();
  for (const record of records.documents) {
    for (const path of [record.draft, record.published]) {
      if (typeof path !== "string") continue;
      const value = await readJson(zip, path);
      const parsed = parseDocument(value, { registry: siteBlocks, email: emailParsing });
      if (!parsed.ok) {
        const [error] = parsed.errors;
        throw refusal(
          "artist_import_file_invalid",
          "document",
          path,
          error ? `${error.pointer || "/"} ${error.message}` : "it is not valid",
        );
      }
      if (parsed.value.kind !== record.kind)
        throw refusal("artist_import_file_invalid", "document", path, `it is not a ${String(record.kind)}`);
      documents.set(path, value);
    }
  }
  return documents;
}

/**
 * Reads and checks an artist's export before anything is written: a Backline manifest of a format
 * this server knows, every listed file present with its checksum, each kind's records valid against
 * its published schema, and each document one the site can show. Throws an ArtistImportRefusal.
 */
export async function readArtistZip(zip: ZipFile): Promise<CheckedExport> {
  const manifest = await readManifest(zip);
  await checkChecksums(zip, manifest);
  const records = await readRecords(zip, manifest);
  const documents = await readDocuments(zip, records);
  return { manifest, records, documents };
}
