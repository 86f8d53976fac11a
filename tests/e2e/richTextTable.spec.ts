import { expect, type Locator, type Page, test } from "@playwright/test";
import { publishOpenPage, STUDIO_VIEWPORT } from "./editorHelpers";
import { newText, settle, toolbar } from "./richTextHelpers";

/**
 * Rich content (issue 15), tables: the Insert Table dialog's limits (SPEC §9), a size typed in the
 * slash menu, the table cell menu (merge and unmerge, header state, striping), a column resized by
 * its handle (SPEC §10's 92 px minimum), and the table on the published page.
 */
test.use({ viewport: STUDIO_VIEWPORT });

const rowsOf = (table: Locator) => table.locator("tr");
const cellTexts = (table: Locator) =>
  table.locator("tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")));

async function openCellMenu(page: Page): Promise<Locator> {
  await page.keyboard.press("Alt+Enter");
  const menu = page.getByRole("menu", { name: "Table cell actions" });
  await expect(menu).toBeVisible();
  return menu;
}

test("the Insert Table dialog: 5 by 5 to start, Confirm disabled outside 1-500 rows and 1-50 columns; '/3x4' inserts 3 rows by 4 columns", async ({
  page,
}, testInfo) => {
  const { editor } = await newText(page, testInfo);

  await test.step("'/3x4' offers a table of that size first, and inserts it", async () => {
    await page.keyboard.type("/3x4");
    const menu = page.getByRole("listbox", { name: "Slash commands" });
    await expect(menu.getByRole("option").first()).toHaveText(/Table 3x4/);
    await page.keyboard.press("Enter");
    const table = editor.locator("table.bl-rt-table");
    await expect(table).toHaveCount(1);
    await expect(rowsOf(table)).toHaveCount(3);
    for (const row of await rowsOf(table).all()) await expect(row.locator("td, th")).toHaveCount(4);
    await expect(editor).not.toContainText("3x4");
  });

  await test.step("the dialog opens from the Insert menu with 5 and 5, and refuses sizes outside the limits", async () => {
    await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Table" });
    const dialog = page.getByRole("dialog", { name: "Insert Table" });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByLabel("Rows");
    const columns = dialog.getByLabel("Columns");
    const confirm = dialog.getByRole("button", { name: "Confirm" });
    await expect(rows).toHaveValue("5");
    await expect(columns).toHaveValue("5");
    await expect(confirm).toBeEnabled();
    for (const [rowCount, columnCount] of [
      ["0", "5"],
      ["501", "5"],
      ["5", "51"],
      ["5", "0"],
    ]) {
      await rows.fill(rowCount as string);
      await columns.fill(columnCount as string);
      await expect(confirm).toBeDisabled();
    }
    await rows.fill("500");
    await columns.fill("50");
    await expect(confirm).toBeEnabled();
    await rows.fill("5");
    await columns.fill("5");
    await confirm.click();
    await expect(dialog).toBeHidden();
    // Asked for with the caret in the first table, the new one goes after it (no table in a table).
    const second = editor.locator("table.bl-rt-table").nth(1);
    await expect(rowsOf(second)).toHaveCount(5);
    await expect(rowsOf(second).first().locator("td, th")).toHaveCount(5);
    await expect(second.locator("col")).toHaveCount(5);
    await expect(second.locator("col").first()).toHaveAttribute("style", /width: 92px/);
  });
});

test("the table cell menu merges and unmerges, toggles headers and striping; a column resized by its handle; the published page shows it all", async ({
  page,
  browser,
}, testInfo) => {
  const { editor, path } = await newText(page, testInfo);
  await page.keyboard.type("/3x3");
  // Enter picks what the menu offers: wait, as a person would, until it offers this size (it does only for the whole "3x3").
  await expect(page.getByRole("listbox", { name: "Slash commands" }).getByRole("option").first()).toHaveText(/Table 3x3/);
  await page.keyboard.press("Enter");
  const table = editor.locator("table.bl-rt-table");
  await expect(rowsOf(table)).toHaveCount(3);
  // Tab moves from cell to cell.
  for (const [index, words] of ["Song", "Length", "Key", "Intro", "3:10", "E minor"].entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await page.keyboard.type(words);
  }
  await expect
    .poll(() => cellTexts(table))
    .toEqual([
      ["Song", "Length", "Key"],
      ["Intro", "3:10", "E minor"],
      ["", "", ""],
    ]);

  await test.step("a cell holding the caret has its menu button; merge is offered only for several cells", async () => {
    await expect(page.getByRole("button", { name: "Table cell actions" })).toBeVisible();
    const menu = await openCellMenu(page);
    await expect(menu.getByRole("menuitem", { name: "Merge cells" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Unmerge cells" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  await test.step("two cells selected by dragging merge into one spanning both, and unmerge again", async () => {
    const last = rowsOf(table).nth(2).locator("td");
    const from = await last.nth(0).boundingBox();
    const to = await last.nth(1).boundingBox();
    if (!from || !to) throw new Error("the cells are not shown");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();
    await settle(page);
    const menu = await openCellMenu(page);
    await menu.getByRole("menuitem", { name: "Merge cells" }).click();
    await expect(rowsOf(table).nth(2).locator("td")).toHaveCount(2);
    await expect(rowsOf(table).nth(2).locator("td").first()).toHaveAttribute("colspan", "2");

    await rowsOf(table).nth(2).locator("td").first().click();
    const again = await openCellMenu(page);
    await again.getByRole("menuitem", { name: "Unmerge cells" }).click();
    await expect(rowsOf(table).nth(2).locator("td")).toHaveCount(3);
    await expect(table.locator("[colspan]")).toHaveCount(0);
  });

  await test.step("the column header toggles on and off for the caret's column, and row striping turns on", async () => {
    await rowsOf(table).nth(1).locator("td").first().click();
    let menu = await openCellMenu(page);
    await expect(menu.getByRole("menuitemcheckbox", { name: "Column header" })).toHaveAttribute("aria-checked", "false");
    await menu.getByRole("menuitemcheckbox", { name: "Column header" }).click();
    await expect(rowsOf(table).nth(1).locator("th")).toHaveText(["Intro"]);
    await expect(rowsOf(table).nth(2).locator("th")).toHaveCount(1);

    menu = await openCellMenu(page);
    await expect(menu.getByRole("menuitemcheckbox", { name: "Column header" })).toHaveAttribute("aria-checked", "true");
    await menu.getByRole("menuitemcheckbox", { name: "Column header" }).click();
    await expect(rowsOf(table).nth(1).locator("th")).toHaveCount(0);
    // The first row stays the header row it was made.
    await expect(rowsOf(table).first().locator("th")).toHaveText(["Song", "Length", "Key"]);

    menu = await openCellMenu(page);
    await menu.getByRole("menuitemcheckbox", { name: "Row striping" }).click();
    await expect(editor.locator("table.bl-rt-table--striped")).toHaveCount(1);
  });

  await test.step("the first column is dragged 60 px wider by its handle; no column goes under 92 px", async () => {
    const cell = rowsOf(table).first().locator("th").first();
    await cell.hover();
    const handle = page.locator(".rt-table-resizer--column");
    await expect(handle).toBeVisible();
    const box = await handle.boundingBox();
    if (!box) throw new Error("no resize handle");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(table.locator("col").first()).toHaveAttribute("style", /width: 152px/);

    await rowsOf(table).first().locator("th").nth(1).hover();
    const second = await page.locator(".rt-table-resizer--column").boundingBox();
    if (!second) throw new Error("no resize handle");
    await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2);
    await page.mouse.down();
    await page.mouse.move(second.x + second.width / 2 - 80, second.y + second.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(table.locator("col").nth(1)).toHaveAttribute("style", /width: 92px/);
  });

  await test.step("the add-row button under the hovered table adds a row", async () => {
    await rowsOf(table).nth(1).locator("td").nth(1).hover();
    await page.getByRole("button", { name: "Add row" }).click();
    await expect(rowsOf(table)).toHaveCount(4);
  });

  await publishOpenPage(page);

  await test.step("a fan sees the table: header row, striping, the widths, in a box scrolling sideways at 375 px", async () => {
    const fan = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const fanPage = await fan.newPage();
    await fanPage.goto(path);
    const shown = fanPage.locator(".bl-rt-table-scroll > table.bl-rt-table.bl-rt-table--striped");
    await expect(shown).toBeVisible();
    await expect(shown.locator("tr").first().locator("th")).toHaveText(["Song", "Length", "Key"]);
    await expect(shown.locator("tr").nth(1).locator("td")).toHaveText(["Intro", "3:10", "E minor"]);
    await expect(shown.locator("tr")).toHaveCount(4);
    await expect(shown.locator("col").first()).toHaveAttribute("style", /width: ?152px/);
    const overflow = await fanPage.locator(".bl-rt-table-scroll").evaluate((box) => getComputedStyle(box).overflowX);
    expect(overflow).toBe("auto");
    await fan.close();
  });
});

test("the largest table the dialog allows, 500 rows by 50 columns, is inserted, saved and published", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const { path, editor } = await newText(page, testInfo);
  await toolbar(page).getByRole("combobox", { name: "Insert" }).selectOption({ label: "Table" });
  const dialog = page.getByRole("dialog", { name: "Insert Table" });
  await dialog.getByLabel("Rows").fill("500");
  await dialog.getByLabel("Columns").fill("50");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  const table = editor.locator("table.bl-rt-table");
  await expect(rowsOf(table)).toHaveCount(500, { timeout: 30_000 });
  await expect(rowsOf(table).last().locator("td, th")).toHaveCount(50);
  // Nothing refused it on the way: the draft is saved, then published (the studio takes a few
  // seconds over 25,000 cells after the server's answer, and over 30 on a loaded machine).
  await publishOpenPage(page, { timeout: 90_000 });

  const fan = await browser.newContext();
  const fanPage = await fan.newPage();
  await fanPage.goto(path);
  const shown = fanPage.locator(".bl-text table.bl-rt-table");
  await expect(rowsOf(shown)).toHaveCount(500);
  await expect(rowsOf(shown).first().locator("th")).toHaveCount(50);
  await expect(rowsOf(shown).last().locator("td")).toHaveCount(50);
  await fan.close();
});
