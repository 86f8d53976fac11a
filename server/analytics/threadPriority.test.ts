import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

/** A thread's niceness as Linux reports it: the 17th field after the command's closing parenthesis. */
function niceness(statPath: string): number {
  const stat = readFileSync(statPath, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

// The worker loads the TypeScript through tsx, as the analytics worker does from the sources.
const WORKER = `
const { parentPort } = require("node:worker_threads");
const { readlinkSync } = require("node:fs");
import("tsx/esm/api").then(async ({ tsImport }) => {
  const { lowerThisThreadsPriority } = await tsImport(${JSON.stringify(new URL("./threadPriority.ts", import.meta.url).href)}, __filename);
  const lowered = lowerThisThreadsPriority(10);
  parentPort.postMessage({ lowered, thread: readlinkSync("/proc/thread-self") });
  parentPort.once("message", () => process.exit(0));
});
`;

describe.runIf(process.platform === "linux")("lowering a worker thread's priority (Linux)", () => {
  it("makes that thread nicer and leaves the process's main thread as it was", async () => {
    const mainBefore = niceness("/proc/thread-self/stat");
    const worker = new Worker(WORKER, { eval: true });
    const { lowered, thread } = await new Promise<{ lowered: boolean; thread: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    try {
      expect(lowered).toBe(true);
      expect(niceness(`/proc/${thread}/stat`)).toBe(Math.max(10, mainBefore));
      expect(niceness("/proc/thread-self/stat")).toBe(mainBefore);
    } finally {
      worker.postMessage("done");
      await worker.terminate();
    }
  });
});
