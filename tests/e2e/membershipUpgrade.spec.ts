import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { postCards } from "./membersHelpers";
import { membershipTiers, signUp } from "./siteHelpers";

/**
 * A paying fan moves up a tier (issue 30): Supporter to Inner Circle is charged first, on the test
 * provider's payment page, and the account page shows the new tier only once it is paid; a fan who
 * cancels with the upgrade unpaid keeps Supporter, the tier paid for, and the payment page for the
 * upgrade takes nothing any more.
 */

const INNER_CIRCLE_LOCK = "For Inner Circle members";

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

/** Pays on the test provider's page with the card that pays. */
async function payOnTestPage(page: Page, amount: string) {
  await expect(page.getByRole("note")).toContainText("This is a test payment. No money moves");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}

/** A new fan paying $5 a month for Supporter; answers the Inner Circle checkout's address. */
async function supporterMember(page: Page, request: Parameters<typeof membershipTiers>[0]) {
  const fan = await signUp(page);
  const tiers = await membershipTiers(request);
  const supporter = tiers.find((tier) => tier.name === "Supporter");
  const inner = tiers.find((tier) => tier.name === "Inner Circle");
  if (!supporter || !inner) throw new Error("The demo artist has no Supporter or Inner Circle tier");
  await page.goto(`/membership/checkout?membershipTierId=${supporter.id}`);
  await page.getByRole("button", { name: "Pay $5.00 a month" }).click();
  await payOnTestPage(page, "$5.00 a month");
  await expect(page.getByRole("status")).toContainText("Welcome to Supporter!");
  return { fan, innerCheckout: `/membership/checkout?membershipTierId=${inner.id}` };
}

/** Starts the upgrade to Inner Circle from its checkout; answers the charge the button named. */
async function startUpgrade(page: Page, innerCheckout: string): Promise<string> {
  await page.goto(innerCheckout);
  const upgrade = page.getByRole("button", { name: /^Upgrade to Inner Circle: pay \$\d+\.\d\d now$/ });
  await expect(upgrade).toBeVisible();
  await expect(
    page.getByText(/^You pay \$\d+\.\d\d now for the rest of this month on Inner Circle, then \$10\.00 a month\./),
  ).toBeVisible();
  const charge = /pay (\$\d+\.\d\d) now/.exec((await upgrade.textContent()) ?? "")?.[1] ?? "";
  await upgrade.click();
  await expect(page.getByRole("heading", { level: 1, name: `Pay ${charge}` })).toBeVisible();
  await expect(page.getByText("Upgrade to Inner Circle: the rest of this month at the new price; then $10.00 a month.")).toBeVisible();
  return charge;
}

test("an upgrade goes through the payment page before the account page shows the new tier", async ({ page, request }) => {
  const { fan, innerCheckout } = await supporterMember(page, request);
  const charge = await startUpgrade(page, innerCheckout);

  // Not paid yet: still Supporter, with the upgrade waiting and the way to pay it.
  await page.goto("/account");
  await expect(page.getByText(`Upgrade to Inner Circle: ${charge} to pay. You stay on your tier until it is paid.`)).toBeVisible();
  await expect(page.getByText(/^\$5\.00 a month\. Renews on /)).toBeVisible();
  await page.goto("/members");
  await expect(postCards(page).filter({ hasText: INNER_CIRCLE_LOCK }).first()).toBeVisible();

  await page.goto("/account");
  await page.getByRole("link", { name: `Pay ${charge} now` }).click();
  await payOnTestPage(page, charge);
  await expect(page).toHaveURL(/\/membership\/checkout\/complete\?subscriptionId=sub_[\w-]+&changeId=mch_/);
  await expect(page.getByRole("status")).toContainText("You are now on Inner Circle!");
  await expect(page.getByText(/^You pay \$10\.00 a month\. Renews on /)).toBeVisible();
  await expect.poll(() => messagesTo(fan.email, /Subject: You are now on Inner Circle at /).length, { timeout: 15_000 }).toBe(1);

  await page.goto("/account");
  await expect(page.getByText(/^\$10\.00 a month\. Renews on /)).toBeVisible();
  await expect(page.getByText(/^Upgrade to Inner Circle/)).toHaveCount(0);
  await page.goto("/members");
  await expect(postCards(page).first()).toBeVisible();
  await expect(postCards(page).filter({ hasText: INNER_CIRCLE_LOCK })).toHaveCount(0);
});

test("a fan who cancels with the upgrade unpaid keeps only Supporter, and its payment page takes nothing", async ({ page, request }) => {
  const { innerCheckout } = await supporterMember(page, request);
  await startUpgrade(page, innerCheckout);
  const paymentPage = page.url();

  await page.goto("/account");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText(/^Cancel Supporter\? You keep it until .* Your change to Inner Circle will not happen\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel membership" }).click();
  await expect(page.getByText(/^\$5\.00 a month\. Cancelled: active until /)).toBeVisible();
  await expect(page.getByText(/^Upgrade to Inner Circle/)).toHaveCount(0);

  await page.goto(paymentPage);
  await expect(page.getByRole("alert")).toHaveText(
    "This membership change is no longer waiting for a payment: it was paid, replaced or withdrawn.",
  );
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await page.goto("/members");
  await expect(postCards(page).filter({ hasText: INNER_CIRCLE_LOCK }).first()).toBeVisible();
});
