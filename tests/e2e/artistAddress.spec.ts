import { expect, test } from "@playwright/test";

/**
 * Every artist at an address of their own (issue 31): the demo artist is at lantern-coast.localhost
 * on the e2e server's port, which Chromium resolves to this machine with no setup, and its pages'
 * links are built from that address; an address name no artist has is no one's site.
 */
test("the demo artist is served at lantern-coast.localhost, its canonical link on that address", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "").port;
  const own = `http://lantern-coast.localhost:${port}`;
  await page.goto(`${own}/music`);
  await expect(page.getByRole("link", { name: "The Lantern Coast, home" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${own}/music`);
  const unknown = await page.goto(`http://no-such-artist.localhost:${port}/`);
  expect(unknown?.status()).toBe(421);
});
