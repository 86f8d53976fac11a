/**
 * `npm run bench` (site builder part, issue 39), on the built server (`npm run build` first) with
 * the demo artist, its pages published through the API as an editor would:
 * - the JavaScript a fan downloads for the demo's home page, and for the same page with the new
 *   blocks on it (Image, Gallery, Embed, Countdown, Video, Contact form), as the server sends it to a browser accepting
 *   brotli, until the network is quiet (issue 39: at most 100 KB);
 * - the Largest Contentful Paint of the home page with a gallery of eight photos under its hero,
 *   beside the same page without it, in Chromium on a simulated fast 4G network (9 Mb/s down,
 *   1.5 Mb/s up, 60 ms round trips; no CPU slowdown), the median of five loads each with nothing
 *   cached (issue 39: at most 1.5 s).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { type PageLoad, startBuiltServer } from "./builtServer";
import { launchBenchChromium } from "./harness/browser";

const JS_TARGET_KB = 100;
const LCP_TARGET_MS = 1500;
const RUNS = 5;
/** Chromium DevTools' "Fast 4G" network profile. */
const FAST_4G = { offline: false, latency: 60, downloadThroughput: (9_000 * 1024) / 8, uploadThroughput: (1_500 * 1024) / 8 };

/** A photo-like JPEG (noise over a gradient, so it compresses as a photo does, not as a flat colour). */
async function photo(width: number, height: number, hue: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .tint({ r: (hue * 7) % 255, g: (hue * 13) % 255, b: (hue * 29) % 255 })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** The Largest Contentful Paint of `path` in a fresh context on the fast 4G profile, with what painted it. */
async function largestPaint(browser: Browser, url: string): Promise<{ ms: number; element: string }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", FAST_4G);
  await page.goto(url, { waitUntil: "load" });
  const result = await page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const element = last?.element;
          resolve({ ms: last?.startTime ?? Number.NaN, element: element ? `${element.tagName.toLowerCase()}.${element.className}` : "?" });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return result;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const server = await startBuiltServer();
const browser = await launchBenchChromium("Site builder page");
try {
  const credentials = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8")) as {
    owner: { email: string; password: string };
  };
  const editor = await server.logIn(credentials.owner);
  const home = await editor.pageBlocks("home");
  const photos: { src: string; alt: string }[] = [];
  for (let index = 0; index < 8; index++) {
    const src = await editor.upload(`bench-photo-${index}.jpg`, await photo(1600, 1067, index + 1), "image/jpeg");
    photos.push({ src, alt: `Photo ${index + 1}` });
  }
  const gallery = { id: "bench-gallery", type: "Gallery", props: { images: photos, columns: 4 } };
  const [hero, ...rest] = home;
  await editor.publishPage("with-gallery", "/with-gallery", [hero, gallery, ...rest]);
  await editor.publishPage("with-new-blocks", "/with-new-blocks", [
    hero,
    gallery,
    { id: "bench-image", type: "Image", props: { src: photos[0]?.src, alt: "The band on stage", caption: "Live" } },
    { id: "bench-embed", type: "Embed", props: { url: "https://www.youtube.com/watch?v=jNQXAC9IVRw", title: "Live at the pier" } },
    { id: "bench-countdown", type: "Countdown", props: { title: "The new album", date: "2035-06-14T19:30:00.000Z" } },
    { id: "bench-video", type: "Video", props: { source: "link", url: "https://vimeo.com/76979871", title: "Tour film" } },
    { id: "bench-contact", type: "ContactForm", props: { title: "Bookings" } },
    ...rest,
  ]);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const jsBrotli = (load: PageLoad) => load.scripts.reduce((sum, script) => sum + script.brotli, 0);
  const pages = [
    { what: "home page of the demo", path: "/" },
    { what: "the same with Image, Gallery, Embed, Countdown, Video and Contact form", path: "/with-new-blocks" },
  ];
  console.log(
    "\nJavaScript a fan downloads for a page, as the server sends it to a browser accepting brotli (Chromium, until network idle)\n",
  );
  const weights = [];
  for (const page of pages) {
    const load = await server.loadInBrowser(browser, page.path);
    weights.push({
      page: page.what,
      scripts: load.scripts.length,
      "JavaScript sent (br)": kb(jsBrotli(load)),
      uncompressed: kb(load.scripts.reduce((sum, script) => sum + script.raw, 0)),
      target: `≤ ${JS_TARGET_KB.toFixed(1)} KB`,
    });
  }
  console.table(weights);

  console.log(`\nLargest Contentful Paint on a simulated fast 4G network, median of ${RUNS} loads with nothing cached (412 × 823 phone)\n`);
  const paints = [];
  for (const page of [
    { what: "home page of the demo (baseline)", path: "/" },
    { what: "the same with a gallery of 8 photos under the hero", path: "/with-gallery" },
  ]) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await largestPaint(browser, `${server.base}${page.path}`));
    paints.push({
      page: page.what,
      "LCP (median)": `${Math.round(median(runs.map((entry) => entry.ms)))} ms`,
      "painted by": runs.at(-1)?.element,
      target: `≤ ${LCP_TARGET_MS} ms`,
    });
  }
  console.table(paints);
} finally {
  await browser.close();
  await server.stop();
}
