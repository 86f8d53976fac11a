import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** What `backline backup` writes beside the data, last of all: a folder without it is no backup. */
export const MANIFEST_FILE = "manifest.json";
/** Bumped when a backup's layout changes; restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
/** A backup's name starts so; a folder under construction ends in PARTIAL_SUFFIX until renamed. */
export const BACKUP_PREFIX = "backline-backup-";
const PARTIAL_SUFFIX = ".partial";

export interface BackupFileEntry {
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
}

export interface BackupManifest {
  readonly format: "backline-backup";
  readonly formatVersion: number;
  readonly createdAt: string;
  /** pglite: DATA_DIR/db as PGlite's own dump (database.tar); postgres: pg_dump's custom format (database.pgdump). */
  readonly database: { readonly kind: "pglite" | "postgres"; readonly file: string };
  /**
   * The embedded server's analytics store (DATA_DIR/analytics, a PGlite of its own) as its dump,
   * taken just after the database's: absent on PostgreSQL, whose analytics are in its database.
   * Optional, so format 1 stays: a backup without it restores with empty analytics.
   */
  readonly analytics?: { readonly kind: "pglite"; readonly file: string };
  /** disk: DATA_DIR/media under media/; s3: not held (the bucket's own versioning keeps it). */
  readonly media: { readonly kind: "disk" | "s3"; readonly files: number };
  readonly files: readonly BackupFileEntry[];
}

/** The backup's folder name for a time: sortable, so the oldest comes first. */
export function backupName(at: Date): string {
  return `${BACKUP_PREFIX}${at.toISOString().replace(/[:.]/g, "-")}`;
}

export function partialName(name: string): string {
  return `.${name}${PARTIAL_SUFFIX}`;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `root`, as paths relative to it with forward slashes. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * Writes the manifest listing every file already in `folder` with its checksum, then renames the
 * folder from its partial name to its own: a backup cut short (kill -9, a full disk) keeps the
 * partial name and no manifest, so neither restore nor the retention takes it for a backup.
 */
export async function sealBackup(
  folder: string,
  finalPath: string,
  head: Omit<BackupManifest, "files" | "format" | "formatVersion">,
): Promise<BackupManifest> {
  const files: BackupFileEntry[] = [];
  for (const path of await filesUnder(folder)) {
    const full = join(folder, path);
    files.push({ path, bytes: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  const manifest: BackupManifest = { format: "backline-backup", formatVersion: BACKUP_FORMAT_VERSION, ...head, files };
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(folder, finalPath);
  return manifest;
}

/** Why a folder is not a whole backup, or its manifest when it is. */
export type BackupCheck = { readonly ok: true; readonly manifest: BackupManifest } | { readonly ok: false; readonly problem: string };

/** Reads `folder`'s manifest and checks every file it lists against its size and checksum. */
export async function checkBackup(folder: string): Promise<BackupCheck> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST_FILE), "utf8")) as BackupManifest;
  } catch {
    return { ok: false, problem: `${folder} has no readable ${MANIFEST_FILE}: it is not a backup, or one that did not finish` };
  }
  if (manifest.format !== "backline-backup" || !Array.isArray(manifest.files))
    return { ok: false, problem: `${join(folder, MANIFEST_FILE)} is not a Backline backup's manifest` };
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    return { ok: false, problem: `the backup is in format ${manifest.formatVersion}; this Backline reads format ${BACKUP_FORMAT_VERSION}` };
  for (const entry of manifest.files) {
    const full = join(folder, entry.path);
    // A manifest naming a path outside its folder is damaged (or hostile): nothing is read from there.
    if (relative(folder, full).startsWith("..")) return { ok: false, problem: `the manifest names ${entry.path}, outside the backup` };
    const size = await stat(full).then(
      (info) => info.size,
      () => -1,
    );
    if (size !== entry.bytes || (await sha256Of(full)) !== entry.sha256)
      return { ok: false, problem: `${entry.path} is missing or damaged (its size or checksum differs from the manifest's)` };
  }
  if (!manifest.files.some((entry) => entry.path === manifest.database.file))
    return { ok: false, problem: `the backup lacks its database (${manifest.database.file})` };
  if (manifest.analytics && !manifest.files.some((entry) => entry.path === manifest.analytics?.file))
    return { ok: false, problem: `the backup lacks its analytics (${manifest.analytics.file})` };
  return { ok: true, manifest };
}
