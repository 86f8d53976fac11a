import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { audibleTrackIds, waitForPlayable } from "./audioHelpers";
import { cartButton, defaultVariant, expectPath, payWhatYouWantRelease, signUp, usd } from "./siteHelpers";

/**
 * Checkout on the test provider (issue 18): a fan buys a pay-what-you-want release above its
 * minimum, pays on the test page, gets the confirmation and a receipt (read from the server's
 * outbox), the cart is emptied, and the library holds it, a track downloading as its file; a
 * declined card leaves the order unpaid and the cart as it was.
 */

/** The receipts the server wrote to its outbox for this address (the e2e server's DATA_DIR). */
function receiptsFor(email: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outbox, file), "utf8"))
    .filter((message) => message.includes(`To: ${email}`) && /Subject: Your receipt/.test(message));
}

async function addAtPrice(page: Page, releaseId: string, price: number): Promise<void> {
  await page.goto(`/music/${encodeURIComponent(releaseId)}`);
  await page.getByLabel("Your price (USD)").fill(price.toFixed(2));
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
}

test("a fan buys a pay-what-you-want release above its minimum, pays on the test page, and gets the confirmation and a receipt", async ({
  page,
  request,
}) => {
  const release = await payWhatYouWantRelease(request);
  // The library offers a track once its streaming copy is made, in the background from the server's start (issue 32).
  await waitForPlayable(request, await audibleTrackIds(request, release.id));
  const price = defaultVariant(release).price + 3;
  const fan = await signUp(page);
  await addAtPrice(page, release.id, price);

  await page.goto("/checkout");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  // The test provider's page says plainly that it is a test.
  await expect(page.getByRole("heading", { name: `Pay ${usd(price)}` })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("This is a test payment. No money moves");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();

  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  await expect(page.getByText("Thank you! Your order is paid: a receipt is on its way to your email.")).toBeVisible();
  await expect(page.getByText(release.title)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");
  await expect.poll(() => receiptsFor(fan.email).length, { timeout: 15_000, message: "the receipt reaches the outbox" }).toBe(1);
  expect(receiptsFor(fan.email)[0]).toContain(release.title);
  await page.getByRole("link", { name: "Go to your library" }).click();
  await expectPath(page, "/account");
  // The library holds the release; a track downloads as its file, made in the format chosen
  // (issue 32): 'Preparing…', then a link named by the file.
  const tracks = page.getByRole("list", { name: `Tracks of ${release.title}` });
  await tracks
    .getByRole("button", { name: /^Download / })
    .first()
    .click();
  const download = page.getByRole("link", { name: /^Download 01 .+\.\w+$/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const file = await page.request.get(new URL((await download.getAttribute("href")) ?? "", page.url()).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^audio\//);
});

test("a declined card leaves the order unpaid and the cart as it was", async ({ page, request }) => {
  const release = await payWhatYouWantRelease(request);
  const price = defaultVariant(release).price;
  await signUp(page);
  await addAtPrice(page, release.id, price);
  await page.goto("/checkout");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await expectPath(page, "/checkout");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
});
