import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
// The tests' own requests reach artists at <slug>.localhost as Chromium does (in every test process: workers load this file).
import "./tests/e2e/localhostNames";
// End-to-end tests in real Chromium: which one is chromiumPath.ts's to say.
import { e2eChromiumPath } from "./tests/e2e/chromiumPath";

const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * The site's end-to-end tests run against the real, built server on a fresh database: a new
 * DATA_DIR per run (its demo credentials are in DATA_DIR/demo-credentials.json; tests read it
 * through E2E_DATA_DIR, which the workers inherit).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "backline-e2e-site-"));
// The demo's first start, made once and copied (tests/e2e/seededTemplate.mjs).
process.env.E2E_SEEDED_DIR ??= mkdtempSync(join(tmpdir(), "backline-e2e-seeded-"));
// The server's METRICS_TOKEN: /metrics answers only its bearer (tests/e2e/operations.spec.ts reads it, as the workers inherit it).
process.env.E2E_METRICS_TOKEN ??= `e2e-metrics-${Date.now()}-0123456789abcdef`;
const e2ePort = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, so a test that met the server while it was being restarted (see superviseServer.mjs) runs again; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // CI's two cores run two Chromiums beside the servers: a screen that shows in 2 s on a
  // developer's machine took over 5 s there.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  webServer: {
    command: "node tests/e2e/superviseServer.mjs",
    url: `http://127.0.0.1:${e2ePort}/api/public/site`,
    // Every browser here comes from 127.0.0.1: the limits per address are raised so a whole run fits (the limits are tested per route).
    env: {
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      NODE_ENV: "production",
      RATE_LIMIT_FACTOR: "50",
      // Releases' dates follow a clock tests/e2e/preorder.spec.ts moves (README: TEST_CLOCK_CONTROL), never the server's own.
      TEST_CLOCK_CONTROL: "1",
      METRICS_TOKEN: process.env.E2E_METRICS_TOKEN,
      // Webhooks may go to a receiver the test starts on 127.0.0.1 (tests/e2e/webhooks.spec.ts): a private address, refused otherwise.
      WEBHOOKS_ALLOW_PRIVATE: "1",
    },
    reuseExistingServer: false,
    // The demo's first start is made before the server starts (superviseServer.mjs): about a minute on two cores.
    timeout: 300_000,
    // The server prints little (its address, the demo logins, warnings); seen, it explains a failure.
    stdout: "pipe",
    stderr: "pipe",
  },
  use: {
    ...devices["Desktop Chrome"],
    // The demo artist's own address: every link the server writes is on it (issue 31), and the
    // fan's session belongs to it.
    baseURL: `http://lantern-coast.localhost:${e2ePort}`,
    // Recording a trace costs the whole run a sixth of its time (its snapshots and screencast keep
    // Chromium's browser and GPU processes busy on CI's two cores), so CI records one only when a
    // test fails and runs again, and the retry's trace is kept; a developer's run keeps a failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      ...(e2eChromiumPath ? { executablePath: e2eChromiumPath } : {}),
      args: [
        // Chromium refuses to run as root with its sandbox.
        ...(runningAsRoot ? ["--no-sandbox"] : []),
        // This machine's network is closed: keep Chromium from trying to reach Google's services.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--autoplay-policy=no-user-gesture-required",
        // The browser's own user agent, which a beacon sent as a page unloads carries instead of the
        // context's, says "HeadlessChrome": analytics rightly count that as a bot (issue 38).
        `--user-agent=${devices["Desktop Chrome"].userAgent}`,
      ],
    },
  },
});
