import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  clock,
  elapsedTime,
  expectTimeAdvancing,
  playerBar,
  playerTimes,
  releaseTracks,
  seekSlider,
  waitForPlayable,
} from "./audioHelpers";
import { escapeRegExp, expectNoSeriousViolations, expectPath, fixedPriceAlbum, pageWidths, WIDTHS } from "./siteHelpers";

/**
 * The persistent audio player with real audio (the demo tracks' streaming copies, 22 to 33 seconds
 * each; Chromium runs with `--autoplay-policy=no-user-gesture-required`, see playwright.config.ts).
 * The time is read the way a person reads it: the seek slider's value text ('0:05 of 0:25'), which
 * is also the elapsed and total time the bar shows beside it.
 */

interface AlbumTrack {
  readonly id: string;
  readonly title: string;
  /** The path of the streaming copy the player loads for a visitor (signed; its query changes), read from the stream route. */
  readonly copyPath: string;
}

interface PlayableAlbum {
  readonly id: string;
  readonly title: string;
  readonly tracks: readonly AlbumTrack[];
}

/**
 * A demo album with several playable tracks, read through the public API. Fans' answers carry no
 * audio file (issue 32): each track with audio says what a visitor may hear (`listen`), and its
 * stream route what it plays, once the server has made its streaming copy; this waits for that.
 */
async function playableAlbum(request: APIRequestContext): Promise<PlayableAlbum> {
  const album = await fixedPriceAlbum(request);
  const audible = (await releaseTracks(request, album.id)).filter((track) => track.listen === "full");
  expect(audible.length, `${album.title} has several tracks to play`).toBeGreaterThan(2);
  const streams = await waitForPlayable(
    request,
    audible.map((track) => track.id),
  );
  const tracks = audible.map((track) => {
    const stream = streams.get(track.id);
    if (!stream) throw new Error(`no stream for ${track.title}`);
    return { id: track.id, title: track.title, copyPath: new URL(stream.url, "http://any.host").pathname };
  });
  return { id: album.id, title: album.title, tracks };
}

function at<T>(items: readonly T[], index: number): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

/** The track's row in the release's track list. */
function trackRow(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: new RegExp(`^(Play|Pause) ${escapeRegExp(title)}$`) }) });
}

/** Opens the album and plays its track `index` from the track list; the bar shows it playing. */
async function playFromTrackList(page: Page, album: PlayableAlbum, index = 0): Promise<Locator> {
  await page.goto(`/music/${encodeURIComponent(album.id)}`);
  await expect(page.getByRole("heading", { name: album.title, level: 1 })).toBeVisible();
  // No bar before anything plays.
  await expect(playerBar(page)).toHaveCount(0);
  const track = at(album.tracks, index);
  await page
    .getByRole("main")
    .getByRole("button", { name: `Play ${track.title}`, exact: true })
    .click();
  const bar = playerBar(page);
  await expect(bar.getByRole("link", { name: track.title, exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect.poll(async () => (await playerTimes(page)).total, { message: "the track's length is known" }).toBeGreaterThan(0);
  return bar;
}

test("plays a track: the time advances, and goes on advancing from page to page", async ({ page, request }) => {
  const album = await playableAlbum(request);
  const first = at(album.tracks, 0);
  const bar = await playFromTrackList(page, album);
  await expect(bar.getByText("The Lantern Coast", { exact: true })).toBeVisible();
  // The total time shown beside the slider is the track's.
  const { total } = await playerTimes(page);
  expect(total).toBeGreaterThan(15);
  await expect(bar.getByText(clock(total), { exact: true })).toBeVisible();
  let time = await expectTimeAdvancing(page);

  // The track list marks the current track.
  await expect(trackRow(page, first.title)).toHaveAttribute("aria-current", "true");
  await expect(trackRow(page, at(album.tracks, 1).title)).not.toHaveAttribute("aria-current", "true");
  await expect(trackRow(page, first.title).getByRole("button", { name: `Pause ${first.title}`, exact: true })).toBeVisible();

  // The system's media controls show the track (title, artist, cover).
  const metadata = await page.evaluate(() => {
    const current = navigator.mediaSession.metadata;
    return current ? { title: current.title, artist: current.artist, artwork: current.artwork.length } : null;
  });
  expect(metadata).toEqual({ title: first.title, artist: "The Lantern Coast", artwork: 1 });

  // Other pages: the music list, the home page. The music never stops nor starts over.
  await page.getByRole("banner").getByRole("link", { name: "Music", exact: true }).click();
  await expectPath(page, "/music");
  await expect(page.getByRole("heading", { name: "My Music", level: 1 })).toBeVisible();
  expect(await elapsedTime(page)).toBeGreaterThanOrEqual(time);
  time = await expectTimeAdvancing(page);

  await page.getByRole("banner").getByRole("link", { name: "The Lantern Coast, home" }).click();
  await expectPath(page, "/");
  await expect(page.getByRole("heading", { name: "Join the tribe" })).toBeVisible();
  expect(await elapsedTime(page)).toBeGreaterThanOrEqual(time);
  time = await expectTimeAdvancing(page);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expectPath(page, "/privacy-policy");
  expect(await elapsedTime(page)).toBeGreaterThanOrEqual(time);
  time = await expectTimeAdvancing(page);

  // The title goes back to the release, where the playing track is still marked.
  await bar.getByRole("link", { name: first.title, exact: true }).click();
  await expectPath(page, `/music/${encodeURIComponent(album.id)}`);
  await expect(page.getByRole("heading", { name: album.title, level: 1 })).toBeVisible();
  await expect(trackRow(page, first.title)).toHaveAttribute("aria-current", "true");
  expect(await elapsedTime(page)).toBeGreaterThanOrEqual(time);
  await expectTimeAdvancing(page);
});

test("previous from the first track plays the last; next from the last plays the first", async ({ page, request }) => {
  const album = await playableAlbum(request);
  const bar = await playFromTrackList(page, album, 0);
  const title = (track: AlbumTrack) => bar.getByRole("link", { name: track.title, exact: true });

  await bar.getByRole("button", { name: "Previous track" }).click();
  await expect(title(at(album.tracks, -1))).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(trackRow(page, at(album.tracks, -1).title)).toHaveAttribute("aria-current", "true");
  await expectTimeAdvancing(page);

  await bar.getByRole("button", { name: "Next track" }).click();
  await expect(title(at(album.tracks, 0))).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(trackRow(page, at(album.tracks, 0).title)).toHaveAttribute("aria-current", "true");

  await bar.getByRole("button", { name: "Next track" }).click();
  await expect(title(at(album.tracks, 1))).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expectTimeAdvancing(page);
});

test("the seek slider's arrow keys move by 10 seconds; keyboard plays, pauses and sets the volume", async ({ page, request }) => {
  const album = await playableAlbum(request);
  const bar = await playFromTrackList(page, album);
  await expectTimeAdvancing(page);

  // Pause with the keyboard, so the time holds still.
  const playPause = bar.getByRole("button", { name: "Pause", exact: true });
  await playPause.focus();
  await page.keyboard.press("Space");
  await expect(bar.getByRole("button", { name: "Play", exact: true })).toBeFocused();
  const start = await elapsedTime(page);

  const seek = seekSlider(page);
  await seek.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => elapsedTime(page)).toBe(start + 10);
  // The elapsed time beside the slider says the same.
  await expect(bar.getByText(clock(start + 10), { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => elapsedTime(page)).toBe(start);

  // Play again with Enter, from where it was.
  await bar.getByRole("button", { name: "Play", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  expect(await elapsedTime(page)).toBeGreaterThanOrEqual(start);
  await expectTimeAdvancing(page);

  // Seeking while playing jumps ahead too.
  const before = await elapsedTime(page);
  await seek.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => elapsedTime(page)).toBeGreaterThanOrEqual(before + 10);

  // The volume: a slider in percent; mute sets it to 0% and unmute brings it back.
  const volume = bar.getByRole("slider", { name: "Volume" });
  await expect(volume).toHaveAttribute("aria-valuetext", "Volume 100%");
  await volume.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(volume).toHaveAttribute("aria-valuetext", "Volume 95%");
  await bar.getByRole("button", { name: "Mute", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(bar.getByRole("button", { name: "Unmute" })).toBeFocused();
  await expect(volume).toHaveAttribute("aria-valuetext", "Volume 0%");
  await page.keyboard.press("Space");
  await expect(volume).toHaveAttribute("aria-valuetext", "Volume 95%");
});

test("collapses to a small card at the bottom left, and expands again", async ({ page, request }) => {
  const album = await playableAlbum(request);
  const first = at(album.tracks, 0);
  const bar = await playFromTrackList(page, album);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");

  await bar.getByRole("button", { name: "Collapse player" }).click();
  const expand = bar.getByRole("button", { name: "Expand player" });
  await expect(expand).toBeFocused();
  await expect(bar.getByRole("link", { name: first.title, exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(bar.getByRole("img")).toHaveCount(0); // the cover is decorative: the title says it
  await expect(bar.locator("img")).toBeVisible();
  await expect(bar.getByRole("slider")).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Next track" })).toHaveCount(0);
  const card = await bar.boundingBox();
  if (!card) throw new Error("the card is not on screen");
  expect(card.x).toBeLessThan(24);
  expect(card.width).toBeLessThanOrEqual(360);
  expect(viewport.height - (card.y + card.height)).toBeLessThan(32);

  // It still plays, and pauses from the card.
  await bar.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(bar.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await bar.getByRole("button", { name: "Play", exact: true }).click();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();

  await expand.click();
  await expect(bar.getByRole("button", { name: "Collapse player" })).toBeFocused();
  await expect(seekSlider(page)).toBeVisible();
  await expect(bar.getByRole("slider", { name: "Volume" })).toBeVisible();
  await expectTimeAdvancing(page);
  const full = await bar.boundingBox();
  if (!full) throw new Error("the bar is not on screen");
  expect(full.width).toBeGreaterThan(card.width);
  expect(full.width).toBeLessThanOrEqual(1280);
  expect(viewport.height - (full.y + full.height)).toBeLessThan(32);
});

test("a track whose audio cannot load shows 'Failed to load audio'", async ({ page, request }) => {
  const album = await playableAlbum(request);
  const broken = at(album.tracks, 1);
  await page.route(
    (url) => url.pathname === broken.copyPath,
    (route) => route.abort(),
  );
  await page.goto(`/music/${encodeURIComponent(album.id)}`);
  await page
    .getByRole("main")
    .getByRole("button", { name: `Play ${broken.title}`, exact: true })
    .click();
  const bar = playerBar(page);
  await expect(bar.getByRole("alert")).toHaveText("Failed to load audio");
  await expect(bar.getByRole("link", { name: broken.title, exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Play", exact: true })).toBeVisible();

  // The next track plays, and the message is gone.
  await bar.getByRole("button", { name: "Next track" }).click();
  await expect(bar.getByRole("link", { name: at(album.tracks, 2).title, exact: true })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(bar.getByRole("alert")).toHaveCount(0);
  await expectTimeAdvancing(page);
});

test("the bar fits phones, tablets and desktops, never covers the footer, and has no serious accessibility violation", async ({
  page,
  request,
}) => {
  const album = await playableAlbum(request);
  await playFromTrackList(page, album);
  const bar = playerBar(page);
  for (const width of [...WIDTHS, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    for (const state of ["expanded", "collapsed"] as const) {
      const what = `the ${state} player at ${width} px`;
      const { scrollWidth, innerWidth } = await pageWidths(page);
      expect(scrollWidth, `${what} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
      // A fixed bottom bar (SPEC §2): at the bottom of the window from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await bar.boundingBox();
      if (!box) throw new Error(`${what} is not on screen`);
      expect(box.y + box.height, `${what} sits at the bottom of the window`).toBeGreaterThan(800 - 20);
      expect(box.y + box.height, `${what} sits at the bottom of the window`).toBeLessThanOrEqual(800);
      expect(box.width, what).toBeLessThanOrEqual(1280);
      expect(box.x, what).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, what).toBeLessThanOrEqual(width);
      // At the very end of the page the footer shows whole, above the bar.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole("contentinfo").boundingBox();
      const barAtEnd = await bar.boundingBox();
      if (!footer || !barAtEnd) throw new Error(`${what}: no footer or bar`);
      expect(footer.y + footer.height, `${what} leaves the footer uncovered`).toBeLessThanOrEqual(barAtEnd.y + 1);
      // The controls are big enough to touch.
      for (const control of await bar.getByRole("button").all()) {
        const size = await control.boundingBox();
        expect(size?.width ?? 0, `${what}: ${await control.getAttribute("aria-label")}`).toBeGreaterThanOrEqual(44);
        expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      if (width === 375 || width === 1280) await expectNoSeriousViolations(page, what);
      await bar.getByRole("button", { name: state === "expanded" ? "Collapse player" : "Expand player" }).click();
    }
  }
  await expect(seekSlider(page)).toBeVisible();
});
