import { isAbsolute } from "node:path";
import type { AnalyticsStore } from "../analytics/analyticsStore";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import type { JobQueue } from "../jobs/jobQueue";
import type { Clock } from "../time/clock";
import { type ControlAnswer, type ControlRequest, type ControlStream, listenForControl } from "./controlChannel";
import { startScheduledBackups } from "./scheduledBackups";
import { type BackupSource, takeBackup } from "./takeBackup";

/** What the control channel answers besides backups: `backline export` (server/artistExport/exportControl.ts). */
export interface OtherControlCommands {
  readonly export?: (artist: unknown) => Promise<ControlAnswer | ControlStream>;
}

async function answer(
  request: ControlRequest,
  source: BackupSource,
  clock: Clock,
  others: OtherControlCommands,
): Promise<ControlAnswer | ControlStream> {
  if (request.command === "export" && others.export) return others.export(request.artist);
  if (request.command !== "backup" || typeof request.to !== "string" || !isAbsolute(request.to))
    return { ok: false, problem: "the server takes only backups, into an absolute folder" };
  const { path } = await takeBackup(source, request.to, new Date(clock.now()));
  return { ok: true, path };
}

/**
 * The running server's backups (issue 40, item 6): the scheduled ones of BACKUP_DIR, and those
 * `backline backup` asks for through DATA_DIR/control.sock while this process holds the embedded
 * database; both hold the analytics store's database too where it is one of its own. Returns what
 * stops listening.
 */
export async function startServerBackups(
  jobs: JobQueue,
  { db, analytics }: { db: Database; analytics: Pick<AnalyticsStore, "dump"> },
  config: ServerConfig,
  clock: Clock,
  others: OtherControlCommands = {},
): Promise<() => void> {
  const source: BackupSource = {
    db,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    mediaInS3: config.s3 !== undefined,
    // The embedded server's analytics live in a database of their own, on its worker thread.
    analyticsDump: analytics.dump,
  };
  if (config.backups) await startScheduledBackups(jobs, source, config.backups, clock);
  if (db.kind !== "pglite" || config.dataDir === "memory://") return () => {};
  try {
    const server = await listenForControl(config.dataDir, (request) => answer(request, source, clock, others));
    return () => server.close();
  } catch (error) {
    // A DATA_DIR path too long for a socket's name (about 100 bytes) and the like: the server runs, and the CLI says to stop it first.
    console.warn(
      `backline backup cannot reach this server (DATA_DIR/control.sock: ${(error as Error).message}); stop the server to back it up.`,
    );
    return () => {};
  }
}
