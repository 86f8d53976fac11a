import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

/** A field of a thread's stat line as Linux numbers them (proc(5)): the command's closing parenthesis ends field 2. */
function statField(statPath: string, field: number): number {
  const stat = readFileSync(statPath, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[field - 3]);
}
const niceness = (statPath: string) => statField(statPath, 19);
/** The scheduling policy: 0 for the normal one, 5 for SCHED_IDLE. */
const policy = (statPath: string) => statField(statPath, 41);
const SCHED_IDLE = 5;
const hasChrt = spawnSync("chrt", ["--version"]).status === 0;

// The worker loads the TypeScript through tsx, as the analytics worker does from the sources.
const WORKER = `
const { parentPort } = require("node:worker_threads");
const { readlinkSync } = require("node:fs");
import("tsx/esm/api").then(async ({ tsImport }) => {
  const { idleThisThread, lowerThisThreadsPriority } = await tsImport(${JSON.stringify(new URL("./threadPriority.ts", import.meta.url).href)}, __filename);
  const lowered = lowerThisThreadsPriority(10);
  const idle = idleThisThread();
  parentPort.postMessage({ lowered, idle, thread: readlinkSync("/proc/thread-self") });
  parentPort.once("message", () => process.exit(0));
});
`;

describe.runIf(process.platform === "linux")("lowering a worker thread's priority (Linux)", () => {
  it("makes that thread nicer, idle-class where chrt is, and leaves the process's main thread as it was", async () => {
    const mainBefore = niceness("/proc/thread-self/stat");
    const mainPolicy = policy("/proc/thread-self/stat");
    const worker = new Worker(WORKER, { eval: true });
    const { lowered, idle, thread } = await new Promise<{ lowered: boolean; idle: boolean; thread: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    try {
      expect(lowered).toBe(true);
      expect(niceness(`/proc/${thread}/stat`)).toBe(Math.max(10, mainBefore));
      expect(niceness("/proc/thread-self/stat")).toBe(mainBefore);
      expect(idle).toBe(hasChrt);
      expect(policy(`/proc/${thread}/stat`)).toBe(hasChrt ? SCHED_IDLE : mainPolicy);
      expect(policy("/proc/thread-self/stat")).toBe(mainPolicy);
    } finally {
      worker.postMessage("done");
      await worker.terminate();
    }
  });
});
