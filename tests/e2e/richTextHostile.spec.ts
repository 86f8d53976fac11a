import { expect, type Page, test } from "@playwright/test";
import { unsafePartsIn, XSS_HTML, XSS_URLS } from "../hostile/xss";
import { addPage, blockSettings, canvas, openStudio, publishOpenPage, STUDIO_VIEWPORT, toolboxItem } from "./editorHelpers";

/**
 * Rich text against a hostile artist's input (the hardening issue's rule: no stored HTML or unsafe
 * URL reaches a page) and the fan's download (no Lexical). Pasted HTML and link addresses go
 * through the studio's editor; what is stored is published and opened by a fan with JavaScript on.
 */
test.describe.configure({ mode: "default" });
test.use({ viewport: STUDIO_VIEWPORT });

/** What in a part of the page could run script (tests/hostile/xss.ts says what). */
const unsafeParts = (page: Page, selector: string) => page.locator(selector).evaluateAll(unsafePartsIn, page.url());

const ran = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss !== undefined);

test("a fan's download holds no Lexical: home, music, a release and the members page", async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: await response.text() });
  });
  for (const path of ["/", "/music", "/members"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  const release = page.locator('a[href^="/music/"]').first();
  if (await release.count()) {
    await release.click();
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  // Lexical's editor keeps itself on its root element under this name; its every build carries it.
  expect(scripts.filter((script) => script.body.includes("__lexicalEditor")).map((script) => script.url)).toEqual([]);
});

test("hostile HTML pasted into the editor and hostile link addresses: nothing runs, in the studio or on the published page", async ({
  page,
  browser,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await toolboxItem(page, "Text").click();
  const editor = blockSettings(page).getByRole("textbox", { name: "Text", exact: true });
  await expect(editor).toBeVisible();

  await test.step("paste every payload as HTML", async () => {
    for (const payload of XSS_HTML) {
      await editor.click();
      await page.keyboard.press("ControlOrMeta+End");
      await editor.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData("text/html", html);
        data.setData("text/plain", html.replace(/<[^>]*>/g, ""));
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, payload);
    }
    await expect(canvas(page).locator(".bl-text").first()).toContainText("hover");
    expect(await unsafeParts(page, '[aria-label^="Page preview"] .bl-text')).toEqual([]);
    expect(await unsafeParts(page, ".rt-editable")).toEqual([]);
  });

  await test.step("no hostile address becomes a link", async () => {
    const address = page.getByRole("dialog", { name: "Link" }).getByRole("combobox", { name: "Link URL" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Not a link");
    await page.keyboard.press("Shift+Home");
    for (const url of XSS_URLS) {
      await page.keyboard.press("ControlOrMeta+k");
      await address.fill(url);
      await address.press("Enter");
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await address.press("Escape");
      await editor.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.press("Shift+Home");
    }
    expect(await unsafeParts(page, '[aria-label^="Page preview"] .bl-text')).toEqual([]);
  });

  expect(await ran(page)).toBe(false);
  expect(dialogs).toEqual([]);

  await test.step("published, the page a fan opens runs nothing and links nowhere unsafe", async () => {
    await publishOpenPage(page);
    const fan = await browser.newContext();
    const fanPage = await fan.newPage();
    const fanDialogs: string[] = [];
    fanPage.on("dialog", (dialog) => {
      fanDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await fanPage.goto(path);
    await expect(fanPage.locator(".bl-text").first()).toContainText("hover");
    await fanPage.locator(".bl-text p").first().hover();
    expect(await unsafeParts(fanPage, ".bl-text")).toEqual([]);
    expect(await ran(fanPage)).toBe(false);
    expect(fanDialogs).toEqual([]);
    await fan.close();
  });
});
