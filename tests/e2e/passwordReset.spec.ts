import { expect, type Page, test } from "@playwright/test";
import { mailTo } from "./outboxHelpers";
import { buyWithTestCard, expectPath, fixedPriceAlbum, logIn, openLogin, signUp } from "./siteHelpers";

/**
 * A fan who forgot their password (issue 35, item 1): 'Forgot password?' on the login page mails
 * a link from the artist; it sets a new password once, ends the fan's other sessions, and logs
 * them in to their library. 'Email me a sign-in link' lets them in without the password.
 */

/** The path (and query) of the last link to `path` mailed to `email` under `subject`, once it reaches the outbox. */
async function mailedLink(email: string, subject: string, path: string): Promise<string> {
  const links = async () =>
    (await mailTo(email))
      .filter((message) => message.subject?.startsWith(subject))
      .map((message) => new RegExp(`https?://\\S+${path}/\\S+`).exec(message.text ?? "")?.[0] ?? "");
  await expect.poll(async () => (await links()).length, { timeout: 15_000, message: `“${subject}” reaches ${email}` }).toBeGreaterThan(0);
  const url = new URL((await links()).at(-1) ?? "");
  return `${url.pathname}${url.search}`;
}

const library = (page: Page, title: string) => page.getByRole("list", { name: `Tracks of ${title}` });

test("a fan resets a forgotten password from the emailed link, is signed out elsewhere, and finds their library", async ({
  page,
  browser,
  request,
}) => {
  const album = await fixedPriceAlbum(request);
  const fan = await signUp(page);
  await buyWithTestCard(page, album);
  await page.goto("/account");
  await expect(library(page, album.title)).toBeVisible();

  // On another device, the fan has forgotten the password.
  const elsewhere = await (await browser.newContext()).newPage();
  await openLogin(elsewhere);
  await elsewhere.getByLabel("Email").fill(fan.email);
  await elsewhere.getByRole("link", { name: "Forgot password?" }).click();
  await expectPath(elsewhere, `/forgot-password?email=${encodeURIComponent(fan.email)}`);
  await expect(elsewhere.getByLabel("Email")).toHaveValue(fan.email);
  await elsewhere.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(elsewhere.getByText(`If ${fan.email} has an account`)).toBeVisible();

  const link = await mailedLink(fan.email, "Choose a new password for", "/reset-password");
  await elsewhere.goto(link);
  await expect(elsewhere.getByText(`For ${fan.email} at`)).toBeVisible();
  await elsewhere.getByLabel("New password").fill("a brand new tune 7");
  await elsewhere.getByRole("button", { name: "Save and log in" }).click();
  await expectPath(elsewhere, "/account");
  await expect(library(elsewhere, album.title)).toBeVisible();

  // The first device's session ended with the old password; the link works once.
  await page.reload();
  await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "This link was already used to choose a password. Log in with it, or ask for a new link.",
  );
  await logIn(page, fan.email, "a brand new tune 7");
  await expect(library(page, album.title)).toBeVisible();
  await elsewhere.context().close();
});

test("a fan signs in with an emailed link instead of the password", async ({ page, browser }) => {
  const fan = await signUp(page);
  const visitor = await (await browser.newContext()).newPage();
  await openLogin(visitor, "/login?redirect=%2Fmembers");
  await visitor.getByLabel("Email").fill(fan.email);
  await visitor.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(visitor.getByText("we have sent it a link that signs you in. It works once, for an hour.")).toBeVisible();
  await visitor.goto(await mailedLink(fan.email, "Your sign-in link for", "/signup/confirm"));
  await visitor.getByRole("button", { name: "Continue" }).click();
  await expectPath(visitor, "/members");
  await visitor.context().close();
});
