import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in real Chromium. Which Chromium: `PLAYWRIGHT_CHROMIUM` if set, else Debian's
 * /usr/bin/chromium (which `npm test` installs when missing and it can), else Playwright's own
 * browser if `npx playwright install chromium` was run on a machine that allows downloads.
 */
const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
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
      ],
    },
  },
});
