/**
 * `npm run bench` (editor part): in Chromium, on pages of 1,000 and 5,000 blocks, the time from a
 * prop edit, a drop and an undo to the next paint of the real canvas (medians of 20), beside the
 * same change applied as a whole new deep-copied document (JSON clone: no structural sharing, so
 * every block renders again), which is what an editor without immer's sharing and memoised blocks
 * would pay, measured in the same run. Each change is made at the start of a frame, so the figures
 * leave out the wait for the display's next frame (up to 16.7 ms, whatever the change). The page is
 * bundled into a temporary directory (never dist/) and served on 127.0.0.1; editorLatency/entry.tsx
 * says what each change is. Other sizes: `tsx bench/editorLatency.ts 2000 10000`.
 */
import { rmSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { BLOCK_COUNTS, CHANGES, type Change, type EditorLatencyApi, type Variant } from "./editorLatency/api";
import { launchBenchChromium } from "./harness/browser";
import { bundleBenchPage } from "./harness/bundle";
import { serveStatic } from "./harness/staticServer";
import { formatMs } from "./measure";

const WARMUP = 10;
const RUNS = 20;
/** Issue 33's goal for every change at 5,000 blocks. */
const GOAL_MS = 8;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(middle)] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function blockCounts(args: readonly string[]): readonly number[] {
  if (args.length === 0) return BLOCK_COUNTS;
  return args.map((arg) => {
    const count = Number(arg);
    if (!Number.isInteger(count) || count < 10) throw new Error(`a block count is a whole number of at least 10, not "${arg}"`);
    return count;
  });
}

/** The rows of one page size: each change, ours beside the baseline. */
async function measurePage(browser: Browser, url: string, blockCount: number): Promise<Record<string, string>[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  try {
    await page.goto(`${url}?blocks=${blockCount}`);
    await page.waitForFunction(() => "editorLatency" in window);
    const blocks = await page.evaluate(() => (window as unknown as { editorLatency: EditorLatencyApi }).editorLatency.ready());
    if (blocks !== blockCount) {
      throw new Error(`the canvas shows ${blocks} blocks, not ${blockCount} (${errors.join("; ") || "no page errors"})`);
    }

    const measure = (change: Change, variant: Variant) =>
      page.evaluate(
        ([change, variant]) => (window as unknown as { editorLatency: EditorLatencyApi }).editorLatency.measure(change, variant),
        [change, variant] as const,
      );

    // Every change in both ways first, so that no change is timed while the JIT still learns the code it shares with the others.
    for (let run = 0; run < WARMUP; run++) {
      for (const change of CHANGES) {
        await measure(change, "ours");
        await measure(change, "baseline");
      }
    }

    const rows: Record<string, string>[] = [];
    for (const change of CHANGES) {
      const times: Record<Variant, number[]> = { ours: [], baseline: [] };
      // Ours and the baseline take turns, each going first every other time (a drop alternates its direction too).
      for (let run = 0; run < RUNS; run++) {
        const order: Variant[] = run % 2 ? ["baseline", "ours"] : ["ours", "baseline"];
        for (const variant of order) times[variant].push(await measure(change, variant));
      }
      const ours = median(times.ours);
      const baseline = median(times.baseline);
      rows.push({
        blocks: blockCount.toLocaleString("en"),
        change,
        "ours (median)": formatMs(ours),
        "baseline: deep-copied document (median)": formatMs(baseline),
        "ours / baseline": `${((ours / baseline) * 100).toFixed(0)}%`,
        [`≤ ${GOAL_MS} ms`]: ours <= GOAL_MS ? "yes" : "no",
      });
    }
    if (errors.length > 0) throw new Error(`the bench page reported errors: ${errors.join("; ")}`);
    return rows;
  } finally {
    await page.close();
  }
}

const counts = blockCounts(process.argv.slice(2));
const dir = await bundleBenchPage("bench/editorLatency/entry.tsx", "Editor latency bench");
const server = await serveStatic(dir);
// window.gc, so each change starts without garbage left by the one before.
const browser = await launchBenchChromium("Editor latency", ["--js-flags=--expose-gc"]);

try {
  const rows: Record<string, string>[] = [];
  for (const count of counts) rows.push(...(await measurePage(browser, server.url, count)));
  console.log(
    `\nEditor canvas, change to next paint by page size (Chromium ${browser.version()}, 1280 px, production build), medians of ${RUNS} after ${WARMUP} warm-up rounds; issue 33's goal: ${GOAL_MS} ms at 5,000 blocks\n`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
