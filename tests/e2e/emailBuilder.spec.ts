import { readFile, writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  blockSettings,
  expectSaved,
  layer,
  layers,
  openSection,
  openStudio,
  STUDIO_VIEWPORT,
  selectLayer,
  squarePng,
  toolboxItem,
  topBar,
  uniqueName,
  uploadAndChooseImage,
} from "./editorHelpers";

/**
 * The email builder (issue 16): the Emails section beside Pages, an email made from a starter and
 * edited on the editor core (the Text's words in the side panel's rich-text editor, a picture from
 * the media picker, a button, columns, undo and redo), its rules (the root Container stays, the
 * Button does not move), the preview of the exported HTML at 600 and 375 px and in dark mode, and
 * the export, whose HTML shows in Chromium as the preview does.
 */

test.use({ viewport: STUDIO_VIEWPORT });

/** The email on the canvas. */
const emailCanvas = (page: Page) => page.getByRole("region", { name: /^Email preview/ });
/** The selected block's toolbar on the email's canvas. */
const emailToolbar = (page: Page, name: string) => emailCanvas(page).getByRole("toolbar", { name: `${name} block` });

async function openEmails(page: Page): Promise<void> {
  await openStudio(page);
  await openSection(page, "Emails");
  await expect(page.getByRole("heading", { name: "Emails" })).toBeVisible();
}

/** Where an element shows, at whole pixels: the frame of the preview may sit at a fraction of one. */
async function wholePixels(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element} is not on screen`);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

/** The words of a download. */
async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  // The exports are in the top bar's Export menu (issue 34, item 15).
  await topBar(page).getByRole("button", { name: "Export", exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), topBar(page).getByRole("button", { name: button }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

test("an email from a starter, edited, previewed at 600 and 375 px and in dark mode, and exported", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openEmails(page);
  const name = uniqueName(testInfo, "Release news");
  const form = page.getByRole("form", { name: "New email" });
  await form.getByLabel("Name of the new email").fill(name);
  await form.getByLabel("Start from").selectOption({ label: "New release" });
  await form.getByRole("button", { name: "Create email" }).click();
  await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(layer(page, "Text “Out now”")).toBeVisible();

  await test.step("the canvas draws the words in the email's text colour, not the dark-themed site's light one (issue 34)", async () => {
    // The demo site's words are white; a new email's are black (settingsFromTheme) on its white body.
    await expect(emailCanvas(page)).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(emailCanvas(page).locator(".bl-email-body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(emailCanvas(page).getByText("Out now")).toHaveCSS("color", "rgb(0, 0, 0)");
  });

  await test.step("the Text's words are edited in the side panel's rich-text editor, counted up to 500", async () => {
    await selectLayer(layer(page, "Text “Out now”"));
    const editor = blockSettings(page).getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Hello fans");
    await expect(blockSettings(page).getByText("10 / 500")).toBeVisible();
    await expect(emailCanvas(page).getByText("Hello fans")).toBeVisible();
  });

  await test.step("a picture from the media picker, a button and columns from the toolbox", async () => {
    await selectLayer(layer(page, /^Image/));
    await uploadAndChooseImage(page, blockSettings(page), { name: "email-cover.png", mimeType: "image/png", buffer: squarePng(64) });
    await expect(emailCanvas(page).locator("img")).toHaveCount(1);
    await toolboxItem(page, "Button").click();
    await expect(layers(page).getByRole("treeitem", { name: "Button “Button”" })).toBeVisible();
    await toolboxItem(page, "Columns").click();
    await expect(layers(page).getByRole("treeitem", { name: "Columns" })).toBeVisible();
    await expect(layers(page).getByRole("treeitem", { name: "Column", exact: true })).toHaveCount(2);
    await expect(toolboxItem(page, "Column")).toHaveCount(0);
  });

  await test.step("undo takes the columns away, redo brings them back", async () => {
    await topBar(page).getByRole("button", { name: "Undo" }).click();
    await expect(layers(page).getByRole("treeitem", { name: "Columns" })).toHaveCount(0);
    await topBar(page).getByRole("button", { name: "Redo" }).click();
    await expect(layers(page).getByRole("treeitem", { name: "Columns" })).toBeVisible();
  });

  await test.step("a row of two columns becomes three, and two again, in its settings", async () => {
    await selectLayer(layers(page).getByRole("treeitem", { name: "Columns" }));
    await blockSettings(page).getByLabel("Layout").selectOption({ label: "Three equal columns" });
    await expect(layers(page).getByRole("treeitem", { name: "Column", exact: true })).toHaveCount(3);
    await blockSettings(page).getByLabel("Layout").selectOption({ label: "Two equal columns" });
    await expect(layers(page).getByRole("treeitem", { name: "Column", exact: true })).toHaveCount(2);
  });

  await test.step("the root Container cannot be deleted and the Button cannot be dragged", async () => {
    const root = layers(page).getByRole("treeitem").first();
    await selectLayer(root);
    const rootToolbar = emailToolbar(page, "Container");
    await expect(rootToolbar).toBeVisible();
    await expect(rootToolbar.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await page.keyboard.press("Delete");
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "cannot be deleted" })).toHaveText(
      "The root block cannot be deleted.",
    );
    await selectLayer(layers(page).getByRole("treeitem", { name: "Button “Button”" }));
    const buttonToolbar = emailToolbar(page, "Button");
    await expect(buttonToolbar.getByRole("button", { name: "Delete" })).toBeVisible();
    await expect(buttonToolbar.getByRole("button", { name: "Move Button" })).toHaveCount(0);
  });

  await expectSaved(page);

  await test.step("the preview shows the exported HTML at 600 and 375 px, and in dark mode", async () => {
    await topBar(page).getByRole("button", { name: "Preview" }).click();
    const frame = page.getByTitle("The exported email at 600 px");
    await expect(frame).toHaveAttribute("sandbox", "");
    // The frame's inside, its border left out: what the email is laid out in.
    expect(await frame.evaluate((element) => element.clientWidth)).toBe(600);
    await expect(page.frameLocator('iframe[title^="The exported email"]').getByText("Hello fans")).toBeVisible();
    await page.getByRole("button", { name: "Mobile (375 px)" }).click();
    expect(await page.getByTitle("The exported email at 375 px").evaluate((element) => element.clientWidth)).toBe(375);
    await page.getByRole("button", { name: "Dark mode" }).click();
    const backdrop = page.frameLocator('iframe[title="The exported email at 375 px, dark mode"]').locator(".bl-email-backdrop");
    await expect(backdrop).toHaveCSS("background-color", "rgb(17, 17, 20)");
  });

  await test.step("the export: the HTML and plain-text files, and the HTML shown in Chromium as in the preview", async () => {
    const html = await downloaded(page, "Download HTML");
    expect(html.name).toMatch(/^release-news-.*\.html$/);
    expect(html.text.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.text).toContain("Hello fans");
    expect(html.text).toContain("<!--[if mso]><v:roundrect");
    const text = await downloaded(page, "Download text");
    expect(text.text).toContain("Hello fans");
    expect(text.text).not.toContain("<");

    await page.getByRole("button", { name: "Dark mode" }).click();
    for (const width of [600, 375]) {
      await page.getByRole("button", { name: `${width === 600 ? "Desktop" : "Mobile"} (${width} px)` }).click();
      const preview = page.frameLocator(`iframe[title="The exported email at ${width} px"]`).locator(".bl-email-canvas");
      const inPreview = await page.screenshot({ clip: await wholePixels(preview) });
      const standalone = await page.context().newPage();
      await standalone.setViewportSize({ width, height: 900 });
      // The file as a reader's client gets it: nothing of the studio around it.
      await standalone.setContent(html.text, { waitUntil: "load" });
      const alone = await standalone.screenshot({ clip: await wholePixels(standalone.locator(".bl-email-canvas")) });
      await standalone.close();
      if (!alone.equals(inPreview)) {
        await testInfo.attach(`preview-${width}.png`, { body: inPreview, contentType: "image/png" });
        await testInfo.attach(`exported-${width}.png`, { body: alone, contentType: "image/png" });
        await writeFile(testInfo.outputPath(`preview-${width}.png`), inPreview);
        await writeFile(testInfo.outputPath(`exported-${width}.png`), alone);
      }
      expect(alone.equals(inPreview), `the exported HTML at ${width} px looks as its preview does`).toBe(true);
    }
  });
});
