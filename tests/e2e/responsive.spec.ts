import { expect, test } from "@playwright/test";
import { demoIds, expectPath, pageWidths, SITE_PAGES, WIDTHS } from "./siteHelpers";

/** Every page fits a phone, a tablet and a desktop without scrolling sideways; phones get the slide-in menu. */

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.name}: no horizontal scroll at ${WIDTHS.join(", ")} px`, async ({ page, request }) => {
    const ids = await demoIds(request);
    const path = sitePage.path(ids);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(sitePage.ready(page, ids)).toBeVisible();
      const { scrollWidth, innerWidth } = await pageWidths(page);
      expect(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
    }
  });
}

test("on a phone the menu button opens the slide-in menu with the header links", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const header = page.getByRole("banner");
  // The header has no room for the links there: they are in the menu.
  await expect(header.getByRole("link", { name: "Music", exact: true })).toBeHidden();
  await header.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Music", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Members", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

  await menu.getByRole("link", { name: "Music", exact: true }).click();
  await expectPath(page, "/music");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "My Music", level: 1 })).toBeVisible();
});

test("on a phone a Text block keeps the sections' side padding: its words never touch the screen's edges", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  // The home page's Text blocks (its About title and words); nothing visible names a block as such.
  const texts = page.getByRole("main").locator(".bl-text");
  await expect(texts.first()).toBeVisible();
  const boxes = await texts.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        paddingLeft: style.paddingLeft,
        paddingRight: style.paddingRight,
        left: box.left + Number.parseFloat(style.paddingLeft),
        right: box.right - Number.parseFloat(style.paddingRight),
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    // 1rem, as the sections and the hero keep on phones.
    expect(box.paddingLeft).toBe("16px");
    expect(box.paddingRight).toBe("16px");
    expect(box.left).toBeGreaterThanOrEqual(16);
    expect(box.right).toBeLessThanOrEqual(375 - 16);
  }
});
