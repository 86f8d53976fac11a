import { expect, request as apiRequest, test } from "@playwright/test";
import { hasHorizontalScroll, type SiteRoute, siteRoutes, WIDTHS } from "./siteHelpers";

/** Every page fits a phone, a tablet and a desktop without scrolling sideways; phones get the slide-in menu. */

let routes: SiteRoute[] = [];

test.beforeAll(async ({ baseURL }) => {
  const request = await apiRequest.newContext({ baseURL });
  routes = await siteRoutes(request);
  await request.dispose();
});

const ROUTE_NAMES = ["home", "music", "release", "login", "signup", "account", "checkout", "membership checkout", "privacy policy", "not found"];

for (const name of ROUTE_NAMES) {
  test(`${name}: no horizontal scroll at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    const route = routes.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`No route named ${name}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route.path);
      await expect(route.ready(page)).toBeVisible();
      const { scrollWidth, innerWidth } = await hasHorizontalScroll(page);
      expect(scrollWidth, `${route.path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
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
  const { scrollWidth, innerWidth } = await hasHorizontalScroll(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

  await menu.getByRole("link", { name: "Music", exact: true }).click();
  await expect(page).toHaveURL(/\/music$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "My Music", level: 1 })).toBeVisible();
});
