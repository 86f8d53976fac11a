import { type Database, inTransaction, type Queryable } from "../db/database";

/** Held while a month's partition is made, so two servers on one PostgreSQL do not both make it. */
const PARTITION_LOCK = 726_361_038;
const NAME = /^analytics_events_(\d{4})_(\d{2})$/;

const monthStart = (at: number, months = 0) => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
};
const partitionName = (start: number) => {
  const date = new Date(start);
  return `analytics_events_${date.getUTCFullYear()}_${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
};

/** The month partitions of the raw events (migration 053), each with the start of its month. */
async function monthPartitions(db: Queryable): Promise<{ name: string; start: number }[]> {
  const rows = await db.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'analytics_events'::regclass",
  );
  return rows.flatMap(({ name }) => {
    const month = NAME.exec(name);
    return month ? [{ name, start: Date.UTC(Number(month[1]), Number(month[2]) - 1, 1) }] : [];
  });
}

/**
 * Makes the partitions of `now`'s month and the next (issue 38), so events always land in their
 * month's; any of their events waiting in the default partition move in first. Answers the months made.
 */
export async function ensureAnalyticsPartitions(db: Database, now: number): Promise<string[]> {
  const made: string[] = [];
  for (const months of [0, 1]) {
    const start = monthStart(now, months);
    const end = monthStart(now, months + 1);
    const name = partitionName(start);
    if ((await monthPartitions(db)).some((partition) => partition.name === name)) continue;
    await inTransaction(db, async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [PARTITION_LOCK]);
      if ((await monthPartitions(tx)).some((partition) => partition.name === name)) return;
      const [from, to] = [new Date(start).toISOString(), new Date(end).toISOString()];
      await tx.query(`CREATE TABLE ${name} (LIKE analytics_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
      await tx.query(
        `WITH moved AS (DELETE FROM analytics_events_default WHERE at >= $1 AND at < $2 RETURNING *) INSERT INTO ${name} SELECT * FROM moved`,
        [from, to],
      );
      await tx.query(`ALTER TABLE analytics_events ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`);
      made.push(name);
    });
  }
  return made;
}

/**
 * Raw events older than `before` go (their roll-ups stay): whole months by dropping their partition,
 * the rest row by row. Answers how many went.
 */
export async function pruneAnalyticsEvents(db: Queryable, before: Date): Promise<number> {
  let pruned = 0;
  for (const { name, start } of await monthPartitions(db)) {
    if (monthStart(start, 1) > before.getTime()) continue;
    const [counted] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    await db.query(`DROP TABLE ${name}`);
    pruned += counted?.count ?? 0;
  }
  const rows = await db.query("DELETE FROM analytics_events WHERE at < $1 RETURNING id", [before.toISOString()]);
  return pruned + rows.length;
}
