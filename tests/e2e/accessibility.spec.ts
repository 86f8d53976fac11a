import { expect, test } from "@playwright/test";
import { demoIds, expectNoSeriousViolations, fixedPriceAlbum, openCart, SITE_PAGES } from "./siteHelpers";

/** axe finds no serious or critical violation on any page, on a desktop and on a phone, nor in the open dialogs. */

const A11Y_WIDTHS = [1280, 375] as const;

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.name}: no serious accessibility violation at ${A11Y_WIDTHS.join(" and ")} px`, async ({ page, request }) => {
    const ids = await demoIds(request);
    const path = sitePage.path(ids);
    for (const width of A11Y_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(sitePage.ready(page, ids)).toBeVisible();
      await expectNoSeriousViolations(page, `${path} at ${width} px`);
    }
  });
}

test("no serious accessibility violation with the cart sidebar open", async ({ page, request }) => {
  const album = await fixedPriceAlbum(request);
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/music/${encodeURIComponent(album.id)}`);
    // An empty cart, then one with an item in it.
    await openCart(page);
    await expectNoSeriousViolations(page, `the empty cart at ${width} px`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "My Cart" })).toBeHidden();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page.getByText(/^Item (added to|already in) cart$/)).toBeVisible();
    const cart = await openCart(page);
    await expect(cart.getByRole("listitem")).toContainText(album.title);
    await expectNoSeriousViolations(page, `the cart with an item at ${width} px`);
  }
});

test("no serious accessibility violation with the music filter open", async ({ page }) => {
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/music");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("dialog", { name: "Filter Music" })).toBeVisible();
    await expectNoSeriousViolations(page, `the filter at ${width} px`);
  }
});

test("no serious accessibility violation with the gift form open and showing its messages", async ({ page, request }) => {
  const album = await fixedPriceAlbum(request);
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/music/${encodeURIComponent(album.id)}`);
    await page.getByRole("button", { name: "Send as gift" }).click();
    const gift = page.getByRole("dialog", { name: "Send as gift" });
    await gift.getByRole("button", { name: "Add gift to cart" }).click();
    await expect(gift.getByText("Recipient name is required")).toBeVisible();
    await expectNoSeriousViolations(page, `the gift form at ${width} px`);
  }
});

test("no serious accessibility violation with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoSeriousViolations(page, "the phone menu");
});
