import { expect, test } from "@playwright/test";
import { addPage, blockSettings, canvas, openStudio, publishOpenPage, STUDIO_VIEWPORT, toolboxItem } from "./editorHelpers";

/**
 * Rich content (issue 15), the layout container: inserted in a Text's editor, typed into column by
 * column, published; on a fan's page its columns sit side by side, and stack at 375 px.
 */
test.use({ viewport: STUDIO_VIEWPORT });

test("a 25/75 columns layout: typed into in the studio, side by side on a wide page, stacked at 375 px", async ({
  page,
  browser,
}, testInfo) => {
  await openStudio(page);
  const { path } = await addPage(page, testInfo);
  await toolboxItem(page, "Text").click();
  const editor = blockSettings(page).getByRole("textbox", { name: "Text", exact: true });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Line-up");
  await blockSettings(page)
    .getByRole("toolbar", { name: "Formatting" })
    .getByRole("combobox", { name: "Insert" })
    .selectOption({ label: "2 columns (25% - 75%)" });
  const columns = editor.locator(".bl-rt-layout-item");
  await expect(columns).toHaveCount(2);
  await columns.nth(0).click();
  await page.keyboard.type("Friday");
  await columns.nth(1).click();
  await page.keyboard.type("The Lantern Coast, with guests");
  const onCanvas = canvas(page).locator(".bl-text .bl-rt-layout--25-75 .bl-rt-layout-item");
  await expect(onCanvas).toHaveText(["Friday", "The Lantern Coast, with guests"]);
  // The template changes while the caret is in the layout; the words stay in their columns.
  const template = blockSettings(page).getByRole("toolbar", { name: "Formatting" }).getByRole("combobox", { name: "Columns layout" });
  await template.selectOption({ label: "2 columns (75% - 25%)" });
  await expect(canvas(page).locator(".bl-text .bl-rt-layout--75-25 .bl-rt-layout-item")).toHaveText([
    "Friday",
    "The Lantern Coast, with guests",
  ]);
  await template.selectOption({ label: "2 columns (25% - 75%)" });
  await expect(onCanvas).toHaveText(["Friday", "The Lantern Coast, with guests"]);

  await publishOpenPage(page);

  for (const [width, stacked] of [
    [1280, false],
    [375, true],
  ] as const) {
    const fan = await browser.newContext({ viewport: { width, height: 800 } });
    const fanPage = await fan.newPage();
    await fanPage.goto(path);
    const items = fanPage.locator(".bl-rt-layout-item");
    await expect(items).toHaveText(["Friday", "The Lantern Coast, with guests"]);
    const [first, second] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
    if (!first || !second) throw new Error("the columns are not shown");
    if (stacked) {
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
      expect(Math.abs(second.x - first.x)).toBeLessThan(2);
    } else {
      expect(Math.abs(second.y - first.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      // 25/75: the second column is three times as wide as the first, give or take the gap.
      expect(second.width / first.width).toBeGreaterThan(2.5);
    }
    await fan.close();
  }
});
