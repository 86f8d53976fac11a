import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database";

/** PostgreSQL in this process (WebAssembly), stored in `dataDir`, or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const wrap = (target: Pick<PGlite, "query">): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: "pglite",
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async listen(channel, { onPayload }) {
      // One session in this process: a notification is handed over (in a microtask) as the
      // committing statement's answer is read, before the writer goes on. Nothing to flush or lose.
      const unlisten = await db.listen(channel, onPayload);
      return { flush: async () => {}, close: () => unlisten() };
    },
    close: () => db.close(),
  };
}
