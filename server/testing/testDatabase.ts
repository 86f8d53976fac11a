import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
import { MIGRATIONS } from "../db/migrations/index";
import { createOwnSchema } from "../db/ownSchema";
import { openPglite } from "../db/pglite";
import { openPostgres } from "../db/postgres";

export type DatabaseKind = "pglite" | "postgres";

/**
 * The databases the data-layer tests run on: always the embedded PGlite, and a real PostgreSQL
 * server too when TEST_DATABASE_URL is set (`.ci/run` starts one).
 */
export const DATABASES_UNDER_TEST: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  readonly db: Database;
  /** Drops what the test created. */
  readonly dispose: () => Promise<void>;
  /** On PostgreSQL, the URL of this database (its own schema): a second server can open it too. */
  readonly url?: string;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a schema of its own on the test PostgreSQL server.
 * `migrations` stops short of the latest (a test of a migration fills the one before it first).
 */
export async function openTestDatabase(kind: DatabaseKind, migrations = MIGRATIONS): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openPglite("memory://");
    await migrate(db, migrations);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = await createOwnSchema(url, "test");
  const db = await openPostgres(schema.url, { max: 4 });
  await migrate(db, migrations);
  return {
    db,
    url: schema.url,
    dispose: async () => {
      await db.close();
      await schema.drop();
    },
  };
}
