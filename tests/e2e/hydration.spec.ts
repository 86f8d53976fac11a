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

test("the home page hydrates without a warning and without fetching the data it came with", async ({ page }) => {
  const problems = watchHydration(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/public/accounts/me")) dataRequests.push(url.pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Join the tribe" })).toBeVisible();
  // Hydrated: React answers clicks (the skip link moves focus; navigation would work) and no warning was printed.
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
  expect(dataRequests).toEqual([]);
});

test("with JavaScript off, the home page's content is readable", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "The Lantern Coast", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Join the tribe" })).toBeVisible();
  await expect(page.getByText("Listener", { exact: true })).toBeVisible();
  await context.close();
});

test("an unknown path shows the not-found page with a 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
