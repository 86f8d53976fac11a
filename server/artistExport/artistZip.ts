import { createHash } from "node:crypto";
import { once } from "node:events";
import { type Readable, Transform, type Writable } from "node:stream";
import archiver from "archiver";
import { ARTIST_EXPORT_FORMAT_VERSION, type ArtistExportKind } from "../../schema/artistExport/records";
import type { Queryable } from "../db/database";
import type { Storage } from "../storage/storage";
import { type ExportFile, exportContents } from "./exportContents";

export interface ManifestFile {
  readonly path: string;
  readonly schema?: string;
  readonly bytes: number;
  readonly sha256: string;
}

export interface ArtistExportManifest {
  readonly formatVersion: number;
  readonly exportedAt: string;
  readonly artist: { readonly id: string; readonly name: string; readonly slug: string };
  readonly counts: Record<ArtistExportKind, number>;
  readonly files: ManifestFile[];
  /**
   * Media files and masters the records name (their `file`) that were gone from the store when the
   * zip was made: the record is kept, its file is not in the zip. Every `file` of a record is either
   * in `files` or here.
   */
  readonly missing: string[];
}

export interface ArtistZipOptions {
  readonly at: Date;
  /** Called as files go into the zip: how many are done (in it, or missing), of how many, and the path of the last. */
  readonly onProgress?: (done: number, total: number, path: string) => void | Promise<void>;
}

const README = (name: string, at: string) =>
  [
    `Everything of ${name} on Backline, as of ${at}.`,
    "",
    "manifest.json lists every file with its SHA-256 and says how many records of each kind there are.",
    "Each kind of record is a JSON file following the published schema the manifest names for it;",
    "documents/ holds the site, its pages and emails as the Backline command line validates them;",
    "media/ holds the media library and the audio masters; people.csv and orders.csv open in a spreadsheet.",
    "Amounts ending in Cents are in cents; times are UTC (ISO 8601). No password or secret is included:",
    "fans and editors set a new password after an import.",
    "",
  ].join("\n");

/** Counts the bytes and hashes them on their way into the zip, so a media file is read once and never held whole. */
function measuring(): Transform & { result: () => { bytes: number; sha256: string } } {
  const hash = createHash("sha256");
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(transform, { result: () => ({ bytes, sha256: hash.digest("hex") }) });
}

/**
 * Writes the artist `profileId`'s export as a zip to `output`, streamed: records are read kind by
 * kind, media one file at a time, and the zip goes out as it is made. Resolves to the manifest
 * (also the zip's last file) once `output` has all of it. Resolves to null when there is no such artist.
 */
export async function writeArtistZip(
  deps: { db: Queryable; storage: Storage },
  profileId: string,
  output: Writable,
  { at, onProgress }: ArtistZipOptions,
): Promise<ArtistExportManifest | null> {
  const plan = await exportContents(deps, profileId);
  if (!plan) return null;
  const archive = archiver("zip", { zlib: { level: 6 } });
  const failed = new Promise<never>((_resolve, reject) => {
    archive.on("error", reject);
    output.on("error", reject);
  });
  failed.catch(() => undefined);
  const written = once(output, "finish");
  written.catch(() => undefined);
  archive.pipe(output);
  const files: ManifestFile[] = [];
  const missing: string[] = [];
  const total = plan.files.length + 1;
  const add = async (file: ExportFile) => {
    const source = await file.open();
    if (!source) {
      missing.push(file.path);
      await onProgress?.(files.length + missing.length, total, file.path);
      return;
    }
    const measure = measuring();
    // pipe() does not pass a read error on: without this, a file failing half-way would leave the zip waiting for its end.
    (source as Readable).on("error", (error) => measure.destroy(error)).pipe(measure);
    const readFailed = once(measure, "error").then(([error]) => Promise.reject(error));
    archive.append(measure, { name: file.path, date: at });
    await Promise.race([once(archive, "entry"), failed, readFailed]);
    files.push({ path: file.path, ...(file.schema ? { schema: file.schema } : {}), ...measure.result() });
    await onProgress?.(files.length + missing.length, total, file.path);
  };
  archive.append(README(plan.artist.name, at.toISOString()), { name: "README.txt", date: at });
  await Promise.race([once(archive, "entry"), failed]);
  for (const file of plan.files) await add(file);
  const manifest: ArtistExportManifest = {
    formatVersion: ARTIST_EXPORT_FORMAT_VERSION,
    exportedAt: at.toISOString(),
    artist: plan.artist,
    counts: plan.counts,
    files,
    missing,
  };
  archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: "manifest.json", date: at });
  await Promise.race([archive.finalize(), failed]);
  await Promise.race([written, failed]);
  await onProgress?.(total, total, "manifest.json");
  return manifest;
}
