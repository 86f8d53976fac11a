import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  addPage,
  blockSettings,
  canvas,
  layer,
  openStudio,
  publishOpenPage,
  STUDIO_VIEWPORT,
  selectLayer,
  setSelectedText,
  squarePng,
  toolboxItem,
  topBar,
  uniqueName,
} from "./editorHelpers";
import { ownerSession, savePage, uploadPng } from "./pageHelpers";

/**
 * Per-screen-size settings (issue 39, item 3): at the 375 view the artist sets a Text's font size
 * and hides another Text on phones, at the 768 view gives the Text a top margin; undo and redo keep
 * them; once published, the fan's page at 375, 768 and 1280 px shows each size's values, phones
 * falling back to the tablet's margin and the desktop keeping the block's own values. A page saved
 * through the studio's API shows a Gallery's columns and a Container's direction per size too.
 */
test.use({ viewport: STUDIO_VIEWPORT });

const styleOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { fontSize: style.fontSize, marginTop: style.marginTop, display: style.display };
  });

async function fanSees(browser: Browser, path: string, width: number, words: string, hiddenWords: string) {
  const fan = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await fan.newPage();
  await page.goto(path);
  const text = page.locator(".bl-text", { hasText: words });
  await expect(text).toHaveCount(1);
  const seen = { text: await styleOf(text), otherShown: await page.locator(".bl-text", { hasText: hiddenWords }).isVisible() };
  await fan.close();
  return seen;
}

const viewportButton = (page: Page, width: number) => topBar(page).getByRole("button", { name: String(width), exact: true });
/** The block's own Font size field (after its rich-text field, whose toolbar may have one too). */
const fontSizeField = (page: Page) => blockSettings(page).getByLabel("Font size", { exact: true }).last();

test("per-size settings change the computed style at each width and survive undo and redo", async ({ page, browser }, testInfo) => {
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  const words = uniqueName(testInfo, "Sized");
  await toolboxItem(page, "Text").click();
  await setSelectedText(page, words);
  const hiddenWords = uniqueName(testInfo, "Desktop only");
  await toolboxItem(page, "Text").click();
  await setSelectedText(page, hiddenWords);
  const settings = blockSettings(page);
  const canvasText = canvas(page).locator(".bl-text", { hasText: words });
  const canvasOther = canvas(page).locator(".bl-text", { hasText: hiddenWords });

  await test.step("at 375: hide the second Text on phones, and set the first one's font size", async () => {
    await viewportButton(page, 375).click();
    await expect(viewportButton(page, 375)).toHaveAttribute("aria-pressed", "true");
    await settings.getByRole("checkbox", { name: "Hide on phones" }).check();
    await expect(canvasOther).toBeHidden();
    await selectLayer(layer(page, new RegExp(words)));
    await fontSizeField(page).fill("22");
    await fontSizeField(page).blur();
    await expect(settings.getByText("Font size: set for phones")).toBeVisible();
    await expect.poll(async () => (await styleOf(canvasText)).fontSize).toBe("22px");
  });

  await test.step("at 768: a top margin for tablets, which the Text keeps on phones", async () => {
    await viewportButton(page, 768).click();
    await expect(fontSizeField(page)).toHaveValue("16");
    await settings.getByLabel("Margins top").fill("40");
    await settings.getByLabel("Margins top").blur();
    await expect(settings.getByRole("button", { name: "Reset to desktop value" })).toBeVisible();
    await expect.poll(async () => (await styleOf(canvasText)).marginTop).toBe("40px");
    await expect(canvasOther).toBeVisible();
  });

  await test.step("undo takes the margin back, redo puts it back", async () => {
    await topBar(page).getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await styleOf(canvasText)).marginTop).toBe("0px");
    await topBar(page).getByRole("button", { name: "Redo" }).click();
    await expect.poll(async () => (await styleOf(canvasText)).marginTop).toBe("40px");
  });

  await publishOpenPage(page);

  expect(await fanSees(browser, path, 375, words, hiddenWords)).toEqual({
    text: { fontSize: "22px", marginTop: "40px", display: "block" },
    otherShown: false,
  });
  expect(await fanSees(browser, path, 768, words, hiddenWords)).toEqual({
    text: { fontSize: "16px", marginTop: "40px", display: "block" },
    otherShown: true,
  });
  expect(await fanSees(browser, path, 1280, words, hiddenWords)).toEqual({
    text: { fontSize: "16px", marginTop: "0px", display: "block" },
    otherShown: true,
  });
});

/** How the fan's page at `width` px lays out the sized grid (its number of columns) and the sized section. */
async function layoutAt(browser: Browser, path: string, width: number) {
  const fan = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await fan.newPage();
  await page.goto(path);
  const grid = page.locator(".bl-document .bl-gallery__grid");
  await expect(grid.getByRole("img")).toHaveCount(4);
  const columns = await grid.evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(" ").length);
  // The page's one section, inside the page's own container.
  const section = page.locator(".bl-document .bl-container .bl-container");
  const direction = await section.evaluate((node) => getComputedStyle(node).flexDirection);
  await fan.close();
  return { columns, direction };
}

test("a Gallery's columns and a Container's direction change at each width, an unset size falling back to the larger", async ({
  request,
  browser,
}) => {
  const session = await ownerSession(request);
  const src = await uploadPng(request, session, `sizes-${process.pid}.png`, squarePng(400));
  const images = [1, 2, 3, 4].map((n) => ({ src, alt: `Square ${n}` }));
  const made = await savePage(request, session, {
    id: `per-size-e2e-${process.pid}`,
    title: "Per size",
    path: `/per-size-${process.pid}`,
    blocks: [
      // Phones have no columns of their own: they keep the tablet's 3, not the grid's usual 2.
      { id: "sized-grid", type: "Gallery", props: { images, columns: 4 }, responsive: { tablet: { columns: 3 } } },
      // Tablets have no direction of their own: they keep the desktop's column.
      {
        id: "sized-section",
        type: "Container",
        props: { flexDirection: "column" },
        responsive: { phone: { flexDirection: "row" } },
        children: [],
      },
    ],
  });
  expect(made.ok, made.ok ? "" : made.body).toBe(true);
  if (!made.ok) return;
  try {
    expect(await layoutAt(browser, made.path, 375)).toEqual({ columns: 3, direction: "row" });
    expect(await layoutAt(browser, made.path, 768)).toEqual({ columns: 3, direction: "column" });
    expect(await layoutAt(browser, made.path, 1280)).toEqual({ columns: 4, direction: "column" });
  } finally {
    await made.remove(request);
  }
});
