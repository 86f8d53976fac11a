import { expect, test } from "@playwright/test";
import { bundleBenchPage } from "../../bench/harness/bundle";
import { serveStatic } from "../../bench/harness/staticServer";
import { UNSAFE_MARKUP, unsafePartsIn, XSS_HTML } from "../hostile/xss";

/**
 * The rich-text editor as a host embeds it (SPEC §2's email editor: its 500-character counter,
 * initial HTML, the callbacks), in Chromium on a page of its own: the email builder that puts it in
 * the studio is the next issue's. The page is the production bundle of the editor, served locally.
 */
test.describe.configure({ mode: "serial" });

let site: { url: string; close: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveStatic(await bundleBenchPage("tests/e2e/harness/richTextEmbedding.tsx", "Rich text embedding"));
});

test.afterAll(async () => {
  await site?.close();
});

test("the counter counts to 500 and marks the excess", async ({ page }) => {
  await page.goto(new URL("?max=500", site.url).href);
  const editor = page.getByRole("textbox", { name: "Email text" });
  await expect(page.getByText("0 / 500")).toBeVisible();
  await editor.click();
  await page.keyboard.insertText("a".repeat(495));
  await expect(page.getByText("495 / 500")).toBeVisible();
  await page.keyboard.type("bcdefghij");
  await expect(page.getByText("504 / 500")).toBeVisible();
  await expect(page.getByText("504 / 500")).toHaveClass(/rt-counter-over/);
  await expect(editor.locator(".bl-rt-overflow")).toHaveText("ghij");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(page.getByText("500 / 500")).not.toHaveClass(/rt-counter-over/);
  await expect(editor.locator(".bl-rt-overflow")).toHaveCount(0);
});

test("initial HTML is loaded, formatted, and every change delivers JSON and HTML", async ({ page }) => {
  const html =
    '<h2>Tour</h2><p>Doors at <strong>eight</strong>, <a href="https://tickets.example/">tickets</a></p><ul><li>Lisbon</li></ul>';
  await page.goto(new URL(`?html=${encodeURIComponent(html)}`, site.url).href);
  const editor = page.getByRole("textbox", { name: "Email text" });
  await expect(editor.locator("h2")).toHaveText("Tour");
  await expect(editor.locator("strong")).toHaveText("eight");
  await expect(editor.locator("a")).toHaveAttribute("href", "https://tickets.example/");
  await expect(editor.locator("ul li")).toHaveText("Lisbon");
  await editor.getByText("Lisbon").click();
  await page.keyboard.press("End");
  await page.keyboard.type(", Porto");
  await expect.poll(() => page.evaluate(() => window.richTextChanges.at(-1)?.html ?? "")).toContain("<li>Lisbon, Porto</li>");
  const last = await page.evaluate(() => window.richTextChanges.at(-1));
  expect(last?.html).toContain("<h2>Tour</h2>");
  expect(last?.html).toContain('<a href="https://tickets.example/">tickets</a>');
  expect(JSON.stringify(last?.json)).toContain('"text":"Lisbon, Porto"');
});

test("hostile initial HTML is loaded inert: nothing runs, nothing unsafe is kept", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const payload of XSS_HTML) {
    await page.goto(new URL(`?html=${encodeURIComponent(payload)}`, site.url).href);
    const editor = page.getByRole("textbox", { name: "Email text" });
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type("!");
    await expect.poll(() => page.evaluate(() => window.richTextChanges.length)).toBeGreaterThan(0);
    const html = await page.evaluate(() => window.richTextChanges.at(-1)?.html ?? "");
    expect(html, payload).not.toMatch(UNSAFE_MARKUP);
    expect(await editor.evaluateAll(unsafePartsIn, page.url()), payload).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});
