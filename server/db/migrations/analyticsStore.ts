import { analytics } from "./051_analytics";
import { analyticsBusinessEvents } from "./053_analytics_business_events";
import { analyticsPartitions } from "./054_analytics_partitions";
import { analyticsRollupVisitors } from "./067_analytics_rollup_visitors";

/**
 * The migrations of the embedded analytics store (issue 38: a PGlite of its own, on a worker thread,
 * server/analytics/workerAnalytics.ts): the analytics tables as the main database has them, but
 * without the foreign keys to `profiles`, which live in the other database (no artist is ever deleted).
 * A migration that changes the analytics tables is added to both lists.
 */
export const ANALYTICS_STORE_MIGRATIONS = [
  { version: 1, name: "analytics", sql: analytics.replaceAll(" REFERENCES profiles(id) ON DELETE CASCADE", "") },
  { version: 2, name: "analytics business events", sql: analyticsBusinessEvents },
  { version: 3, name: "analytics partitions", sql: analyticsPartitions(false) },
  { version: 4, name: "analytics rollup visitors", sql: analyticsRollupVisitors },
];
