import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { CliOutput } from "../cliOutput";
import { readConfig } from "../config";
import { DatabaseHeldError } from "../db/dataDirLock";
import { openDatabase } from "../db/openDatabase";
import { askServer, type ControlAnswer } from "./controlChannel";
import { restoreBackup } from "./restoreBackup";
import { BackupError, storedAnalyticsDump, takeBackup } from "./takeBackup";

export const BACKUP_USAGE = `Usage:
  backline backup --to DIR
      a consistent copy of the server's database, its analytics (DATA_DIR/analytics, on the
      embedded database) and media (DATA_DIR/media) in a new folder DIR/backline-backup-TIME,
      with a manifest of checksums; while the server runs, the server
      takes it (asked through DATA_DIR/control.sock); with DATABASE_URL, through pg_dump; media in
      S3 are kept by the bucket's own versioning, not here
  backline restore --from BACKUP
      puts the backup folder BACKUP into DATA_DIR, which must be empty or absent; every file is
      checked against the manifest first, so a damaged or unfinished backup changes nothing`;

const EXIT_OK = 0;
const EXIT_BAD_INPUT = 2;
/** Another backline command holds the embedded database: nothing was written. */
const EXIT_DATABASE_HELD = 3;

class BadInput extends Error {}

function oneOption(args: readonly string[], name: "to" | "from", command: string): string {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { [name]: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const value = values[name];
  if (positionals.length > 0 || typeof value !== "string" || value === "") throw new BadInput(`${command} needs --${name} DIR`);
  return resolve(value);
}

async function backup(args: readonly string[], io: CliOutput, env: NodeJS.ProcessEnv): Promise<number> {
  const to = oneOption(args, "to", "backup");
  const config = readConfig(env);
  let path: string;
  try {
    const db = await openDatabase(config, "command");
    try {
      const source = {
        db,
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        mediaInS3: config.s3 !== undefined,
        analyticsDump: storedAnalyticsDump(db, config.dataDir),
      };
      path = (await takeBackup(source, to, new Date())).path;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DatabaseHeldError && error.lock.holder === "server")) throw error;
    // The running server holds the embedded database: it takes the backup itself.
    const answer = await askServer(config.dataDir, { command: "backup", to }).catch(
      (error: Error): ControlAnswer => ({
        ok: false,
        // The server stopped mid-backup (killed, restarted): its unfinished folder is no backup.
        problem: `it stopped answering before the backup was finished (${error.message}); nothing was kept as a backup, run the command again`,
      }),
    );
    if (!answer.ok) {
      io.stderr(`backline: the server could not take the backup: ${answer.problem}\n`);
      return EXIT_BAD_INPUT;
    }
    path = answer.path;
  }
  io.stdout(
    `Backed up to ${path}\n${config.s3 ? "The media are in S3_BUCKET: keep them with the bucket's own versioning or replication.\n" : ""}`,
  );
  return EXIT_OK;
}

async function restore(args: readonly string[], io: CliOutput, env: NodeJS.ProcessEnv): Promise<number> {
  const from = oneOption(args, "from", "restore");
  // Not readConfig: it would write a new upload secret into the folder restore needs empty.
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const result = await restoreBackup(from, dataDir);
  if (!result.ok) {
    io.stderr(`backline: nothing was restored: ${result.problem}\n`);
    return EXIT_BAD_INPUT;
  }
  const lines = [`Restored the backup of ${result.manifest.createdAt} into ${dataDir}.`];
  if (result.databaseLeft)
    lines.push("Its database is PostgreSQL's: restore it into DATABASE_URL's empty database with", `  ${result.databaseLeft}`);
  lines.push("Start the server with this DATA_DIR.", "");
  io.stdout(lines.join("\n"));
  return EXIT_OK;
}

/** `backline backup` and `backline restore` (issue 40, item 6); answers with the exit code. */
export async function runBackupCli(
  command: "backup" | "restore",
  args: readonly string[],
  io: CliOutput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  try {
    return command === "backup" ? await backup(args, io, env) : await restore(args, io, env);
  } catch (error) {
    if (error instanceof DatabaseHeldError) {
      io.stderr(`backline: ${error.message}\n`);
      return EXIT_DATABASE_HELD;
    }
    // The operator's to fix (pg_dump missing or refused): said as it is, not as an internal error.
    if (error instanceof BackupError) {
      io.stderr(`backline: the backup could not be taken: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    const parseError = error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS");
    if (error instanceof BadInput || parseError) {
      io.stderr(`backline: ${(error as Error).message}\n${BACKUP_USAGE}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
