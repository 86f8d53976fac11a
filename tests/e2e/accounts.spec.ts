import { expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { accountButton, expectPath, fillSignUp, logIn, openLogin, signUp } from "./siteHelpers";

/**
 * A fan's account: signing up (each SPEC §5 message), the header's account menu, logging out and
 * in again (a wrong password shows the server's message), and the account page's membership.
 * WARNING: the server allows 8 failed logins per address for the whole run; keep this file's low.
 */

/** The message under a field of the form. */
function fieldMessage(page: Page, message: string) {
  return page.getByRole("main").getByText(message, { exact: true });
}

test("sign-up shows each field's message on submit", async ({ page }) => {
  await page.goto("/signup");
  await fillSignUp(page, {
    firstName: "A".repeat(26),
    lastName: "Tester",
    email: "not-an-email",
    password: "short",
  });
  await page.getByLabel("Confirm password").fill("shorter");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(fieldMessage(page, "First name is too long")).toBeVisible();
  await expect(fieldMessage(page, "Email is invalid")).toBeVisible();
  await expect(fieldMessage(page, "Password is too short, should be at least 8 characters")).toBeVisible();
  await expect(fieldMessage(page, "Passwords do not match")).toBeVisible();
  // Focus goes to the first field with a problem.
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("First name").fill("R2D2");
  await page.getByLabel("Email").fill(`${"a".repeat(250)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("a-long-enough-password");
  await page.getByLabel("Confirm password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(fieldMessage(page, "First name is invalid")).toBeVisible();
  await expect(fieldMessage(page, "Email is too long")).toBeVisible();
  await expect(fieldMessage(page, "Password is too short, should be at least 8 characters")).toBeHidden();
  await expect(fieldMessage(page, "Passwords do not match")).toBeHidden();
  await expectPath(page, "/signup");
});

test("a new fan signs up, sees themselves in the account menu, logs out and back in", async ({ page }) => {
  const fan = await signUp(page);
  const fullName = `${fan.firstName} ${fan.lastName}`;

  const account = accountButton(page, fullName);
  await account.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(page.getByRole("banner").getByText(fullName, { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByText(fan.email, { exact: true })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "My Account" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(account).toBeHidden();

  // A wrong password: the server's message. No password: the form's own.
  await openLogin(page);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
  await page.getByLabel("Password").fill("");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(fieldMessage(page, "Password is required")).toBeVisible();
  await expectPath(page, "/login");

  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expectPath(page, "/account");
  await expect(accountButton(page, fullName)).toBeVisible();
  await accountButton(page, fullName).click();
  await expect(page.getByRole("banner").getByText(fullName, { exact: true })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Account" })).toBeVisible();
});

test("the demo fan logs in and the account page shows their membership tier", async ({ page }) => {
  const { fan } = demoCredentials();
  await logIn(page, fan.email, fan.password);
  const membership = page.getByRole("definition").filter({ hasText: fan.tier });
  await expect(membership.getByText(fan.tier, { exact: true })).toBeVisible();
  await expect(membership.getByRole("button", { name: "Leave tier" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: fan.email })).toBeVisible();
});
