import { type Browser, expect, type Page } from "@playwright/test";
import { STUDIO_VIEWPORT } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";

/** Sends an invitation from the open Team section, and waits until it is listed as pending. */
export async function invite(page: Page, email: string, role: "Owner" | "Editor" | "Viewer"): Promise<void> {
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("region", { name: "Invitations" }).getByText(email, { exact: true })).toBeVisible();
}

/** The path of the last invitation mailed to `email`, once it reaches the outbox. */
async function invitationLink(email: string): Promise<string> {
  const links = async () =>
    (await mailTo(email)).map((message) => /https?:\/\/\S+\/studio\/join\?token=[A-Za-z0-9_-]+/.exec(message.text ?? "")?.[0] ?? "");
  await expect
    .poll(async () => (await links()).filter(Boolean).length, { timeout: 15_000, message: `the invitation reaches ${email}` })
    .toBeGreaterThan(0);
  const url = new URL((await links()).filter(Boolean).at(-1) ?? "");
  return `${url.pathname}${url.search}`;
}

/**
 * Opens the invitation mailed to `email` in a browser of the invitee's own, makes the account with
 * `name` and `password`, and waits for the studio's home.
 */
export async function acceptInvitation(browser: Browser, email: string, name: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: STUDIO_VIEWPORT })).newPage();
  await page.goto(await invitationLink(email));
  await expect(page.getByText(`with ${email}`)).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Choose a password").fill(password);
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible();
  return page;
}
