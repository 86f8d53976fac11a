import { expect, test } from "@playwright/test";
import { canvas, siteSettings, topBar } from "./editorHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";
import { logInToStudio, ownDemoServer } from "./ownServer";
import { expectNoSeriousViolations } from "./siteHelpers";

/**
 * The artist renames their site and moves its address in Site settings › Name and address
 * (issue 34, item 10): the studio shows the new name at once, and a fan sees it in the header and
 * the page title at the new address, while the old address no longer answers. On a server of its
 * own: the demo artist's name and address change.
 */
const server = ownDemoServer();
test.use({ viewport: { width: 1280, height: 900 } });

test("the artist renames the site and moves its address; a fan sees the new name in the header and the title", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const own = server();
  const port = new URL(own.baseUrl).port;
  await logInToStudio(page, own);
  await topBar(page).getByRole("button", { name: "Site settings" }).click();
  const section = siteSettings(page).getByRole("region", { name: "Name and address" });
  await expect(section.getByLabel("Name", { exact: true })).toHaveValue("The Lantern Coast");
  await expect(section.getByLabel("Address name")).toHaveValue("lantern-coast");

  await section.getByLabel("Name", { exact: true }).fill("Night Ferry");
  await section.getByLabel("Address name").fill("night-ferry");
  await expect(section.getByText("Your site's address: night-ferry.localhost")).toBeVisible();
  await section.getByRole("button", { name: "Save name and address" }).click();
  const dialog = page.getByRole("dialog", { name: "Move your site to night-ferry.localhost?" });
  await expect(dialog).toContainText("lantern-coast.localhost stops working");
  await expectSoundAtEveryWidth(page, "the dialog asking before the site moves");
  await expectNoSeriousViolations(page, "Site settings › Name and address, asking before the address moves");
  await dialog.getByRole("button", { name: "Move to night-ferry.localhost" }).click();
  await expect(section.getByRole("status")).toContainText("Saved. Your site is now at night-ferry.localhost.");

  // The studio says the new name at once: its top bar, and the site's header in the canvas.
  await expect(page.locator(".studio-sidebar__artist")).toHaveText("Night Ferry");
  await expect(canvas(page).getByRole("button", { name: /^The site's (name|logo): edit it in Site settings$/ })).toBeVisible();
  await expect(siteSettings(page).getByRole("region", { name: "Domains" })).toContainText("your site is at night-ferry.localhost.");

  // A fan at the new address sees the new name in the header and the page's title.
  const fan = await browser.newPage();
  await fan.goto(`http://night-ferry.localhost:${port}/`);
  await expect(fan).toHaveTitle("Night Ferry");
  await expect(fan.getByRole("link", { name: "Night Ferry, home" })).toBeVisible();
  await expect(fan.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Night Ferry`);
  await fan.goto(`http://night-ferry.localhost:${port}/music`);
  await expect(fan).toHaveTitle("My Music · Night Ferry");
  const old = await fan.goto(`http://lantern-coast.localhost:${port}/`);
  expect(old?.status()).toBe(421);
  await fan.close();

  // This studio was at the old address: it goes on at the new one, after logging in there.
  await section.getByRole("link", { name: `continue at http://night-ferry.localhost:${port}/studio` }).click();
  const login = page.locator("form").filter({ has: page.getByRole("heading", { name: "Studio", level: 1 }) });
  await login.getByLabel("Email").fill(own.credentials.owner.email);
  await login.getByLabel("Password").fill(own.credentials.owner.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator(".studio-sidebar__artist")).toHaveText("Night Ferry");
});
