/**
 * `npm run bench` (rich text, issue 14): in Chromium, the time from a keystroke to the next paint
 * while typing into the middle of a 2,000-paragraph document in the studio's rich-text editor
 * (`editor/richText/RichTextEditor.tsx`, its value round-tripped through the host on every change
 * as in a settings panel), beside the same keystrokes in a plain contenteditable div holding the
 * same paragraphs (the baseline: what the browser alone pays), in turns in the same run. Target:
 * a median of at most 16 ms. Each keystroke is timed alone, from its keydown's timestamp to the
 * first paint after the text changed (richTextKeystroke/entry.tsx), and the next one waits a random
 * part of a frame, so keystrokes land anywhere in the display's frame, as a person's do. The page is
 * bundled into a temporary directory (never dist/) and served on 127.0.0.1 at a free port.
 */
import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { richTextErrors } from "../runtime/richText/richTextErrors";
import { launchBenchChromium } from "./harness/browser";
import { bundleBenchPage } from "./harness/bundle";
import { serveStatic } from "./harness/staticServer";
import { formatMs } from "./measure";
import { type KeystrokeVariant, PARAGRAPHS, type RichTextKeystrokeApi, TYPED_PARAGRAPH, VARIANTS } from "./richTextKeystroke/api";
import { paragraphsRichText } from "./richTextValues";

const WARMUP = 10;
const ROUNDS = 6;
const PER_ROUND = 10;
const TARGET_MS = 16;
// Letters and spaces only: no character that opens a menu ('/', ':', '@') or starts a markdown shortcut.
const WORDS = "and the whole room sang the last chorus back to us ";

// The document must be one the studio would save (2,000 paragraphs is the most one value holds).
const errors = richTextErrors(paragraphsRichText(PARAGRAPHS));
if (errors.length > 0) throw new Error(`the bench document is not valid rich text: ${errors[0]?.message}`);

const percentile = (values: readonly number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
};

const dir = await bundleBenchPage("bench/richTextKeystroke/entry.tsx", "Rich-text keystroke bench");
const server = await serveStatic(dir);
const browser = await launchBenchChromium("Rich-text keystrokes");

const api = (page: Page) => ({
  ready: () => page.evaluate(() => (window as unknown as { richTextKeystroke: RichTextKeystrokeApi }).richTextKeystroke.ready()),
  lastKeystroke: () =>
    page.evaluate(() => (window as unknown as { richTextKeystroke: RichTextKeystrokeApi }).richTextKeystroke.lastKeystroke()),
  paragraphText: (index: number) =>
    page.evaluate(
      (index) => (window as unknown as { richTextKeystroke: RichTextKeystrokeApi }).richTextKeystroke.paragraphText(index),
      index,
    ),
});

try {
  const pages = {} as Record<KeystrokeVariant, Page>;
  const typed: Record<KeystrokeVariant, string> = { editor: "", plain: "" };
  const times: Record<KeystrokeVariant, number[]> = { editor: [], plain: [] };
  const pageErrors: string[] = [];

  for (const variant of VARIANTS) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (error) => pageErrors.push(`${variant}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(`${variant}: ${message.text()}`);
    });
    await page.goto(`${server.url}?variant=${variant}`);
    await page.waitForFunction(() => "richTextKeystroke" in window);
    const shown = await api(page).ready();
    if (shown !== PARAGRAPHS)
      throw new Error(`the ${variant} page shows ${shown} paragraphs, not ${PARAGRAPHS} (${pageErrors.join("; ") || "no page errors"})`);
    // The caret at the end of the middle paragraph, put there as a person would: a click, then End.
    await page.locator('[contenteditable="true"] > p').nth(TYPED_PARAGRAPH).click();
    await page.keyboard.press("End");
    pages[variant] = page;
  }

  /** Types `count` characters into `variant`'s page, one at a time, and keeps each one's time when `keep`. */
  const typeInto = async (variant: KeystrokeVariant, count: number, keep: boolean) => {
    const page = pages[variant];
    await page.bringToFront();
    for (let index = 0; index < count; index++) {
      const character = WORDS[typed[variant].length % WORDS.length] as string;
      // A random part of a 60 Hz frame between keystrokes, so they do not all land at the same point in it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 17));
      await page.keyboard.type(character);
      const ms = await api(page).lastKeystroke();
      typed[variant] += character;
      if (keep) times[variant].push(ms);
    }
  };

  for (const variant of VARIANTS) await typeInto(variant, WARMUP, false);
  // The two pages take turns, each going first every other round, so both meet the machine's load alike.
  for (let round = 0; round < ROUNDS; round++) {
    const order: KeystrokeVariant[] = round % 2 ? ["plain", "editor"] : ["editor", "plain"];
    for (const variant of order) await typeInto(variant, PER_ROUND, true);
  }

  for (const variant of VARIANTS) {
    const text = await api(pages[variant]).paragraphText(TYPED_PARAGRAPH);
    if (!text.endsWith(typed[variant])) throw new Error(`the ${variant} page's paragraph reads "${text}", not ending with what was typed`);
  }
  if (pageErrors.length > 0) throw new Error(`the bench pages reported errors: ${pageErrors.join("; ")}`);

  const row = (what: string, values: number[], target?: string) => ({
    what,
    keystrokes: values.length,
    median: formatMs(percentile(values, 0.5)),
    p95: formatMs(percentile(values, 0.95)),
    max: formatMs(Math.max(...values)),
    ...(target ? { target } : {}),
  });
  console.log(
    `\nRich text, keystroke to next paint in the middle of a ${PARAGRAPHS.toLocaleString("en-US")}-paragraph document (Chromium ${browser.version()}, production build), after ${WARMUP} warm-up keystrokes each\n`,
  );
  console.table([
    row("studio's rich-text editor (Lexical)", times.editor, `median ≤ ${TARGET_MS} ms`),
    row("plain contenteditable div (baseline)", times.plain),
  ]);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
