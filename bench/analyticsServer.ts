/**
 * The server the analytics benchmark measures, in its own process: the real app with the demo
 * artist on the embedded database, its analytics store on a worker thread as `npm start` has it, trusting one proxy's X-Forwarded-For (as behind the one a deployment
 * has), so the bench's events come from many addresses, as a site's do, not one the per-address
 * limit would stop. Prints its port as one JSON line; answers the rows written when asked on stdin,
 * with its main thread's garbage collections so far (a page waits out each one); asked "cpu", the
 * CPU time all its threads have used (the bench waits for it to go quiet before measuring alone).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { openAnalyticsStore } from "../server/analytics/openAnalyticsStore";
import { buildApp } from "../server/app";
import { countAnalyticsEvents } from "../server/data/analyticsRaw";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pglite";
import { seedDemoIfEmpty } from "../server/demo/seed";
import { benchContext, portOf } from "./harness/benchServer";

const dataDir = mkdtempSync(join(tmpdir(), "backline-bench-analytics-"));
const db = await openPglite(join(dataDir, "db"));
await migrate(db);
const base = benchContext(db, dataDir);
// As `npm start` runs it on the embedded database: the analytics store on its own worker thread.
const analytics = await openAnalyticsStore(db, dataDir, {});
const context = { ...base, analytics, config: { ...base.config, trustProxy: 1 } };
if (!(await seedDemoIfEmpty(context))) throw new Error("the bench's fresh database already had an artist");
const app = await buildApp({ context });
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ api: portOf(app.server) }));
let gcPauses = 0;
let gcMs = 0;
let gcMajor = 0;
// Since the last "count": the longest collection, and the longest the event loop was held (by anything).
let gcLongestMs = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) {
    gcPauses += 1;
    gcMs += entry.duration;
    gcLongestMs = Math.max(gcLongestMs, entry.duration);
    if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gcMajor += 1;
  }
}).observe({ entryTypes: ["gc"] });
// A line: the events written so far (the buffer writes each second), and the main thread's collections and stalls; "cpu": the CPU used.
createInterface({ input: process.stdin }).on("line", async (line) => {
  if (line === "cpu") {
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 }));
    return;
  }
  const count = await countAnalyticsEvents(analytics.db);
  const loopMaxMs = loopDelay.max / 1e6;
  console.log(JSON.stringify({ count, gcPauses, gcMs, gcMajor, gcLongestMs, loopMaxMs }));
  gcLongestMs = 0;
  loopDelay.reset();
});
process.once("SIGTERM", () => process.exit(0));
