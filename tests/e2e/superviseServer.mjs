/**
 * The end-to-end tests' web server: the built server (`dist/server/main.js`), watched. The embedded
 * database is PostgreSQL compiled to WebAssembly, and a crash of the Node runtime under it (a
 * segmentation fault leaves no message) would otherwise leave every later test talking to a
 * closed port with no clue why. So an exit that nobody asked for is reported loudly, with its
 * code or signal, and the server is started again on the same data (a deployment's supervisor,
 * such as systemd or a container runtime, does the same). Playwright's SIGTERM stops it for good.
 */
import { spawn } from "node:child_process";
import { cpSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSeededTemplate } from "./seededTemplate.mjs";

const MAX_RESTARTS = 3;
let child = null;
let stopping = false;
let restarts = 0;

function start() {
  child = spawn(process.execPath, ["dist/server/main.js"], { stdio: "inherit", env: process.env });
  child.once("exit", (code, signal) => {
    if (stopping) process.exit(code ?? 0);
    console.error(`[e2e server] the server exited unexpectedly (exit code ${code}, signal ${signal}).`);
    if (restarts >= MAX_RESTARTS) process.exit(1);
    restarts++;
    console.error(`[e2e server] starting it again on the same data (restart ${restarts} of at most ${MAX_RESTARTS}).`);
    start();
  });
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    stopping = true;
    // Stopped while the template is made: nothing to wait for (the template's server goes with us).
    if (!child) process.exit(0);
    child.kill(signal);
  });
}

/**
 * The demo's first start, made once into E2E_SEEDED_DIR (seededTemplate.mjs) before this server
 * starts, alone on the machine, then copied as this server's own data: the server starts with its
 * demo's audio made, and the specs that start a server of their own copy it too (realServer.ts).
 * Made beside this server's own first start, with the tests already running, the two did the same
 * minute of FFmpeg work at once and the template's audio took over 180 s on two cores, so it
 * failed and every such spec started afresh. If it fails, this server starts afresh too.
 */
async function buildTemplate() {
  const template = process.env.E2E_SEEDED_DIR;
  const dataDir = process.env.DATA_DIR;
  if (!template) return;
  try {
    await buildSeededTemplate(template);
    if (dataDir && readdirSync(dataDir).length === 0) cpSync(template, dataDir, { recursive: true });
    writeFileSync(join(template, "template-ready"), "");
  } catch (error) {
    console.error(`[e2e server] no seeded template, the specs' own servers start afresh: ${error.message}`);
    writeFileSync(join(template, "template-failed"), String(error.message));
  }
}

await buildTemplate();
start();
