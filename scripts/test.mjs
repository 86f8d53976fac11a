#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails. On a fresh machine it first
 * installs the dependencies and Debian's Chromium (for Playwright; no browser download works here).
 * Plain JavaScript with no dependencies, because it runs before `npm install` may have.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(command, args, { optional = false } = {}) {
  console.log(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0 && !optional) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
  return result.status === 0;
}

const bin = (name) => `node_modules/.bin/${name}`;

async function ensureChromium() {
  const wanted = process.env.PLAYWRIGHT_CHROMIUM;
  if (wanted) {
    if (existsSync(wanted)) return;
    console.error(`PLAYWRIGHT_CHROMIUM is set to ${wanted}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync("/usr/bin/chromium")) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const install = () =>
      spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env }).status === 0;
    console.log("\n▶ apt-get install -y chromium");
    if (install() || (spawnSync("apt-get", ["update"], { stdio: "inherit", env }).status === 0 && install())) return;
  }
  const { chromium } = await import("playwright-core");
  if (existsSync(chromium.executablePath())) return; // Playwright's own browser, installed where downloads work.
  console.error(
    "No Chromium for the end-to-end tests. Install Debian's chromium (apt-get install chromium), " +
      "or set PLAYWRIGHT_CHROMIUM to a Chromium or Chrome binary, " +
      "or run `npx playwright install chromium` where downloads are allowed.",
  );
  process.exit(1);
}

if (!existsSync("node_modules/.package-lock.json")) run("npm", ["install"]);
run("npm", ["run", "build"]);
run(bin("tsc"), ["--noEmit", "-p", "."]);
run(bin("biome"), ["ci", "."]);
run(bin("vitest"), ["run"]);
await ensureChromium();
run(bin("playwright"), ["test"]);
console.log("\n✔ every check passed");
