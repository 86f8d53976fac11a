import type { Queryable } from "../db/database";

/** The cheapest statement that proves the database answers (the readiness probe, /readyz). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query("select 1");
}
