import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrackStream } from "../../schema/api/listening";
import type { StudioRelease } from "../../schema/api/releases";
import { errorMessage } from "../../schema/errors";
import { ffmpegPath } from "../audio/ffmpeg";
import { probeAudio } from "../audio/makeDownload";
import { waveformPeaks } from "../audio/waveform";
import { findAudioFile } from "../data/audioFiles";
import {
  keyOf,
  onStoredFile,
  publishRelease,
  type ReleaseInput,
  saveRelease,
  shapedWav,
  storedBytes,
  uploadMaster,
  withIds,
} from "../testing/releaseAudioTesting";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * GET /api/public/tracks/:id/stream and the copies it hands out (issue 32): byte ranges for
 * seeking, a preview cut where the artist set it (and cut again when they move it), the loudness
 * gain, and drafts kept from visitors.
 */
const ffmpeg = ffmpegPath(undefined);
let server: TestServer;
let editor: { headers: Record<string, string> };
/** 0–4 s silence, then a tone to 12 s: where a clip starts shows in its sound. */
let shapedUrl: string;
let quietUrl: string;
let loudUrl: string;
let release: StudioRelease;
let input: ReleaseInput;

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  shapedUrl = await uploadMaster(server, editor.headers, "Shaped.wav", shapedWav(12, { toneFrom: 4 }));
  quietUrl = await uploadMaster(server, editor.headers, "Quiet.wav", shapedWav(4, { amplitude: 0.05 }));
  loudUrl = await uploadMaster(server, editor.headers, "Loud.wav", shapedWav(4, { amplitude: 0.9 }));
  input = {
    title: "Stream Tests",
    tracks: [
      { title: "Shaped", url: shapedUrl, listen: "preview", previewStartSeconds: 2, previewSeconds: 5 },
      { title: "Quiet", url: quietUrl, listen: "full" },
      { title: "Loud", url: loudUrl, listen: "full" },
    ],
  };
  release = await publishRelease(server, editor.headers, input);
  input = { ...input, status: "published", tracks: withIds(input.tracks, release) };
}, 60_000);
afterAll(() => server.close());

const trackId = (index: number) => release.variants[0]?.tracks[index]?.id ?? "";

async function stream(index: number, headers: Record<string, string> = {}) {
  const answer = await server.app.inject({ url: `/api/public/tracks/${trackId(index)}/stream`, headers });
  return { status: answer.statusCode, body: answer.json() as TrackStream & { code?: string } };
}

/** Saves the release again with changes (the studio's PUT), waiting for the work it asks for. */
async function resave(changes: Partial<ReleaseInput>, trackChanges: Record<number, object> = {}) {
  const current = (
    await server.app.inject({ url: `/api/profiles/${server.profile.id}/releases/${release.id}`, headers: editor.headers })
  ).json() as StudioRelease;
  input = { ...input, ...changes, tracks: input.tracks.map((track, index) => ({ ...track, ...trackChanges[index] })) };
  release = await saveRelease(server, editor.headers, input, current);
  await server.audioSettled();
}

describe("the streaming copy's signed address", () => {
  it("answers byte ranges: 206 with Content-Range, the end of the file when seeking near it, 416 past it", async () => {
    const { body } = await stream(1);
    const copy = (await storedBytes(server, keyOf(body.url))) ?? Buffer.alloc(0);
    const size = copy.length;
    expect(size).toBeGreaterThan(1000);
    const ranged = (range: string) => server.app.inject({ url: body.url, headers: { range } });

    const first = await ranged("bytes=0-99");
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(first.headers["accept-ranges"]).toBe("bytes");
    expect(first.rawPayload.equals(copy.subarray(0, 100))).toBe(true);

    const nearEnd = await ranged(`bytes=${size - 300}-`);
    expect(nearEnd.statusCode).toBe(206);
    expect(nearEnd.headers["content-range"]).toBe(`bytes ${size - 300}-${size - 1}/${size}`);
    expect(nearEnd.rawPayload.equals(copy.subarray(size - 300))).toBe(true);
    const suffix = await ranged("bytes=-64");
    expect(suffix.rawPayload.equals(copy.subarray(size - 64))).toBe(true);

    const past = await ranged(`bytes=${size}-${size + 10}`);
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);
    expect(past.json().code).toBe("range_not_satisfiable");
  });
});

describe("a preview", () => {
  it("is cut where the artist set it: its length within 50 ms, its sound and its waveform those of that window", async () => {
    const preview = await stream(0);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: "preview", startSeconds: 2, durationSeconds: 5 });
    const key = keyOf(preview.body.url);
    expect(key).toBe(`${keyOf(shapedUrl)}.preview-2-5.m4a`);
    const probed = await onStoredFile(server, key, (path) => probeAudio(ffmpeg, path));
    expect(Math.abs(probed.durationSeconds - 5)).toBeLessThan(0.05);
    // The window 2–7 s: silence until the master's 4 s mark (two fifths of the clip), the tone after.
    const clipPeaks = await onStoredFile(server, key, (path) => waveformPeaks(ffmpeg, path, 50));
    expect(Math.max(...clipPeaks.slice(0, 18))).toBeLessThan(0.01);
    expect(Math.min(...clipPeaks.slice(24, 38))).toBeGreaterThan(0.05);

    // Its waveform is the master's, sliced at the window (the editor hears the whole track).
    const whole = await stream(0, editor.headers);
    expect(whole.body.kind).toBe("full");
    expect(whole.body.peaks).toHaveLength(1000);
    expect(preview.body.peaks).toEqual(whole.body.peaks.slice(Math.floor((2 / 12) * 1000), Math.ceil((7 / 12) * 1000)));
    const toneStarts = preview.body.peaks.findIndex((peak) => peak > 0);
    expect(Math.abs(toneStarts - preview.body.peaks.length * (2 / 5))).toBeLessThanOrEqual(2);
  });

  it("is made anew when its settings change, and the old window is no longer handed out", async () => {
    const before = await stream(0);
    await resave({}, { 0: { previewStartSeconds: 6, previewSeconds: 6 } });
    const after = await stream(0);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ kind: "preview", startSeconds: 6, durationSeconds: 6 });
    const key = keyOf(after.body.url);
    expect(key).toBe(`${keyOf(shapedUrl)}.preview-6-6.m4a`);
    expect(after.body.url).not.toBe(before.body.url);
    expect(after.body.url).not.toContain(".preview-2-5");
    const probed = await onStoredFile(server, key, (path) => probeAudio(ffmpeg, path));
    expect(Math.abs(probed.durationSeconds - 6)).toBeLessThan(0.05);
    // 6–12 s is all tone: no silence at the start past the fade-in.
    const clipPeaks = await onStoredFile(server, key, (path) => waveformPeaks(ffmpeg, path, 60));
    expect(Math.min(...clipPeaks.slice(12, 48))).toBeGreaterThan(0.05);
  });

  it("changed behind the studio's back is asked for by the first listener: 409 for now, ready once made", async () => {
    await server.context.db.query("UPDATE tracks SET preview_start_seconds = 0, preview_seconds = 5 WHERE id = $1", [trackId(0)]);
    const first = await stream(0);
    expect(first.status).toBe(409);
    expect(first.body).toEqual({ code: "audio_not_ready", reason: "stream", message: errorMessage("audio_not_ready", "stream") });
    await server.audioSettled();
    const ready = await stream(0);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ kind: "preview", startSeconds: 0, durationSeconds: 5 });
    expect(keyOf(ready.body.url)).toBe(`${keyOf(shapedUrl)}.preview-0-5.m4a`);
  });
});

describe("the loudness gain", () => {
  /** What the pipeline measured of a master. */
  const measured = async (url: string) => {
    const file = await findAudioFile(server.context.db, keyOf(url));
    return { lufs: file?.loudnessLufs ?? Number.NaN, peak: file?.truePeakDbtp ?? Number.NaN };
  };

  it("brings a quiet track up as far as its peak allows and a loud one down to -14 LUFS", async () => {
    const quiet = await measured(quietUrl);
    const loud = await measured(loudUrl);
    expect(quiet.lufs).toBeLessThan(-20);
    expect(loud.lufs).toBeGreaterThan(-8);
    const quietGain = (await stream(1)).body.gainDb;
    const loudGain = (await stream(2)).body.gainDb;
    expect(quietGain).toBeGreaterThan(0);
    expect(quietGain).toBeCloseTo(Math.min(-14 - quiet.lufs, -1 - quiet.peak), 1);
    expect(loudGain).toBeLessThan(0);
    expect(loudGain).toBeCloseTo(-14 - loud.lufs, 1);
  });

  it("is 0 for every track of a release that plays as mastered", async () => {
    await resave({ normalizeLoudness: false });
    expect(release.normalizeLoudness).toBe(false);
    for (const index of [0, 1, 2]) expect((await stream(index)).body.gainDb, `track ${index}`).toBe(0);
    await resave({ normalizeLoudness: true });
    expect((await stream(2)).body.gainDb).toBeLessThan(0);
  });
});

describe("a draft release's track", () => {
  it("does not exist for visitors (404) and plays whole for the artist's editor", async () => {
    const url = await uploadMaster(server, editor.headers, "Draft.wav", shapedWav(2));
    const draft = await saveRelease(server, editor.headers, { title: "Unreleased", tracks: [{ title: "Draft", url, listen: "full" }] });
    await server.audioSettled();
    const id = draft.variants[0]?.tracks[0]?.id ?? "";
    const asVisitor = await server.app.inject({ url: `/api/public/tracks/${id}/stream` });
    expect(asVisitor.statusCode).toBe(404);
    expect(asVisitor.json()).toEqual({ code: "not_found", reason: "track", message: errorMessage("not_found", "track") });
    const asEditor = await server.app.inject({ url: `/api/public/tracks/${id}/stream`, headers: editor.headers });
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json()).toMatchObject({ kind: "full", startSeconds: 0 });
    expect(keyOf((asEditor.json() as TrackStream).url)).toBe(`${keyOf(url)}.stream.m4a`);
  });
});
