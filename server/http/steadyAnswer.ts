import { setTimeout as delay } from "node:timers/promises";

/**
 * Waits until `floorMs` have passed since `startedMs` (a `performance.now()` reading), so that an
 * answer whose work differs with a secret (is this address on the list?) leaves at the same moment
 * whatever the work was. The floor is above what the work takes on a quiet server.
 */
export async function answerNoSoonerThan(startedMs: number, floorMs: number): Promise<void> {
  const left = startedMs + floorMs - performance.now();
  if (left > 0) await delay(left);
}
