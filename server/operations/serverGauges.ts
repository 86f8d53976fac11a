import { Gauge } from "prom-client";
import type { Database } from "../db/database";
import { metricsRegistry } from "./metricsRegistry";
import { PROBE_TIMEOUT_MS } from "./readiness";

/** What the gauges read at each scrape: the app's database and, where one runs, its job queue. */
export interface GaugeSources {
  readonly db: Pick<Database, "kind" | "poolStats">;
  readonly queue?: { depths(): Promise<Record<string, number>> };
}

/** The open apps' sources, the latest last (a server has one; tests open several at once). */
const open: GaugeSources[] = [];
const latest = () => open.at(-1);

/**
 * Lets the gauges read `given` until the teardown returned (the app's close). The gauges are read
 * only when scraped, so an idle server does no work for them.
 */
export function watchGaugeSources(given: GaugeSources): () => void {
  open.push(given);
  return () => {
    const index = open.indexOf(given);
    if (index >= 0) open.splice(index, 1);
  };
}

new Gauge({
  name: "backline_db_connections",
  help: "Database connections by state (total, idle, waiting clients); the embedded database has one",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const sources = latest();
    if (!sources) return;
    const stats = sources.db.poolStats?.();
    if (!stats) {
      this.set({ state: "total" }, 1);
      return;
    }
    this.set({ state: "total" }, stats.total);
    this.set({ state: "idle" }, stats.idle);
    this.set({ state: "waiting" }, stats.waiting);
  },
});

new Gauge({
  name: "backline_job_queue_depth",
  help: "Jobs waiting in each queue (pg-boss: created or to be retried)",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const queue = latest()?.queue;
    if (!queue) return;
    // A database that does not answer leaves the gauge empty rather than hanging the scrape.
    let timer: NodeJS.Timeout | undefined;
    const depths = await Promise.race([
      queue.depths().catch(() => null),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), PROBE_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    for (const [name, depth] of Object.entries(depths ?? {})) this.set({ queue: name }, depth);
  },
});
