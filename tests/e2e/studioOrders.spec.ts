import { expect, test } from "@playwright/test";
import { openSection, openStudio, STUDIO_VIEWPORT } from "./editorHelpers";
import { buyWithTestCard, fixedPriceAlbum, signUp } from "./siteHelpers";

/**
 * Orders in the studio (issue 18): a fan buys an album on the test provider; the artist finds the
 * order in the studio by the fan's address, opens it and refunds it after a confirmation naming
 * the amount; the order reads "Refunded", the album is gone from the fan's library, and the fan's
 * receipt and refund notice are in the artist's outbox. Only this fan's order changes, so the
 * shared server serves.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: STUDIO_VIEWPORT });

test("the artist finds a fan's order in the studio and refunds it, and the album leaves the fan's library", async ({
  page,
  browser,
  request,
}) => {
  const album = await fixedPriceAlbum(request);
  const fan = await signUp(page);
  const price = await buyWithTestCard(page, album);
  const confirmation = page.url();
  await page.goto("/account");
  await expect(page.getByRole("list", { name: `Tracks of ${album.title}` })).toBeVisible();

  const studio = await (await browser.newContext({ viewport: STUDIO_VIEWPORT })).newPage();
  await openStudio(studio);
  await openSection(studio, "Orders");
  await expect(studio.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await studio.getByLabel("Find by buyer's email").fill(fan.email);
  const row = studio.getByRole("row").filter({ hasText: fan.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(album.title);
  await expect(row).toContainText(price);
  await expect(row).toContainText("Delivered");
  await row.getByRole("button", { name: /^Open the order of / }).click();

  await expect(studio.getByRole("heading", { name: new RegExp(`^Order of ${fan.email.replace(/[.+]/g, "\\$&")}`) })).toBeVisible();
  await expect(studio.getByRole("table", { name: "Items" })).toContainText(album.title);
  await expect(studio.getByRole("table", { name: "History" })).toContainText("Downloads ready in the fan's library");
  await studio.getByRole("button", { name: "Refund" }).click();
  const asking = studio.getByRole("dialog", { name: "Refund this order?" });
  await expect(asking).toContainText(`Refund ${price} to ${fan.email}?`);
  await asking.getByRole("button", { name: `Refund ${price}` }).click();
  await expect(studio.getByRole("table", { name: "History" })).toContainText("Refunded by you");
  await expect(studio.getByRole("button", { name: "Refund" })).toHaveCount(0);
  // Refunded, not only cancelled (issue 34, item 6).
  await expect(studio.getByRole("definition").filter({ hasText: /^Refunded$/ })).toBeVisible();
  await studio.getByRole("button", { name: "Back to orders" }).click();
  await studio.getByLabel("Status").selectOption({ label: "Refunded or cancelled" });
  await studio.getByLabel("Find by buyer's email").fill(fan.email);
  await expect(studio.getByRole("row").filter({ hasText: fan.email })).toContainText("Refunded");

  // The receipt the fan got is in the artist's outbox (no SMTP server here), as it was written.
  const receipt = studio.getByRole("button", { name: `Open “Your receipt from The Lantern Coast” to ${fan.email}` });
  // The mail worker writes it on its own time: the section loads its list as it opens.
  await expect(async () => {
    await openSection(studio, "Orders");
    await openSection(studio, "Outbox");
    await expect(receipt).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await receipt.click();
  await expect(studio.getByText(/Your music is in your library/)).toBeVisible();
  // So is the refund's notice: the amount, and that the downloads were withdrawn.
  await openSection(studio, "Orders");
  await openSection(studio, "Outbox");
  await studio.getByRole("button", { name: `Open “Your order from The Lantern Coast was refunded” to ${fan.email}` }).click();
  await expect(studio.getByText(`The Lantern Coast refunded your order: ${price} goes back to you.`).first()).toBeVisible();
  await expect(studio.getByText(/its downloads were withdrawn from your library/).first()).toBeVisible();
  // From the artist by name (issue 34, item 8): the first fact is the sender.
  await expect(studio.getByRole("definition").first()).toContainText("The Lantern Coast");
  await expect(studio.getByRole("definition").first()).not.toContainText("Backline");

  // The account page asks for the library again: the answer no longer lists the album, nor links to its files.
  const library = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/public/library");
  await page.reload();
  expect(((await (await library).json()) as { releases: unknown[] }).releases).toEqual([]);
  await expect(page.getByText("You have not bought any music here yet.")).toBeVisible();
  await expect(page.getByRole("list", { name: `Tracks of ${album.title}` })).toHaveCount(0);
  // The fan's order page says it was refunded, not that the payment failed.
  await page.goto(confirmation);
  await expect(page.getByRole("status").filter({ hasText: `Refunded. ${price} went back to you` })).toBeVisible();
});
