import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  clock,
  elapsedTime,
  expectTimeAdvancing,
  playerBar,
  playerTimes,
  type ReleaseTrack,
  releaseTracks,
  seekSlider,
  waitForPlayable,
  zipEntryNames,
} from "./audioHelpers";
import { openSection, openStudio, STUDIO_VIEWPORT } from "./editorHelpers";
import { registerFan } from "./membersHelpers";
import { cartButton, defaultVariant, escapeRegExp, listReleases, logIn, usd } from "./siteHelpers";

/**
 * The audio pipeline from the artist to the buyer (issue 32): the artist makes a release's tracks
 * previews (from 0:05, 20 seconds); a visitor hears only the preview clip (the bar says "Preview",
 * its total is 0:20, its waveform shows, seeking works) and never receives the master nor the full
 * copy; a fan buys the release, downloads a track as FLAC and the release as a zip of FLAC files
 * with its cover, and hears the whole track.
 *
 * On the shared server: only this release's listening changes, and no other spec plays it. It is
 * "Satellite Heart".
 */
test.describe.configure({ timeout: 90_000 });

const RELEASE = "Satellite Heart";
/** Where the preview starts and how long it lasts: 20 s leaves room for the seek slider's 10-second step. */
const PREVIEW = { start: 5, length: 20 } as const;

/** What each track of the studio's form says of its audio: "Queued", "Processing…", "Ready" or "Failed: …". */
const trackStates = (form: Locator) =>
  form.getByRole("list", { name: "Tracks in order" }).getByText(/^(Queued|Processing…|Ready|Failed.*)$/);

/** As the artist, in the studio: every track of the release plays a preview of PREVIEW; saved. */
async function makePreviews(studio: Page, trackCount: number): Promise<void> {
  await openStudio(studio);
  await openSection(studio, "Music");
  await studio.getByRole("button", { name: `Edit ${RELEASE}`, exact: true }).click();
  const form = studio.getByRole("form", { name: `Edit ${RELEASE}` });
  // The release is published, so it is saved once each track's audio is ready (made in the background from the server's start).
  await expect(trackStates(form)).toHaveText(Array(trackCount).fill("Ready"), { timeout: 60_000 });
  for (let track = 1; track <= trackCount; track++) {
    await form.getByLabel(`What visitors hear (track ${track})`).selectOption({ label: "A preview" });
    await form.getByLabel(`Preview starts at (seconds) (track ${track})`).fill(String(PREVIEW.start));
    await form.getByLabel(`Preview length (seconds) (track ${track})`).fill(String(PREVIEW.length));
  }
  await form.getByRole("button", { name: "Save release" }).click();
  await expect(form).toBeHidden();
}

/** Clicks a download link and gives the file's suggested name and contents. */
async function download(page: Page, link: Locator, path: (name: string) => string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const name = file.suggestedFilename();
  await file.saveAs(path(name));
  return { name, bytes: readFileSync(path(name)) };
}

test("a visitor hears only the artist's preview; a buyer downloads FLAC files and a zip, and hears the whole track", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const release = (await listReleases(request, { query: RELEASE })).find((candidate) => candidate.title === RELEASE);
  if (!release) throw new Error(`The demo has no release ${RELEASE}`);
  const tracks = await releaseTracks(request, release.id);
  expect(tracks.length).toBeGreaterThan(1);
  const [first] = tracks as [ReleaseTrack, ...ReleaseTrack[]];

  await test.step("the artist makes each track a 20-second preview from 0:05", async () => {
    const studio = await browser.newContext({ viewport: STUDIO_VIEWPORT });
    await makePreviews(await studio.newPage(), tracks.length);
    await studio.close();
  });

  // Every audio file the page asks for while it is a visitor's.
  const audioRequests: string[] = [];
  const noteAudio = (url: string) => {
    const { pathname } = new URL(url);
    if (pathname.startsWith("/media/private/") || /\.(wav|m4a|mp3|flac)$/.test(pathname)) audioRequests.push(pathname);
  };
  page.on("request", (sent) => noteAudio(sent.url()));

  await test.step("a visitor plays the preview: marked 'Preview', 0:20 long, with its waveform, and seeks in it", async () => {
    // The clips are cut from the masters once the release is saved: a few seconds.
    const streams = await waitForPlayable(
      request,
      tracks.map((track) => track.id),
    );
    expect(streams.get(first.id)).toMatchObject({ kind: "preview", startSeconds: PREVIEW.start, durationSeconds: PREVIEW.length });

    await page.goto(`/music/${encodeURIComponent(release.id)}`);
    await expect(page.getByRole("heading", { name: RELEASE, level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(`${PREVIEW.length} s preview`, { exact: true })).toHaveCount(tracks.length);
    await page
      .getByRole("main")
      .getByRole("button", { name: `Play ${first.title}`, exact: true })
      .click();
    const bar = playerBar(page);
    await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
    await expect(bar.getByText("Preview", { exact: true })).toBeVisible();
    await expect(seekSlider(page)).toHaveAttribute("aria-valuetext", new RegExp(` of ${clock(PREVIEW.length)}$`));
    await expect(bar.getByText(clock(PREVIEW.length), { exact: true })).toBeVisible();
    // The waveform of the clip behind the slider (only for the eyes: the slider is what a keyboard uses).
    const bars = bar.locator("svg.player__waveform rect");
    const played = bar.locator("svg.player__waveform rect.player__waveform-played");
    await expect.poll(() => bars.count()).toBeGreaterThan(20);
    await expectTimeAdvancing(page);
    await expect.poll(() => played.count(), { message: "the bars played so far are marked" }).toBeGreaterThan(0);

    // Paused, the slider's arrow key moves 10 seconds on: the time, the marked bars and, played again, the audio follow.
    await bar.getByRole("button", { name: "Pause", exact: true }).click();
    await expect(bar.getByRole("button", { name: "Play", exact: true })).toBeVisible();
    const from = await elapsedTime(page);
    expect(from).toBeLessThan(PREVIEW.length - 10);
    await seekSlider(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => elapsedTime(page)).toBe(from + 10);
    await expect(bar.getByText(clock(from + 10), { exact: true })).toBeVisible();
    const total = await bars.count();
    await expect.poll(() => played.count()).toBeGreaterThanOrEqual(Math.floor((total * (from + 10)) / PREVIEW.length) - 1);
    await bar.getByRole("button", { name: "Play", exact: true }).click();
    // The element plays on from the new place (an element that had not moved would report the old time).
    expect(await expectTimeAdvancing(page)).toBeGreaterThan(from + 10);
    expect((await playerTimes(page)).total).toBe(PREVIEW.length);

    // All it ever received is the preview clip: never the master (.wav), never the full streaming copy.
    expect(audioRequests.length, "the preview was requested").toBeGreaterThan(0);
    for (const path of audioRequests) {
      expect(path, "a visitor's audio request").toMatch(new RegExp(`\\.preview-${PREVIEW.start}-${PREVIEW.length}\\.m4a$`));
      expect(path).not.toMatch(/\.wav$/);
      expect(path).not.toContain(".stream.m4a");
    }
  });

  const library = page.getByRole("region", { name: "Your library" });
  const owned = library
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${escapeRegExp(RELEASE)}\\b`) }) });

  await test.step("a fan logs in and buys the release on the test provider", async () => {
    const fan = await registerFan(request);
    await logIn(page, fan.email, fan.password, `/music/${encodeURIComponent(release.id)}`);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    const price = usd(defaultVariant(release).price);
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Pay ${price}` }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: `Pay ${price}` }).click();
    await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
    await page.getByRole("link", { name: "Go to your library" }).click();
    await expect(owned.first()).toBeVisible();
  });

  await test.step("in the library: every format (the masters are lossless), one track as FLAC, then the release as a zip", async () => {
    const format = owned.first().getByLabel("Format");
    await expect(format.locator("option")).toHaveText(["MP3 320", "MP3 V0", "FLAC", "ALAC", "AAC 256", "Ogg Vorbis", "WAV", "AIFF"]);
    await format.selectOption({ label: "FLAC" });
    const trackList = library.getByRole("list", { name: `Tracks of ${RELEASE}` });

    await trackList.getByRole("button", { name: `Download ${first.title}`, exact: true }).click();
    // The file is made by a job ("Preparing… N of M files"), then the link to it shows.
    const trackLink = library.getByRole("link", { name: /^Download 01 .+\.flac$/ });
    await expect(trackLink).toBeVisible({ timeout: 45_000 });
    const flac = await download(page, trackLink, (name) => testInfo.outputPath(name));
    expect(flac.name).toMatch(new RegExp(`^01 .+ - ${escapeRegExp(first.title)}\\.flac$`));
    expect(flac.bytes.subarray(0, 4).toString("latin1")).toBe("fLaC");

    await library.getByRole("button", { name: `Download all of ${RELEASE} (zip)`, exact: true }).click();
    const zipLink = library.getByRole("link", { name: /^Download .+ \(FLAC\)\.zip$/ });
    await expect(zipLink).toBeVisible({ timeout: 45_000 });
    const zip = await download(page, zipLink, (name) => testInfo.outputPath(name));
    expect(zip.name).toMatch(new RegExp(`^.+ - ${escapeRegExp(RELEASE)} \\(FLAC\\)\\.zip$`));
    expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const number = (index: number) => String(index + 1).padStart(2, "0");
    expect(zipEntryNames(zip.bytes)).toEqual([
      ...tracks.map((track, index) => expect.stringMatching(new RegExp(`^${number(index)} .+ - ${escapeRegExp(track.title)}\\.flac$`))),
      expect.stringMatching(/^cover\.\w+$/),
    ]);
  });

  await test.step("on a phone the library shows the cover and plays in the site's player, not the browser's audio controls", async () => {
    const before = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    const cover = owned.first().getByRole("img", { name: `Cover of ${RELEASE}` });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), "the cover loaded").toBe(true);
    await owned
      .first()
      .getByRole("button", { name: `Play ${first.title}`, exact: true })
      .click();
    const bar = playerBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: first.title, exact: true })).toBeVisible();
    await expect(owned.first().getByRole("button", { name: `Pause ${first.title}`, exact: true })).toBeVisible();
    await expect(page.locator("audio[controls]")).toHaveCount(0);
    if (before) await page.setViewportSize(before);
  });

  await test.step("the buyer hears the whole track: no 'Preview', the track's full length", async () => {
    await page.goto(`/music/${encodeURIComponent(release.id)}`);
    await page
      .getByRole("main")
      .getByRole("button", { name: `Play ${first.title}`, exact: true })
      .click();
    const bar = playerBar(page);
    const full = clock(Math.floor(first.durationSeconds ?? 0));
    await expect(seekSlider(page)).toHaveAttribute("aria-valuetext", new RegExp(` of ${full}$`));
    await expect(bar.getByText("Preview", { exact: true })).toHaveCount(0);
    await expect(bar.locator("svg.player__waveform rect").first()).toBeAttached();
    await expectTimeAdvancing(page);
  });
});
