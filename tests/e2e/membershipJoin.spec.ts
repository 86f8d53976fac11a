import { expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { expectPath, fillSignUp, finishSignUp, logIn, membershipTiers, newFan, usd } from "./siteHelpers";

/**
 * Joining a membership tier from the home page's 'Join the tribe' section (SPEC §2, §5): a visitor
 * signs up and lands on the tier's checkout; a member sees their own tier marked, without Join.
 */

/** The tier's card in the 'Join the tribe' section: the list item headed by its name. */
function tierCard(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, level: 3, exact: true }) });
}

test("a visitor joins a paid tier: sign-up first, then that tier's checkout", async ({ page, request }) => {
  const tiers = await membershipTiers(request);
  const paid = tiers.find((tier) => !tier.payWhatYouWant && (tier.priceMonthly ?? 0) > 0);
  if (!paid) throw new Error("The demo artist has no paid tier");
  const checkoutPath = `/membership/checkout?membershipTierId=${paid.id}`;

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Join the tribe", level: 2 })).toBeVisible();
  const join = tierCard(page, paid.name).getByRole("link", { name: "Join" });
  await expect(join).toHaveAttribute("href", `/signup?redirect=${checkoutPath}`);
  await join.click();
  await expectPath(page, `/signup?redirect=${checkoutPath}`);
  await expect(page.getByRole("heading", { name: "Create your account", level: 1 })).toBeVisible();

  const fan = newFan();
  await fillSignUp(page, fan);
  await finishSignUp(page, fan.email, checkoutPath);
  await expect(page.getByRole("heading", { name: "Membership checkout", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: paid.name, level: 2, exact: true })).toBeVisible();
  await expect(page.getByText(`${fan.firstName} ${fan.lastName}`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Pay ${usd(paid.priceMonthly ?? 0)} a month` })).toBeVisible();
  await expect(page.getByText("You are currently on this tier")).toBeHidden();
});

test("the demo fan sees their own tier marked, with no Join link on it", async ({ page, request }) => {
  const { fan } = demoCredentials();
  const tiers = await membershipTiers(request);
  const own = tiers.find((tier) => tier.name === fan.tier);
  if (!own) throw new Error(`The demo fan's tier ${fan.tier} is not offered`);

  await logIn(page, fan.email, fan.password, "/");
  await expect(page.getByRole("heading", { name: "Join the tribe", level: 2 })).toBeVisible();
  const ownCard = tierCard(page, own.name);
  await expect(ownCard.getByText("You are currently on this tier")).toBeVisible();
  await expect(ownCard.getByRole("link", { name: "Join" })).toHaveCount(0);
  // The section says which tier the fan is on; the others offer a change, straight to their checkout.
  await expect(page.getByText(`You are a member on the ${own.name} tier.`)).toBeVisible();
  for (const tier of tiers.filter((candidate) => candidate.id !== own.id)) {
    const card = tierCard(page, tier.name);
    await expect(card.getByText("You are currently on this tier")).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Join" })).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Switch to this tier" })).toHaveAttribute(
      "href",
      `/membership/checkout?membershipTierId=${tier.id}`,
    );
  }
});
