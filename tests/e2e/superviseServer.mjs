/**
 * The end-to-end tests' web server: the built server (`dist/server/main.js`), watched. The embedded
 * database is PostgreSQL compiled to WebAssembly, and a crash of the Node runtime under it (a
 * segmentation fault leaves no message) would otherwise leave every later test talking to a
 * closed port with no clue why. So an exit that nobody asked for is reported loudly, with its
 * code or signal, and the server is started again on the same data (a deployment's supervisor,
 * such as systemd or a container runtime, does the same). Playwright's SIGTERM stops it for good.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
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
    child?.kill(signal);
  });
}

/**
 * The demo's first start, made once into E2E_SEEDED_DIR (seededTemplate.mjs) beside this server's
 * own start, so no test waits for it but those that start a server of their own: they copy it
 * once it is marked ready (realServer.ts), or start afresh if it failed.
 */
async function buildTemplate() {
  const template = process.env.E2E_SEEDED_DIR;
  if (!template) return;
  try {
    await buildSeededTemplate(template);
    writeFileSync(join(template, "template-ready"), "");
  } catch (error) {
    console.error(`[e2e server] no seeded template, the specs' own servers start afresh: ${error.message}`);
    writeFileSync(join(template, "template-failed"), String(error.message));
  }
}

start();
void buildTemplate();
