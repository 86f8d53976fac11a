import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR and the rest of a tiny image"),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("JFIF and more")]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.alloc(64, 7),
]);
const MB = 1024 * 1024;

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

async function presign(fileName = "cover.png", profileId = server.profile.id, headers = editor.headers) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers,
    payload: { fileName, profileId },
  });
  expect(response.statusCode).toBe(200);
  const { presignedUrl, remoteUrl } = response.json() as { presignedUrl: string; remoteUrl: string };
  const url = new URL(presignedUrl);
  return { presignedUrl, remoteUrl, path: `${url.pathname}${url.search}`, url };
}

function put(path: string, body: Buffer | Readable, contentType = "image/png", headers: Record<string, string> = {}) {
  return server.app.inject({ method: "PUT", url: path, headers: { "content-type": contentType, ...headers }, payload: body });
}

async function upload(fileName: string, body: Buffer, contentType: string) {
  const slot = await presign(fileName);
  const response = await put(slot.path, body, contentType);
  expect(response.statusCode).toBe(200);
  return slot.remoteUrl;
}

const storedFiles = () => {
  const folder = join(server.context.config.dataDir, "media", server.profile.id);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe("presigned uploads", () => {
  it("presigns, receives the file once, and serves the exact bytes with safe headers", async () => {
    const { presignedUrl, remoteUrl, path, url } = await presign("My Cover (final).png");
    expect(presignedUrl).toMatch(/^http:\/\/test-artist\.localhost\/api\/uploads\/[A-Za-z0-9_-]{16}\?/);
    expect(url.searchParams.get("signature")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(url.searchParams.get("expires"))).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
    expect(remoteUrl).toMatch(new RegExp(`^/media/${server.profile.id}/[A-Za-z0-9_-]{16}-My-Cover-final\\.png$`));

    const stored = await put(path, PNG);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ url: remoteUrl });

    const served = await server.app.inject({ url: remoteUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PNG.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    });

    const head = await server.app.inject({ method: "HEAD", url: remoteUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(PNG.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it("serves an SVG under a policy that runs no script", async () => {
    const remoteUrl = await upload("logo.svg", SVG, "image/svg+xml");
    const served = await server.app.inject({ url: remoteUrl });
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.body).toBe(SVG.toString());
  });

  it("refuses an expired link", async () => {
    const { path, remoteUrl } = await presign();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const response = await put(path, PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: "forbidden", reason: "uploadLinkExpired", message: "This upload link has expired." });
    vi.useRealTimers();
    expect((await server.app.inject({ url: remoteUrl })).statusCode).toBe(404);
  });

  it("accepts exactly one PUT per link", async () => {
    const { path } = await presign();
    expect((await put(path, PNG)).statusCode).toBe(200);
    const again = await put(path, PNG);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "conflict", reason: "uploadLinkUsed", message: "This upload link was already used." });
  });

  it("lets only one of two simultaneous PUTs to a link win", async () => {
    const { path } = await presign();
    const answers = await Promise.all([put(path, PNG), put(path, PNG)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses a bad, tampered or missing signature", async () => {
    const { url } = await presign();
    const signature = url.searchParams.get("signature") as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const tamper = (changes: Record<string, string>) => {
      const search = new URLSearchParams(url.search);
      for (const [key, value] of Object.entries(changes)) search.set(key, value);
      return `${url.pathname}?${search}`;
    };
    for (const path of [
      tamper({ signature: flipped }),
      tamper({ expires: String(Number(url.searchParams.get("expires")) + 3600) }),
      tamper({ profileId: server.otherProfile.id }),
    ]) {
      const response = await put(path, PNG);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: "forbidden", reason: "uploadLinkInvalid", message: "This upload link is not valid." });
    }
    expect((await put(url.pathname, PNG)).statusCode).toBe(400);
    // The link still works: refused attempts did not use it.
    expect((await put(`${url.pathname}${url.search}`, PNG)).statusCode).toBe(200);
  });

  it("accepts only images and MP4 videos", async () => {
    const { path } = await presign("page.html");
    const untyped = await server.app.inject({ method: "PUT", url: path, payload: PNG });
    expect(untyped.statusCode).toBe(415);
    for (const contentType of ["text/html", "application/json", "application/octet-stream", "video/quicktime", "image/pngx", ""]) {
      const response = await put(path, Buffer.from("<html><script>alert(1)</script></html>"), contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: "unsupported_media_type",
        reason: "uploadType",
        message: "Only images, MP4 videos, audio (WAV, MP3, FLAC, AAC/M4A, OGG) and PDF documents can be uploaded.",
      });
    }
    const video = await upload("clip.mp4", MP4, "video/mp4");
    expect((await server.app.inject({ url: video })).headers["content-type"]).toBe("video/mp4");
  });

  it("refuses a file whose first bytes are not its declared type, and stores nothing", async () => {
    const { path, remoteUrl } = await presign("fake.png");
    const cases: [string, Buffer][] = [
      ["image/png", JPEG],
      ["image/jpeg", PNG],
      ["image/svg+xml", Buffer.from("<html><body onload=alert(1)></body></html>")],
      ["image/gif", Buffer.from("GIF00a")],
      ["video/mp4", PNG],
      ["image/png", Buffer.alloc(0)],
    ];
    for (const [contentType, body] of cases) {
      const response = await put(path, body, contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({
        code: "unsupported_media_type",
        reason: "uploadContents",
        message: "The file's contents do not match its type.",
      });
    }
    expect((await server.app.inject({ url: remoteUrl })).statusCode).toBe(404);
    expect((await put(path, JPEG, "image/jpeg")).statusCode).toBe(200);
  });

  it("refuses images over 20 MB, declared or streamed, and keeps no part of them", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20 * MB)]);
    const declared = await presign("huge.png");
    const refused = await put(declared.path, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ code: "body_too_large", reason: "file", message: "The file is larger than 20 MB." });

    const before = storedFiles();
    const streamed = await presign("huge-stream.png");
    const chunks = function* () {
      yield PNG;
      for (let i = 0; i < 21; i++) yield Buffer.alloc(MB);
    };
    const response = await put(streamed.path, Readable.from(chunks()));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: "body_too_large", reason: "file", message: "The file is larger than 20 MB." });
    expect(storedFiles()).toEqual(before);
    expect((await server.app.inject({ url: streamed.remoteUrl })).statusCode).toBe(404);
  }, 30_000);
});

describe("serving files", () => {
  it("answers byte ranges, as audio and video players seek with them", async () => {
    const remoteUrl = await upload("clip.mp4", MP4, "video/mp4");
    const size = MP4.length;
    const get = (range: string) => server.app.inject({ url: remoteUrl, headers: { range } });

    const first = await get("bytes=0-3");
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-3/${size}`);
    expect(first.headers["content-length"]).toBe("4");
    expect(first.rawPayload.equals(MP4.subarray(0, 4))).toBe(true);

    const open = await get("bytes=10-");
    expect(open.headers["content-range"]).toBe(`bytes 10-${size - 1}/${size}`);
    expect(open.rawPayload.equals(MP4.subarray(10))).toBe(true);

    const suffix = await get("bytes=-5");
    expect(suffix.headers["content-range"]).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(MP4.subarray(size - 5))).toBe(true);

    const clamped = await get(`bytes=20-${size + 100}`);
    expect(clamped.rawPayload.equals(MP4.subarray(20))).toBe(true);

    const outside = await get(`bytes=${size}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${size}`);

    const malformed = await get("bytes=abc");
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.equals(MP4)).toBe(true);
  });

  it("answers 404 with a message for unknown or unsafe files", async () => {
    for (const url of [`/media/${server.profile.id}/nothing.png`, "/media/../../etc/passwd", "/media/%2e%2e/upload-secret", "/media/"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      // Paths that leave /media once normalized are the site's pages: its not-found page answers them.
      if (response.headers["content-type"]?.toString().startsWith("application/json")) expect(response.json()).toHaveProperty("message");
      expect(response.body).not.toContain("root:");
    }
  });
});

describe("the media library", () => {
  it("creates items from this artist's uploads and http(s) addresses, and lists them newest first", async () => {
    const image = await upload("photo.png", PNG, "image/png");
    const created = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/media`,
      headers: editor.headers,
      payload: { url: image, size: 999, name: "photo.png", parent: "website", type: "image" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ url: image, size: PNG.length, name: "photo.png", parent: "website", type: "image" });

    const external = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/media`,
      headers: editor.headers,
      payload: { url: "https://cdn.example.com/a.jpg", size: 10, name: "a.jpg", parent: "website", type: "image" },
    });
    expect(external.statusCode).toBe(201);

    const list = await server.app.inject({
      url: `/api/profiles/${server.profile.id}/media?parent=website&type=image`,
      headers: editor.headers,
    });
    expect(list.statusCode).toBe(200);
    const items = list.json() as { url: string; type: string }[];
    expect(items.slice(0, 2).map((item) => item.url)).toEqual(["https://cdn.example.com/a.jpg", image]);
    expect(items.every((item) => item.type === "image")).toBe(true);

    const videos = await server.app.inject({ url: `/api/profiles/${server.profile.id}/media?type=video`, headers: editor.headers });
    expect(videos.json()).toEqual([]);
    const others = await server.app.inject({
      url: `/api/profiles/${server.otherProfile.id}/media?type=image`,
      headers: otherEditor.headers,
    });
    expect(others.json()).toEqual([]);
  });

  it("refuses addresses this server did not issue to this artist, and dangerous ones", async () => {
    const otherSlot = await presign("theirs.png", server.otherProfile.id, otherEditor.headers);
    expect((await put(otherSlot.path, PNG)).statusCode).toBe(200);
    const unused = await presign("unused.png");
    const video = await upload("clip.mp4", MP4, "video/mp4");
    const refused: [string, string][] = [
      ["javascript:alert(1)", "image"],
      ["JAVASCRIPT:alert(1)//https://x", "image"],
      ["data:image/png;base64,AAAA", "image"],
      ["/somewhere/else.png", "image"],
      ["//evil.example.com/x.png", "image"],
      ['https://example.com/a.png") url(x', "image"],
      [otherSlot.remoteUrl, "image"],
      [unused.remoteUrl, "image"],
      [video, "image"],
    ];
    for (const [url, type] of refused) {
      const response = await server.app.inject({
        method: "POST",
        url: `/api/profiles/${server.profile.id}/media`,
        headers: editor.headers,
        payload: { url, size: 1, name: "x", parent: "website", type },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
  });

  it("gives a media item a readable title from its file name, and lets the artist edit its title and alt text", async () => {
    const remoteUrl = await upload("tour-poster_final.png", PNG, "image/png");
    const created = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/media`,
      headers: editor.headers,
      payload: { url: remoteUrl, size: 1, name: "tour-poster_final.png", parent: "website", type: "image" },
    });
    expect(created.json()).toMatchObject({ name: "tour-poster_final.png", title: "tour poster final", alt: "" });
    const edit = (payload: object, headers = editor.headers, id = created.json().id) =>
      server.app.inject({ method: "PATCH", url: `/api/profiles/${server.profile.id}/media/${id}`, headers, payload });
    const edited = await edit({ title: "Tour poster", alt: "A lighthouse over a map of the tour" });
    expect(edited.json()).toMatchObject({
      title: "Tour poster",
      alt: "A lighthouse over a map of the tour",
      name: "tour-poster_final.png",
    });
    expect((await edit({ alt: "" })).json()).toMatchObject({ title: "Tour poster", alt: "" });
    expect((await edit({})).statusCode).toBe(400);
    expect((await edit({ title: "x" }, editor.headers, "no-such-item")).statusCode).toBe(404);
    expect((await edit({ title: "x" }, otherEditor.headers)).statusCode).toBe(403);
  });

  it("is for the artist's own editors only", async () => {
    const fan = await createFan(server, server.profile.id);
    const id = server.profile.id;
    const calls = [
      { method: "GET" as const, url: `/api/profiles/${id}/media?type=image` },
      {
        method: "POST" as const,
        url: `/api/profiles/${id}/media`,
        payload: { url: "https://example.com/a.png", size: 1, name: "a", parent: "website", type: "image" },
      },
      { method: "POST" as const, url: "/api/uploads/presigned-url", payload: { fileName: "a.png", profileId: id } },
    ];
    for (const call of calls) {
      expect((await server.app.inject(call)).statusCode, `${call.url} visitor`).toBe(401);
      expect((await server.app.inject({ ...call, headers: fan.headers })).statusCode, `${call.url} fan`).toBe(403);
      const other = await server.app.inject({ ...call, headers: otherEditor.headers });
      expect(other.statusCode, `${call.url} other editor`).toBe(403);
      expect(other.json()).toEqual({ code: "forbidden", reason: "notThisArtistsEditor", message: "You are not an editor of this artist." });
    }
  });
});
