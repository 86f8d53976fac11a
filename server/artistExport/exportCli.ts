import type { Writable } from "node:stream";
import { askServerForBytes } from "../backups/controlChannel";
import { CliUsageError as BadInput, parseCliArgs } from "../cliArgs";
import type { CliOutput } from "../cliOutput";
import { readConfig } from "../config";
import { findProfileBySlug } from "../data/profiles";
import { DatabaseHeldError } from "../db/dataDirLock";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { openStorage } from "../storage/openStorage";
import { writeArtistZip } from "./artistZip";
import type { ExportEnded } from "./exportControl";

const EXPORT_USAGE = `Usage:
  backline export --artist SLUG > artist.zip
      write everything of the artist at SLUG (documents, releases, posts, events, tiers, lists and
      their subscribers, fans, memberships, orders, codes, media and audio masters, the studio's
      team with their roles) as one zip to the standard output; manifest.json inside lists every
      file. Passwords and secrets are never in it.
      While the server runs, the server makes the zip (asked through DATA_DIR/control.sock).`;

const EXIT_OK = 0;
/** The running server stopped before the end of the zip: what reached the output is not a whole zip. */
const EXIT_CUT_OFF = 1;
const EXIT_BAD_INPUT = 2;
/** The embedded database is held by another command (the server's is asked through its control channel instead). */
const EXIT_DATABASE_HELD = 3;

function slugOf(args: readonly string[]): string {
  const { values, positionals } = parseCliArgs(args, ["artist"]);
  if (positionals.length > 0 || values.artist === undefined) throw new BadInput("export needs --artist SLUG");
  return values.artist;
}

/** Asks the running server for the zip through DATA_DIR/control.sock, its bytes going to `out` as they come. */
async function exportThroughServer(dataDir: string, slug: string, io: CliOutput, out: Writable): Promise<number> {
  let ended: ExportEnded;
  try {
    ended = (await askServerForBytes(dataDir, { command: "export", artist: slug }, out)) as ExportEnded;
  } catch (error) {
    io.stderr(`backline: the export was cut off (${(error as Error).message}): the output is not a whole zip. Export again.\n`);
    return EXIT_CUT_OFF;
  }
  if (!ended.ok) {
    io.stderr(`backline: the server could not export: ${ended.problem}\n`);
    return EXIT_BAD_INPUT;
  }
  io.stderr(`Exported ${ended.name}: ${ended.files} files (made by the running server).\n`);
  return EXIT_OK;
}

/**
 * `backline export --artist SLUG` (issue 40, item 1): the artist's zip to `out` (the standard
 * output), streamed, from the server's database and media store (DATA_DIR, DATABASE_URL, S3
 * settings). Refuses a terminal as `out`: a zip is for a file. Returns the exit code.
 */
export async function runExportCli(
  argv: readonly string[],
  io: CliOutput,
  out: Writable & { isTTY?: boolean } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  try {
    const slug = slugOf(argv);
    if (out.isTTY) throw new BadInput("export writes a zip: send it to a file, as in backline export --artist SLUG > artist.zip");
    const config = readConfig(env);
    const db = await openDatabase(config, "command").catch((error: unknown) => {
      if (error instanceof DatabaseHeldError && error.lock.holder === "server") return null;
      throw error;
    });
    // The running server holds the embedded database: it makes the zip and streams it here.
    if (!db) return await exportThroughServer(config.dataDir, slug, io, out);
    try {
      await migrate(db);
      const profile = await findProfileBySlug(db, slug);
      if (!profile) throw new BadInput(`no artist has the address name ${slug}`);
      const manifest = await writeArtistZip({ db, storage: await openStorage(config) }, profile.id, out, { at: new Date() });
      if (!manifest) throw new BadInput(`no artist has the address name ${slug}`);
      io.stderr(`Exported ${profile.name}: ${manifest.files.length + 2} files.\n`);
      return EXIT_OK;
    } finally {
      await db.close();
    }
  } catch (error) {
    if (error instanceof DatabaseHeldError) {
      io.stderr(`backline: ${error.message}\n(Stop the server first: the embedded database is used by one program at a time.)\n`);
      return EXIT_DATABASE_HELD;
    }
    if (error instanceof BadInput) {
      io.stderr(`backline: ${error.message}\n${EXPORT_USAGE}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
