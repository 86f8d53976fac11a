import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../audio/ffmpeg";
import { sizedKey } from "../media/storedFileSizes";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { makeTestVideo, probeVideo, topLevelBoxes } from "../testing/videoFixtures";

const ffmpeg = ffmpegPath(undefined);
let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };
let clip: Buffer;

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  const file = join(mkdtempSync(join(tmpdir(), "backline-video-route-")), "clip.mp4");
  await makeTestVideo(ffmpeg, file, { width: 320, height: 180 });
  clip = readFileSync(file);
}, 60_000);
afterAll(() => server.close());

async function upload(fileName: string, body: Buffer, contentType: string): Promise<string> {
  const presigned = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers: editor.headers,
    payload: { fileName, profileId: server.profile.id },
  });
  const { presignedUrl, remoteUrl } = presigned.json() as { presignedUrl: string; remoteUrl: string };
  const url = new URL(presignedUrl);
  const put = await server.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    headers: { "content-type": contentType },
    payload: body,
  });
  expect(put.statusCode).toBe(200);
  return remoteUrl;
}

const webCopyPath = (profileId = server.profile.id) => `/api/profiles/${profileId}/videos/web-copy`;

function ask(video: string, { retry = false, headers = editor.headers, profileId = server.profile.id } = {}) {
  return server.app.inject({ method: "POST", url: webCopyPath(profileId), headers, payload: { video, retry } });
}

function status(video: string, { headers = editor.headers, profileId = server.profile.id } = {}) {
  return server.app.inject({ url: `${webCopyPath(profileId)}?video=${encodeURIComponent(video)}`, headers });
}

describe("videos' web copies (issue 39)", () => {
  it("queues the web copy once, without waiting for it, and answers its addresses when ready", async () => {
    const video = await upload("clip.mp4", clip, "video/mp4");
    const asked = await ask(video);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ state: "queued", webCopy: null, poster: null });
    await server.videoSettled();
    const ready = (await status(video)).json() as { state: string; webCopy: string; poster: string };
    expect(ready).toEqual({ state: "ready", problem: null, webCopy: `${video}.web.mp4`, poster: `${video}.poster.jpg` });
    // Asking again queues nothing more: the same answer.
    expect((await ask(video)).json()).toEqual(ready);

    const copy = await server.app.inject({ url: ready.webCopy });
    expect(copy.headers["content-type"]).toBe("video/mp4");
    const folder = mkdtempSync(join(tmpdir(), "backline-video-copy-"));
    const copyFile = join(folder, "copy.mp4");
    await import("node:fs/promises").then((fs) => fs.writeFile(copyFile, copy.rawPayload));
    expect((await probeVideo(ffmpeg, copyFile)).video).toMatch(/^h264 \(High\)/);
    expect(topLevelBoxes(copy.rawPayload).indexOf("moov")).toBeLessThan(topLevelBoxes(copy.rawPayload).indexOf("mdat"));
    // The poster is served, and sized as photos are.
    const poster = await server.app.inject({ url: `${ready.poster}?w=320`, headers: { accept: "image/webp" } });
    expect(poster.statusCode).toBe(200);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ width: 320 });
  }, 60_000);

  it("fails a damaged upload with a reason the artist can act on, no 500, and tries it again when asked", async () => {
    // A real MP4's start (its header sniffs as MP4) cut short: its index never arrives.
    const video = await upload("broken.mp4", Buffer.concat([clip.subarray(0, 1500), Buffer.alloc(1500)]), "video/mp4");
    expect((await ask(video)).statusCode).toBe(200);
    await server.videoSettled();
    // The first try failed with why; the queue would try again, so it waits, queued.
    const first = (await status(video)).json() as { state: string; problem: string };
    expect(first.problem).toMatch(/^This file is not a video the server can read/);
    expect(first.state).toBe("queued");
    // The queue's retries (four tries in all), then it is failed, for the artist to retry.
    const key = video.slice("/media/".length);
    for (let again = 0; again < 3; again++) {
      await server.context.video.makeWebCopy(key);
      await server.videoSettled();
    }
    expect((await status(video)).json()).toMatchObject({ state: "failed", problem: first.problem, webCopy: null });
    expect((await ask(video)).json()).toMatchObject({ state: "failed" });
    expect((await ask(video, { retry: true })).json()).toMatchObject({ state: "queued", problem: null });
    await server.videoSettled();
  }, 60_000);

  it("refuses what is not the artist's own uploaded video, with stable codes", async () => {
    const picture = await upload(
      "cover.png",
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
        .png()
        .toBuffer(),
      "image/png",
    );
    const refused = await ask(picture);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "bad_request",
      message: "This file is not a video: choose a video from the media library.",
    });
    for (const address of ["https://example.com/clip.mp4", "/media/private/x/clip.mp4", `/media/${server.profile.id}/never-uploaded.mp4`]) {
      const answer = await ask(address);
      expect(answer.statusCode, address).toBe(400);
      expect(answer.json(), address).toMatchObject({ code: "bad_request" });
    }
    const javascript = await ask("javascript:alert(1)");
    expect(javascript.statusCode).toBe(400);
    const unknown = await status(await upload("later.mp4", clip, "video/mp4"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
  }, 60_000);

  it("never shows one artist's video through another's profile", async () => {
    const video = await upload("mine.mp4", clip, "video/mp4");
    await ask(video);
    await server.videoSettled();
    // Another artist's editor, on their own profile, names this artist's upload: not theirs.
    const asOther = await ask(video, { headers: otherEditor.headers, profileId: server.otherProfile.id });
    expect(asOther.statusCode).toBe(400);
    const read = await status(video, { headers: otherEditor.headers, profileId: server.otherProfile.id });
    expect(read.statusCode).toBe(400);
    // And through this artist's profile, another editor is refused by the studio scope.
    expect((await status(video, { headers: otherEditor.headers })).statusCode).toBe(403);
  }, 60_000);

  it("deletes the web copy and poster, with the poster's sizes, when the video leaves the media library", async () => {
    const video = await upload("gone.mp4", clip, "video/mp4");
    await ask(video);
    await server.videoSettled();
    const { webCopy, poster } = (await status(video)).json() as { webCopy: string; poster: string };
    expect((await server.app.inject({ url: `${poster}?w=320` })).statusCode).toBe(200);
    const media = `/api/profiles/${server.profile.id}/media`;
    const created = await server.app.inject({
      method: "POST",
      url: media,
      headers: editor.headers,
      payload: { url: video, size: clip.length, name: "gone.mp4", parent: "website", type: "video" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const removed = await server.app.inject({ method: "DELETE", url: `${media}/${created.json().id}`, headers: editor.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const address of [video, webCopy, poster, `${poster}?w=320`]) {
      expect((await server.app.inject({ url: address })).statusCode, address).toBe(404);
    }
    expect(await server.context.storage.get(sizedKey(poster.slice("/media/".length), 320, "jpeg"))).toBeNull();
  }, 60_000);
});
