/**
 * `npm run bench` (analytics charts, issue 38): in Chromium, the time from rendering the studio
 * home's chart of a year of days (365 points, two lines, uPlot on a canvas, as `TimeChart` draws
 * it, its chunk already loaded) to the next paint, beside the same lines drawn as an SVG by React
 * in the same run: medians of 20 after 5 warm-up rounds. Issue 38's goal: ≤ 100 ms.
 */
import { rmSync } from "node:fs";
import { launchBenchChromium } from "./harness/browser";
import { bundleBenchPage } from "./harness/bundle";
import { serveStatic } from "./harness/staticServer";
import { formatMs } from "./measure";

const WARMUP = 5;
const RUNS = 20;
const GOAL_MS = 100;

type Api = { ready(): Promise<number>; uplot(): Promise<number>; svg(): Promise<number> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dir = await bundleBenchPage("bench/chartPaint/entry.tsx", "Chart paint");
const server = await serveStatic(dir);
const browser = await launchBenchChromium("Chart paint");
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(server.url);
  await page.waitForFunction(() => "chartPaint" in window);
  const days = await page.evaluate(() => (window as unknown as { chartPaint: Api }).chartPaint.ready());
  const times: Record<"uplot" | "svg", number[]> = { uplot: [], svg: [] };
  for (let round = 0; round < WARMUP + RUNS; round++) {
    for (const kind of ["uplot", "svg"] as const) {
      const ms = await page.evaluate((which) => (window as unknown as { chartPaint: Api }).chartPaint[which](), kind);
      if (round >= WARMUP) times[kind].push(ms);
    }
  }
  if (errors.length > 0) throw new Error(`the page failed: ${errors.join("; ")}`);
  const ours = median(times.uplot);
  console.log(
    `\nThe studio home's chart of ${days} days, render to next paint (Chromium, medians of ${RUNS} after ${WARMUP} warm-up rounds)\n`,
  );
  console.table([
    {
      chart: "uPlot on a canvas (ours)",
      median: formatMs(ours),
      "baseline: React SVG polylines": formatMs(median(times.svg)),
      [`≤ ${GOAL_MS} ms`]: ours <= GOAL_MS ? "yes" : "no",
    },
  ]);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
