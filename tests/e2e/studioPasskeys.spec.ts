import { type Browser, expect, type Page, test } from "@playwright/test";
import { totpCodeAt } from "../../server/twoFactor/totp";
import { demoCredentials } from "./demo";
import { STUDIO_VIEWPORT, submitStudioLogin, uniqueName } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { acceptInvitation, invite } from "./teamHelpers";

/**
 * Passkeys for studio accounts (issue 35, item 7), with Chromium's virtual authenticator (a
 * platform authenticator that holds discoverable credentials and verifies its user): an owner adds
 * a passkey in Your account, signs in with it alone, then, with two-step sign-in on, uses it in
 * place of the code, and removes it. The owner is a new one, invited by the demo owner, so no other
 * test's sign-in changes.
 */

test.use({ viewport: STUDIO_VIEWPORT });

const PASSWORD = "a tune with a passkey 7";

/** The demo owner invites `email` as an owner; the invitee accepts in a browser of their own and lands in the studio. */
async function newOwner(page: Page, browser: Browser, email: string): Promise<Page> {
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password, "/studio/team");
  await invite(page, email, "Owner");
  return acceptInvitation(browser, email, "Pat Passkey", PASSWORD);
}

/** A platform authenticator in this page, as a laptop's fingerprint reader: it keeps passkeys and verifies its user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

const mailsStartingWith = async (email: string, subject: string) =>
  (await mailTo(email)).filter((message) => message.subject?.startsWith(subject)).length;

test("an owner adds a passkey, signs in with it alone and in place of the code, then removes it", async ({ page, browser }, testInfo) => {
  const email = `${uniqueName(testInfo, "passkey")}@example.com`;
  const owner = await newOwner(page, browser, email);
  await addVirtualAuthenticator(owner);

  await owner.goto("/studio/account");
  const passkeys = owner.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await passkeys.getByLabel("Passkey name").fill("This laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const table = passkeys.getByRole("table", { name: "Passkeys" });
  await expect(table.getByRole("cell", { name: "This laptop", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Never", exact: true })).toBeVisible();
  await expect.poll(() => mailsStartingWith(email, "A passkey was added for")).toBe(1);

  // Without email or password: the authenticator offers the passkey it holds for this address.
  await owner.getByRole("button", { name: "Log out" }).click();
  await owner.goto("/studio");
  await owner.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(owner.getByRole("heading", { name: "At a glance" })).toBeVisible();

  // With two-step sign-in on, the passkey answers the step after the password.
  await owner.goto("/studio/account");
  await owner.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const key = ((await owner.locator(".studio-account__secret").textContent()) ?? "").replace(/\s/g, "");
  await owner.getByLabel("Code from the app").fill(totpCodeAt(key, Date.now()));
  await owner.getByRole("button", { name: "Turn on" }).click();
  await owner.getByRole("button", { name: "I have saved them" }).click();
  await owner.getByRole("button", { name: "Log out" }).click();
  await submitStudioLogin(owner, email, PASSWORD);
  await expect(owner.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  await owner.getByRole("button", { name: "Use a passkey" }).click();
  await expect(owner.getByRole("heading", { name: "At a glance" })).toBeVisible();

  await owner.goto("/studio/account");
  await expect(table.getByRole("cell", { name: "Never", exact: true })).toHaveCount(0);
  await table.getByRole("button", { name: "Remove This laptop" }).click();
  const dialog = owner.getByRole("dialog", { name: 'Remove the passkey "This laptop"?' });
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await expect.poll(() => mailsStartingWith(email, "A passkey was removed for")).toBe(1);

  // Removed here, the passkey no longer signs in, though the authenticator still holds it.
  await owner.getByRole("button", { name: "Log out" }).click();
  await owner.goto("/studio");
  await owner.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(owner.getByRole("alert")).toHaveText(
    "This passkey is not one this studio knows for you. Use another passkey, or sign in another way.",
  );
});
