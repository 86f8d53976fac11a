import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface DemoCredentials {
  readonly owner: { readonly email: string; readonly password: string };
  readonly fan: { readonly email: string; readonly password: string; readonly tier: string };
}

/** The logins the test server printed at its first start (generated passwords, never fixed ones). */
export function demoCredentials(): DemoCredentials {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return JSON.parse(readFileSync(join(dataDir, "demo-credentials.json"), "utf8")) as DemoCredentials;
}
