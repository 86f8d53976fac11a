import { expect, type Page, test } from "@playwright/test";
import {
  cartButton,
  cartToast,
  defaultVariant,
  escapeRegExp,
  expectPath,
  fixedPriceAlbum,
  listReleases,
  openCart,
  type Release,
  usd,
} from "./siteHelpers";

/**
 * A visitor's way through the shop: from the home page to the music list, searching and filtering
 * (kept in the address, so reload and back show the same view), a release's page, the cart.
 */

/** The release cards of /music: each one a link named by its title, artist, type and price. */
function releaseCards(page: Page) {
  return page.getByRole("main").getByRole("link", { name: /The Lantern Coast/ });
}

/** The list shows exactly these releases, each card starting with its title. */
async function expectCards(page: Page, releases: readonly Release[]): Promise<void> {
  await expect(releaseCards(page)).toHaveCount(releases.length);
  for (const release of releases) {
    await expect(
      page.getByRole("main").getByRole("link", { name: new RegExp(`^${escapeRegExp(release.title)} The Lantern Coast`) }),
    ).toHaveCount(1);
  }
}

/** A search (not part of "the lantern coast", so it cannot match every release by its artist) that finds albums and singles. */
const SEARCH = "sa";

test("a visitor searches and filters the music list, and the address keeps the view", async ({ page, request }) => {
  const all = await listReleases(request);
  const found = await listReleases(request, { query: SEARCH });
  const foundAlbums = await listReleases(request, { query: SEARCH, releaseType: "album" });
  // The demo catalogue makes every step visible: the search narrows, the filter narrows again.
  expect(found.length).toBeLessThan(all.length);
  expect(foundAlbums.length).toBeGreaterThan(0);
  expect(foundAlbums.length).toBeLessThan(found.length);

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Music", exact: true }).click();
  await expectPath(page, "/music");
  await expect(page.getByRole("heading", { name: "My Music", level: 1 })).toBeVisible();
  await expect(releaseCards(page)).toHaveCount(Math.min(all.length, 10));

  const search = page.getByPlaceholder("Search music...");
  // Typed key by key, faster than the debounce: one search for the whole word (Back, below, shows no "s" view).
  await search.pressSequentially(SEARCH, { delay: 100 });
  // The address follows once typing pauses, and the list narrows with it.
  await expect(page).toHaveURL(new RegExp(`[?&]search=${SEARCH}(&|$)`));
  await expectCards(page, found);

  await page.getByRole("button", { name: "Filter" }).click();
  const filter = page.getByRole("dialog", { name: "Filter Music" });
  await expect(filter).toBeVisible();
  await filter.getByRole("radio", { name: "Album" }).check();
  await filter.getByRole("button", { name: "Apply Filters" }).click();
  await expect(filter).toBeHidden();
  await expect(page).toHaveURL(/[?&]releaseType=album(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${SEARCH}(&|$)`));
  await expectCards(page, foundAlbums);
  for (const card of await releaseCards(page).all()) await expect(card).toContainText("Album");

  // A reload shows the same view: the address, the search box, the results.
  const filteredUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(filteredUrl);
  await expect(search).toHaveValue(SEARCH);
  await expectCards(page, foundAlbums);

  // Back shows the search without the filter again.
  await page.goBack();
  await expect(page).not.toHaveURL(/releaseType=/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${SEARCH}(&|$)`));
  await expect(search).toHaveValue(SEARCH);
  await expectCards(page, found);

  // One step further back: the list as it was before the search.
  await page.goBack();
  await expectPath(page, "/music");
  await expect(search).toHaveValue("");
  await expect(releaseCards(page)).toHaveCount(Math.min(all.length, 10));
});

test("a visitor opens a release, buys it, and the cart keeps it until it is removed", async ({ page, request }) => {
  const album = await fixedPriceAlbum(request);
  const price = usd(defaultVariant(album).price);

  await page.goto("/music?releaseType=album");
  await releaseCards(page).filter({ hasText: album.title }).click();
  await expectPath(page, `/music/${encodeURIComponent(album.id)}`);

  await expect(page.getByRole("heading", { name: album.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: `Cover of ${album.title}` })).toBeVisible();
  await expect(page.getByText(/^Album: \d+ tracks$/)).toBeVisible();
  await expect(page.getByText(`Price: ${price}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Credits" })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");

  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartToast(page, "Item added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(cartButton(page)).toHaveText("1");

  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartToast(page, "Item already in cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(cartButton(page)).toHaveText("1");

  let cart = await openCart(page);
  await expect(cart.getByRole("listitem")).toHaveCount(1);
  await expect(cart.getByRole("listitem")).toContainText(album.title);
  await expect(cart.getByText("Total")).toBeVisible();
  const total = cart.getByText(/^\$\d+\.\d{2}$/);
  // The item's price and the total: both the release's price, with a $ and two decimals.
  await expect(total).toHaveText([price, price]);

  // The cart lives in the browser: a reload finds it again.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  cart = await openCart(page);
  await expect(cart.getByRole("listitem")).toContainText(album.title);

  await cart.getByRole("button", { name: `Remove ${album.title}` }).click();
  await expect(cart.getByText("Your cart is empty.")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");
});
