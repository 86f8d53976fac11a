/**
 * How many batches of events one client address may send a minute (issue 38): a person's pages
 * send one every few seconds; a script flooding the numbers hits the wall and is answered as
 * everyone is (202), its events dropped. Counted in memory, not in the database as other limits
 * are: the ingest must stay cheap at thousands of events a second. Bounded: at most `maxAddresses`
 * windows are kept, the oldest dropped first. Per process: each server counts its own.
 */
export function ingestLimit({ perMinute = 120, maxAddresses = 50_000 }: { perMinute?: number; maxAddresses?: number } = {}) {
  const windows = new Map<string, { started: number; count: number }>();
  return {
    /** Whether one more batch from `address` is let in at `now`. */
    allow(address: string, now: number): boolean {
      const window = windows.get(address);
      if (!window || now - window.started >= 60_000) {
        windows.delete(address);
        if (windows.size >= maxAddresses) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        windows.set(address, { started: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= perMinute;
    },
    get size() {
      return windows.size;
    },
  };
}
