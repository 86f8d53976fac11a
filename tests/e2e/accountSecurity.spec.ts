import { expect, test } from "@playwright/test";
import { registerFan } from "./membersHelpers";
import { logIn } from "./siteHelpers";

/** The account page's security: a fan logs out their other devices, and changes their password. */

test("'Log out of other devices' ends the session on the other browser, and keeps this one", async ({ browser, request }) => {
  const fan = await registerFan(request);
  const laptop = await browser.newPage();
  const phoneContext = await browser.newContext();
  const phonePage = await phoneContext.newPage();
  await logIn(laptop, fan.email, fan.password);
  await logIn(phonePage, fan.email, fan.password);

  await laptop.goto("/account");
  await laptop.getByRole("button", { name: "Log out of other devices" }).click();
  // The registration's session (through the API) and the phone's.
  await expect(laptop.getByRole("status")).toHaveText("Logged out of 2 other devices.");

  await phonePage.goto("/account");
  await expect(phonePage.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  await laptop.reload();
  await expect(laptop.getByRole("heading", { name: "Your details" })).toBeVisible();
  await phoneContext.close();
  await laptop.close();
});

test("changing the password keeps this browser logged in and asks the new one everywhere else", async ({ page, request }) => {
  const fan = await registerFan(request);
  await logIn(page, fan.email, fan.password);
  await page.goto("/account");
  await page.getByLabel("Current password", { exact: true }).fill(fan.password);
  await page.getByLabel("New password", { exact: true }).fill("password1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This password is one of the most common ones and easy to guess. Choose another.");

  const newPassword = `${fan.password} and more`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is changed. 1 other device logged out.");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  expect((await request.post("/api/sessions", { data: { email: fan.email, password: fan.password } })).status()).toBe(401);
  expect((await request.post("/api/sessions", { data: { email: fan.email, password: newPassword } })).status()).toBe(200);
});

test("the account page lists the signed-in devices, signs one out, and signs out everywhere (issue 35, item 3)", async ({
  browser,
  request,
}) => {
  const fan = await registerFan(request);
  const laptop = await browser.newPage();
  const phoneContext = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  });
  const phone = await phoneContext.newPage();
  await logIn(laptop, fan.email, fan.password);
  await logIn(phone, fan.email, fan.password);

  await laptop.goto("/account");
  const devices = laptop.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem").first()).toContainText(/^Chrome on \w+ · This device/);
  const iphone = devices.getByRole("listitem").filter({ hasText: "Safari on iPhone" });
  await expect(iphone).toContainText(/Last active \w{3} \d{1,2}, \d{4}/);
  await iphone.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
  await expect(iphone).toHaveCount(0);
  await phone.goto("/account");
  await expect(phone.getByRole("heading", { name: "You are not logged in" })).toBeVisible();

  await laptop.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(laptop).toHaveURL(/\/login$/);
  await laptop.goto("/account");
  await expect(laptop.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  // The registration's own session (through the API) ended too.
  expect((await request.get("/api/accounts/me", { headers: { authorization: `Bearer ${fan.token}` } })).status()).toBe(401);
  await phoneContext.close();
  await laptop.close();
});
