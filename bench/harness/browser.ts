import { existsSync } from "node:fs";
import { type Browser, chromium } from "@playwright/test";

/** The Chromium the browser benches drive: `PLAYWRIGHT_CHROMIUM`, else Debian's. */
export const benchChromiumPath = process.env.PLAYWRIGHT_CHROMIUM ?? "/usr/bin/chromium";

/**
 * Launches the benches' Chromium, or says why a bench is skipped and exits when there is none.
 * Its network stays quiet (no background services), so they do not land in the measurements.
 */
export async function launchBenchChromium(benchName: string, extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(benchChromiumPath)) {
    console.log(`\n${benchName}: skipped, no Chromium at ${benchChromiumPath} (set PLAYWRIGHT_CHROMIUM to a Chromium binary).`);
    process.exit(0);
  }
  const root = process.getuid?.() === 0;
  return chromium.launch({
    executablePath: benchChromiumPath,
    args: [
      // Chromium refuses to run as root with its sandbox.
      ...(root ? ["--no-sandbox"] : []),
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      ...extraArgs,
    ],
  });
}
