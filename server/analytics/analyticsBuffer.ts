import type { AnalyticsRow } from "../data/analyticsEvents";

export interface AnalyticsBuffer {
  /** Keeps rows for the next write; beyond the buffer's bound, the newest are dropped (and counted). */
  add(rows: readonly AnalyticsRow[]): void;
  /** Writes what is kept now, in one statement. */
  flush(): Promise<void>;
  /** Rows dropped because the buffer was full (a database too slow for the traffic). */
  readonly dropped: number;
  /** Writes what is kept and stops the timer. */
  close(): Promise<void>;
}

/**
 * Events written in batches (issue 38): a page's beacon answers at once and never waits for the
 * database; rows gather here and go in one INSERT every `flushMs`, or as soon as `batchSize` wait.
 * Small and often: the embedded database writes on the event loop, and a write of 250 rows holds
 * a page's answer up far less than one of thousands (bench/analytics.ts).
 * Bounded: at most `maxRows` wait or are being written, so a stalled or slow database costs events,
 * never the server's memory (writes queue behind one another; their rows count until written).
 * A write that fails keeps nothing: analytics are worth less than the server's health.
 */
export function analyticsBuffer(
  writeRows: (rows: readonly AnalyticsRow[]) => Promise<void>,
  {
    flushMs = 250,
    batchSize = 250,
    maxRows = 20_000,
    onError = () => {},
  }: {
    flushMs?: number;
    batchSize?: number;
    maxRows?: number;
    onError?: (error: unknown) => void;
  } = {},
): AnalyticsBuffer {
  let waiting: AnalyticsRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  /** Rows handed to a write that has not finished: they still hold memory. */
  let inWrites = 0;
  const write = () => {
    if (waiting.length === 0) return writing;
    const rows = waiting;
    waiting = [];
    inWrites += rows.length;
    writing = writing.then(() =>
      writeRows(rows)
        .catch(onError)
        .finally(() => {
          inWrites -= rows.length;
        }),
    );
    return writing;
  };
  // 0: written only when flushed (tests, which flush before they answer).
  const timer = flushMs > 0 ? setInterval(() => void write(), flushMs) : null;
  timer?.unref();
  return {
    add(rows) {
      const room = Math.max(0, maxRows - waiting.length - inWrites);
      if (rows.length > room) dropped += rows.length - room;
      waiting.push(...rows.slice(0, room));
      if (waiting.length >= batchSize) void write();
    },
    flush: write,
    get dropped() {
      return dropped;
    },
    async close() {
      if (timer) clearInterval(timer);
      await write();
    },
  };
}
