import type { AnalyticsEvent } from "../../schema/api/analytics";
import type { AnalyticsRow } from "../data/analyticsEvents";
import { insertAnalyticsEvents } from "../data/analyticsEvents";
import { ensureAnalyticsPartitions, pruneAnalyticsEvents } from "../data/analyticsPartitions";
import { pruneRollupVisitors, rollUpAnalytics } from "../data/analyticsRollups";
import type { Database, Queryable } from "../db/database";
import { analyticsBuffer } from "./analyticsBuffer";
import { type EventSender, rowsOfEvents } from "./eventRows";

/** A beacon's batch as the ingest route took it in: validated events, who sent them, and when they arrived. */
export interface EventBatch {
  readonly events: readonly AnalyticsEvent[];
  readonly sender: EventSender;
  readonly at: Date;
}

/**
 * Where the site's numbers live (issue 38): raw events written through a buffer, rolled up, pruned,
 * and read by the studio. On a PostgreSQL server that is the server's own database; on the embedded
 * one it is a database of its own on a worker thread (workerAnalytics.ts), so writing thousands of
 * events a second and rolling them up never holds up a page's answer on the main thread.
 */
export interface AnalyticsStore {
  /** The database the numbers are read from: events, roll-ups and the day's secret. */
  readonly db: Queryable;
  /** Keeps rows for the next buffered write; beyond the buffer's bound the newest are dropped. */
  record(rows: readonly AnalyticsRow[]): void;
  /**
   * Keeps a beacon's batch, made into rows where they are written: on the embedded database's
   * worker thread, so the server's main thread only hands over the few fields a batch holds.
   */
  recordBatch(batch: EventBatch): void;
  /** Writes what is kept now. */
  flush(): Promise<void>;
  /** Rolls what arrived since the last time up per hour and day; answers the artist-days rolled. */
  rollUp(): Promise<number>;
  /**
   * Raw events older than `before` go (their roll-ups stay); answers how many. With
   * `rollupVisitorsBefore`, so do the roll-ups' visitors met in buckets older than that.
   */
  prune(before: Date, rollupVisitorsBefore?: Date): Promise<number>;
  /** Writes what is kept and stops. */
  close(): Promise<void>;
  /**
   * The store's own database as PGlite's dump, its buffered events written first: there only when
   * it is a database of its own (the embedded server's worker), which a backup then holds beside
   * the main database's; on the server's own database, that database's backup holds it.
   */
  readonly dump?: () => Promise<Uint8Array>;
}

export interface AnalyticsStoreOptions {
  /** How often buffered events are written (250 ms); 0 writes nothing until `flush`. */
  readonly flushMs?: number;
  readonly onError?: (error: unknown) => void;
}

/** The store on the server's own database (PostgreSQL, and tests on PGlite). */
export function inProcessAnalytics(db: Database, { flushMs = 250, onError = () => {} }: AnalyticsStoreOptions = {}): AnalyticsStore {
  const buffer = analyticsBuffer((rows) => insertAnalyticsEvents(db, rows), { flushMs, onError });
  return {
    db,
    record: (rows) => buffer.add(rows),
    recordBatch: ({ events, sender, at }) => buffer.add(rowsOfEvents(events, sender, at)),
    flush: () => buffer.flush(),
    // Each minute's run also makes next month's partition ahead of time.
    rollUp: async () => {
      await ensureAnalyticsPartitions(db, Date.now());
      return rollUpAnalytics(db);
    },
    prune: async (before, rollupVisitorsBefore) => {
      if (rollupVisitorsBefore) await pruneRollupVisitors(db, rollupVisitorsBefore);
      return pruneAnalyticsEvents(db, before);
    },
    close: () => buffer.close(),
  };
}
