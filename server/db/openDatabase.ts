import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./database";
import { type DatabaseHolder, holdDataDirLock } from "./dataDirLock";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

/**
 * PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir/db` (or in memory for `memory://`).
 * The embedded database is one process's at a time: `holder` takes DATA_DIR's lock until it is
 * closed, and opening it while another live process holds it throws DatabaseHeldError (a command
 * run beside the server would otherwise report writes the server never sees).
 */
export async function openDatabase(
  { databaseUrl, dataDir }: { databaseUrl?: string | undefined; dataDir: string },
  holder: DatabaseHolder = "server",
): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  if (dataDir === "memory://") return openPglite(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = holdDataDirLock(dataDir, holder);
  try {
    const db = await openPglite(join(dataDir, "db"));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
