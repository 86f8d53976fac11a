import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { mailTo } from "./outboxHelpers";

/**
 * Shared steps of the fan-facing site's end-to-end tests. They act the way a person does (roles,
 * labels, visible text) and read the demo catalogue through the public API, never through the app.
 */

/** An email address no other test (nor an earlier run) has used. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

export interface NewFan {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** A fan who does not have an account yet. */
export function newFan(): NewFan {
  return { firstName: "Robin", lastName: "Tester", email: uniqueEmail("fan"), password: "a-long-enough-password" };
}

/** A price as the cart shows it: `$` and two decimals. */
export function usd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export interface Release {
  readonly id: string;
  readonly title: string;
  readonly releaseType?: "album" | "single";
  readonly variants: readonly {
    readonly id: string;
    readonly isDefault: boolean;
    readonly price: number;
    readonly payWhatYouWant: boolean;
  }[];
}

export interface Tier {
  readonly id: string;
  readonly name: string;
  readonly payWhatYouWant: boolean;
  readonly priceMonthly: number | null;
}

/** The demo releases the public API lists for `filter` (`query`, `releaseType`), every page of them. */
export async function listReleases(request: APIRequestContext, filter: { query?: string; releaseType?: string } = {}): Promise<Release[]> {
  const releases: Release[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ category: "Music", page: String(page), limit: "10" });
    if (filter.query !== undefined) params.set("filter[query]", filter.query);
    if (filter.releaseType !== undefined) params.set("filter[releaseType]", filter.releaseType);
    const response = await request.get(`/api/public/products?${params}`);
    expect(response.ok(), `GET /api/public/products?${params}`).toBe(true);
    const body = (await response.json()) as { data: Release[]; total: number };
    releases.push(...body.data);
    if (body.data.length === 0 || releases.length >= body.total) return releases;
  }
}

/** The variant a purchase buys: the default one, else the first. */
export function defaultVariant(release: Release): Release["variants"][number] {
  const variant = release.variants.find((candidate) => candidate.isDefault) ?? release.variants[0];
  if (!variant) throw new Error(`The demo release ${release.title} has no variant`);
  return variant;
}

/** A demo album at a fixed price. */
export async function fixedPriceAlbum(request: APIRequestContext): Promise<Release> {
  const albums = await listReleases(request, { releaseType: "album" });
  const album = albums.find((release) => !defaultVariant(release).payWhatYouWant && defaultVariant(release).price > 0);
  if (!album) throw new Error("The demo catalogue has no fixed-price album");
  return album;
}

/** A demo release whose price is a minimum above zero (pay what you want). */
export async function payWhatYouWantRelease(request: APIRequestContext): Promise<Release> {
  const releases = await listReleases(request);
  const release = releases.find((candidate) => defaultVariant(candidate).payWhatYouWant && defaultVariant(candidate).price > 0);
  if (!release) throw new Error("The demo catalogue has no pay-what-you-want release with a minimum");
  return release;
}

/** The demo artist's membership tiers. */
export async function membershipTiers(request: APIRequestContext): Promise<Tier[]> {
  const response = await request.get("/api/public/membership-tiers");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tier[];
}

/** The header's cart button; its name carries the count ('Cart, 1 item'), its badge shows it. */
export function cartButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Cart,/ });
}

/** Opens the cart sidebar from the header and gives the dialog. */
export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const cart = page.getByRole("dialog", { name: "My Cart" });
  await expect(cart).toBeVisible();
  return cart;
}

/** The cart's toast message ('Item added to cart', 'Item already in cart'). */
export function cartToast(page: Page, message: string): Locator {
  return page.getByText(message, { exact: true });
}

/** Fills and sends the sign-up form on the page that is open (/signup). */
export async function fillSignUp(page: Page, fan: NewFan): Promise<void> {
  await page.getByLabel("First name").fill(fan.firstName);
  await page.getByLabel("Last name").fill(fan.lastName);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password", { exact: true }).fill(fan.password);
  await page.getByLabel("Confirm password").fill(fan.password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

/**
 * After the sign-up form: the page asks the fan to check their email, and the emailed link (from
 * the server's outbox) finishes the account once the fan clicks Continue, then goes to `path`.
 */
export async function finishSignUp(page: Page, email: string, path = "/account", dataDir?: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await signUpLinkPath(email, dataDir));
  await page.getByRole("button", { name: "Continue" }).click();
  await expectPath(page, path);
}

/** The path (with its query) of the link in the newest "Finish creating your account" email to `email` (in `dataDir`'s outbox). */
export async function signUpLinkPath(email: string, dataDir?: string): Promise<string> {
  const links = async () =>
    (await mailTo(email, dataDir))
      .filter((message) => message.subject?.startsWith("Finish creating your account"))
      .map((message) => /https?:\/\/\S+\/signup\/confirm\/\S+/.exec(message.text ?? "")?.[0] ?? "");
  await expect
    .poll(async () => (await links()).length, { timeout: 15_000, message: `the sign-up link reaches ${email}` })
    .toBeGreaterThan(0);
  const url = new URL((await links()).at(-1) ?? "");
  return `${url.pathname}${url.search}`;
}

/**
 * Signs a new fan up on /signup and through the emailed link (which sends them on to their
 * account), read from the outbox in `dataDir` (the shared e2e server's by default).
 */
export async function signUp(page: Page, fan: NewFan = newFan(), dataDir?: string): Promise<NewFan> {
  await page.goto("/signup");
  await fillSignUp(page, fan);
  await finishSignUp(page, fan.email, "/account", dataDir);
  return fan;
}

/**
 * Opens the login page and waits until it is interactive (its Log in button is enabled once the
 * page's session has started), so what is typed next is not lost to the page's hydration.
 */
export async function openLogin(page: Page, address = "/login"): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
}

/** Logs in on /login. */
export async function logIn(page: Page, email: string, password: string, redirect?: string): Promise<void> {
  await openLogin(page, redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expectPath(page, redirect ?? "/account");
}

/** The page's address is `path` (with its query) on this site. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The header's account menu button of a logged-in fan ('Account: First Last'). */
export function accountButton(page: Page, fullName: string): Locator {
  return page.getByRole("banner").getByRole("button", { name: `Account: ${fullName}` });
}

/** `text` matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The demo ids some pages need: a release and a membership tier. */
export interface DemoIds {
  readonly album: Release;
  readonly tier: Tier;
}

export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const album = await fixedPriceAlbum(request);
  const [tier] = await membershipTiers(request);
  if (!tier) throw new Error("The demo artist has no membership tier");
  return { album, tier };
}

export interface SitePage {
  readonly name: string;
  readonly path: (ids: DemoIds) => string;
  /** What shows once the page is there. */
  readonly ready: (page: Page, ids: DemoIds) => Locator;
}

const headingOne = (name: string) => (page: Page) => page.getByRole("heading", { name, level: 1 });

/** Every kind of page of the fan-facing site, as a visitor sees it. */
export const SITE_PAGES: readonly SitePage[] = [
  { name: "home", path: () => "/", ready: (page) => page.getByRole("heading", { name: "Join the tribe" }) },
  { name: "members", path: () => "/members", ready: headingOne("Posts") },
  { name: "music", path: () => "/music", ready: headingOne("My Music") },
  {
    name: "release",
    path: ({ album }) => `/music/${encodeURIComponent(album.id)}`,
    ready: (page, { album }) => page.getByRole("heading", { name: album.title, level: 1 }),
  },
  { name: "login", path: () => "/login", ready: headingOne("Log in") },
  { name: "signup", path: () => "/signup", ready: headingOne("Create your account") },
  { name: "account", path: () => "/account", ready: (page) => page.getByRole("heading", { name: "You are not logged in" }) },
  { name: "checkout", path: () => "/checkout", ready: (page) => page.getByText("Your cart is empty.") },
  {
    name: "membership checkout",
    path: ({ tier }) => `/membership/checkout?membershipTierId=${encodeURIComponent(tier.id)}`,
    ready: (page, { tier }) => page.getByRole("heading", { name: tier.name, level: 2 }),
  },
  { name: "privacy policy", path: () => "/privacy-policy", ready: headingOne("Privacy policy") },
  { name: "redeem", path: () => "/redeem?code=ABCD-EFGH-JK", ready: headingOne("Redeem a download code") },
  { name: "not found", path: () => "/no/such/page", ready: headingOne("Page not found") },
];

/** The widths the responsive checks use: a phone, a tablet, a desktop. */
export const WIDTHS = [375, 768, 1280] as const;

/** How wide the page's content is and how wide the window: wider content scrolls sideways. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Buys one copy of `release` as the fan logged in on `page`, paying with the test provider's card; answers the price paid. */
export async function buyWithTestCard(page: Page, release: Release): Promise<string> {
  const price = usd(defaultVariant(release).price);
  await page.goto(`/music/${encodeURIComponent(release.id)}`);
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await page.goto("/checkout");
  await page.getByRole("button", { name: `Pay ${price}` }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${price}` }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  return price;
}

/** Runs axe on the page and fails with the serious and critical violations' ids and targets. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n")}`,
  );
  expect(report, `axe on ${what}:\n${report.join("\n")}`).toEqual([]);
}

/**
 * Waits until React has hydrated the element `selector` names (the header's brand by default):
 * before that the page's code has not run, so a click posts a form plainly and a page view is not yet recorded.
 */
export async function hydrated(page: Page, selector = ".shell-header__brand"): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}
