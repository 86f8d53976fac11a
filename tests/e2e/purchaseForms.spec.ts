import { expect, test } from "@playwright/test";
import { cartButton, cartToast, defaultVariant, fixedPriceAlbum, openCart, payWhatYouWantRelease, usd } from "./siteHelpers";

/** The forms on a release's page: sending it as a gift, and naming a price when it is pay what you want. */

test("the gift form asks for a recipient, checks the email, and puts the gift in the cart", async ({ page, request }) => {
  const album = await fixedPriceAlbum(request);
  await page.goto(`/music/${encodeURIComponent(album.id)}`);

  await page.getByRole("button", { name: "Send as gift" }).click();
  const gift = page.getByRole("dialog", { name: "Send as gift" });
  await expect(gift).toBeVisible();

  await gift.getByRole("button", { name: "Add gift to cart" }).click();
  await expect(gift.getByText("Recipient name is required")).toBeVisible();
  await expect(gift.getByText("Recipient email is required")).toBeVisible();
  await expect(gift.getByLabel("Recipient name")).toBeFocused();

  await gift.getByLabel("Recipient name").fill("Jamie Rivera");
  await gift.getByLabel("Recipient email").fill("not-an-email");
  await gift.getByRole("button", { name: "Add gift to cart" }).click();
  await expect(gift.getByText("Invalid email")).toBeVisible();
  await expect(gift.getByText("Recipient name is required")).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");

  await gift.getByLabel("Recipient email").fill("jamie.rivera@example.com");
  await gift.getByLabel(/Message/).fill("Happy birthday!");
  await gift.getByRole("button", { name: "Add gift to cart" }).click();
  await expect(gift).toBeHidden();
  await expect(cartToast(page, "Item added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  const cart = await openCart(page);
  const item = cart.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(album.title);
  await expect(item.getByText("Gift for Jamie Rivera")).toBeVisible();
  await expect(item).toContainText(usd(defaultVariant(album).price));
  await expect(cart.getByRole("button", { name: `Remove ${album.title}, gift for Jamie Rivera` })).toBeVisible();

  // Checkout says where the music goes (issue 34): to Jamie, not into the buyer's library.
  await page.goto("/checkout");
  await expect(
    page.getByText("The music goes to Jamie Rivera: they get an email with a link to claim it. It is not added to your library."),
  ).toBeVisible();
});

test("a pay-what-you-want release refuses a price under its minimum and adds the price named", async ({ page, request }) => {
  const release = await payWhatYouWantRelease(request);
  const minimum = defaultVariant(release).price;
  await page.goto(`/music/${encodeURIComponent(release.id)}`);

  const price = page.getByLabel("Your price (USD)");
  await expect(price).toHaveValue(minimum.toFixed(2));
  await price.fill((minimum - 0.01).toFixed(2));
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Price must be at least ${usd(minimum)}`);
  await expect(price).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");

  // An empty price is refused the same way: the price is required.
  await price.fill("");
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page.getByRole("alert")).toHaveText(`Price must be at least ${usd(minimum)}`);

  const chosen = minimum + 2.5;
  await price.fill(chosen.toFixed(2));
  await expect(page.getByRole("alert")).toBeHidden();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartToast(page, "Item added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  const cart = await openCart(page);
  await expect(cart.getByRole("listitem")).toContainText(release.title);
  await expect(cart.getByRole("listitem")).toContainText(usd(chosen));
  await expect(cart.getByText(/^\$\d+\.\d{2}$/)).toHaveText([usd(chosen), usd(chosen)]);
});
