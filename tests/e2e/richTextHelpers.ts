import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { addPage, blockSettings, canvas, openStudio, toolboxItem } from "./editorHelpers";

/** Shared steps of the rich-text editor's end-to-end tests (richText*.spec.ts): a Text of its own on a page of its own. */

/** The full editor of the selected Text, in its settings panel. */
export const panelEditor = (page: Page) => blockSettings(page).getByRole("textbox", { name: "Text", exact: true });
export const toolbar = (page: Page) => blockSettings(page).getByRole("toolbar", { name: "Formatting" });
/** The new Text as the canvas shows it (the page holds only it). */
export const onCanvas = (page: Page) => canvas(page).locator(".bl-text").first();

/** A new page with one new Text, its full editor focused and emptied. */
export async function newText(page: Page, testInfo: TestInfo): Promise<{ path: string; editor: Locator }> {
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await toolboxItem(page, "Text").click();
  const editor = panelEditor(page);
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  return { path, editor };
}

/** Lets the page handle what the last input caused (Lexical reads a moved caret from a later selectionchange event). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Replaces the editor's words with one typed line. */
export async function retype(page: Page, editor: Locator, words: string): Promise<void> {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(words);
}
