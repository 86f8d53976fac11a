import type { Queryable } from "./database";

/**
 * A statement another thread sent (the server's main thread, to the analytics store's worker:
 * server/analytics/analyticsWorker.ts), run on this thread's database. The statement itself was
 * written in server/data/; this only carries it across.
 */
export function runSentStatement(db: Queryable, text: string, params: readonly unknown[]): Promise<unknown[]> {
  return db.query(text, params);
}
