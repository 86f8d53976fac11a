import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioRelease } from "../../schema/api/releases";
import { toneWav } from "../testing/audioFixtures";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

/** Uploads a track's file privately and has it read, as the studio does; its address, once its audio is ready. */
async function uploadTrack(fileName: string, { headers = editor.headers, profileId = server.profile.id } = {}): Promise<string> {
  const presigned = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers,
    payload: { fileName, profileId, private: true },
  });
  const { presignedUrl, remoteUrl } = presigned.json() as { presignedUrl: string; remoteUrl: string };
  const put = new URL(presignedUrl);
  await server.app.inject({
    method: "PUT",
    url: `${put.pathname}${put.search}`,
    headers: { "content-type": "audio/wav" },
    payload: toneWav(2),
  });
  const read = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${profileId}/track-audio`,
    headers,
    payload: { url: remoteUrl },
  });
  expect(read.statusCode).toBe(200);
  await server.audioSettled();
  return remoteUrl;
}

/** What the last attempt left, as a job that gave up leaves it. */
const failAudio = (url: string) =>
  server.context.db.query("UPDATE audio_files SET state = 'failed', problem = 'FFmpeg stopped', attempts = 3 WHERE storage_key = $1", [
    url.replace("/media/", ""),
  ]);

const retry = async (url: string, { headers = editor.headers, profileId = server.profile.id } = {}) => {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${profileId}/track-audio/retry`,
    headers,
    payload: { url },
  });
  return { status: response.statusCode, body: response.json() as { state?: string; code?: string; message?: string } };
};

const states = async (urls: unknown, { headers = editor.headers, profileId = server.profile.id } = {}) => {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${profileId}/track-audio/states`,
    headers,
    payload: { urls },
  });
  return { status: response.statusCode, body: response.json() as { states?: unknown[]; code?: string; message?: string } };
};

async function processingOf(releaseId: string) {
  const response = await server.app.inject({ url: `/api/profiles/${server.profile.id}/releases/${releaseId}`, headers: editor.headers });
  return (response.json() as StudioRelease).variants[0]?.tracks[0]?.processing;
}

describe("retrying a track's audio (issue 32)", () => {
  it("queues a failed master again, and its job makes it ready", async () => {
    const url = await uploadTrack("one.wav");
    const created = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/releases`,
      headers: editor.headers,
      payload: {
        title: "Night Drive",
        artist: "Salt & Static",
        category: "Music",
        releaseType: "single",
        variants: [{ price: 1, tracks: [{ title: "One", media: [{ type: "audio", url, name: "one.wav" }] }] }],
      },
    });
    const releaseId = (created.json() as StudioRelease).id;
    await failAudio(url);
    expect(await processingOf(releaseId)).toEqual({ state: "failed", problem: "FFmpeg stopped" });

    expect(await retry(url)).toEqual({ status: 200, body: { state: "queued" } });
    await server.audioSettled();
    expect(await processingOf(releaseId)).toEqual({ state: "ready", problem: null });
  });

  it("refuses audio that has not failed (409), and audio the artist does not have (404)", async () => {
    const url = await uploadTrack("two.wav");
    expect(await retry(url)).toMatchObject({
      status: 409,
      body: {
        code: "conflict",
        reason: "trackAudioNotFailed",
        message: "This track's audio is not waiting for a retry: only audio that could not be prepared is tried again.",
      },
    });
    const missing = {
      status: 404,
      body: { code: "not_found", reason: "trackAudio", message: "This artist has no such track audio: upload the track's file again." },
    };
    expect(await retry("/media/private/nobody/x-none.wav")).toMatchObject(missing);
    expect(await retry("https://example.com/one.wav")).toMatchObject(missing);
    // Another artist's editor, through their own artist, finds nothing of this one's.
    await failAudio(url);
    expect(await retry(url, { headers: otherEditor.headers, profileId: server.otherProfile.id })).toMatchObject(missing);
    expect((await retry(url)).status).toBe(200);
    await server.audioSettled();
  });

  it("is for the artist's editors only: another artist's editor and a fan are refused", async () => {
    const url = await uploadTrack("three.wav");
    await failAudio(url);
    expect((await retry(url, { headers: otherEditor.headers })).status).toBe(403);
    const fan = await createFan(server, server.profile.id);
    expect((await retry(url, { headers: fan.headers })).status).toBe(403);
    expect((await retry(url, { headers: {} })).status).toBe(401);
    const [row] = await server.context.db.query<{ state: string }>("SELECT state FROM audio_files WHERE storage_key = $1", [
      url.replace("/media/", ""),
    ]);
    expect(row?.state).toBe("failed");
  });
});

describe("where the artist's masters stand (issue 32)", () => {
  it("answers for the artist's own masters, saved in a release or not, and leaves out any other address", async () => {
    const ready = await uploadTrack("four.wav");
    const failed = await uploadTrack("five.wav");
    await failAudio(failed);
    const theirs = await uploadTrack("six.wav", { headers: otherEditor.headers, profileId: server.otherProfile.id });
    const unread = "/media/private/nobody/x-none.wav";

    expect(await states([ready, theirs, failed, unread, "https://example.com/one.wav", ready])).toEqual({
      status: 200,
      body: {
        states: [
          { url: ready, state: "ready", problem: null },
          { url: failed, state: "failed", problem: "FFmpeg stopped" },
        ],
      },
    });
    // The other artist's editor, through their own artist, sees theirs and nothing of this one's.
    expect(await states([ready, theirs], { headers: otherEditor.headers, profileId: server.otherProfile.id })).toEqual({
      status: 200,
      body: { states: [{ url: theirs, state: "ready", problem: null }] },
    });
    expect(await states([theirs])).toEqual({ status: 200, body: { states: [] } });
  });

  it("is for the artist's editors only: a visitor, a fan and another artist's editor are refused", async () => {
    const url = await uploadTrack("seven.wav");
    expect((await states([url], { headers: {} })).status).toBe(401);
    const fan = await createFan(server, server.profile.id);
    expect((await states([url], { headers: fan.headers })).status).toBe(403);
    expect((await states([url], { headers: otherEditor.headers })).status).toBe(403);
  });

  it("asks about 1 to 100 addresses at a time", async () => {
    const urls = Array.from({ length: 101 }, (_, index) => `/media/private/artist/x-${index}.wav`);
    expect(await states(urls)).toMatchObject({
      status: 400,
      body: {
        code: "body_too_wide",
        reason: "items",
        message: "A list in the body holds more than 100 elements, more than this request allows.",
      },
    });
    expect((await states(urls.slice(0, 100))).status).toBe(200);
    expect((await states([])).status).toBe(400);
    expect((await states(["not an address"])).status).toBe(400);
  });
});
