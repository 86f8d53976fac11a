import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, JobQueueConnection, Queryable } from "./database";
import { noteStatement, noteTransactionEnd } from "./writeEpoch";

/** PostgreSQL in this process (WebAssembly), stored in `dataDir`, or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir));
}

/** An open PGlite as the server's Database (tests open theirs from a copy of a migrated one: server/testing/testDatabase.ts). */
export function pgliteDatabase(db: PGlite): Database {
  const wrap = (target: Pick<PGlite, "query">): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      noteStatement(text);
      try {
        return (await target.query<Row>(text, params as unknown[])).rows;
      } finally {
        noteStatement(text);
      }
    },
  });
  return {
    kind: "pglite",
    ...wrap(db),
    jobQueueConnection: pgliteJobQueueConnection(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))).finally(noteTransactionEnd),
    async listen(channel, { onPayload }) {
      // One session in this process: a notification is handed over (in a microtask) as the
      // committing statement's answer is read, before the writer goes on. Nothing to flush or lose.
      const unlisten = await db.listen(channel, onPayload);
      return { flush: async () => {}, close: () => unlisten() };
    },
    close: () => db.close(),
    // Inside a transaction of its own: the dump waits for the one under way and none begins during it.
    dumpDataDir: () => db.transaction(() => db.dumpDataDir("none")),
  };
}

/**
 * PGlite as pg-boss's connection: a statement with parameters goes through `query`, a script
 * without (pg-boss's schema and maintenance, in BEGIN … COMMIT) through `exec`; its scripts run one
 * after another, and a failed one is rolled back at once, since this one connection is shared
 * with the rest of the server.
 */
function pgliteJobQueueConnection(db: PGlite): JobQueueConnection {
  let tail: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    executeSql: (text, values) =>
      oneAtATime(async () => {
        try {
          if (values && values.length > 0) return await db.query(text, values);
          const results = await db.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (error) {
          if (db.isInTransaction()) await db.exec("ROLLBACK");
          throw error;
        }
      }),
  };
}
