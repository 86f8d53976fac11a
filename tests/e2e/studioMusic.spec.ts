import { expect, type Locator, type Page, test } from "@playwright/test";
import { toneWav } from "../../server/testing/audioFixtures";
import { openSection, STUDIO_VIEWPORT } from "./editorHelpers";
import { logInToStudio, ownDemoServer } from "./ownServer";

/**
 * The studio's Music section (issue 17), on a server of its own (a new release is the newest on
 * /music, where other tests pick the demo's): an artist makes a single of two uploaded tracks,
 * orders them by dragging, publishes it, and hears it play on the public site.
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ viewport: STUDIO_VIEWPORT });

const own = ownDemoServer();

async function logIn(page: Page): Promise<void> {
  await logInToStudio(page, own());
  await openSection(page, "Music");
  await expect(page.getByRole("heading", { name: "Music", level: 1 })).toBeVisible();
}

/** Drags a row's handle onto another row with the real mouse, in small steps past dnd-kit's activation distance. */
async function dragRow(page: Page, handle: Locator, onto: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error("the rows are not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 20 });
  await page.mouse.up();
}

/** What each track of the form says of its audio: "Queued", "Processing…", "Ready" or "Failed: …". */
const trackStates = (form: Locator) =>
  form.getByRole("list", { name: "Tracks in order" }).getByText(/^(Queued|Processing…|Ready|Failed.*)$/);

const trackTitles = (form: Locator) =>
  form.getByRole("list", { name: "Tracks in order" }).getByRole("textbox", { name: /^Title of track/ });

test("an artist makes a single of two uploaded tracks, orders them by dragging, publishes it, and a fan hears it play", async ({
  page,
}) => {
  await logIn(page);
  // The demo's releases are listed, in every state.
  await expect(page.getByRole("row").filter({ hasText: "Published" }).first()).toBeVisible();

  await page.getByRole("button", { name: "New release" }).click();
  const form = page.getByRole("form", { name: "New release" });
  await form.getByLabel("Title", { exact: true }).fill("Harbor Lights");
  await form.getByLabel("Price ($)").fill("1");
  await form.getByLabel("Pay what you want (the price is the minimum)").check();
  await form.getByLabel("Upload tracks (WAV, MP3, FLAC, AAC/M4A, OGG)").setInputFiles([
    { name: "tide-song.wav", mimeType: "audio/wav", buffer: toneWav(6) },
    { name: "lamp-post.wav", mimeType: "audio/wav", buffer: toneWav(4) },
    { name: "liner-notes.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("Not a song at all, only words.".repeat(40)) },
  ]);
  // Each file is read by the server: its length comes back; what is not audio is refused, by name.
  await expect(trackTitles(form)).toHaveCount(2);
  await expect(form.getByRole("alert").filter({ hasText: "liner-notes.mp3:" })).toContainText("do not match its type");
  // A file without a title tag is titled from its name, in title case ('tide-song.wav' → 'Tide Song').
  await expect(trackTitles(form).nth(0)).toHaveValue("Tide Song");
  await expect(form.getByText("0:06")).toBeVisible();
  await expect(form.getByText("0:04")).toBeVisible();

  // Dragged by its handle, the second track goes first.
  const rows = form.getByRole("list", { name: "Tracks in order" }).getByRole("listitem");
  await dragRow(page, form.getByRole("button", { name: "Drag to reorder: Lamp Post" }), rows.nth(0));
  await expect(trackTitles(form).nth(0)).toHaveValue("Lamp Post");
  await expect(trackTitles(form).nth(1)).toHaveValue("Tide Song");
  await form.getByRole("button", { name: "Save release" }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "Harbor Lights" });
  await expect(row).toContainText("Single · 2 tracks");
  await expect(row).toContainText("Draft");

  // A draft never reaches fans.
  const fan = await page.context().newPage();
  await fan.goto(`${own().baseUrl}/music?search=Harbor`);
  await expect(fan.getByText("No music found")).toBeVisible();

  await row.getByRole("button", { name: "Edit Harbor Lights" }).click();
  const edit = page.getByRole("form", { name: "Edit Harbor Lights" });
  // Each track's audio is prepared for listening in the background (issue 32), and a release is
  // published once all of it plays: the artist waits until the studio says each track is ready.
  // On this fresh server the demo's own tracks are queued first, so this takes up to a minute or two.
  await expect(trackStates(edit)).toHaveText(["Ready", "Ready"], { timeout: 120_000 });
  await edit.getByLabel("Status").selectOption("published");
  await edit.getByRole("button", { name: "Save release" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Published");

  // Published, it is on /music; its tracks are in the artist's order, and the first plays.
  await fan.goto(`${own().baseUrl}/music?search=Harbor`);
  await fan
    .getByRole("link", { name: /Harbor Lights/ })
    .first()
    .click();
  await expect(fan.getByRole("heading", { name: "Harbor Lights", level: 1 })).toBeVisible();
  const tracks = fan.getByRole("main").getByRole("button", { name: /^Play / });
  await expect(tracks).toHaveText([/.*/, /.*/]);
  await expect(tracks.nth(0)).toHaveAccessibleName("Play Lamp Post");
  await expect(tracks.nth(1)).toHaveAccessibleName("Play Tide Song");
  const streamed = fan.waitForRequest(/\/media\/private\//);
  await tracks.nth(0).click();
  const bar = fan.getByRole("region", { name: "Audio player" });
  await expect(bar.getByRole("link", { name: "Lamp Post", exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  const seek = bar.getByRole("slider", { name: "Seek" });
  await expect(seek).toHaveAttribute("aria-valuetext", /of 0:04$/);
  await expect.poll(async () => (await seek.getAttribute("aria-valuetext")) ?? "", { timeout: 10_000 }).toMatch(/^0:0[1-4] of/);

  // It streams its streaming copy (never the uploaded master) through a short-lived signed link; the copy's own address is refused.
  const source = (await streamed).url();
  expect(source).toMatch(/\/media\/private\/.+\.stream\.m4a\?expires=\d+&signature=/);
  const unsigned = await page.request.get(source.replace(/\?.*$/, ""));
  expect(unsigned.status()).toBe(403);
});
