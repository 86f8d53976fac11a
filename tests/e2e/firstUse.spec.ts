import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { listPosts, registerFan } from "./membersHelpers";
import { cartButton, cartToast, defaultVariant, fixedPriceAlbum, logIn, membershipTiers } from "./siteHelpers";

/** What a first-time fan tripped over (the first-use review), each seen as a fan would, at the width it was seen. */

test("a fan joins the free tier at once, its posts open, and leaving the tier locks them again", async ({ page, request }) => {
  const fan = await registerFan(request);
  const listener = (await membershipTiers(request)).find((tier) => tier.name === "Listener");
  if (!listener) throw new Error("The demo has no Listener tier");
  const listenerPost = (await listPosts(request)).find((post) => post.membershipTierId === listener.id && !post.hasAccess);
  if (!listenerPost) throw new Error("The demo has no Listener post");

  await logIn(page, fan.email, fan.password, `/membership/checkout?membershipTierId=${listener.id}`);
  await expect(page.getByText("Payment is not available yet")).toHaveCount(0);
  await page.getByRole("button", { name: "Join Listener for free" }).click();
  await expect(page.getByRole("heading", { name: "You joined Listener" })).toBeVisible();
  expect((await listPosts(request, fan.token)).find((post) => post.id === listenerPost.id)?.hasAccess).toBe(true);

  await page.getByRole("link", { name: "Read the posts" }).click();
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  await expect(page.getByText("Content Locked").first()).toBeVisible();
  const lockedBefore = await page.getByText("Content Locked").count();

  await page.goto("/account");
  await page.getByRole("button", { name: "Leave tier" }).click();
  await page.getByRole("button", { name: "Leave Listener" }).click();
  await expect(page.getByText("No membership")).toBeVisible();
  expect((await listPosts(request, fan.token)).find((post) => post.id === listenerPost.id)?.hasAccess).toBe(false);
  await page.goto("/members");
  await expect.poll(async () => page.getByText("Content Locked").count()).toBeGreaterThan(lockedBefore);
});

test.describe("for a fan on the other side of the world", () => {
  test.use({ timezoneId: "Asia/Tokyo", locale: "ja-JP" });

  test("an event shows its venue's time with the zone named, on the server and after hydration alike", async ({ page, request }) => {
    const events = (await (await request.get("/api/public/events")).json()) as { title: string; timeZone: string }[];
    const seattle = events.find((event) => event.title.endsWith("Seattle"));
    expect(seattle?.timeZone).toBe("America/Los_Angeles");
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/Afterglow Avenue Tour – Seattle/);
    expect(html).toMatch(/8:00 PM P[SD]T/);
    await page.goto("/");
    const item = page.getByRole("listitem").filter({ hasText: "Afterglow Avenue Tour – Seattle" });
    await expect(item.locator("time")).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4} · 8:00 PM P[SD]T$/);
  });
});

test("fans never see a file's name: post media read by their titles, and the player shows the title", async ({ page }) => {
  const { fan } = demoCredentials();
  await logIn(page, fan.email, fan.password, "/members?type=audio");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const shown = await page
    .locator("main")
    .evaluate((main: HTMLElement) =>
      [
        main.innerText,
        ...[...main.querySelectorAll("img, audio, video, [aria-label]")].map(
          (element) => element.getAttribute("alt") ?? element.getAttribute("aria-label") ?? "",
        ),
      ].join("\n"),
    );
  expect(shown).not.toMatch(/demo-(?:audio|image)|\.wav|\.svg/);
  const play = page.getByRole("button", { name: "Play Satellite Heart – the first voice memo" });
  await play.click();
  await expect(page.getByRole("region", { name: "Audio player" })).toContainText("Satellite Heart – the first voice memo");
});

test("the cart's toast leaves when the fan goes to another page, and when they open the cart", async ({ page, request }) => {
  const album = await fixedPriceAlbum(request);
  expect(defaultVariant(album).price).toBeGreaterThan(0);
  await page.goto(`/music/${encodeURIComponent(album.id)}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartToast(page, "Item added to cart")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  await expect(cartToast(page, "Item added to cart")).toHaveCount(0);

  await page.goto(`/music/${encodeURIComponent(album.id)}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartToast(page, "Item already in cart")).toBeVisible();
  await cartButton(page).click();
  await expect(page.getByRole("dialog", { name: "My Cart" })).toBeVisible();
  await expect(cartToast(page, "Item already in cart")).toHaveCount(0);
});

test("the filter dialog closes on its overlay, 'Clear Filters' clears the filters in effect, and a page past the end shows the last", async ({
  page,
}) => {
  await page.goto("/music?releaseType=album");
  await page.getByRole("button", { name: /^Filter/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filter Music" });
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: /^Filter/ }).click();
  await dialog.getByRole("button", { name: "Clear Filters" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/music" && url.search === "");

  await page.goto("/music?page=99");
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(page.getByText("No music found")).toHaveCount(0);
  await expect(page.locator(".music-card").first()).toBeVisible();
});

test.describe("layout", () => {
  test("at 375 px the hero's stacked buttons keep apart", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const first = await page.getByRole("link", { name: "Listen now" }).boundingBox();
    const second = await page.getByRole("link", { name: "Read the members' posts" }).boundingBox();
    if (!first || !second) throw new Error("the buttons are not shown");
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height + 8);
  });

  test("at 1280 px featured music fills its row", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const row = page.locator(".bl-releases");
    const rowBox = await row.boundingBox();
    const covers = await row
      .locator(".bl-release__cover")
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().right));
    if (!rowBox) throw new Error("no featured music");
    expect(Math.max(...covers)).toBeGreaterThan(rowBox.x + rowBox.width * 0.9);
  });
});
