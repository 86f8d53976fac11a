/**
 * The server the API benchmark measures, in its own process: the real app with the demo artist on
 * the embedded database, or on the PostgreSQL server at the URL given as the first argument (in a
 * schema of its own, dropped on exit), and beside it a bare Fastify route answering a constant
 * JSON body (the ceiling). Prints their ports as one JSON line.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app";
import type { Database } from "../server/db/database";
import { migrate } from "../server/db/migrate";
import { createOwnSchema } from "../server/db/ownSchema";
import { openPglite } from "../server/db/pglite";
import { openPostgres } from "../server/db/postgres";
import { seedDemoIfEmpty } from "../server/demo/seed";
import { benchContext, listenBare, portOf } from "./harness/benchServer";

const dataDir = mkdtempSync(join(tmpdir(), "backline-bench-"));
const postgresUrl = process.argv[2];

/** A schema of its own on the PostgreSQL server, so the bench never touches anyone's data. */
async function openBenchPostgres(url: string): Promise<Database> {
  const schema = await createOwnSchema(url, "bench");
  process.once("SIGTERM", () => void schema.drop().finally(() => process.exit(0)));
  return openPostgres(schema.url);
}

const db = postgresUrl ? await openBenchPostgres(postgresUrl) : await openPglite(join(dataDir, "db"));
await migrate(db);
const context = benchContext(db, dataDir);
await seedDemoIfEmpty(context);
const app = await buildApp({ context });
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ api: portOf(app.server), bare: await listenBare() }));
