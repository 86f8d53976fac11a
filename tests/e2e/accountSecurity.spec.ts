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
