import type { Queryable } from "../db/database";

/** A key whose failed logins are counted, with the failures it may have before waits begin. */
export interface AttemptKey {
  readonly key: string;
  readonly allowance: number;
}

const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;
/** A key untouched this long starts again from zero. */
const FORGET_AFTER_SECONDS = 60 * 60;

/** Seconds to wait after the n-th failure of a key allowed `allowance`: none before, then 30 s, 60 s, 2 min… up to 15 min. */
export function waitAfter(failures: number, allowance: number): number {
  if (failures < allowance) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - allowance));
}

export interface AttemptClaim {
  /** Whether the attempt may be evaluated. */
  readonly allowed: boolean;
  /** Seconds until a refused attempt may be made again. */
  readonly retryAfterSeconds: number;
}

/**
 * Takes one attempt on every key, in one statement, before the password is looked at: the
 * attempt counts as a failure until `refundAttempt` says it succeeded. Concurrent attempts each get
 * their own count (the row lock of ON CONFLICT orders them), so a burst of 200 wrong passwords has
 * at most `allowance` evaluated; the attempt that reaches the allowance sets the first wait at once.
 * An attempt on a key that is waiting is refused and not counted. In the database, so every
 * server process shares the counts.
 */
export async function claimAttempt(db: Queryable, keys: readonly AttemptKey[]): Promise<AttemptClaim> {
  // The count this attempt makes: a stale key starts again at one.
  const next = "(CASE WHEN f.updated_at < now() - make_interval(secs => $5) THEN 0 ELSE f.failures END + 1)";
  const blocked = "coalesce(f.blocked_until > now(), false)";
  const rows = await db.query<{ key: string; refused: boolean; wait: number | null }>(
    `INSERT INTO auth_failures AS f (key, allowance, failures, blocked_until, updated_at, refused)
     SELECT k.key, k.allowance, 1, CASE WHEN k.allowance <= 1 THEN now() + make_interval(secs => $3) END, now(), false
     FROM unnest($1::text[], $2::int[]) AS k(key, allowance)
     ON CONFLICT (key) DO UPDATE SET
       refused = ${blocked},
       failures = CASE WHEN ${blocked} THEN f.failures ELSE ${next} END,
       blocked_until = CASE
         WHEN ${blocked} THEN f.blocked_until
         WHEN ${next} >= EXCLUDED.allowance
           THEN now() + make_interval(secs => least($4, $3 * power(2, ${next} - EXCLUDED.allowance)))
       END,
       allowance = EXCLUDED.allowance,
       updated_at = now()
     -- now() is when this statement's transaction began, which may be before a concurrent claim
     -- that set the wait committed; the wait left is measured from the clock instead.
     RETURNING key, refused, ceil(extract(epoch FROM blocked_until - clock_timestamp()))::int AS wait`,
    [keys.map((k) => k.key), keys.map((k) => k.allowance), FIRST_WAIT_SECONDS, LONGEST_WAIT_SECONDS, FORGET_AFTER_SECONDS],
  );
  const refused = rows.filter((row) => row.refused);
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  // The keys that were not waiting gave this attempt a count it never used.
  await refundAttempt(
    db,
    keys.filter((k) => !refused.some((row) => row.key === k.key)),
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, ...refused.map((row) => row.wait ?? 1)) };
}

/** Takes back the count of an attempt that succeeded (or was never evaluated); lifts a wait it set. */
export async function refundAttempt(db: Queryable, keys: readonly AttemptKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `UPDATE auth_failures SET
       failures = greatest(failures - 1, 0),
       blocked_until = CASE WHEN failures - 1 < allowance THEN NULL ELSE blocked_until END
     WHERE key = ANY($1::text[])`,
    [keys.map((k) => k.key)],
  );
}

/** Forgets the failures of keys: a correct password clears its account's count. */
export async function clearFailures(db: Queryable, keys: readonly AttemptKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query("DELETE FROM auth_failures WHERE key = ANY($1::text[])", [keys.map((k) => k.key)]);
}
