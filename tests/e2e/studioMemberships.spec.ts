import { expect, test } from "@playwright/test";
import { openSection, STUDIO_VIEWPORT } from "./editorHelpers";
import { logInToStudio, ownDemoServer } from "./ownServer";

/**
 * The studio's Memberships section (issue 17), on a server of its own: a tier's price changes what
 * every fan sees, so it may not change on the server the other tests share.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: STUDIO_VIEWPORT });

const own = ownDemoServer();

test("an artist changes a tier's price and benefits, and fans see the new price on the home page", async ({ page }) => {
  await logInToStudio(page, own());
  await openSection(page, "Memberships");

  const tiers = page.getByRole("list", { name: "Your tiers" });
  // A tier's row, by its own Edit button: Inner Circle's row names Supporter among the chips of the tiers it includes.
  const rows = tiers.locator(":scope > li");
  const supporter = rows.filter({ has: page.getByRole("button", { name: "Edit Supporter" }) });
  await expect(rows).toHaveCount(3);
  await expect(supporter).toContainText("$5/Mo · $50/Yr");

  await page.getByRole("button", { name: "Edit Supporter" }).click();
  const form = page.getByRole("form", { name: "Edit Supporter" });
  await form.getByLabel("Monthly price ($)").fill("7.50");
  await form.getByLabel("Yearly price ($)").fill("75");
  await form.getByRole("button", { name: "Add benefit" }).click();
  const benefits = form.getByRole("group", { name: "Benefits" }).getByRole("textbox");
  await benefits.last().fill("Soundcheck visits");
  await form.getByRole("button", { name: "Save tier" }).click();
  await expect(form).toBeHidden();
  await expect(supporter).toContainText("$7.50/Mo · $75/Yr");

  // Fans see it at once: the home page's membership section, from the server's HTML on.
  const html = await (await page.request.get(`${own().baseUrl}/`)).text();
  expect(html).toContain("$7.50/Mo");
  const fan = await page.context().newPage();
  await fan.goto(`${own().baseUrl}/`);
  await expect(fan.getByText("$7.50/Mo")).toBeVisible();
  await expect(fan.getByText("Soundcheck visits")).toBeVisible();

  // A tier with members is hidden, never deleted: the studio shows the server's words.
  await page.getByRole("button", { name: "Delete Listener" }).click();
  await page.getByRole("dialog", { name: "Delete this tier?" }).getByRole("button", { name: "Delete tier" }).click();
  await expect(page.getByRole("alert")).toContainText("hide it instead");
});
