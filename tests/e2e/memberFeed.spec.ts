import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { registerFan, setMembership } from "./membersHelpers";
import { logIn } from "./siteHelpers";

/**
 * Feeds (issue 37, item 5): a member finds their private podcast feed on the account page and a
 * podcast app (here, a request without the browser's session) reads it; the public feed and the
 * newsletters' archive are there for everyone.
 */
test("a member copies their private feed's address from the account page, and it reads as RSS without a session", async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  await setMembership(request, fan.email, demoCredentials().fan.tier);
  await logIn(page, fan.email, fan.password);
  const section = page.getByRole("region", { name: "Private podcast feed" });
  const field = section.getByLabel("Feed address");
  await expect(field).toHaveValue(/\/feed\/private\/[A-Za-z0-9_-]{43}\.rss$/);
  const address = await field.inputValue();

  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const rss = await feed.text();
  expect(rss).toContain('<rss version="2.0"');
  expect(rss).toContain("<item>");

  await section.getByRole("button", { name: "Reset link" }).click();
  await section.getByRole("button", { name: "Reset the link" }).click();
  await expect(field).not.toHaveValue(address);
  expect((await request.get(new URL(address).pathname)).status()).toBe(404);
});

test("the public feed and the newsletters' archive", async ({ page, request }) => {
  const feed = await request.get("/feed.atom");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  await page.goto("/newsletters");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
});
