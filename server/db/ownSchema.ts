import { randomBytes } from "node:crypto";
import pg from "pg";

export interface OwnSchema {
  /** The server's URL with `search_path` set to the schema: every connection opened with it works there. */
  readonly url: string;
  /** Drops the schema and all it holds. */
  drop(): Promise<void>;
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty schema on the PostgreSQL server at `url`, for a run that must not touch anyone's
 * data (tests, benchmarks, the two-server check): several can share one server side by side.
 */
export async function createOwnSchema(url: string, prefix: string): Promise<OwnSchema> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  // The job queue keeps its tables in `<schema>_jobs` (server/jobs/jobQueue.ts): dropped with it.
  return {
    url: scoped.toString(),
    drop: () => run(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`),
  };
}
