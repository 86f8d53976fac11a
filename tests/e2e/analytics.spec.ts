import { expect, type Locator, type Page, test } from "@playwright/test";
import { audibleTrackIds, playerBar, releaseTracks, waitForPlayable } from "./audioHelpers";
import { demoCredentials } from "./demo";
import { submitStudioLogin } from "./editorHelpers";
import { defaultVariant, fixedPriceAlbum, hydrated, signUp, usd } from "./siteHelpers";

/**
 * First-party analytics (issue 38), end to end: a visitor's pages and a fan's play and purchase,
 * sent by the site's beacon, rolled up (at once through the test-only route, as maintenance does
 * each minute) and shown on the studio's home, in its tables beside the charts. The server is
 * shared with other specs, so this one counts what it did on its own: a page only it visits, and
 * the track's plays and the release's sales before and after. (Every browser here has one address
 * and one user agent: to the server they are all one visitor, whose pages are many; the visit is
 * told apart by the site it comes from, which no other spec names.)
 */

/** A table of the home, by its caption. */
const homeTable = (page: Page, caption: RegExp): Locator =>
  page.getByRole("table").filter({ has: page.locator("caption", { hasText: caption }) });

/** The number in a table's row named `name` (its row header), in its `column`th cell after the header (0 when the row is not there). */
async function cellOf(table: Locator, name: string, column: number): Promise<number> {
  const row = table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name, exact: true }) });
  if ((await row.count()) === 0) return 0;
  const text = (await row.first().getByRole("cell").nth(column).textContent()) ?? "0";
  return Number(text.replace(/[^0-9.]/g, ""));
}

/** Opens the studio's home and waits for its numbers: the day-by-day table, or the words for a site nobody visited yet. */
async function openHome(page: Page, { reload = true } = {}): Promise<void> {
  if (reload) await page.goto("/studio");
  await expect(page.getByRole("table", { name: /^Visitors and plays by day/ }).or(page.getByText(/^No visits yet/))).toBeVisible();
}

test("visits, plays and a purchase made in the test appear on the studio home's charts and tables", async ({ page, browser, request }) => {
  const album = await fixedPriceAlbum(request);
  const [trackId] = await audibleTrackIds(request, album.id);
  const track = (await releaseTracks(request, album.id)).find((each) => each.id === trackId);
  if (!track) throw new Error(`${album.title} has no track to play`);
  await waitForPlayable(request, [track.id]);

  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password, "/studio");
  await openHome(page, { reload: false });
  // The server counted each tier's members when it started: today's point is there from the first minute.
  await expect(homeTable(page, /^Members by tier by day/).getByRole("row")).not.toHaveCount(0);
  await expect(page.getByText("Members are counted each day from now on")).toHaveCount(0);
  const playsBefore = await cellOf(homeTable(page, /^Top tracks/), track.title, 0);
  const salesBefore = await cellOf(homeTable(page, /^Revenue by product/), album.title, 1);

  // A visitor from a site no other spec names, who plays the album's first track.
  const referrer = `probe-${Date.now().toString(36)}.example`;
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto("/", { referer: `https://${referrer}/a-post` });
  // The page view is recorded once the page's code has run: leaving before that (a slow machine) would not count the visit.
  await hydrated(site);
  await site.goto(`/music/${encodeURIComponent(album.id)}`);
  await site
    .getByRole("main")
    .getByRole("button", { name: `Play ${track.title}`, exact: true })
    .click();
  await expect(playerBar(site).getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  // Leaving sends what is still queued (the beacon also goes every few seconds).
  await site.goto("/events");
  await visitor.close();

  // A fan who buys the album.
  const buyer = await browser.newContext();
  const shop = await buyer.newPage();
  await signUp(shop);
  await shop.goto(`/music/${encodeURIComponent(album.id)}`);
  await shop.getByRole("button", { name: "Buy Now" }).click();
  await shop.goto("/checkout");
  const price = usd(defaultVariant(album).price);
  await shop.getByRole("button", { name: `Pay ${price}` }).click();
  await shop.getByLabel("Card number").fill("4242 4242 4242 4242");
  await shop.getByRole("button", { name: `Pay ${price}` }).click();
  await expect(shop).toHaveURL(/\/checkout\/complete\?orderId=/);
  await buyer.close();

  await expect
    .poll(
      async () => {
        await request.post("/api/testing/analytics/roll-up");
        await openHome(page);
        return cellOf(homeTable(page, /^Top referrers/), referrer, 0);
      },
      { timeout: 30_000, message: "the visit from the probe site reaches the home" },
    )
    .toBe(1);
  expect(await cellOf(homeTable(page, /^Top tracks/), track.title, 0)).toBeGreaterThan(playsBefore);
  // Other specs buy this album too: at least this one sale more.
  expect(await cellOf(homeTable(page, /^Revenue by product/), album.title, 1)).toBeGreaterThan(salesBefore);
  // The charts are drawn beside the tables.
  await expect(page.locator(".uplot canvas").first()).toBeVisible();
  await expect(page.getByText(/^Right now: \d+ visitors?$/)).toBeVisible();
  // The home scrolls inside the studio: its charts' layers and hidden captions never make the page itself scroll past it.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
});
