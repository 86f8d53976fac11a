import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { submitStudioLogin } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { expectNothingOverflows } from "./overflowWalker";
import { expectNoSeriousViolations, hydrated, uniqueEmail, WIDTHS } from "./siteHelpers";

/**
 * The Contact form block (issue 39, item 1) on a published page of the real server, put there
 * through the studio's API: a fan sends a message with JavaScript (no reload) and without (a
 * plain POST answered by a page); it lands in the studio's Messages and in the outbox, to the
 * artist (Reply-To the fan) and as the fan's copy. A filled honeypot is thanked and kept nowhere.
 * The page is deleted after the specs, so no other spec finds it.
 */
const PAGE_ID = `contact-e2e-${process.pid}`;
const PATH = `/contact-${process.pid}`;

let made: { base: string; headers: Record<string, string> } | null = null;

test.beforeAll(async ({ request }) => {
  const login = await (await request.post("/api/editor/sessions", { data: demoCredentials().owner })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const base = `/api/profiles/${login.editor.profileId}`;
  const page = {
    schemaVersion: 1,
    kind: "page",
    id: PAGE_ID,
    title: "Contact",
    path: PATH,
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: [
        {
          id: "contact",
          type: "ContactForm",
          props: { title: "Write to us", customFields: [{ id: "city", label: "City" }], successMessage: "Thanks, we'll write back soon." },
        },
      ],
    },
  };
  const saved = await request.put(`${base}/documents/${PAGE_ID}`, { headers, data: { document: page } });
  expect(saved.status(), await saved.text()).toBe(201);
  expect((await request.post(`${base}/documents/${PAGE_ID}/publish`, { headers })).status()).toBe(200);
  made = { base, headers };
});

test.afterAll(async ({ request }) => {
  if (made) expect((await request.delete(`${made.base}/documents/${PAGE_ID}`, { headers: made.headers })).status()).toBe(200);
});

/** The demo artist's messages as the studio's API lists them (the newest 100). */
async function messagesFrom(request: APIRequestContext, email: string) {
  if (!made) throw new Error("no page was made");
  const answer = await (await request.get(`${made.base}/messages?limit=100`, { headers: made.headers })).json();
  return (answer.data as { email: string; message: string }[]).filter((message) => message.email === email);
}

/** Console errors and React's hydration warnings, and errors thrown in the page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function fillForm(page: Page, fields: { name: string; email: string; message: string; city?: string }) {
  const form = page.locator(".bl-contact");
  await form.getByLabel("Name").fill(fields.name);
  await form.getByLabel("Email").fill(fields.email);
  if (fields.city) await form.getByLabel("City (optional)").fill(fields.city);
  await form.getByLabel("Message").fill(fields.message);
}

test("a fan's message reaches the studio's Messages and the outbox, without a reload", async ({ page, request }) => {
  const email = uniqueEmail("contact");
  const words = `Will you play Leeds? ${email}`;
  const problems = watchProblems(page);
  await page.goto(PATH);
  await hydrated(page, ".bl-contact form");
  // The inline check speaks first, with the field's error tied to its field.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.getByRole("button", { name: "Send message" }).click();
  const name = page.locator(".bl-contact").getByLabel("Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name is required");
  await expect(name).toBeFocused();

  await fillForm(page, { name: "Robin Fan", email, message: words, city: "Leeds" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks, we'll write back soon." })).toBeVisible();
  await expect(page.locator(".bl-contact form")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  // Hydrated without a mismatch, and nothing failed on the way.
  expect(problems).toEqual([]);

  const { owner } = demoCredentials();
  await expect
    .poll(async () => (await mailTo(owner.email)).filter((mail) => mail.text?.includes(words)).length, {
      timeout: 15_000,
      message: "the message reaches the artist's owner",
    })
    .toBe(1);
  const [toArtist] = (await mailTo(owner.email)).filter((mail) => mail.text?.includes(words));
  expect(toArtist?.replyTo?.text).toContain(email);
  expect(toArtist?.subject).toBe("New message from Robin Fan");
  expect(toArtist?.text).toContain("City: Leeds");
  // The artist's message names the fan in its Reply-To: the fan's copy is the one sent to them.
  const copies = async () => (await mailTo(email)).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
  await expect.poll(async () => (await copies()).length, { timeout: 15_000, message: "the fan's copy reaches the outbox" }).toBe(1);
  const [copy] = await copies();
  expect(copy?.subject).toMatch(/^We've sent your message to /);
  expect(copy?.text).toContain(words);

  await submitStudioLogin(page, owner.email, owner.password, "/studio/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Open the message from Robin Fan" }).first().click();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  expect(await messagesFrom(request, email)).toHaveLength(1);
});

test("without JavaScript the form posts plainly: a page says it was sent, or what to correct", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("plain-contact");
  await page.goto(PATH);
  await fillForm(page, { name: "Plain Fan", email, message: "" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message not sent", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveText(["Message is required"]);
  await page.goto(PATH);
  await fillForm(page, { name: "Plain Fan", email, message: "Sent without scripts." });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent", level: 1 })).toBeVisible();
  await expect(page.getByText("Thanks, we'll write back soon.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the page" })).toHaveAttribute("href", new RegExp(`${PATH}$`));
  expect((await messagesFrom(request, email)).map((message) => message.message)).toEqual(["Sent without scripts."]);
  await context.close();
});

test("a filled honeypot is thanked as if sent, and nothing is kept", async ({ page, request }) => {
  const email = uniqueEmail("bot");
  await page.goto(PATH);
  await hydrated(page, ".bl-contact form");
  // People never see the field, nor do screen readers: only a script fills it in.
  const trap = page.locator('.bl-contact input[name="website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(page.locator(".bl-contact__trap")).toHaveAttribute("aria-hidden", "true");
  await trap.fill("https://spam.example", { force: true });
  await fillForm(page, { name: "Bot", email, message: "Buy now" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks, we'll write back soon." })).toBeVisible();
  expect(await messagesFrom(request, email)).toEqual([]);
});

test("is sound for axe and overflows nothing at 375, 768 and 1280 px, its errors shown", async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page, ".bl-contact form");
  await page.locator(".bl-contact").getByLabel("Email").fill("not an address");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, `the contact page at ${width} px`);
    await expectNoSeriousViolations(page, `the contact page at ${width} px`);
  }
});
