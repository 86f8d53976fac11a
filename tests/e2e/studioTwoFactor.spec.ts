import { type Browser, expect, type Page, test } from "@playwright/test";
import { totpCodeAt } from "../../server/twoFactor/totp";
import { demoCredentials } from "./demo";
import { STUDIO_VIEWPORT, submitStudioLogin, uniqueName } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { acceptInvitation, invite } from "./teamHelpers";

/**
 * Two-step sign-in for studio accounts (issue 35, item 7): an owner turns on an authenticator app
 * (the test computes its codes from the key the studio shows), then signs in with a code from it,
 * and with a recovery code, which works once; a browser remembered skips the code. The owner is a
 * new one, invited by the demo owner, so no other test's sign-in changes; the studio's Activity shows it all.
 */

test.use({ viewport: STUDIO_VIEWPORT });

const PASSWORD = "a tune with two steps 5";

/** The demo owner invites `email` as an owner; the invitee accepts in a browser of their own and lands in the studio. */
async function newOwner(page: Page, browser: Browser, email: string): Promise<Page> {
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password, "/studio/team");
  await invite(page, email, "Owner");
  return acceptInvitation(browser, email, "Tess Twostep", PASSWORD);
}

/** Logs out from the sidebar, then logs in again with the password, up to the code's step. */
async function logOutAndIn(page: Page, email: string): Promise<void> {
  await page.getByRole("button", { name: "Log out" }).click();
  await submitStudioLogin(page, email, PASSWORD);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
}

test("an owner turns on two-step sign-in, then signs in with a code from the app and with a recovery code, once", async ({
  page,
  browser,
}, testInfo) => {
  const email = `${uniqueName(testInfo, "two-step")}@example.com`;
  const owner = await newOwner(page, browser, email);

  await owner.goto("/studio/account");
  await expect(owner.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await owner.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(owner.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const key = ((await owner.locator(".studio-account__secret").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await owner.getByLabel("Code from the app").fill("000000");
  await owner.getByRole("button", { name: "Turn on" }).click();
  await expect(owner.getByText("This code is not right.", { exact: false })).toBeVisible();
  await owner.getByLabel("Code from the app").fill(totpCodeAt(key, Date.now()));
  await owner.getByRole("button", { name: "Turn on" }).click();

  const codes = owner.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await owner.getByRole("button", { name: "I have saved them" }).click();
  await expect(owner.getByText("10 of 10 recovery codes left", { exact: false })).toBeVisible();
  // The owner is told by mail, with what to do if it was not them.
  await expect
    .poll(async () => (await mailTo(email)).filter((message) => message.subject?.startsWith("Two-step sign-in is on for")).length)
    .toBe(1);

  // The next code of the app (one step on, which the server takes for a phone's clock running ahead): the last one was used.
  await logOutAndIn(owner, email);
  await owner.getByLabel("Code", { exact: true }).fill(totpCodeAt(key, Date.now() + 30_000));
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.getByRole("heading", { name: "At a glance" })).toBeVisible();

  await logOutAndIn(owner, email);
  await owner.getByLabel("Code", { exact: true }).fill(recoveryCodes[0] ?? "");
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.getByRole("heading", { name: "At a glance" })).toBeVisible();

  await logOutAndIn(owner, email);
  await owner.getByLabel("Code", { exact: true }).fill(recoveryCodes[0] ?? "");
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.getByRole("alert")).toHaveText("This recovery code is not right, or it was already used: each one works once.");
  await owner.getByLabel("Code", { exact: true }).fill(recoveryCodes[1] ?? "");
  await owner.getByLabel("Remember this device for 30 days").check();
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner.getByRole("heading", { name: "At a glance" })).toBeVisible();
  await owner.goto("/studio/account");
  await expect(owner.getByText("8 of 10 recovery codes left", { exact: false })).toBeVisible();

  // This browser is remembered: the password alone signs in here.
  await owner.getByRole("button", { name: "Log out" }).click();
  await submitStudioLogin(owner, email, PASSWORD);
  await expect(owner.getByRole("heading", { name: "At a glance" })).toBeVisible();

  // The studio's Activity shows these, by whom: the app turned on, and the first sign-in from this browser only.
  await owner.goto("/studio/activity");
  await owner.getByLabel("Kind of work").selectOption({ label: "Sign-ins and security" });
  await owner.getByLabel("Person").selectOption(`Tess Twostep <${email}>`);
  const activity = owner.getByRole("table");
  await expect(activity.getByRole("row").filter({ hasText: "Turned on two-step sign-in" })).toHaveCount(1);
  await expect(activity.getByRole("row").filter({ hasText: "Signed in on a new device" })).toHaveCount(1);
});
