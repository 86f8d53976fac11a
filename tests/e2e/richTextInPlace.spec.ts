import { expect, test } from "@playwright/test";
import { canvas, publishOpenPage, STUDIO_VIEWPORT, topBar } from "./editorHelpers";
import { newText, onCanvas, settle } from "./richTextHelpers";

/**
 * A Text's rich text edited in place on the canvas: the format bar, the menus and shortcuts, the
 * editor's own undo and one studio step per session, the clipboard-denied alert; then published
 * and read by a fan without JavaScript.
 */
test.describe.configure({ mode: "default" });
test.use({ viewport: STUDIO_VIEWPORT });

test("in place on the canvas: the format bar on a selection, the context menu's denied paste, then published and read without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  const { path, editor } = await newText(page, testInfo);
  await page.keyboard.type("Doors at eight");
  await expect(onCanvas(page)).toHaveText("Doors at eight");

  await test.step("a second click edits the words in place; the format bar formats a selection", async () => {
    await onCanvas(page).click();
    const inPlace = canvas(page).getByRole("textbox", { name: "Text" });
    await expect(inPlace).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+ControlOrMeta+ArrowLeft");
    const bar = page.getByRole("toolbar", { name: "Text format" });
    await bar.getByRole("button", { name: "Bold" }).click();
    await expect(onCanvas(page).locator("strong")).toHaveText("eight");
    await expect(editor.locator("strong")).toHaveText("eight");
  });

  await test.step("in place, the editor's own undo acts on the words; once left, the studio's undo takes the whole session back", async () => {
    await page.keyboard.press("End");
    await page.keyboard.type(" sharp");
    await expect(onCanvas(page)).toHaveText("Doors at eight sharp");
    await page.keyboard.press("ControlOrMeta+z");
    await expect(onCanvas(page)).not.toHaveText("Doors at eight sharp");
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await expect(onCanvas(page)).toHaveText("Doors at eight sharp");
    await page.keyboard.press("Escape");
    await expect(canvas(page).getByRole("textbox", { name: "Text" })).toHaveCount(0);
    // The session (bold, then " sharp") is one step: one studio undo brings back the words as typed in the panel.
    await topBar(page).getByRole("button", { name: "Undo" }).click();
    await expect(onCanvas(page)).toHaveText("Doors at eight");
    await expect(onCanvas(page).locator("strong")).toHaveCount(0);
    await topBar(page).getByRole("button", { name: "Redo" }).click();
    // Typed after the bold word, the words are bold too, as in every editor.
    await expect(onCanvas(page).locator("strong")).toHaveText("eight sharp");
    await expect(onCanvas(page)).toHaveText("Doors at eight sharp");
    await onCanvas(page).click();
    await expect(canvas(page).getByRole("textbox", { name: "Text" })).toBeFocused();
  });

  await test.step("Paste in the context menu, when the browser denies reading the clipboard, says so", async () => {
    // As the browser answers when its prompt is refused (headless Chromium would leave the prompt pending).
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException("Read permission denied.", "NotAllowedError"));
      Object.defineProperty(navigator.clipboard, "read", { value: refuse, configurable: true });
      Object.defineProperty(navigator.clipboard, "readText", { value: refuse, configurable: true });
    });
    const inPlace = canvas(page).getByRole("textbox", { name: "Text" });
    await inPlace.click({ button: "right" });
    const menu = page.getByRole("menu", { name: "Edit" });
    await expect(menu.getByRole("menuitem")).toHaveText(["Cut", "Copy", "Paste", "Paste as plain text"]);
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await menu.getByRole("menuitem", { name: "Paste", exact: true }).click();
    await expect.poll(() => alerts).toEqual(["Not allowed to paste from clipboard."]);
    await expect(onCanvas(page)).toHaveText("Doors at eight sharp");
    await page.keyboard.press("Escape");
  });

  await test.step("publish; a fan without JavaScript reads the same rich text", async () => {
    await publishOpenPage(page);
    const fan = await browser.newContext({ javaScriptEnabled: false });
    const fanPage = await fan.newPage();
    await fanPage.goto(path);
    await expect(fanPage.locator(".bl-text strong")).toHaveText("eight sharp");
    await expect(fanPage.locator(".bl-text p")).toHaveText("Doors at eight sharp");
    await fan.close();
  });
});

test("in place, the slash menu, emoji and markdown shortcuts work as in the panel", async ({ page }, testInfo) => {
  await newText(page, testInfo);
  await page.keyboard.type("Doors at eight");
  const line = onCanvas(page).locator("p");
  await expect(line).toHaveText("Doors at eight");
  await line.click();
  const inPlace = canvas(page).getByRole("textbox", { name: "Text" });
  await expect(inPlace).toBeFocused();
  await settle(page);
  await page.keyboard.press("ControlOrMeta+End");
  await settle(page);
  await page.keyboard.press("Enter");
  await page.keyboard.type("/quote");
  const menu = page.getByRole("listbox", { name: "Slash commands" });
  await expect(menu.getByRole("option")).toHaveText([/Quote/]);
  // The menu chooses from the query it last rendered: let it render "/quote" (it showed Quote from
  // "/qu" on, and Enter in the same frame replaced only that much; no hand is that fast).
  await settle(page);
  await page.keyboard.press("Enter");
  await page.keyboard.type("Bring earplugs :)");
  await expect(onCanvas(page).locator("blockquote")).toHaveText("Bring earplugs 🙂");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## Support act");
  await expect(onCanvas(page).locator("h2")).toHaveText("Support act");
  await expect(onCanvas(page).locator("p").first()).toHaveText("Doors at eight");
});
