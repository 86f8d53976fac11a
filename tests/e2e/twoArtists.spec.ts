import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, request as apiRequest, type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { linksOfMessage, linksOfPage, listUnsubscribeHeader } from "./linkScan";
import { mailTo } from "./outboxHelpers";
import { freshDataDir, type RunningServer, startRealServer } from "./realServer";
import {
  accountButton,
  cartButton,
  defaultVariant,
  expectPath,
  fillSignUp,
  fixedPriceAlbum,
  newFan,
  payWhatYouWantRelease,
  SITE_PAGES,
  uniqueEmail,
  usd,
} from "./siteHelpers";

/**
 * Two artists on one server, each at an address of their own (issue 31): Harbour Lights, made with
 * `backline artist create` and set as the server's default (DEFAULT_ARTIST), at
 * harbour-lights.localhost, and the demo artist, The Lantern Coast, at lantern-coast.localhost. A
 * fan of the demo artist follows every link of every email it sends and lands on its address each
 * time, never on the default artist's; pays and cancels on the test provider and comes back still
 * logged in; reloads every screen and stays. Signed in with both artists, signing out of one (or
 * a 401 there) leaves the other's session alone. No link anywhere names a profileId.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

let server: RunningServer;
/** The demo artist's own address, and Harbour Lights'. */
let lantern: string;
let harbour: string;
let lanternApi: APIRequestContext;

test.beforeAll(async () => {
  // The command migrates a fresh database, then the server loads the demo beside the artist: minutes on a busy machine.
  test.setTimeout(300_000);
  const dataDir = freshDataDir();
  const create = [
    "bin/backline.js",
    "artist",
    "create",
    "--name",
    "Harbour Lights",
    "--owner-email",
    "owner@harbour.test",
    "--slug",
    "harbour-lights",
  ];
  execFileSync(process.execPath, create, { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });
  server = await startRealServer(dataDir, { DEFAULT_ARTIST: "harbour-lights" });
  lantern = server.baseUrl;
  harbour = lantern.replace("lantern-coast.localhost", "harbour-lights.localhost");
  lanternApi = await apiRequest.newContext({ baseURL: lantern });
});
test.afterAll(async () => {
  await lanternApi?.dispose();
  server?.process.kill("SIGTERM");
  await server?.exited;
});

/** The newest message to `email` whose subject starts with `subject`, once it is in the outbox. */
async function newestMail(email: string, subject: string): Promise<ParsedMail> {
  const matching = async () => (await mailTo(email, server.dataDir)).filter((message) => message.subject?.startsWith(subject));
  await expect
    .poll(async () => (await matching()).length, { timeout: 15_000, message: `"${subject}" reaches ${email}` })
    .toBeGreaterThan(0);
  return (await matching()).at(-1) as ParsedMail;
}

/** The one link of a message that leads to `path`, checked to be on the demo artist's address. */
function linkTo(message: ParsedMail, path: RegExp): string {
  const link = linksOfMessage(message).find((url) => path.test(new URL(url).pathname));
  expect(link, `${message.subject}: a link to ${path}`).toBeTruthy();
  expect(new URL(link ?? "").origin).toBe(lantern);
  return link ?? "";
}

/** Every link of every message to these addresses is on the demo artist's address and names no profileId. */
async function expectEveryMailLinkOnLantern(emails: readonly string[]): Promise<number> {
  let count = 0;
  for (const email of emails) {
    for (const message of await mailTo(email, server.dataDir)) {
      for (const url of linksOfMessage(message)) {
        expect(url, message.subject).not.toContain("profileId=");
        if (/^https?:/.test(url) && !/^https?:\/\/(www\.)?(instagram|facebook|youtube|twitter|x|tiktok|bandcamp|spotify)\./.test(url))
          expect(new URL(url).origin, `${message.subject}: ${url}`).toBe(lantern);
        count += 1;
      }
    }
  }
  return count;
}

async function signUpAt(page: Page, origin: string, fan: ReturnType<typeof newFan>): Promise<void> {
  await page.goto(`${origin}/signup`);
  await fillSignUp(page, fan);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

async function payOnTestProvider(page: Page, price: number): Promise<void> {
  await page.goto(`${lantern}/checkout`);
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${lantern}/checkout/complete\\?orderId=`));
}

test("a fan of one artist follows every link of every email it sends, pays and cancels, and is always back on that artist's address", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fan = { ...newFan(), firstName: "Robin" };
  const fullName = `${fan.firstName} ${fan.lastName}`;

  await test.step("the sign-up link", async () => {
    await signUpAt(page, lantern, fan);
    await page.goto(linkTo(await newestMail(fan.email, "Finish creating your account"), /^\/signup\/confirm\//));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${lantern}/account`);
    await expect(accountButton(page, fullName)).toBeVisible();
  });

  await test.step("the list's confirmation link", async () => {
    await page.goto(`${lantern}/`);
    const block = page.getByRole("region", { name: "Get the newsletter" });
    await block.getByLabel("Email address").fill(fan.email);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByRole("status")).toHaveText("Thank you! Will be in touch soon!");
    await page.goto(linkTo(await newestMail(fan.email, "Confirm your subscription"), /^\/email-lists\/confirm\//));
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status")).toHaveText("You're subscribed to Newsletter.");
  });

  await test.step("the test provider's cancel and pay come back here, logged in; paid, the cart is empty", async () => {
    const release = await payWhatYouWantRelease(lanternApi);
    const price = defaultVariant(release).price;
    await page.goto(`${lantern}/music/${encodeURIComponent(release.id)}`);
    await page.getByLabel("Your price (USD)").fill(price.toFixed(2));
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await page.goto(`${lantern}/checkout`);
    await page.getByRole("button", { name: `Pay ${usd(price)}` }).click();
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page).toHaveURL(`${lantern}/checkout`);
    await expect(accountButton(page, fullName)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await payOnTestProvider(page, price);
    await expect(accountButton(page, fullName)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, empty");
  });

  await test.step("the receipt's library link", async () => {
    const receipt = await newestMail(fan.email, "Your receipt from The Lantern Coast");
    await page.goto(linkTo(receipt, /^\/account$/));
    await expect(page).toHaveURL(`${lantern}/account`);
    await expect(accountButton(page, fullName)).toBeVisible();
  });

  const recipient = uniqueEmail("gift-two-artists");
  await test.step("the gift's claim link", async () => {
    const album = await fixedPriceAlbum(lanternApi);
    await page.goto(`${lantern}/music/${encodeURIComponent(album.id)}`);
    await page.getByRole("button", { name: "Send as gift" }).click();
    const form = page.getByRole("dialog", { name: "Send as gift" });
    await form.getByLabel("Recipient name").fill("Jamie");
    await form.getByLabel("Recipient email").fill(recipient);
    await form.getByRole("button", { name: "Add gift to cart" }).click();
    await payOnTestProvider(page, defaultVariant(album).price);
    const claim = await context.browser()?.newContext();
    const claimPage = await claim?.newPage();
    await claimPage?.goto(linkTo(await newestMail(recipient, "Robin sent you"), /^\/gifts\/claim\//));
    await expect(claimPage?.getByRole("heading", { name: "A gift for you", level: 1 }) ?? page.locator("none")).toBeVisible();
    await claim?.close();
  });

  await test.step("a newsletter: its web version, its unsubscribe page and its one-click POST", async () => {
    await sendNewsletterToTheList();
    const letter = await newestMail(fan.email, "Winter tour");
    const oneClick = /<([^>]+)>/.exec(listUnsubscribeHeader(letter))?.[1] ?? "";
    expect(new URL(oneClick).origin).toBe(lantern);
    await page.goto(linkTo(letter, /^\/newsletters\//));
    await expect(page.getByText("On tour")).toBeVisible();
    await page.goto(oneClick);
    await expect(page).toHaveURL(oneClick);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    const posted = await lanternApi.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(posted.status()).toBe(200);
  });

  await test.step("no link of any of these emails leaves the artist's address or names a profileId", async () => {
    expect(await expectEveryMailLinkOnLantern([fan.email, recipient])).toBeGreaterThan(5);
  });
  await context.close();
});

/** Sends a one-paragraph newsletter to the demo artist's "Newsletter" list from its studio's API. */
async function sendNewsletterToTheList(): Promise<void> {
  const { owner } = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8"));
  const session = await lanternApi.post("/api/editor/sessions", { data: owner });
  expect(session.status()).toBe(200);
  const { token, editor } = await session.json();
  const headers = { authorization: `Bearer ${token}` };
  const studio = `/api/profiles/${editor.profileId}`;
  const lists = (await (await lanternApi.get(`${studio}/email-lists`, { headers })).json()) as { id: string; name: string }[];
  const list = lists.find((candidate) => candidate.name === "Newsletter");
  expect(list, JSON.stringify(lists)).toBeTruthy();
  const paragraph = { children: [{ detail: 0, format: 0, mode: "normal", style: "", text: "On tour", type: "text", version: 1 }] };
  const content = {
    root: {
      children: [{ ...paragraph, direction: null, format: "", indent: 0, type: "paragraph", version: 1 }],
      direction: null,
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    },
  };
  const document = {
    schemaVersion: 1,
    kind: "email",
    id: "two-artists-tour",
    title: "Winter tour",
    settings: { subject: "Winter tour" },
    root: { id: "root", type: "Container", props: {}, children: [{ id: "t1", type: "Text", props: { content } }] },
  };
  const saved = await lanternApi.put(`${studio}/documents/two-artists-tour`, { headers, data: { document } });
  expect(saved.status()).toBe(201);
  const sent = await lanternApi.post(`${studio}/newsletters`, {
    headers,
    data: {
      documentId: "two-artists-tour",
      audience: { emailListId: list?.id },
      publishWebVersion: true,
      idempotencyKey: `two-artists-${Date.now()}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test("every screen reloads on the artist's own address, and no link on it names a profileId", async ({ page }) => {
  const album = await fixedPriceAlbum(lanternApi);
  const tiers = (await (await lanternApi.get("/api/public/membership-tiers")).json()) as { id: string; name: string }[];
  const ids = { album, tier: tiers[0] } as Parameters<(typeof SITE_PAGES)[number]["path"]>[0];
  for (const screen of SITE_PAGES) {
    await page.goto(`${lantern}${screen.path(ids)}`);
    await expect(screen.ready(page, ids)).toBeVisible();
    await page.reload();
    await expect(screen.ready(page, ids)).toBeVisible();
    expect(new URL(page.url()).origin, screen.name).toBe(lantern);
    for (const link of await linksOfPage(page)) expect(link, `${screen.name}: ${link}`).not.toContain("profileId=");
  }
});

test("a fan signed in with both artists who is signed out of one, or gets a 401 there, stays signed in with the other", async ({
  browser,
}) => {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  const fan = newFan();
  const fullName = `${fan.firstName} ${fan.lastName}`;
  for (const origin of [lantern, harbour]) {
    await signUpAt(page, origin, fan);
    // Each artist's sign-up link is on that artist's address.
    const linkOn = async () =>
      (await mailTo(fan.email, server.dataDir))
        .flatMap((message) => linksOfMessage(message))
        .find((url) => url.startsWith(`${origin}/signup/confirm/`));
    await expect.poll(linkOn, { timeout: 15_000, message: `the sign-up link on ${origin}` }).toBeTruthy();
    await page.goto((await linkOn()) ?? "");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectPath(page, "/account");
    await expect(accountButton(page, fullName)).toBeVisible();
  }
  // Signed out of Harbour Lights: still signed in with The Lantern Coast.
  await page.goto(`${harbour}/account`);
  await accountButton(page, fullName).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.goto(`${harbour}/account`);
  await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  await page.goto(`${lantern}/account`);
  await expect(accountButton(page, fullName)).toBeVisible();
  // A 401 on Harbour Lights (a token the server does not know) ends nothing on The Lantern Coast.
  await page.goto(`${harbour}/`);
  await page.evaluate(() => localStorage.setItem("public-access-token", "not-a-real-token"));
  await page.goto(`${harbour}/account`);
  await expect(page.getByRole("heading", { name: "You are not logged in" })).toBeVisible();
  await page.goto(`${lantern}/account`);
  await expect(accountButton(page, fullName)).toBeVisible();
  await context.close();
});
