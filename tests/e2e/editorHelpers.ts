import { crc32, deflateSync } from "node:zlib";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { demoCredentials } from "./demo";
import { escapeRegExp } from "./siteHelpers";

/**
 * Shared steps of the page editor's ("studio") end-to-end tests. They act as an editor does: the
 * studio's labels and roles, real mouse drags and keys. Every test edits a page of its own, so the
 * published demo site the other specs read stays as it is.
 */

/** A window wide enough for the pages list, the toolbox, the 1280 px canvas and the settings panel side by side. */
export const STUDIO_VIEWPORT = { width: 1920, height: 1080 } as const;

/** Something no other test (nor another worker) uses: for page paths, texts and links. */
export function uniqueName(testInfo: TestInfo, prefix: string): string {
  return `${prefix}-${testInfo.workerIndex}-${Date.now().toString(36)}`;
}

/** Fills the studio's login form at `address` (the home, /studio, unless said) and sends it. */
export async function submitStudioLogin(page: Page, email: string, password: string, address = "/studio"): Promise<void> {
  await page.goto(address);
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Studio", level: 1 }) });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

/** Logs the demo owner in at the Site section (/studio/site) and waits for the page editor with its page open. */
export async function openStudio(page: Page): Promise<void> {
  const { owner } = demoCredentials();
  await submitStudioLogin(page, owner.email, owner.password, "/studio/site");
  await expect(layers(page).getByRole("treeitem", { name: "Page" })).toBeVisible();
}

/** The studio's sidebar of sections (on a phone, behind its Menu button). */
export function studioSections(page: Page): Locator {
  return page.getByRole("navigation", { name: "Studio sections" });
}

/** Opens a section of the studio (Home, Site, Music, …, Media) from the sidebar, unfolding its Menu first on a phone. */
export async function openSection(page: Page, label: string): Promise<void> {
  // A section may show a count after its name (Messages, 2 unread), which other specs may change
  // meanwhile. Chromium names the link "Messages , 2 unread" (the parts are apart in the markup), and
  // "Messages 2 , 2 unread" when hidden elements count (the badge is aria-hidden).
  const name = new RegExp(`^${escapeRegExp(label)}(\\s*\\d*\\s*, \\d+ unread)?$`);
  const link = studioSections(page).getByRole("link", { name });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  // The studio shows one of the two once it has opened: the link beside the page, or on a phone the Menu.
  await expect(link.or(menu).first()).toBeVisible();
  if (!(await link.isVisible())) await menu.click();
  await link.click();
  // On a phone the Menu folds again as the section opens: its link is then hidden, still current.
  const current = page
    .getByRole("navigation", { name: "Studio sections", includeHidden: true })
    .getByRole("link", { name, includeHidden: true });
  await expect(current).toHaveAttribute("aria-current", "page");
}

/** The top bar: page picker, undo and redo, save status, Publish, Site settings. */
export function topBar(page: Page): Locator {
  return page.getByRole("banner");
}

/** Publishes the open page once its last change is saved, and waits until the studio says so. */
export async function publishOpenPage(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expectSaved(page, { timeout });
  await topBar(page).getByRole("button", { name: "Publish" }).click();
  await expect(topBar(page).getByText("Published")).toBeVisible({ timeout });
}

/** Waits until the top bar says the open page is saved (its status also reads 'Saving…', 'Unsaved changes', 'Not saved: …'). */
export async function expectSaved(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect(
    topBar(page)
      .getByRole("status")
      .filter({ hasText: /^(Saving…|Saved|Unsaved changes|Not saved.*)$/ }),
  ).toHaveText("Saved", { timeout });
}

export function canvas(page: Page): Locator {
  return page.getByRole("region", { name: /^Page preview/ });
}

export function layers(page: Page): Locator {
  return page.getByRole("tree", { name: "Layers" });
}

export function toolboxItem(page: Page, label: string): Locator {
  return page.getByRole("region", { name: "Blocks" }).getByRole("button", { name: label, exact: true });
}

export function blockSettings(page: Page): Locator {
  return page.getByRole("complementary", { name: "Block settings" });
}

/** The selected block's side toolbar on the canvas ('Text block', 'Header block'). */
export function blockToolbar(page: Page, name: string): Locator {
  return canvas(page).getByRole("toolbar", { name: `${name} block` });
}

/** A layer of the layers panel by its name ('Container', 'Text “Hello”'). */
export function layer(page: Page, name: string | RegExp): Locator {
  return layers(page).getByRole("treeitem", { name, exact: true });
}

/**
 * The section containers of a page, in document order, on the canvas or on a public page. A
 * container has no name a person sees, so it is found through the element the Container block
 * renders (`data-role` says which frame role it has; "section" is an ordinary container).
 */
export function sectionContainers(scope: Page | Locator): Locator {
  return scope.locator('[data-role="section"]');
}

/** The path of a container's background image (its background layer, an `<img>` with no name; the size asked for left out). */
export async function backgroundImageOf(container: Locator): Promise<string> {
  const layer = container.locator(":scope > img.bl-container__media");
  await expect(layer).toHaveAttribute("src", /\S/);
  const src = await layer.evaluate((element) => (element as HTMLImageElement).src);
  return new URL(src).pathname;
}

/** The studio's drag announcements (its live region): 'Picked up …', '… would go …', '… placed …'. */
export function dragAnnouncement(page: Page): Locator {
  return page
    .getByRole("status")
    .filter({ hasText: /^(Picked up|.+ would go|.+ placed|.+ was not placed|.+ stays|Moving .+ cancelled|.+ is over)/ });
}

/**
 * Waits until a block picked up with the keyboard listens for the arrow keys: dnd-kit's keyboard
 * sensor adds its key listener in a timeout after the pick-up (so the key that picked up does not
 * also move), and an arrow pressed before it runs is lost.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Adds a page through the page list (a unique path per test) and waits until it is the open, empty
 * page. Returns its title and path. A page added is a change of the site document: when another
 * worker's studio added one since this studio loaded the site, the studio says someone else saved,
 * and the page is added again on their version, as a person would.
 */
export async function addPage(page: Page, testInfo: TestInfo): Promise<{ title: string; path: string }> {
  const name = uniqueName(testInfo, "e2e");
  const title = `E2E ${name}`;
  const path = `/${name}`;
  const form = page.getByRole("form", { name: "Add a page" });
  const pages = page.getByRole("region", { name: "Pages" });
  const added = pages.getByRole("button", { name: `${title} ${path}` });
  const conflict = page.getByRole("alertdialog", { name: "Someone else saved" });
  // The site's status shows while its change is not saved yet, and goes once it is.
  const siteNotSaved = topBar(page)
    .getByRole("status")
    .filter({ hasText: /^Site settings: / });
  const outcome = async () => {
    if (await conflict.isVisible()) return "conflict";
    return (await added.isVisible()) && (await siteNotSaved.count()) === 0 ? "saved" : "pending";
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    await form.getByLabel("Title of the new page").fill(title);
    await form.getByLabel("Path of the new page").fill(path);
    await form.getByRole("button", { name: "Add page" }).click();
    await expect.poll(outcome, { timeout: 15_000 }).not.toBe("pending");
    if ((await outcome()) === "saved") break;
    await conflict.getByRole("button", { name: "Load their version" }).click();
    await expect(conflict).toBeHidden();
  }
  await expect(added).toHaveAttribute("aria-current", "page");
  await expect(topBar(page).getByRole("combobox", { name: "Page" })).toHaveText(new RegExp(`${title} \\(${path}\\)`));
  await expect(layer(page, "Page")).not.toHaveAttribute("aria-expanded");
  return { title, path };
}

/** Opens a page of the page list and waits until it is the open page. */
export async function openPage(page: Page, title: string, path: string): Promise<void> {
  const entry = page.getByRole("region", { name: "Pages" }).getByRole("button", { name: `${title} ${path}` });
  await entry.click();
  await expect(entry).toHaveAttribute("aria-current", "page");
}

/**
 * Selects a block through its layer. The click goes to the layer's own row (its top), not its
 * middle, which for a container is one of its children's rows. The layer keeps the focus.
 * dnd-kit swallows every click for a moment after a drag ends (so a drop is not also a click); on
 * a busy machine that moment stretches, so a click it swallowed is made again, as a person would.
 */
export async function selectLayer(item: Locator): Promise<void> {
  await expect(async () => {
    await item.click({ position: { x: 60, y: 10 } });
    await expect(item).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Sets the selected Text's words through the settings panel. */
export async function setSelectedText(page: Page, text: string): Promise<void> {
  await blockSettings(page).getByRole("textbox", { name: "Text", exact: true }).fill(text);
  await expect(canvas(page).getByText(text, { exact: true })).toBeVisible();
}

/** Imports a page through Import JSON into the open page, which keeps its own id and path (the title is the file's). */
export async function importPage(page: Page, content: { title: string; root: unknown }): Promise<void> {
  const document = { schemaVersion: 1, kind: "page", id: "imported", path: "/imported", ...content };
  await topBar(page)
    .getByLabel("Import JSON file")
    .setInputFiles({ name: "imported.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(document)) });
}

/** The site settings panel (the top bar's Site settings button opens it). */
export function siteSettings(page: Page): Locator {
  return page.getByRole("complementary", { name: "Site settings" });
}

/** Adds a social link in the site settings ('Twitter', its address). */
export async function addSocialLink(page: Page, platform: string, url: string): Promise<void> {
  const form = siteSettings(page).getByRole("form", { name: "Add a social link" });
  await form.getByLabel("Platform").selectOption(platform);
  await form.getByLabel("URL").fill(url);
  await form.getByRole("button", { name: "Add social link" }).click();
  await expect(siteSettings(page).getByRole("button", { name: `Delete ${platform} ${url}` })).toBeVisible();
}

/** Adds a header link in the site settings to one of the "Link to" choices (a page: 'Title (/path)'), with its label. */
export async function addHeaderLink(page: Page, target: string, label: string): Promise<void> {
  const form = siteSettings(page).getByRole("form", { name: "Add a header link" });
  await form.getByLabel("Link to").selectOption(target);
  await form.getByLabel("Label").fill(label);
  await form.getByRole("button", { name: "Add header link" }).click();
  await expect(siteSettings(page).getByRole("button", { name: new RegExp(`^Delete ${label} `) })).toBeVisible();
}

/** Opens the media picker from an image field, uploads `file` there and chooses it. */
export async function uploadAndChooseImage(
  page: Page,
  field: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await field.getByRole("button", { name: /^(Choose|Change) image$/ }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Upload image file").setInputFiles(file);
  // Once uploaded, the new image is the chosen one.
  // The tile shows the title the server made of the file's name (no extension, words for dashes).
  const title = file.name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[-_.]+/g, " ")
    .trim();
  await expect(picker.getByRole("button", { name: title, pressed: true })).toBeVisible();
  await picker.getByRole("button", { name: "Select image" }).click();
  await expect(picker).toBeHidden();
}

/** The middle of an element on screen. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with the real mouse from the middle of `from` to the middle of `to`: press, move past
 * dnd-kit's 5 px activation distance, glide over in small steps, and release once the studio
 * announces `expected` (where the block would go), so a wrong target fails before anything drops.
 */
export async function dragWithMouse(page: Page, from: Locator, to: Locator, expected: string): Promise<void> {
  const start = await centreOf(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  // The drag has begun: it says what it picked up, or already where that would go.
  await expect(dragAnnouncement(page)).toHaveText(/^Picked up |would go|is over no place/);
  const end = await centreOf(to);
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await expect(dragAnnouncement(page)).toHaveText(expected);
  await page.mouse.up();
}

/**
 * A real PNG `size` pixels square, one colour (RGB), for tests that need a picture big enough to
 * grab by its corners.
 */
export function squarePng(size: number, [red, green, blue]: readonly [number, number, number] = [240, 120, 20]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  // Each row: filter type 0, then the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small real PNG (8 × 8, orange) to upload: the server checks a file's first bytes against its type. */
export function orangePng(): Buffer {
  return Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4Eq6HFTEMLQkAcVVaQaGn5GIAAAAASUVORK5CYII=", "base64");
}

/** The studio's toast saying `message` (issue 34, item 15): a short confirmation that a change went through. */
export function studioToast(page: Page, message: string): Locator {
  return page.locator(".studio-toasts").getByText(message, { exact: true });
}
