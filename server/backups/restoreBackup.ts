import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { mediaRoot } from "../storage/diskStorage";
import { type BackupManifest, checkBackup } from "./backupFolder";

export type RestoreResult =
  | { readonly ok: true; readonly manifest: BackupManifest; readonly databaseLeft?: string }
  | { readonly ok: false; readonly problem: string };

async function isEmptyFolder(path: string): Promise<boolean> {
  const entries = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.length === 0;
}

/** Makes the PGlite database folder `into` from the dump in `file`. */
async function loadPglite(file: string, into: string): Promise<void> {
  const db = await PGlite.create(into, { loadDataDir: new Blob([await readFile(file)]) });
  await db.close();
}

/**
 * Restores the backup in `from` into `dataDir`, which must be empty or absent (a restore never
 * mixes with data that is there). Every file is checked against the manifest's checksum first, so
 * a damaged or unfinished backup changes nothing. A PostgreSQL backup's media are restored and
 * the pg_restore command for its database is returned for the operator to run.
 */
export async function restoreBackup(from: string, dataDir: string): Promise<RestoreResult> {
  if (!(await isEmptyFolder(dataDir)))
    return { ok: false, problem: `${dataDir} is not empty: restore only into an empty (or new) DATA_DIR, so nothing there is overwritten` };
  const check = await checkBackup(from);
  if (!check.ok) return check;
  const { manifest } = check;
  await mkdir(dataDir, { recursive: true });
  if (manifest.database.kind === "pglite") await loadPglite(join(from, manifest.database.file), join(dataDir, "db"));
  // Where the embedded server opens its analytics store (server/analytics/openAnalyticsStore.ts).
  if (manifest.analytics) await loadPglite(join(from, manifest.analytics.file), join(dataDir, "analytics"));
  for (const entry of manifest.files) {
    if (!entry.path.startsWith("media/")) continue;
    const target = join(mediaRoot(dataDir), entry.path.slice("media/".length));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from, entry.path), target);
  }
  if (manifest.database.kind === "postgres")
    return {
      ok: true,
      manifest,
      // The command alone, so that it runs as printed.
      databaseLeft: `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${join(from, manifest.database.file)}`,
    };
  return { ok: true, manifest };
}
