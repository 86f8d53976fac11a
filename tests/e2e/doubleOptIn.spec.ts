import { expect, type Page, test } from "@playwright/test";
import { mailTo } from "./outboxHelpers";
import { expectNoSeriousViolations, uniqueEmail } from "./siteHelpers";

/**
 * Double opt-in (issue 19): a visitor joins the list from the home page's Email-list block and is
 * thanked as before; the confirmation email (read from the server's outbox) comes from the artist
 * and names the list; its link opens the confirmation page, which says they are subscribed. A
 * second join answers the same and sends nothing more. (Unsubscribing is covered by the route
 * tests until a newsletter carries an unsubscribe link.)
 */

const SUCCESS = "Thank you! Will be in touch soon!";

async function joinFromHome(page: Page, email: string): Promise<void> {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Get the newsletter" });
  await block.getByLabel("Email address").fill(email);
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(block.getByRole("status")).toHaveText(SUCCESS);
  // Nothing comes until the address is confirmed: the fan is told to look for the email.
  await expect(block.getByText("Check your inbox: we've sent you an email to confirm your address.", { exact: false })).toBeVisible();
}

test("a visitor joins the list, confirms from the email's link, and is subscribed; joining again changes nothing", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("opt-in");
  await joinFromHome(page, email);

  await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000, message: "the confirmation reaches the outbox" }).toBe(1);
  const [confirmation] = await mailTo(email);
  expect(confirmation?.subject).toBe("Confirm your subscription to Newsletter");
  expect(confirmation?.text).toContain("ignore this email: nothing happens");
  const link = /https?:\/\/\S+\/email-lists\/confirm\/[A-Za-z0-9_-]+/.exec(confirmation?.text ?? "")?.[0];
  expect(link, confirmation?.text).toBeTruthy();
  expect(confirmation?.html || "").toContain(`href="${link}"`);

  // The subscriber, in a browser of their own, as a mail client opens the link.
  const theirs = await browser.newContext();
  const confirmPage = await theirs.newPage();
  await confirmPage.goto(new URL(link ?? "").pathname);
  await expect(confirmPage.getByRole("heading", { name: "Your subscription", level: 1 })).toBeVisible();
  // Opening the link asks; the subscriber's click confirms (a mail scanner's visit confirms nothing).
  await expect(confirmPage.getByText("Confirm your subscription to Newsletter?")).toBeVisible();
  await confirmPage.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(confirmPage.getByRole("status")).toHaveText("You're subscribed to Newsletter.");
  await expectNoSeriousViolations(confirmPage, "the confirmation page");
  await theirs.close();

  // Joining again is thanked the same, and the confirmed address gets no more mail: once a later
  // join's confirmation (queued after it) has arrived, a second one would have too.
  await joinFromHome(page, email.toUpperCase());
  const later = uniqueEmail("opt-in-later");
  await joinFromHome(page, later);
  await expect.poll(async () => (await mailTo(later)).length, { timeout: 15_000 }).toBe(1);
  expect(await mailTo(email)).toHaveLength(1);
});
