/**
 * `npm run bench` (`npm start`, issue 34, item 17): how long a newcomer waits for the printed URL.
 * In a clean clone of this checkout's HEAD (node_modules hard-linked from here, without its build
 * caches, as after `npm install`), from `npm start` to "Backline is running at":
 *  - first start: every part built (schemas, site, studio, integrator, server), the demo loaded;
 *  - restart: the same command again, nothing changed;
 * beside the baseline, measured in the same run: a restart that builds everything again
 * (`npm run build -- --force`, what every start did before). Goals: first start ≤ 45 s, a restart
 * in seconds.
 *
 * Run with `tsx bench/start.ts`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FIRST_START_GOAL_S = 45;
const root = fileURLToPath(new URL("..", import.meta.url));
const clone = mkdtempSync(join(tmpdir(), "backline-start-"));

/** Runs `npm <args>` in the clone until its output says the server is up; the seconds it took. */
async function secondsToUrl(args: readonly string[], port: number): Promise<number> {
  const started = performance.now();
  const child: ChildProcess = spawn("npm", [...args], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(clone, "data"), CI: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const look = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Backline is running at")) resolve();
      };
      child.stdout?.on("data", look);
      child.stderr?.on("data", look);
      child.on("exit", (code) => reject(new Error(`npm ${args.join(" ")} ended (${code}) before the URL:\n${output.slice(-2000)}`)));
    });
    return (performance.now() - started) / 1000;
  } finally {
    // npm, tsx, the server and its FFmpeg children: the whole process group, until none is left.
    if (child.pid) await stopGroup(child.pid);
  }
}

/** Ends a process group and waits until every process of it is gone. */
async function stopGroup(pid: number): Promise<void> {
  process.kill(-pid, "SIGTERM");
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  execFileSync("git", ["clone", "--quiet", root, clone]);
  execFileSync("cp", ["-al", join(root, "node_modules"), join(clone, "node_modules")]);
  rmSync(join(clone, "node_modules/.cache"), { recursive: true, force: true });
  rmSync(join(clone, "node_modules/.vite"), { recursive: true, force: true });

  const first = await secondsToUrl(["start"], 4711);
  const restart = await secondsToUrl(["start"], 4712);
  const rebuildStarted = performance.now();
  execFileSync("npm", ["run", "build", "--", "--force"], { cwd: clone, stdio: "ignore" });
  const rebuild = (performance.now() - rebuildStarted) / 1000;
  const baseline = rebuild + (await secondsToUrl(["start"], 4713));

  console.log("npm start, from the command to the printed URL (a clean clone of HEAD):");
  console.log(
    `  first start    ${first.toFixed(1)} s   (goal ≤ ${FIRST_START_GOAL_S} s)${first > FIRST_START_GOAL_S ? "  OVER THE GOAL" : ""}`,
  );
  console.log(`  restart        ${restart.toFixed(1)} s   (baseline, every part built again: ${baseline.toFixed(1)} s)`);
} finally {
  rmSync(clone, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
