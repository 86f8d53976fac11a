import { expect, test } from "@playwright/test";
import { PAGE_TITLE_MAX_LENGTH } from "../../schema/rules/documents";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { demoCredentials } from "./demo";
import { layers, openSection, openStudio, STUDIO_VIEWPORT, studioSections, submitStudioLogin, topBar } from "./editorHelpers";

/** The studio's door (SPEC §2): the artist's editor logs in at /studio; a fan's account does not open it. */

test.use({ viewport: STUDIO_VIEWPORT });

test("the demo owner logs in at /studio and gets the studio's home; Site opens the editor with the home page; logging out closes it", async ({
  page,
}) => {
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Welcome, The Lantern Coast", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByText("The Lantern Coast", { exact: true })).toBeVisible();
  await expect(page.getByText(owner.email, { exact: true })).toBeVisible();
  await openSection(page, "Site");
  await expect(page).toHaveURL(/\/studio\/site$/);
  await expect(topBar(page).getByRole("combobox", { name: "Page" })).toHaveText(/Home \(\/\)/);
  await expect(layers(page).getByRole("treeitem", { name: "Membership Section “Join the tribe”" })).toBeVisible();

  // The session is an HttpOnly cookie: no script on the site can read it, none is in storage.
  await page.goto("/");
  expect(await page.evaluate(() => document.cookie)).not.toContain("backline_studio");
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/[A-Za-z0-9_-]{43}/);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "backline_studio");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
  await page.goto("/studio/site");

  // The session outlives a reload, and ends with Log out in the sidebar.
  await page.reload();
  await expect(layers(page)).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
  await expect(layers(page)).toHaveCount(0);
});

test("a fan's credentials are refused at /studio", async ({ page }) => {
  const { fan } = demoCredentials();
  await submitStudioLogin(page, fan.email, fan.password);
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
  await expect(page.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
  await expect(layers(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);

  // The same fan logs in on the site itself: the credentials are right, they just do not edit.
  await page.goto("/login");
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/account");
  await page.goto("/studio");
  await expect(page.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
  await expect(layers(page)).toHaveCount(0);
});

test("at 1280 px the sidebar names every section and the top bar keeps one row, nothing cut off, whatever the pages are called", async ({
  page,
  request,
}, testInfo) => {
  // A page with the longest name there may be: the page menu must not widen the bar (CI's other tests add pages too).
  const login = await (await request.post("/api/editor/sessions", { data: demoCredentials().owner })).json();
  const id = `long-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const saved = await request.put(`/api/profiles/${login.editor.profileId}/documents/${id}`, {
    headers: { authorization: `Bearer ${login.token}` },
    data: {
      document: {
        schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        kind: "page",
        id,
        title: "A page whose name goes on and on past any menu's width".padEnd(PAGE_TITLE_MAX_LENGTH, "!"),
        path: `/${id}`,
        root: { id: "root", type: "Container", props: {}, children: [] },
      },
    },
  });
  expect(saved.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openStudio(page);
  await expect(studioSections(page).getByRole("link")).toHaveText([
    "Home",
    "Site",
    "Music",
    "Posts",
    "Events",
    "Memberships",
    "Orders",
    "Codes",
    "Discounts",
    "Shipping",
    "Emails",
    // With the unread count after it when fans have written (issue 39, item 1).
    /^Messages/,
    "Outbox",
    "Audience",
    "Media",
    "Team",
    "Activity",
    "Settings",
    "Your account",
  ]);
  for (const link of await studioSections(page).getByRole("link").all()) await expect(link).toBeInViewport();
  const bar = await topBar(page).evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(topBar(page).getByRole("button", { name: "Site settings" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Log out" })).toBeInViewport();
});

test("on a phone the sections fold behind Menu, and each opens from it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Welcome, The Lantern Coast", level: 1 })).toBeVisible();
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(studioSections(page).getByRole("link", { name: "Music" })).toBeHidden();
  await openSection(page, "Music");
  await expect(page.getByRole("heading", { name: "Music", level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test("each studio section has its own address: reload, back and a link open it (issue 34)", async ({ page }) => {
  await openStudio(page);
  await openSection(page, "Music");
  await expect(page).toHaveURL(/\/studio\/music$/);
  await openSection(page, "Posts");
  await expect(page).toHaveURL(/\/studio\/posts$/);
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/studio\/music$/);
  await expect(page.getByRole("heading", { name: "Music", level: 1 })).toBeVisible();
  await page.goto("/studio/memberships");
  await expect(page.getByRole("heading", { name: "Memberships", level: 1 })).toBeVisible();
  await expect(studioSections(page).getByRole("link", { name: "Memberships" })).toHaveAttribute("aria-current", "page");
  // A link inside a section (the home's numbers) opens its section in place, a step back goes home.
  await openSection(page, "Home");
  await page
    .getByRole("region", { name: "At a glance" })
    .getByRole("link", { name: /Orders$/ })
    .click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/orders$/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Welcome, The Lantern Coast", level: 1 })).toBeVisible();
});
