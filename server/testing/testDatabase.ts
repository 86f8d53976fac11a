import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
import { MIGRATIONS } from "../db/migrations/index";
import { createOwnSchema } from "../db/ownSchema";
import { pgliteDatabase } from "../db/pglite";
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
 * `migrations` stops short of the latest (a test of a migration fills the one before it first);
 * `serverUrl` reaches the test PostgreSQL server another way (through a proxy a test can cut).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  migrations = MIGRATIONS,
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = pgliteDatabase(await PGlite.create("memory://", { loadDataDir: await migratedDataDir(migrations) }));
    return { db, dispose: () => db.close() };
  }
  const url = serverUrl;
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

/**
 * Makes at `path` (empty or missing) the embedded database a first start leaves there: initdb,
 * then `migrations` (the server's DATA_DIR/db by default; the analytics store's in
 * DATA_DIR/analytics with ANALYTICS_STORE_MIGRATIONS), from the same migrated copy, for tests of a
 * server, a command or a store started on a data folder. Writing the copy costs about a quarter of
 * the CPU of an initdb and the migrations on disk (measured: 1.6 s against 6.5 s). What a first
 * start does on an empty folder is tested on its own (tests/e2e/server.spec.ts, killDuringWrites.spec.ts).
 */
export async function seedMigratedPglite(path: string, migrations = MIGRATIONS): Promise<void> {
  mkdirSync(path, { recursive: true });
  const db = await PGlite.create(path, { loadDataDir: await migratedDataDir(migrations) });
  await db.close();
}

/** An empty DATA_DIR with the server's database made and migrated, as seedMigratedPglite says. */
export function seedMigratedDataDir(dataDir: string): Promise<void> {
  return seedMigratedPglite(join(dataDir, "db"));
}

/**
 * Why copies: a new PGlite runs initdb, which is most of a test database's time (measured on a
 * loaded two-core machine: a new one 20 s, the 30 migrations 3 s, one from a copy 3 to 5 s), then
 * the migrations; starting one from a copy of its data directory skips both. So each test process
 * runs initdb once, and the migrations once per list of them, and every test still gets a database
 * of its own, exactly as migrating a new one leaves it. The copies (uncompressed tarballs from
 * `dumpDataDir`, 40 MB) live as long as this module: for a whole worker in the projects without
 * isolation (vitest.config.ts), which hold the database tests.
 */
const dataDirs = new Map<string, Promise<Blob>>();

/** The copy named `key`, made by `make` the first time; a failure goes to the test that asked, and the next one tries again. */
function dataDirCopy(key: string, make: () => Promise<Blob>): Promise<Blob> {
  let dataDir = dataDirs.get(key);
  if (!dataDir) {
    dataDir = make();
    dataDir.catch(() => dataDirs.delete(key));
    dataDirs.set(key, dataDir);
  }
  return dataDir;
}

/** A data directory as initdb leaves it, then migrated by `migrate` with `migrations`. */
function migratedDataDir(migrations: typeof MIGRATIONS): Promise<Blob> {
  return dataDirCopy(`migrated:${migrations.map((migration) => migration.name).join(",")}`, async () => {
    const initialized = await dataDirCopy("initdb", () => dataDirAfter(async () => {}));
    return dataDirAfter((db) => migrate(pgliteDatabase(db), migrations), initialized);
  });
}

/**
 * A copy as PGlite's loadDataDir takes it (a Blob), holding its bytes: PGlite asks for them with
 * `arrayBuffer()`, which a Node Blob answers by reading its 40 MB through a stream into a new
 * buffer, a fifth of the CPU of opening a test database (profiled); this one hands over the bytes
 * it holds, which PGlite only reads (it copies each file out of them).
 */
class HeldBytes extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super();
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** Runs `prepare` on a new in-memory PGlite (started from `loadDataDir` when given) and returns a copy of its data directory. */
async function dataDirAfter(prepare: (db: PGlite) => Promise<unknown>, loadDataDir?: Blob): Promise<Blob> {
  const db = await PGlite.create("memory://", loadDataDir ? { loadDataDir } : {});
  try {
    await prepare(db);
    return new HeldBytes(await (await db.dumpDataDir("none")).arrayBuffer());
  } finally {
    await db.close();
  }
}
