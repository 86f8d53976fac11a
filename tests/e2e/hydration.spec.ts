import { expect, type Page, test } from "@playwright/test";

/** Console messages React prints when the browser's first render differs from the server's HTML. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat|did not match|server rendered/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** API calls that are not about who is logged in (the only thing the server cannot render). */
function watchDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !/^\/api\/(public\/)?accounts\/me$/.test(url.pathname))
      requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

test("every public page hydrates without a warning and without fetching the data it came with", async ({ page, request }) => {
  const album = (await (await request.get("/api/public/products?filter[releaseType]=album&limit=1")).json()).data[0];
  const tier = (await (await request.get("/api/public/membership-tiers")).json())[1];
  const paths = [
    "/",
    "/music",
    "/music?search=a&releaseType=album",
    `/music/${album.id}`,
    "/privacy-policy",
    "/login",
    "/signup?redirect=/account",
    "/checkout",
    "/account",
    `/membership/checkout?membershipTierId=${tier.id}`,
  ];
  for (const path of paths) {
    const problems = watchHydration(page);
    const dataRequests = watchDataRequests(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(problems, path).toEqual([]);
    expect(dataRequests, path).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
    page.removeAllListeners("request");
  }
});

test("with JavaScript off, every public page's content is readable", async ({ browser, request }) => {
  const album = (await (await request.get("/api/public/products?filter[releaseType]=album&limit=1")).json()).data[0];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "The Lantern Coast", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Join the tribe" })).toBeVisible();
  await expect(page.getByText("Listener", { exact: true })).toBeVisible();
  await page.goto("/music");
  await expect(page.getByRole("heading", { name: "My Music" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(album.title) }).first()).toBeVisible();
  await page.goto(`/music/${album.id}`);
  await expect(page.getByRole("heading", { name: album.title })).toBeVisible();
  await expect(page.getByText("Credits")).toBeVisible();
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

test("an unknown path shows the not-found page with a 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
