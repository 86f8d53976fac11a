import type { Queryable } from "../db/database";

/** Failures allowed before waits begin (SPEC-independent: the "after 8 failures"). */
export const FREE_FAILURES = 8;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;
/** A key untouched this long starts again from zero. */
const FORGET_AFTER_SECONDS = 60 * 60;

/** Seconds to wait after the n-th failure: none up to 8, then 30 s, 60 s, 2 min… up to 15 min. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Seconds until every key may try again; 0 when all may try now. Stored in the database, so every app server agrees. */
export async function secondsUntilAllowed(db: Queryable, keys: readonly string[]): Promise<number> {
  const rows = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds FROM auth_failures
     WHERE key = ANY($1::text[]) AND blocked_until > now()`,
    [keys],
  );
  return Math.max(0, ...rows.map((row) => row.seconds));
}

/** Counts one more failure for each key (atomically: concurrent failures all count). */
export async function recordFailure(db: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const [row] = await db.query<{ failures: number }>(
      `INSERT INTO auth_failures (key, failures, updated_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN auth_failures.updated_at < now() - make_interval(secs => $2) THEN 1 ELSE auth_failures.failures + 1 END,
         updated_at = now()
       RETURNING failures`,
      [key, FORGET_AFTER_SECONDS],
    );
    const wait = waitAfter(row?.failures ?? 0);
    if (wait > 0) {
      await db.query("UPDATE auth_failures SET blocked_until = now() + make_interval(secs => $2) WHERE key = $1", [key, wait]);
    }
  }
}

/** Forgets the failures of keys, after a success. */
export async function clearFailures(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query("DELETE FROM auth_failures WHERE key = ANY($1::text[])", [keys]);
}
