import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openSection, openStudio, STUDIO_VIEWPORT } from "./editorHelpers";
import { postCards } from "./membersHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";
import { expectPath, signUp } from "./siteHelpers";

/**
 * Paid memberships on the test provider (issue 18): a fan opens a post locked to the demo's
 * Supporter tier, Subscribe leads to that tier's checkout, they pay yearly on the test page, the
 * post unlocks, a welcome reaches the outbox, and on the account page they cancel, keeping the
 * membership to the end of the year paid for.
 */

const SUPPORTER_LOCK = "For Supporter and Inner Circle members";

function messagesTo(email: string, subject: RegExp): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .map((file) => readFileSync(join(outbox, file), "utf8"))
      .filter((message) => message.includes(`To: ${email}`) && subject.test(message));
  } catch {
    return [];
  }
}

test("a fan joins a paid tier yearly from a locked post, the post unlocks, and they cancel", async ({ page }) => {
  const fan = await signUp(page);
  await page.goto("/members");
  const locked = postCards(page).filter({ hasText: SUPPORTER_LOCK }).first();
  await expect(locked.getByText("Content Locked", { exact: true })).toBeVisible();
  await locked.getByRole("link", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/membership\/checkout\?membershipTierId=/);
  await expect(page.getByRole("heading", { level: 2, name: "Supporter", exact: true })).toBeVisible();
  await page.getByLabel(/Yearly/).check();
  await page.getByRole("button", { name: "Pay $50.00 a year" }).click();

  await expect(page.getByRole("note")).toContainText("This is a test payment. No money moves");
  await expect(page.getByText("Renews every year until cancelled.")).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $50.00 a year" }).click();

  await expect(page).toHaveURL(/\/membership\/checkout\/complete\?subscriptionId=sub_/);
  await expect(page.getByRole("status")).toContainText("Welcome to Supporter!");
  await expect(page.getByText(/^You pay \$50\.00 a year\. Renews on /)).toBeVisible();
  await expect.poll(() => messagesTo(fan.email, /Subject: Welcome to Supporter/).length, { timeout: 15_000 }).toBe(1);

  await page.getByRole("link", { name: "Read the posts" }).click();
  await expectPath(page, "/members");
  await expect(postCards(page)).toHaveCount(10);
  await expect(postCards(page).filter({ hasText: SUPPORTER_LOCK })).toHaveCount(0);

  await page.goto("/account");
  const billing = page.getByText(/^\$50\.00 a year\. Renews on /);
  await expect(billing).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText(/^Cancel Supporter\? You keep it until /)).toBeVisible();
  await page.getByRole("button", { name: "Cancel membership" }).click();
  await expect(page.getByText(/^\$50\.00 a year\. Cancelled: active until /)).toBeVisible();
  // Still a member until the year paid for ends.
  await page.goto("/members");
  await expect(postCards(page)).toHaveCount(10);
  await expect(postCards(page).filter({ hasText: SUPPORTER_LOCK })).toHaveCount(0);
});

test("the artist sees a member's first payment in Orders and what they pay in Fans, and is asked before moving them (issue 34, item 13)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const fan = await signUp(page);
  await page.goto("/members");
  await postCards(page).filter({ hasText: SUPPORTER_LOCK }).first().getByRole("link", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/membership\/checkout\?membershipTierId=/);
  await page.getByLabel(/Monthly/).check();
  const pay = page.getByRole("button", { name: /^Pay \$[\d.]+ a month$/ });
  const monthly = ((await pay.textContent()) ?? "").replace(/^Pay | a month$/g, "");
  await pay.click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${monthly} a month` }).click();
  await expect(page).toHaveURL(/\/membership\/checkout\/complete\?subscriptionId=sub_/);

  const studio = await (await browser.newContext({ viewport: STUDIO_VIEWPORT })).newPage();
  await openStudio(studio);
  await openSection(studio, "Orders");
  await studio.getByLabel("Status").selectOption({ label: "Memberships" });
  await studio.getByLabel("Find by fan's email").fill(fan.email);
  const payment = studio.getByRole("row").filter({ hasText: fan.email });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText("Supporter");
  await expect(payment).toContainText(`${monthly}/month`);
  await expect(payment).toContainText("First payment");

  await openSection(studio, "Audience");
  await studio.getByRole("navigation", { name: "Audience" }).getByRole("button", { name: "Fans" }).click();
  await studio.getByLabel("Find a fan").fill(fan.email);
  const row = studio.getByRole("row").filter({ hasText: fan.email });
  await expect(row).toContainText(`${monthly}/month`);
  await expect(row).toContainText(/Renews on \w{3} \d{1,2}, \d{4}/);
  await row.getByLabel(`Tier of ${fan.email}`).selectOption({ label: "Inner Circle" });
  const dialog = studio.getByRole("dialog", { name: /to Inner Circle\?$/ });
  await expect(dialog).toContainText(`They pay ${monthly}/month for Supporter.`);
  await expect(dialog).toContainText("puts them back on Supporter");
  await expectSoundAtEveryWidth(studio, "the dialog asking before a paying member's tier changes");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByLabel(`Tier of ${fan.email}`)).toHaveValue(/.+/);
});
