#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails. On a fresh machine it first
 * installs the dependencies, Debian's Caddy (for the HTTPS test, tests/tls) and Debian's Chromium
 * (for Playwright; no browser download works here).
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

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };

/** Installs a Debian package as root, updating the package lists once if the first try fails. */
function aptInstall(name) {
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", name], { stdio: "inherit", env: aptEnv }).status === 0;
  console.log(`\n▶ apt-get install -y ${name}`);
  return install() || (spawnSync("apt-get", ["update"], { stdio: "inherit", env: aptEnv }).status === 0 && install());
}

/**
 * Caddy, for the test of HTTPS for custom domains (tests/tls): CADDY_BIN, else `caddy` on PATH,
 * else Debian's package installed as root. Without it that test is skipped on a developer's
 * machine and fails in CI, so CI stops here instead, saying why.
 */
function ensureCaddy() {
  const binary = process.env.CADDY_BIN ?? "caddy";
  const works = () => spawnSync(binary, ["version"], { stdio: "ignore" }).status === 0;
  if (works() || (binary === "caddy" && aptInstall("caddy") && works())) return;
  const advice = "Install Debian's caddy (apt-get install caddy), or set CADDY_BIN to a Caddy 2 binary.";
  if (process.env.CI) {
    console.error(`No Caddy for the HTTPS test (tests/tls). ${advice}`);
    process.exit(1);
  }
  console.warn(`No Caddy: the HTTPS test (tests/tls) will be skipped. ${advice}`);
}

async function ensureChromium() {
  const wanted = process.env.PLAYWRIGHT_CHROMIUM;
  if (wanted) {
    if (existsSync(wanted)) return;
    console.error(`PLAYWRIGHT_CHROMIUM is set to ${wanted}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync("/usr/bin/chromium")) return;
  if (aptInstall("chromium")) return;
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
ensureCaddy();
run(bin("vitest"), ["run"]);
await ensureChromium();
run(bin("playwright"), ["test"]);
console.log("\n✔ every check passed");
