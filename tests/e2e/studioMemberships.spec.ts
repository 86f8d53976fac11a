import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openSection, STUDIO_VIEWPORT } from "./editorHelpers";
import { type RunningServer, startRealServer } from "./realServer";

/**
 * The studio's Memberships section (issue 17), on a server of its own: a tier's price changes what
 * every fan sees, so it may not change on the server the other tests share.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: STUDIO_VIEWPORT });

let server: RunningServer;
let owner: { email: string; password: string };

test.beforeAll(async () => {
  server = await startRealServer();
  owner = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8")).owner;
});
test.afterAll(async () => {
  server.process.kill("SIGTERM");
  await server.exited;
});

test("an artist changes a tier's price and benefits, and fans see the new price on the home page", async ({ page }) => {
  await page.goto(`${server.baseUrl}/studio`);
  const login = page.locator("form").filter({ has: page.getByRole("heading", { name: "Studio", level: 1 }) });
  await login.getByLabel("Email").fill(owner.email);
  await login.getByLabel("Password").fill(owner.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await openSection(page, "Memberships");

  const tiers = page.getByRole("list", { name: "Your tiers" });
  await expect(tiers.getByRole("listitem")).toHaveCount(3);
  await expect(tiers.getByRole("listitem").filter({ hasText: "Supporter" })).toContainText("$5/Mo · $50/Yr");

  await page.getByRole("button", { name: "Edit Supporter" }).click();
  const form = page.getByRole("form", { name: "Edit Supporter" });
  await form.getByLabel("Monthly price ($)").fill("7.50");
  await form.getByLabel("Yearly price ($)").fill("75");
  await form.getByRole("button", { name: "Add benefit" }).click();
  const benefits = form.getByRole("group", { name: "Benefits" }).getByRole("textbox");
  await benefits.last().fill("Soundcheck visits");
  await form.getByRole("button", { name: "Save tier" }).click();
  await expect(form).toBeHidden();
  await expect(tiers.getByRole("listitem").filter({ hasText: "Supporter" })).toContainText("$7.50/Mo · $75/Yr");

  // Fans see it at once: the home page's membership section, from the server's HTML on.
  const html = await (await page.request.get(`${server.baseUrl}/`)).text();
  expect(html).toContain("$7.50/Mo");
  const fan = await page.context().newPage();
  await fan.goto(`${server.baseUrl}/`);
  await expect(fan.getByText("$7.50/Mo")).toBeVisible();
  await expect(fan.getByText("Soundcheck visits")).toBeVisible();

  // A tier with members is hidden, never deleted: the studio shows the server's words.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete Listener" }).click();
  await expect(page.getByRole("alert")).toContainText("hide it instead");
});
