import { expect, type Page, test } from "@playwright/test";
import { openSection, openStudio, STUDIO_VIEWPORT } from "./editorHelpers";

/**
 * The studio's tables keep their rows' actions aligned (issue 34, item 15): every cell of a row,
 * the actions' included, is as tall as its row, so row lines run straight across, and a column's
 * cells all start at the same place, so every row's buttons line up under the others.
 */
test.use({ viewport: STUDIO_VIEWPORT });

/** Each table's rows whose cells do not fill the row or leave their column's line, in words. */
function misalignedCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll("main table")) {
      const name = table.getAttribute("aria-label") ?? table.querySelector("caption, th")?.textContent ?? "a table";
      const columnStarts = new Map<number, number>();
      for (const [rowIndex, row] of [...table.querySelectorAll("tbody tr")].entries()) {
        const rowBox = row.getBoundingClientRect();
        for (const [column, cell] of [...row.children].entries()) {
          if ((cell as HTMLTableCellElement).colSpan > 1) continue;
          const box = cell.getBoundingClientRect();
          if (Math.abs(box.top - rowBox.top) > 1 || Math.abs(box.bottom - rowBox.bottom) > 1)
            problems.push(
              `${name}, row ${rowIndex + 1}, column ${column + 1}: ${Math.round(box.height)}px tall in a ${Math.round(rowBox.height)}px row`,
            );
          const start = columnStarts.get(column);
          if (start === undefined) columnStarts.set(column, box.left);
          else if (Math.abs(box.left - start) > 1)
            problems.push(
              `${name}, row ${rowIndex + 1}, column ${column + 1}: starts at ${Math.round(box.left)}px, the column at ${Math.round(start)}px`,
            );
        }
      }
    }
    return problems;
  });
}

for (const section of ["Music", "Posts"]) {
  test(`${section}: each row's actions sit in their own column, lined up row to row`, async ({ page }) => {
    await openStudio(page);
    await openSection(page, section);
    await expect(page.locator("main table tbody tr").first()).toBeVisible();
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    expect(await misalignedCells(page)).toEqual([]);
  });
}
