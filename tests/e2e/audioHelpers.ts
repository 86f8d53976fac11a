import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { TrackStream } from "../../schema/api/listening";

/**
 * Audio steps of the end-to-end tests (issue 32). Fans' answers carry no audio file: the player
 * asks `GET /api/public/tracks/:id/stream` what the one listening may hear when a track plays, and
 * the server answers 409 `audio_not_ready` until the track's streaming copy (or preview) is made.
 * The demo's masters are processed in the background from the server's start, so a test that plays
 * demo audio first waits for the tracks it plays.
 */

/** Where a track's stream stands for whoever asks: its answer once it plays, or why not yet. */
type StreamState = { readonly ready: true; readonly stream: TrackStream } | { readonly ready: false; readonly why: string };

async function streamState(request: APIRequestContext, baseUrl: string, trackId: string): Promise<StreamState> {
  const response = await request.get(`${baseUrl}/api/public/tracks/${encodeURIComponent(trackId)}/stream`);
  if (response.ok()) return { ready: true, stream: (await response.json()) as TrackStream };
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  // Only "not made yet" is worth waiting for: a failed file, a buyers-only track or a wrong id never becomes playable.
  if (response.status() !== 409 || body.code !== "audio_not_ready" || /could not be prepared/.test(body.message ?? "")) {
    throw new Error(`GET stream of ${trackId}: ${response.status()} ${body.code ?? ""} ${body.message ?? ""}`);
  }
  return { ready: false, why: body.message ?? "" };
}

/**
 * Waits until every track of `trackIds` plays for the asker of `request` (the stream route answers
 * 200), and gives what it answered, by track id. Bounded by `timeout`; the wait is the server's
 * background work, not the test's, so the running test's own timeout is lengthened by it.
 *
 * @example const streams = await waitForPlayable(request, album.tracks.map((track) => track.id));
 */
export async function waitForPlayable(
  request: APIRequestContext,
  trackIds: readonly string[],
  { baseUrl = "", timeout = 120_000 }: { baseUrl?: string; timeout?: number } = {},
): Promise<Map<string, TrackStream>> {
  const info = test.info();
  const testTimeout = info.timeout;
  const started = Date.now();
  // Room for the longest wait now; only the time it really took once it is over.
  if (testTimeout > 0) info.setTimeout(testTimeout + timeout);
  const streams = new Map<string, TrackStream>();
  await expect
    .poll(
      async () => {
        for (const trackId of trackIds) {
          if (streams.has(trackId)) continue;
          const state = await streamState(request, baseUrl, trackId);
          if (!state.ready) return `${trackId}: ${state.why}`;
          streams.set(trackId, state.stream);
        }
        return "ready";
      },
      { timeout, intervals: [250, 500, 1000], message: `the tracks ${trackIds.join(", ")} are ready to play` },
    )
    .toBe("ready");
  if (testTimeout > 0) info.setTimeout(testTimeout + (Date.now() - started));
  return streams;
}

/** A track of a release as fans' answers give it: what a visitor may hear of it, never its file. */
export interface ReleaseTrack {
  readonly id: string;
  readonly title: string;
  /** Absent for a track without audio. */
  readonly listen?: "full" | "preview" | "none";
  readonly durationSeconds?: number;
  readonly previewStartSeconds?: number;
  readonly previewSeconds?: number;
}

/** The tracks of a release's default variant (the ones its page lists and plays), through the public API. */
export async function releaseTracks(request: APIRequestContext, productId: string, { baseUrl = "" } = {}): Promise<ReleaseTrack[]> {
  const response = await request.get(`${baseUrl}/api/public/products/${encodeURIComponent(productId)}`);
  expect(response.ok(), `GET /api/public/products/${productId}`).toBe(true);
  const product = (await response.json()) as { variants: { isDefault: boolean; tracks: ReleaseTrack[] }[] };
  const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
  return variant?.tracks ?? [];
}

/** The ids of a release's tracks that have audio: what `waitForPlayable` waits for before its page plays them. */
export async function audibleTrackIds(
  request: APIRequestContext,
  productId: string,
  options: { baseUrl?: string } = {},
): Promise<string[]> {
  return (await releaseTracks(request, productId, options)).filter((track) => track.listen !== undefined).map((track) => track.id);
}

/**
 * The names of a zip's entries, read from its central directory (at its end, where a streamed zip
 * writes every entry's name and place once all are written).
 */
export function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a zip: it has no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error("a Zip64 file: this reader reads plain zips only");
  const names: string[] = [];
  for (let entry = 0; entry < count; entry++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central directory entry at byte ${at}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    // Bit 11: the name is UTF-8 (else code page 437, which is ASCII for the names read here).
    const utf8 = (zip.readUInt16LE(at + 8) & 0x800) !== 0;
    names.push(zip.toString(utf8 ? "utf8" : "latin1", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The site's player bar, once something plays. */
export const playerBar = (page: Page): Locator => page.getByRole("region", { name: "Audio player" });

/** The bar's seek slider: its value text says the elapsed and total time ('0:05 of 0:25'). */
export const seekSlider = (page: Page): Locator => playerBar(page).getByRole("slider", { name: "Seek" });

/** '1:05' in seconds. */
function seconds(clockText: string): number {
  const [minutes, rest] = clockText.split(":").map(Number);
  return (minutes ?? 0) * 60 + (rest ?? 0);
}

/** Seconds as the bar shows them: '0:05'. */
export function clock(time: number): string {
  return `${Math.floor(time / 60)}:${String(time % 60).padStart(2, "0")}`;
}

/** The elapsed and total time the seek slider says ('0:05 of 0:25'), in seconds: what a person reads. */
export async function playerTimes(page: Page): Promise<{ elapsed: number; total: number }> {
  const text = (await seekSlider(page).getAttribute("aria-valuetext")) ?? "";
  const match = /^(\d+:\d\d) of (\d+:\d\d)$/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`the seek slider says "${text}"`);
  return { elapsed: seconds(match[1]), total: seconds(match[2]) };
}

export const elapsedTime = async (page: Page): Promise<number> => (await playerTimes(page)).elapsed;

/** The time goes on from where it is now (the same track, still playing); gives where it got to. */
export async function expectTimeAdvancing(page: Page): Promise<number> {
  const from = await elapsedTime(page);
  await expect.poll(() => elapsedTime(page), { timeout: 10_000, message: `the time goes on from ${from} s` }).toBeGreaterThan(from);
  return elapsedTime(page);
}
