import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../schema/entities/posts";
import { createPost } from "../data/posts";
import { createTier } from "../data/tiers";
import { signedMediaUrl } from "../security/mediaSignature";
import { type LocalBucket, startLocalBucket } from "../storage/localBucketTesting";
import { privateStorageKeyFor, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { type S3Storage, s3Storage } from "../storage/s3Storage";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * The app with its media in an S3-compatible bucket (s3rver on localhost): uploads go from the
 * browser straight to the bucket through a presigned PUT and are checked when the media item is
 * created; private files are handed out only behind a checked link.
 */
let s3: LocalBucket;
let storage: S3Storage;
let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  s3 = await startLocalBucket();
  storage = await s3Storage(s3.settings);
  server = await createTestServer("pglite", { storage });
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR and the rest of a tiny image"),
]);
const MB = 1024 * 1024;

async function presign(fileName = "cover.png") {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers: editor.headers,
    payload: { fileName, profileId: server.profile.id },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { presignedUrl: string; remoteUrl: string };
}

/** What the studio's XHR does: the file's bytes, with its type, to the presigned URL. */
const putToStore = (url: string, body: Buffer, contentType = "image/png") =>
  fetch(url, { method: "PUT", body: new Uint8Array(body), headers: { "content-type": contentType } });

const createMedia = (url: string, headers = editor.headers, profileId = server.profile.id) =>
  server.app.inject({
    method: "POST",
    url: `/api/profiles/${profileId}/media`,
    headers,
    payload: { url, size: 1, name: "cover.png", parent: "website", type: "image" },
  });

describe("direct uploads to S3", () => {
  it("hands out the store's presigned PUT; the file is checked when the media item is created, then served", async () => {
    const { presignedUrl, remoteUrl } = await presign();
    expect(new URL(presignedUrl).origin).toBe(new URL(s3.settings.endpoint ?? "").origin);
    expect(new URL(presignedUrl).searchParams.get("X-Amz-Expires")).toBe("900");
    expect((await putToStore(presignedUrl, PNG)).status).toBe(200);
    // Arrived, not yet checked: nothing is served.
    expect((await server.app.inject({ url: remoteUrl })).statusCode).toBe(404);

    const created = await createMedia(remoteUrl);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ url: remoteUrl, size: PNG.length, type: "image" });

    const served = await server.app.inject({ url: remoteUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload).toEqual(PNG);
    const range = await server.app.inject({ url: remoteUrl, headers: { range: "bytes=1-3" } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.toString("latin1")).toBe("PNG");

    // Used once: a second media item of the same file is fine, a second finish is not attempted.
    expect((await createMedia(remoteUrl)).statusCode).toBe(201);
  });

  it("lets the studio connect to the store", async () => {
    const studio = await server.app.inject({ url: "/studio" });
    expect(studio.headers["content-security-policy"]).toContain(`connect-src 'self' ${storage.directUploads.origin}`);
  });

  it("refuses a file whose bytes are not its type, deletes it, and lets the link be tried again", async () => {
    const { presignedUrl, remoteUrl } = await presign("page.png");
    await putToStore(presignedUrl, Buffer.from("<html><script>alert(1)</script></html>"));
    const refused = await createMedia(remoteUrl);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: "unsupported_media_type" });
    const key = storageKeyOfMediaUrl(remoteUrl) ?? "";
    expect(await storage.directUploads.arrived(key, 8)).toBeNull();
    expect((await server.app.inject({ url: remoteUrl })).statusCode).toBe(404);

    await putToStore(presignedUrl, PNG);
    expect((await createMedia(remoteUrl)).statusCode).toBe(201);
  });

  it("refuses a type that cannot be uploaded, and a file over its type's limit", async () => {
    const text = await presign("notes.txt");
    await putToStore(text.presignedUrl, PNG, "text/plain");
    expect((await createMedia(text.remoteUrl)).json()).toMatchObject({ code: "unsupported_media_type" });

    const large = await presign("huge.png");
    await putToStore(large.presignedUrl, Buffer.concat([PNG, Buffer.alloc(20 * MB)]));
    const refused = await createMedia(large.remoteUrl);
    expect(refused.statusCode).toBe(413);
    expect(await storage.directUploads.arrived(storageKeyOfMediaUrl(large.remoteUrl) ?? "", 8)).toBeNull();
  });

  it("refuses to finish an upload that never arrived, or another artist's", async () => {
    const missing = await presign("missing.png");
    expect((await createMedia(missing.remoteUrl)).json()).toMatchObject({ code: "bad_request" });

    const mine = await presign("mine.png");
    await putToStore(mine.presignedUrl, PNG);
    expect((await createMedia(mine.remoteUrl, otherEditor.headers, server.otherProfile.id)).statusCode).toBe(400);
    expect((await server.app.inject({ url: mine.remoteUrl })).statusCode).toBe(404);
  });
});

describe("private media in S3", () => {
  let mediaUrl: string;
  let tierId: string;

  beforeAll(async () => {
    const tier = await createTier(server.context.db, { profileId: server.profile.id, name: "Inner circle" });
    tierId = tier.id;
    const key = privateStorageKeyFor(server.profile.id, "KKKKKKKKKKKKKKKK", "demo.mp3");
    await storage.put(key, Readable.from([Buffer.from("ID3 for members only")]), { contentType: "audio/mpeg", maxBytes: MB });
    mediaUrl = `/media/${key}`;
    await createPost(server.context.db, {
      profileId: server.profile.id,
      type: "audio",
      caption: "New demo",
      membershipTierId: tierId,
      media: [{ id: "demo", type: "audio", url: mediaUrl, name: "demo.mp3" }],
    });
  });

  const feed = async (headers: Record<string, string> = {}) =>
    (await server.app.inject({ url: `/api/public/posts?profileId=${server.profile.id}`, headers })).json().data as Post[];

  it("is refused without the signed link, with an expired one, and is not in a visitor's feed", async () => {
    expect((await feed()).find((post) => post.caption === "New demo")?.media).toBeUndefined();
    expect((await server.app.inject({ url: mediaUrl })).statusCode).toBe(403);
    const key = storageKeyOfMediaUrl(mediaUrl) ?? "";
    const expired = await server.app.inject({ url: signedMediaUrl("test-secret", key, Date.now() - 3 * 60 * 60 * 1000) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: "media_link_expired" });
  });

  it("is sent to the store by a presigned GET that expires with the link, for a member", async () => {
    const member = await createFan(server, server.profile.id, { membershipTierId: tierId });
    const link = (await feed(member.headers)).find((post) => post.caption === "New demo")?.media?.[0]?.url ?? "";
    expect(link).toMatch(/^\/media\/private\/.+\?expires=\d+&signature=/);

    const answer = await server.app.inject({ url: link });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    const location = new URL(String(answer.headers.location));
    expect(location.origin).toBe(storage.directUploads.origin);
    const secondsLeft = Number(/max-age=(\d+)/.exec(String(answer.headers["cache-control"]))?.[1]);
    expect(Number(location.searchParams.get("X-Amz-Expires"))).toBe(secondsLeft);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("ID3 for members only");

    // HEAD is answered here (a presigned URL is for GET only).
    const head = await server.app.inject({ method: "HEAD", url: link });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("20");
  });
});
