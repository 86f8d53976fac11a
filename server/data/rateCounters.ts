import type { Queryable } from "../db/database";

/** A counter: its key, and how many actions it allows per window of seconds. */
export interface RateCounter {
  readonly key: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** Seconds until the first full window ends, when refused. */
  readonly retryAfterSeconds: number;
}

/**
 * Counts one action on every counter, in one statement (fixed windows, in the database so every
 * server process shares them), and says whether all of them still allow it; when not, how many
 * seconds until the window that refused it ends.
 */
export async function countAction(db: Queryable, counters: readonly RateCounter[]): Promise<RateDecision> {
  if (counters.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const expired = "c.window_started <= now() - make_interval(secs => c.window_seconds)";
  const rows = await db.query<{ key: string; count: number; reset: number }>(
    `INSERT INTO rate_counters AS c (key, window_seconds, window_started, count)
     SELECT k.key, k.seconds, now(), 1 FROM unnest($1::text[], $2::int[]) AS k(key, seconds)
     ON CONFLICT (key) DO UPDATE SET
       window_started = CASE WHEN ${expired} THEN now() ELSE c.window_started END,
       count = CASE WHEN ${expired} THEN 1 ELSE c.count + 1 END,
       window_seconds = EXCLUDED.window_seconds
     RETURNING c.key, c.count, greatest(1, ceil(extract(epoch FROM c.window_started + make_interval(secs => c.window_seconds) - now())))::int AS reset`,
    [counters.map((c) => c.key), counters.map((c) => c.windowSeconds)],
  );
  const over = rows.filter((row) => row.count > (counters.find((c) => c.key === row.key)?.limit ?? Number.POSITIVE_INFINITY));
  return over.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(...over.map((row) => row.reset)) };
}

/** Deletes counters whose window ended long ago, and login failures forgotten anyway: the tables stay small. */
export async function pruneCounters(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_counters WHERE window_started < now() - make_interval(secs => window_seconds) - interval '1 hour'");
  await db.query(
    "DELETE FROM auth_failures WHERE updated_at < now() - interval '2 hours' AND (blocked_until IS NULL OR blocked_until < now())",
  );
}
