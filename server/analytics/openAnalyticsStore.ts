import { join } from "node:path";
import type { Database } from "../db/database";
import { type AnalyticsStore, type AnalyticsStoreOptions, inProcessAnalytics } from "./analyticsStore";
import { workerAnalytics } from "./workerAnalytics";

/**
 * The analytics store a server runs with: on a PostgreSQL server, that server's own tables (its
 * own processes do the work); on the embedded database, a PGlite of its own in DATA_DIR/analytics
 * on a worker thread (in memory when the data is). Opened after the main database, whose lock on
 * DATA_DIR keeps a second server from opening the same files.
 */
export function openAnalyticsStore(db: Database, dataDir: string, options: AnalyticsStoreOptions): Promise<AnalyticsStore> {
  if (db.kind === "postgres") return Promise.resolve(inProcessAnalytics(db, options));
  return workerAnalytics(dataDir === "memory://" ? dataDir : join(dataDir, "analytics"), options);
}
