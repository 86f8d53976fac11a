import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { DemoCredentials } from "./demo";
import { type RunningServer, startRealServer } from "./realServer";

/** A demo server of a spec's own, for tests that change what fans of the shared one see. */
export interface OwnServer {
  readonly baseUrl: string;
  readonly credentials: DemoCredentials;
  /** Its DATA_DIR: its outbox is there. */
  readonly dataDir: string;
}

/**
 * Starts a demo server before the spec's tests and stops it after them (call at the top level of
 * a spec). The answer is read inside tests, once the server runs.
 */
export function ownDemoServer(): () => OwnServer {
  let server: RunningServer | null = null;
  let credentials: DemoCredentials | null = null;
  test.beforeAll(async () => {
    // The demo's copy waits for the shared server's template, and a start on a busy machine can take more than a hook's 60 s.
    test.setTimeout(240_000);
    server = await startRealServer();
    credentials = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8")) as DemoCredentials;
  });
  test.afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exited;
  });
  return () => {
    if (!server || !credentials) throw new Error("the spec's own server is not running yet");
    return { baseUrl: server.baseUrl, credentials, dataDir: server.dataDir };
  };
}

/** Logs the demo owner in at that server's studio, at its Site section unless `address` says another. */
export async function logInToStudio(page: Page, { baseUrl, credentials }: OwnServer, address = "/studio/site"): Promise<void> {
  await page.goto(`${baseUrl}${address}`);
  const login = page.locator("form").filter({ has: page.getByRole("heading", { name: "Studio", level: 1 }) });
  await login.getByLabel("Email").fill(credentials.owner.email);
  await login.getByLabel("Password").fill(credentials.owner.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Studio sections" })).toBeVisible();
}
