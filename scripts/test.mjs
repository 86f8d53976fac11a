#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails. On a fresh machine it first
 * installs the dependencies, Debian's Caddy (for the HTTPS test, tests/tls) and Debian's Chromium
 * headless shell (for Playwright; no browser download works here).
 * Plain JavaScript with no dependencies, because it runs before `npm install` may have.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(command, args, { optional = false, env = process.env } = {}) {
  console.log(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0 && !optional) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
  return result.status === 0;
}

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Starts a check beside the others, its output kept until it ends so lines do not interleave:
 * the type check takes a minute on one core while the build and the linter use the other.
 */
function runBeside(command, args) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  const ended = new Promise((resolve) => child.once("close", (code) => resolve(code)));
  return async () => {
    const code = await ended;
    console.log(`\n▶ ${[command, ...args].join(" ")}`);
    process.stdout.write(Buffer.concat(output));
    if (code !== 0) {
      console.error(`\n✖ ${command} ${args.join(" ")} failed`);
      process.exit(code ?? 1);
    }
  };
}

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
  // The headless shell first, as tests/e2e/chromiumPath.ts picks it; the whole browser where it cannot be had.
  if (existsSync("/usr/bin/chromium-headless-shell") || aptInstall("chromium-headless-shell")) return;
  if (existsSync("/usr/bin/chromium") || aptInstall("chromium")) return;
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
// The schemas' generated types first: the type check reads them, while the rest of the build runs beside it.
run("npm", ["run", "build", "--", "--only=schemas"]);
const typeCheck = runBeside(bin("tsc"), ["--noEmit", "-p", "."]);
run("npm", ["run", "build"]);
run(bin("biome"), ["ci", "."]);
await typeCheck();
ensureCaddy();
// The server's bundle was just built: tests that start the server as a process run it instead of the
// sources through tsx (server/testing/serverProcessTesting.ts), at a fraction of the CPU per start.
run(bin("vitest"), ["run"], { env: { ...process.env, BACKLINE_TEST_BUILT_SERVER: "1" } });
await ensureChromium();
run(bin("playwright"), ["test"]);
console.log("\n✔ every check passed");
