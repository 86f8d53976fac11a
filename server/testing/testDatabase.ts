import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
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

/** A fresh, migrated database: in-memory PGlite, or a schema of its own on the test PostgreSQL server. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openPglite("memory://");
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const db = await openPostgres(scoped.toString(), { max: 4 });
  await migrate(db);
  return {
    db,
    url: scoped.toString(),
    dispose: async () => {
      await db.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}
