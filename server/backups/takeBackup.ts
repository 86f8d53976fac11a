import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Database } from "../db/database";
import { openPglite } from "../db/pglite";
import { mediaRoot } from "../storage/diskStorage";
import { type BackupManifest, backupName, filesUnder, partialName, sealBackup } from "./backupFolder";

/** What a backup reads: the open database, and where the media are (DATA_DIR/media, or a bucket). */
export interface BackupSource {
  readonly db: Database;
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly mediaInS3: boolean;
  /** The analytics store's own database as PGlite's dump, when it has one (the embedded server's DATA_DIR/analytics). */
  readonly analyticsDump?: (() => Promise<Uint8Array>) | undefined;
}

const ANALYTICS_FILE = "analytics.tar";

/** A backup that could not be taken; nothing that looks like a backup was left. */
export class BackupError extends Error {}

/**
 * The dump of a stopped embedded server's analytics store (DATA_DIR/analytics), for a backup the
 * command takes itself: the DATA_DIR lock it holds keeps a server from opening it meanwhile.
 * Undefined where there is none (PostgreSQL, or a server never started with analytics).
 */
export function storedAnalyticsDump(db: Database, dataDir: string): (() => Promise<Uint8Array>) | undefined {
  const folder = join(dataDir, "analytics");
  if (db.kind !== "pglite" || !existsSync(join(folder, "PG_VERSION"))) return undefined;
  return async () => {
    const analytics = await openPglite(folder);
    try {
      if (!analytics.dumpDataDir) throw new BackupError("the analytics store cannot be dumped");
      return new Uint8Array(await (await analytics.dumpDataDir()).arrayBuffer());
    } finally {
      await analytics.close();
    }
  };
}

/** The command an operator runs for PostgreSQL when pg_dump is not on this machine. */
export function pgDumpCommand(file: string): string {
  return `pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`;
}

function runPgDump(databaseUrl: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, databaseUrl], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `pg_dump is not installed here: install PostgreSQL's client tools, or back the database up yourself with ${pgDumpCommand("backline.pgdump")}`
            : error.message,
        ),
      ),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`pg_dump failed (${code}): ${errors.trim()}`))));
  });
}

/**
 * Copies the media on disk after the database's snapshot: every file a row of the snapshot names
 * was stored before its row was committed, so it is here; files stored since may be too (harmless),
 * and uploads still being written (.partial) are not. A file deleted while the copy runs is skipped.
 */
async function copyMedia(dataDir: string, into: string): Promise<number> {
  const root = mediaRoot(dataDir);
  let copied = 0;
  for (const path of await filesUnder(root)) {
    if (path.endsWith(".partial")) continue;
    const target = join(into, "media", path);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(join(root, path), target);
      copied++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return copied;
}

/**
 * Takes a backup into a new folder under `toDir` (named by `at`) and returns its path and manifest.
 * The folder is written under a partial name and renamed once its manifest is written: a backup
 * cut short leaves only the partial folder, which restore refuses and the next backup clears.
 */
export async function takeBackup(source: BackupSource, toDir: string, at: Date): Promise<{ path: string; manifest: BackupManifest }> {
  const name = backupName(at);
  const partial = join(toDir, partialName(name));
  await mkdir(partial, { recursive: true });
  try {
    let database: BackupManifest["database"];
    if (source.db.dumpDataDir) {
      const dump = await source.db.dumpDataDir();
      await writeFile(join(partial, "database.tar"), Buffer.from(await dump.arrayBuffer()));
      database = { kind: "pglite", file: "database.tar" };
    } else if (source.databaseUrl) {
      await runPgDump(source.databaseUrl, join(partial, "database.pgdump"));
      database = { kind: "postgres", file: "database.pgdump" };
    } else {
      throw new BackupError("this database cannot be backed up (an in-memory database)");
    }
    // Just after the database: analytics are counts of visits, so a few events more or fewer than
    // the database's moment is harmless; each of the two is consistent in itself.
    let analytics: BackupManifest["analytics"];
    if (source.analyticsDump) {
      await writeFile(join(partial, ANALYTICS_FILE), await source.analyticsDump());
      analytics = { kind: "pglite", file: ANALYTICS_FILE };
    }
    const media = source.mediaInS3 ? 0 : await copyMedia(source.dataDir, partial);
    const path = join(toDir, name);
    const manifest = await sealBackup(partial, path, {
      createdAt: at.toISOString(),
      database,
      ...(analytics ? { analytics } : {}),
      media: { kind: source.mediaInS3 ? "s3" : "disk", files: media },
    });
    return { path, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
