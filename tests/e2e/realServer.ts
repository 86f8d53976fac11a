import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The data folders this worker made: removed when it ends (a run left 40 of 100 MB each behind, and filled the disk in a few). */
const madeDataDirs = new Set<string>();
process.once("exit", () => {
  for (const dataDir of madeDataDirs) rmSync(dataDir, { recursive: true, force: true });
});

/** An empty DATA_DIR: the server's first start loads the demo into it. */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "backline-e2e-"));
  madeDataDirs.add(dataDir);
  return dataDir;
}

/**
 * A DATA_DIR holding the demo as its first start left it, copied from the template the end-to-end
 * web server makes before it starts (superviseServer.mjs, seededTemplate.mjs), so it is marked ready
 * before any test runs: a server starts on the copy in a few seconds. Empty when there is no
 * template (a run without superviseServer.mjs) or it failed.
 */
export function copyOfSeededDataDir(): string {
  const dataDir = freshDataDir();
  const template = process.env.E2E_SEEDED_DIR;
  if (template && existsSync(join(template, "template-ready"))) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export interface RunningServer {
  readonly process: ChildProcess;
  readonly baseUrl: string;
  readonly dataDir: string;
  /** Everything it printed so far. */
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/**
 * Starts the built server (`npm run build` first) on a free port with `dataDir` (a copy of the
 * demo's first start by default; `freshDataDir()` for that first start itself); `env` adds
 * settings (DATABASE_URL for a PostgreSQL server, …).
 */
export async function startRealServer(dataDir?: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const server = await spawnServer(dataDir ?? copyOfSeededDataDir(), env);
  const started = Date.now();
  while (!server.output().includes("Backline is running at")) {
    if (server.process.exitCode !== null) throw new Error(`The server exited (${server.process.exitCode}):\n${server.output()}`);
    if (Date.now() - started > 120_000) throw new Error(`The server did not start in 2 minutes:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Launches the built server without waiting for it to listen (a test may kill it while it starts). */
export async function spawnServer(dataDir = freshDataDir(), env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A worker that ends before its test stops the server (a hook's timeout, an interrupted run)
  // takes the server with it: left running, it kept a port, a data folder and memory for hours.
  const stopWithWorker = () => child.kill("SIGKILL");
  process.once("exit", stopWithWorker);
  void exited.then(() => process.off("exit", stopWithWorker));
  // The demo artist's own address, where its links lead and its fans' sessions live (issue 31).
  return { process: child, baseUrl: `http://lantern-coast.localhost:${port}`, dataDir, output: () => output, exited };
}
