import type { Database } from "./database";
import { MIGRATIONS } from "./migrations/index";

// Held while migrating, so two servers starting at once on one PostgreSQL do not both migrate.
const MIGRATION_LOCK = 726_361_001;

/** Applies the migrations the database has not seen yet, in order. Returns the versions applied. */
export async function migrate(db: Database, migrations = MIGRATIONS): Promise<number[]> {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`Migration ${migration.name} has version ${migration.version}, expected ${index + 1}`);
  });
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    const done = new Set((await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * Our migrations are plain DDL: statements end with a semicolon at the end of a line. Function
 * bodies (between `$$` quotes) hold semicolons of their own, so a line ending in one inside them
 * does not end the statement.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split("\n")) {
    if (/^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join("\n").replace(/;\s*$/, "").trim());
      current = [];
    }
  }
  statements.push(current.join("\n").trim());
  return statements.filter(Boolean);
}
