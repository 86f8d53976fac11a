import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { DemoCredentials } from "./demo";
import { blockSettings, canvas, expectSaved, layers, openStudio, uniqueName } from "./editorHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";
import { logInToStudio, type OwnServer } from "./ownServer";
import { type RunningServer, startRealServer } from "./realServer";
import { buyWithTestCard, fixedPriceAlbum, signUp } from "./siteHelpers";

/**
 * What looked broken in the studio (issue 34, item 15), checked by what a person sees at the width
 * where it was seen: controls inside the window, fields at their own sizes, nothing cut by a box
 * too small for it, nothing lying over what is being edited. Each test edits things of its own
 * (a new email, a post form it never saves, its own text in the side panel without saving it).
 */
test.describe.configure({ timeout: 90_000 });

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 375, height: 800 } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box as Box;
}

/** The box lies wholly inside the window. */
function expectInsideWindow(box: Box, viewport: { width: number; height: number }, what: string): void {
  expect(box.x, `${what}: left edge inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge inside the window`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${what}: bottom edge inside the window`).toBeLessThanOrEqual(viewport.height);
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element shows all of its content: nothing overflows it sideways. */
async function expectNotClippedSideways(locator: Locator, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `${what}: its content fits its width`).toBeLessThanOrEqual(clientWidth);
}

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expectNotClippedSideways(page.locator("html"), "the page");
}

/** The top of the element is the element itself, not something lying over it or a box cutting it off. */
async function expectSeenAt(locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator);
  // Inside its rounded corners.
  const dx = Math.min(10, box.width / 4);
  const dy = Math.min(10, box.height / 4);
  const points = [
    [box.x + dx, box.y + dy],
    [box.x + box.width - dx, box.y + dy],
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + dx, box.y + box.height - dy],
    [box.x + box.width - dx, box.y + box.height - dy],
  ] as const;
  for (const [x, y] of points) {
    const seen = await locator.evaluate(
      (element, [px, py]) => {
        const top = document.elementFromPoint(px, py);
        return top !== null && (element === top || element.contains(top));
      },
      [x, y] as const,
    );
    expect(seen, `${what}: seen at (${Math.round(x)}, ${Math.round(y)})`).toBe(true);
  }
}

async function openSectionAt(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/studio/${path}`);
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
}

const emailList = (page: Page) => page.getByRole("region", { name: "Emails" });

async function newEmail(page: Page, name: string): Promise<void> {
  const form = page.getByRole("form", { name: "New email" });
  await form.getByLabel("Name of the new email").fill(name);
  await form.getByRole("button", { name: "Create email" }).click();
  await expect(emailList(page).getByRole("button", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

test.describe("at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("the studio fills the window: no browser margin around it", async ({ page }) => {
    await openStudio(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    await expectNoSidewaysScroll(page);
  });

  test("a new post's fields keep their own heights and the caption's editor takes the form's width", async ({ page }) => {
    await openStudio(page);
    await openSectionAt(page, "posts", "Posts");
    await page.getByRole("button", { name: "New post" }).click();
    const form = page.getByRole("form", { name: "New post" });
    const caption = form.getByRole("textbox", { name: "Caption" });
    await expect(caption).toBeVisible();
    for (const label of ["Type", "Who can see it"]) {
      const select = form.getByLabel(label, { exact: true });
      expect((await boxOf(select)).height, `the ${label} menu is one line high`).toBeLessThan(48);
    }
    const formBox = await boxOf(form);
    const editor = page.locator(".rt-editor").filter({ has: page.getByRole("textbox", { name: "Caption" }) });
    const editorBox = await boxOf(editor);
    expect(editorBox.width, "the caption's editor is as wide as the form's content").toBeGreaterThan(formBox.width * 0.9);
    // Its toolbar's menus show their whole text.
    for (const menu of await editor.getByRole("toolbar").locator("select").all()) {
      const { scrollHeight, clientHeight } = await menu.evaluate((element) => ({
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      }));
      expect(scrollHeight, "a toolbar menu's text is not cut").toBeLessThanOrEqual(clientHeight);
    }
    await expectNoSidewaysScroll(page);
  });

  test("the email builder's top bar shows Send… and Email settings, the subject is a field under it, and Export opens its menu", async ({
    page,
  }, testInfo) => {
    await openStudio(page);
    await openSectionAt(page, "emails", "Emails");
    const email = uniqueName(testInfo, "Layout news");
    await newEmail(page, email);
    const bar = page.getByRole("banner");
    for (const name of ["Preview", "Export", "Send test…", "Send…", "Email settings"]) {
      const button = bar.getByRole("button", { name, exact: true });
      await expect(button).toBeVisible();
      expectInsideWindow(await boxOf(button), DESKTOP, name);
    }
    await expectNotClippedSideways(bar, "the top bar");
    await expectNoSidewaysScroll(page);

    // The subject: a visible field right under the bar, which the email keeps.
    const subject = page.getByRole("textbox", { name: "Subject" });
    await expect(subject).toBeVisible();
    const barBox = await boxOf(bar);
    const subjectBox = await boxOf(subject);
    expect(subjectBox.y, "the subject is under the bar").toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    expect(subjectBox.y, "right under it").toBeLessThan(barBox.y + barBox.height + 48);
    expect(subjectBox.width, "wide enough to read a subject").toBeGreaterThan(300);
    await subject.fill("Tour dates are in");
    await expectSaved(page);
    await page.reload();
    await emailList(page).getByRole("button", { name: email, exact: true }).click();
    await expect(emailList(page).getByRole("button", { name: email, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Tour dates are in");

    // The exports sit in Export's menu, inside the window.
    await bar.getByRole("button", { name: "Export", exact: true }).click();
    for (const name of ["Download HTML", "Download text", "Copy HTML"]) {
      const item = bar.getByRole("button", { name });
      await expect(item).toBeVisible();
      expectInsideWindow(await boxOf(item), DESKTOP, name);
      await expectSeenAt(item, name);
    }
    await expectSoundAtEveryWidth(page, "the Export menu");
    await page.keyboard.press("Escape");
    await expect(bar.getByRole("button", { name: "Download HTML" })).toBeHidden();
    await expect(bar.getByRole("button", { name: "Export", exact: true })).toBeFocused();
  });

  test("the Send dialog shows its whole width, inside the window", async ({ page }, testInfo) => {
    await openStudio(page);
    await openSectionAt(page, "emails", "Emails");
    await newEmail(page, uniqueName(testInfo, "Dialog news"));
    await page.getByRole("banner").getByRole("button", { name: "Send…" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this email" });
    await expect(dialog.getByText("Each recipient gets their own unsubscribe link.")).toBeVisible();
    // Measured once the tiers have loaded, so nothing grows under the measure.
    await expect(dialog.getByText(/^\d+ members?$/).first()).toBeVisible();
    const dialogBox = await boxOf(dialog);
    expectInsideWindow(dialogBox, DESKTOP, "the Send dialog");
    await expectNotClippedSideways(dialog, "the Send dialog");
    for (const group of await dialog.getByRole("group").all()) {
      const box = await boxOf(group);
      expect(box.x + box.width, "a group of the form ends inside the dialog").toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    }
    const next = dialog.getByRole("button", { name: "Continue" });
    await next.scrollIntoViewIfNeeded();
    await expectSeenAt(next, "Continue");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the list of emails is a list of whole names with their actions, none cut", async ({ page }, testInfo) => {
    await openStudio(page);
    await openSectionAt(page, "emails", "Emails");
    const long = uniqueName(testInfo, "Autumn newsletter: the new single, the tour dates and a thank-you to everyone who came out");
    await newEmail(page, uniqueName(testInfo, "Short"));
    await newEmail(page, long);
    const list = emailList(page).getByRole("list");
    const listBox = await boxOf(list);
    const name = emailList(page).getByRole("button", { name: long, exact: true });
    await expectNotClippedSideways(name, "the email's name");
    const nameBox = await boxOf(name);
    expect(nameBox.x + nameBox.width, "the name ends inside the list").toBeLessThanOrEqual(listBox.x + listBox.width);
    // A name too long for a line wraps: it is shown whole.
    expect(nameBox.height, "the long name takes more than one line").toBeGreaterThan(30);
    const item = name.locator("xpath=ancestor::li[1]");
    for (const action of ["Duplicate", "Rename", "Delete"]) {
      const button = item.getByRole("button", { name: `${action} ${long}` });
      const box = await boxOf(button);
      expect(overlaps(box, nameBox), `${action} does not lie over the name`).toBe(false);
      expect(box.x + box.width, `${action} ends inside the list`).toBeLessThanOrEqual(listBox.x + listBox.width);
    }
    // The rows are apart: each its own box, one under the other.
    const rows = await emailList(page).getByRole("listitem").all();
    for (let index = 1; index < rows.length; index++) {
      const above = await boxOf(rows[index - 1] as Locator);
      const below = await boxOf(rows[index] as Locator);
      expect(below.y, "a row starts under the one before").toBeGreaterThanOrEqual(above.y + above.height - 1);
    }
  });
});

test.describe("rich text in the side panel at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  /** Opens the home page's second Text block's settings and selects its first two words in the panel's editor. */
  async function selectInPanel(page: Page): Promise<Locator> {
    await openStudio(page);
    await layers(page)
      .getByRole("treeitem", { name: /^Text “The Lantern Coast is/ })
      .click();
    const editable = blockSettings(page).locator('[contenteditable="true"]');
    await expect(editable).toBeVisible();
    await editable.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("Shift+Control+ArrowRight");
    await page.keyboard.press("Shift+Control+ArrowRight");
    return editable;
  }

  const selectionBox = (page: Page) =>
    page.evaluate(() => {
      const rect = window.getSelection()?.getRangeAt(0).getBoundingClientRect();
      return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
    });

  test("the format bar stays off the selected line, and the link popover stays inside the window, whole", async ({ page }) => {
    await selectInPanel(page);
    const bar = page.getByRole("toolbar", { name: "Text format" });
    await expect(bar).toBeVisible();
    const selected = await selectionBox(page);
    expect(selected).not.toBeNull();
    expect(overlaps(await boxOf(bar), selected as Box), "the format bar leaves the selected words in view").toBe(false);
    expectInsideWindow(await boxOf(bar), DESKTOP, "the format bar");

    await bar.getByRole("button", { name: "Link" }).click();
    const popover = page.getByRole("dialog", { name: "Link" });
    await expect(popover.getByLabel("Link URL")).toBeVisible();
    const popoverBox = await boxOf(popover);
    expectInsideWindow(popoverBox, DESKTOP, "the link popover");
    await expectNotClippedSideways(popover, "the link popover");
    expect(overlaps(popoverBox, (await selectionBox(page)) as Box), "the popover leaves the linked words in view").toBe(false);
    await expectSeenAt(popover, "the link popover");
    await page.keyboard.press("Escape");
  });

  test("the toolbar's link and alignment buttons are drawn icons, named as before", async ({ page }) => {
    await selectInPanel(page);
    const toolbar = blockSettings(page).getByRole("toolbar").first();
    for (const name of ["Link", "Left Align", "Center Align", "Right Align", "Justify Align"]) {
      const button = toolbar.getByRole("button", { name, exact: true });
      await expect(button).toBeVisible();
      await expect(button.locator("svg")).toHaveCount(1);
      expect((await button.textContent())?.trim(), `${name} shows no letter or emoji`).toBe("");
      const icon = await boxOf(button.locator("svg"));
      expect(icon.width, `${name}'s icon is drawn`).toBeGreaterThanOrEqual(12);
    }
    const formatBar = page.getByRole("toolbar", { name: "Text format" });
    await expect(formatBar.getByRole("button", { name: "Link" }).locator("svg")).toHaveCount(1);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: PHONE });

  test("Orders on a phone: the table scrolls in its own box and the page never sideways", async ({ page, browser, request }) => {
    // A fan's order, so the table has a row.
    const album = await fixedPriceAlbum(request);
    const fan = await signUp(page);
    await buyWithTestCard(page, album);

    // Logged in as the studio opens on a desktop, then seen on a phone.
    const studio = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await openStudio(studio);
    await studio.setViewportSize(PHONE);
    await openSectionAt(studio, "orders", "Orders");
    await studio.getByLabel("Find by buyer's email").fill(fan.email);
    const row = studio.getByRole("row").filter({ hasText: fan.email });
    await expect(row).toHaveCount(1);
    await expectNoSidewaysScroll(studio);
    const table = studio.getByRole("table");
    const box = await boxOf(table.locator(".."));
    expect(box.x, "the table's box starts inside the screen").toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, "and ends inside it").toBeLessThanOrEqual(PHONE.width);
    // Its last column is reached by scrolling the table's box, and the order opens from it.
    const open = row.getByRole("button", { name: /^Open the order of / });
    await open.scrollIntoViewIfNeeded();
    await expectSeenAt(open, "the order's Open button");
    await expectNoSidewaysScroll(studio);
    await open.click();
    await expect(studio.getByRole("heading", { name: /^Order of / })).toBeVisible();
    await expectNoSidewaysScroll(studio);
    await studio.context().close();
  });
});

test.describe("the canvas at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("the zoom label sits inside the canvas, over the page's frame", async ({ page }) => {
    await openStudio(page);
    const zoom = page.getByText(/^Shown at \d+% to fit$/);
    await expect(zoom).toBeVisible();
    const frame = await boxOf(canvas(page));
    const label = await boxOf(zoom);
    expect(overlaps(label, frame), "the zoom label does not lie over the page").toBe(false);
  });
});

/** Link Tree changes what every fan sees: on a server of this describe's own. */
test.describe("the Link Tree canvas at 1280 px", () => {
  test.use({ viewport: DESKTOP });
  let running: RunningServer | null = null;
  test.beforeAll(async () => {
    // A start on a busy machine can take more than a hook's 60 s.
    test.setTimeout(180_000);
    running = await startRealServer();
  });
  test.afterAll(async () => {
    running?.process.kill("SIGTERM");
    await running?.exited;
  });
  const server = (): OwnServer => {
    if (!running) throw new Error("the describe's own server is not running");
    const credentials = JSON.parse(readFileSync(join(running.dataDir, "demo-credentials.json"), "utf8")) as DemoCredentials;
    return { baseUrl: running.baseUrl, credentials, dataDir: running.dataDir };
  };

  test("the Link Tree note and the zoom label lie side by side over the frame, not over each other", async ({ page, request }) => {
    const { baseUrl, credentials } = server();
    const login = await (await request.post(`${baseUrl}/api/editor/sessions`, { data: credentials.owner })).json();
    const headers = { authorization: `Bearer ${login.token}` };
    const siteDocument = `${baseUrl}/api/profiles/${login.editor.profileId}/documents/site`;
    const site = await (await request.get(siteDocument, { headers })).json();
    const saved = await request.put(siteDocument, {
      headers,
      data: { document: { ...site.draft, theme: "link-tree" }, baseVersion: site.version },
    });
    expect(saved.ok()).toBe(true);

    await logInToStudio(page, server());
    await expect(layers(page).getByRole("treeitem", { name: "Page" })).toBeVisible();
    const note = page.getByText("Link Tree shows this page's buttons and email-list forms.");
    const zoom = page.getByText(/^Shown at \d+% to fit$/);
    await expect(note).toBeVisible();
    await expect(zoom).toBeVisible();
    const noteBox = await boxOf(note);
    const zoomBox = await boxOf(zoom);
    expect(overlaps(noteBox, zoomBox), "the note and the zoom label do not overlap").toBe(false);
    const frame = await boxOf(canvas(page));
    expect(overlaps(noteBox, frame), "the note does not lie over the page").toBe(false);
    expect(overlaps(zoomBox, frame), "the zoom label does not lie over the page").toBe(false);
    await expectSeenAt(note, "the Link Tree note");
    await expectSeenAt(zoom, "the zoom label");
  });
});
