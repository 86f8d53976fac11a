import { expect, type Page, test } from "@playwright/test";
import { mailTo } from "./outboxHelpers";
import {
  cartButton,
  defaultVariant,
  expectNoSeriousViolations,
  expectPath,
  finishSignUp,
  fixedPriceAlbum,
  newFan,
  signUp,
  uniqueEmail,
  usd,
} from "./siteHelpers";

/**
 * A gift claimed by its recipient (issue 18): a fan buys a release as a gift for an address and
 * pays on the test provider; the recipient gets the gift's email (read from the server's outbox),
 * opens its claim link, signs up with their address filled in, comes back, adds the release to
 * their library and finds it there; the buyer sees it claimed, and is told so by email.
 */

async function payForCart(page: Page, price: number): Promise<void> {
  await page.goto("/checkout");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
}

test("a gift's recipient claims it from the email's link, signs up, and finds it in their library; the buyer sees it claimed", async ({
  page,
  browser,
  request,
}) => {
  const album = await fixedPriceAlbum(request);
  const price = defaultVariant(album).price;
  const buyer = await signUp(page, { ...newFan(), firstName: "Ada" });
  const recipient = { ...newFan(), firstName: "Jamie", email: uniqueEmail("gift") };

  await page.goto(`/music/${encodeURIComponent(album.id)}`);
  await page.getByRole("button", { name: "Send as gift" }).click();
  const form = page.getByRole("dialog", { name: "Send as gift" });
  await form.getByLabel("Recipient name").fill("Jamie");
  await form.getByLabel("Recipient email").fill(recipient.email);
  await form.getByLabel(/Message/).fill("Happy birthday! <b>Enjoy</b>");
  await form.getByRole("button", { name: "Add gift to cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await payForCart(page, price);
  await expect(page.getByText(`${album.title} (gift, not claimed yet)`)).toBeVisible();

  // The gift's email, from the artist, with the buyer's message and the claim link.
  await expect
    .poll(async () => (await mailTo(recipient.email)).length, { timeout: 15_000, message: "the gift reaches the outbox" })
    .toBe(1);
  const [gift] = await mailTo(recipient.email);
  expect(gift?.subject).toBe(`Ada sent you ${album.title}`);
  expect(gift?.text).toContain("> Happy birthday! <b>Enjoy</b>");
  expect(gift?.html || "").toContain("Happy birthday! &lt;b&gt;Enjoy&lt;/b&gt;");
  const link = /https?:\/\/\S+\/gifts\/claim\/[A-Za-z0-9_-]+/.exec(gift?.text ?? "")?.[0];
  expect(link, gift?.text).toBeTruthy();

  // The recipient, in a browser of their own.
  const theirs = await browser.newContext();
  const claimPage = await theirs.newPage();
  const claimPath = new URL(link ?? "").pathname;
  await claimPage.goto(claimPath);
  await expect(claimPage.getByRole("heading", { name: "A gift for you", level: 1 })).toBeVisible();
  await expect(claimPage.getByText(`Ada sent you ${album.title}.`)).toBeVisible();
  await expect(claimPage.getByText("Happy birthday! <b>Enjoy</b>")).toBeVisible();
  await expectNoSeriousViolations(claimPage, "the gift claim page");
  await claimPage.getByRole("link", { name: "Create an account" }).click();
  await expect(claimPage.getByLabel("Email")).toHaveValue(recipient.email);
  await claimPage.getByLabel("First name").fill(recipient.firstName);
  await claimPage.getByLabel("Last name").fill(recipient.lastName);
  await claimPage.getByLabel("Password", { exact: true }).fill(recipient.password);
  await claimPage.getByLabel("Confirm password").fill(recipient.password);
  await claimPage.getByRole("button", { name: "Sign up" }).click();
  await finishSignUp(claimPage, recipient.email, claimPath);
  await claimPage.getByRole("button", { name: "Add to my library" }).click();
  await expect(claimPage.getByRole("status")).toHaveText("It is in your library.");
  await claimPage.getByRole("link", { name: "Go to your library" }).click();
  await expectPath(claimPage, "/account");
  await expect(claimPage.getByRole("list", { name: `Tracks of ${album.title}` })).toBeVisible();
  await theirs.close();

  // The buyer: the gift is claimed on their account page, and they were told by email.
  await page.goto("/account");
  const sent = page.getByRole("region", { name: "Gifts you sent" });
  await expect(sent.getByRole("listitem")).toHaveText([`${album.title} for JamieClaimed`]);
  await expect
    .poll(async () => (await mailTo(buyer.email)).filter((message) => message.subject === "Jamie claimed your gift").length, {
      timeout: 15_000,
      message: "the buyer is told",
    })
    .toBe(1);
});
