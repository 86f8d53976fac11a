import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

/**
 * The built server (dist/server/main.js, `npm run build` first) as the benches run it: on a random
 * port with a fresh data directory (so it loads the demo artist and writes its logins there),
 * resolved once it listens. `stop()` ends it and deletes the directory.
 */
export async function spawnBuiltServer(name: string) {
  const port = 4600 + Math.floor(Math.random() * 600);
  const dataDir = mkdtempSync(join(tmpdir(), `backline-bench-${name}-`));
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the server exited (${code}); run npm run build first`)));
    createInterface({ input: server.stdout }).on("line", (line) => {
      if (line.includes("Backline is running at")) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    async stop(): Promise<void> {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bytes the server sends for `url` to a client accepting `encoding` (fetch would decompress them). */
export function sentBytes(url: string, encoding: "br" | "identity"): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}
