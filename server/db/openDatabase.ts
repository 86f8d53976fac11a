import { join } from "node:path";
import type { Database } from "./database";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

/** PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir/db` (or in memory for `memory://`). */
export function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir === "memory://" ? dataDir : join(dataDir, "db"));
}
