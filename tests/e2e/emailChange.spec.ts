import { expect, test } from "@playwright/test";
import { mailTo } from "./outboxHelpers";
import { logIn, signUp, uniqueEmail } from "./siteHelpers";

/**
 * A fan changes their email address (issue 35, item 2): nothing changes until the link sent to
 * the new address is opened; then the old address is told, and its link undoes the change and
 * signs every device out.
 */

async function mailedLinkPath(email: string, subject: string): Promise<string> {
  const links = async () =>
    (await mailTo(email))
      .filter((message) => message.subject?.startsWith(subject))
      .map((message) => /https?:\/\/\S+\/account\/\S+/.exec(message.text ?? "")?.[0] ?? "");
  await expect.poll(async () => (await links()).length, { timeout: 15_000, message: `“${subject}” reaches ${email}` }).toBeGreaterThan(0);
  return new URL((await links()).at(-1) ?? "").pathname;
}

test("a fan changes their email from the account page, confirms it from the new address, and the old address undoes it", async ({
  page,
}) => {
  const fan = await signUp(page);
  const newEmail = uniqueEmail("moved");
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Email address" });
  await section.getByLabel("New email address").fill(newEmail);
  await section.getByLabel("Your password").fill(fan.password);
  await section.getByRole("button", { name: "Change email" }).click();
  await expect(section.getByRole("status")).toHaveText(
    `We sent a link to ${newEmail}. Your address changes once you open it (within 24 hours).`,
  );
  await expect(section.getByText(fan.email, { exact: true })).toBeVisible();

  await page.goto(await mailedLinkPath(newEmail, "Confirm your new email address for"));
  await page.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByRole("status")).toContainText(`Your email address is now ${newEmail}.`);
  await page.goto("/account");
  await expect(page.getByRole("region", { name: "Email address" }).getByText(newEmail, { exact: true })).toBeVisible();

  await page.goto(await mailedLinkPath(fan.email, "Your email address for"));
  await page.getByRole("button", { name: "Undo the change" }).click();
  await expect(page.getByRole("status")).toContainText(`Your email address is ${fan.email} again, and every device is signed out.`);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  await logIn(page, fan.email, fan.password);
});
