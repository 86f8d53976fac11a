import { pingDatabase } from "../data/pingDatabase";
import type { Queryable } from "../db/database";
import type { Storage } from "../storage/storage";

/** How long each dependency has to answer the readiness probe: a load balancer waits a few seconds at most. */
export const PROBE_TIMEOUT_MS = 2000;

/** What the readiness probe looks at: the database, the media store and, where one runs, the job queue. */
export interface ReadinessChecks {
  readonly database: () => Promise<unknown>;
  readonly storage: () => Promise<unknown>;
  readonly queue?: () => Promise<unknown>;
}

export interface Readiness {
  readonly ready: boolean;
  /** Each dependency's state: `ok`, `unreachable` or `timeout` (never an error's text, which may name hosts or users). */
  readonly checks: Record<string, "ok" | "unreachable" | "timeout">;
}

/** The checks of a server: `select 1`, the store's own check, and the queue's. */
export function readinessChecks(db: Queryable, storage: Storage, queue?: { check(): Promise<void> }): ReadinessChecks {
  return {
    database: () => pingDatabase(db),
    // A store without a check (a test's) is taken as reachable.
    storage: () => storage.check?.() ?? Promise.resolve(),
    ...(queue ? { queue: () => queue.check() } : {}),
  };
}

/** Runs every check at once, each within `timeoutMs`: ready when all answered. */
export async function checkReadiness(checks: ReadinessChecks, timeoutMs = PROBE_TIMEOUT_MS): Promise<Readiness> {
  const entries = Object.entries(checks).filter((entry): entry is [string, () => Promise<unknown>] => entry[1] !== undefined);
  const states = await Promise.all(entries.map(([, check]) => withinTime(check, timeoutMs)));
  const results = Object.fromEntries(entries.map(([name], index) => [name, states[index] ?? "unreachable"]));
  return { ready: states.every((state) => state === "ok"), checks: results };
}

async function withinTime(check: () => Promise<unknown>, timeoutMs: number): Promise<"ok" | "unreachable" | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const answered = Promise.resolve()
    .then(check)
    .then(
      () => "ok" as const,
      () => "unreachable" as const,
    );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
