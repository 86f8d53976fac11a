import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioRelease } from "../../schema/api/releases";
import type { Product } from "../../schema/entities/catalogue";
import { createProduct } from "../data/products";
import { silentMp3, silentMp3Seconds, toneWav } from "../testing/audioFixtures";
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

const releases = (profileId = server.profile.id) => `/api/profiles/${profileId}/releases`;

/** Uploads a file as the studio does (presigned URL, PUT), private unless said otherwise; its address. */
async function upload(fileName: string, body: Buffer, contentType: string, { isPrivate = true, headers = editor.headers } = {}) {
  const presigned = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers,
    payload: { fileName, profileId: server.profile.id, private: isPrivate },
  });
  expect(presigned.statusCode).toBe(200);
  const { presignedUrl, remoteUrl } = presigned.json() as { presignedUrl: string; remoteUrl: string };
  const url = new URL(presignedUrl);
  const put = await server.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    headers: { "content-type": contentType },
    payload: body,
  });
  return { status: put.statusCode, url: remoteUrl, body: put.json() as { code?: string; message?: string } };
}

async function readAudio(url: string, headers = editor.headers) {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${server.profile.id}/track-audio`,
    headers,
    payload: { url },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Uploads and reads a track's file, and waits for its streaming copy (the job runs at once in tests). */
async function uploadTrack(fileName: string, body: Buffer, contentType: string): Promise<string> {
  const { url, status } = await upload(fileName, body, contentType);
  expect(status).toBe(200);
  expect((await readAudio(url)).status).toBe(200);
  await server.audioSettled();
  return url;
}

const setAudioState = (url: string, state: string, problem: string | null = null) =>
  server.context.db.query("UPDATE audio_files SET state = $2, problem = $3 WHERE storage_key = $1", [
    url.replace("/media/", ""),
    state,
    problem,
  ]);

const single = (title: string, tracks: object[], extra: object = {}) => ({
  title,
  artist: "Salt & Static",
  category: "Music",
  releaseType: "single",
  variants: [{ price: 1, payWhatYouWant: true, tracks }],
  ...extra,
});
const track = (title: string, url: string, extra: object = {}) => ({
  title,
  media: [{ type: "audio", url, name: `${title}.wav` }],
  ...extra,
});

async function send(
  method: "POST" | "PUT",
  body: object,
  { id, headers = editor.headers }: { id?: string; headers?: Record<string, string> } = {},
) {
  const response = await server.app.inject({ method, url: id ? `${releases()}/${id}` : releases(), headers, payload: body });
  return { status: response.statusCode, body: response.json() as StudioRelease & { code?: string; message?: string } };
}

const publicProduct = (id: string) => server.app.inject({ url: `/api/public/products/${id}?profileId=${server.profile.id}` });

describe("a track's audio (issue 17)", () => {
  it("is read from the file on the server: its format and length, a WAV's and an MP3's (counted frame by frame)", async () => {
    const wav = await upload("First Light.wav", toneWav(3), "audio/wav");
    expect(wav.url).toMatch(/^\/media\/private\//);
    expect(await readAudio(wav.url)).toMatchObject({ status: 200, body: { format: "WAV", durationSeconds: 3, url: wav.url } });
    const mp3 = await upload("Second.mp3", silentMp3(200), "audio/mpeg");
    const read = await readAudio(mp3.url);
    expect(read.body).toMatchObject({ format: "MP3" });
    expect(read.body.durationSeconds).toBeCloseTo(silentMp3Seconds(200), 1);
  });

  it("refuses a file that is not audio: by its first bytes on upload, or, passing those, when read (and deletes it)", async () => {
    const text = await upload("notes.mp3", Buffer.from("These are my lyrics, not a song.".repeat(20)), "audio/mpeg");
    expect(text).toMatchObject({ status: 415, body: { message: "The file's contents do not match its type." } });
    // An MP3 frame header followed by nothing that plays.
    const fake = await upload("fake.mp3", Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(10)]), "audio/mpeg");
    expect(fake.status).toBe(200);
    const refused = await readAudio(fake.url);
    expect(refused).toMatchObject({ status: 415, body: { code: "unsupported_media_type" } });
    expect(refused.body.message).toMatch(/^This file is not audio that can be played: /);
    expect((await readAudio(fake.url)).status).toBe(400);
    const image = await upload("cover.png", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "image/png");
    expect(await readAudio(image.url)).toMatchObject({ status: 400, body: { code: "bad_request" } });
  });
});

describe("the artist's releases (issue 17)", () => {
  it("keep the pictures they already have when saved again, even ones that were never uploads (the demo's covers)", async () => {
    const cover = { type: "image" as const, url: `/media/${server.profile.id}/generated-cover.svg`, name: "cover.svg" };
    const made = await createProduct(server.context.db, {
      profileId: server.profile.id,
      title: "Seeded",
      artist: "Salt & Static",
      category: "Music",
      releaseType: "single",
      status: "draft",
      media: [cover],
      variants: [{ price: 1, tracks: [] }],
    });
    const saved = await send("PUT", single("Seeded again", [], { media: [cover] }), { id: made.id });
    expect(saved).toMatchObject({ status: 200, body: { title: "Seeded again", media: [{ url: cover.url }] } });
    // A picture it does not have must still be an upload of this artist.
    const foreign = { ...cover, url: `/media/${server.profile.id}/never-uploaded.png` };
    expect((await send("PUT", single("Seeded again", [], { media: [foreign] }), { id: made.id })).status).toBe(400);
  });

  it("are made as drafts fans never see, published once every track has a playable copy, and fans get no track's file", async () => {
    const one = await uploadTrack("one.wav", toneWav(2), "audio/wav");
    const two = await uploadTrack("two.wav", toneWav(4), "audio/wav");
    // The browser's length is not a field: the file's is used.
    const created = await send("POST", single("Night Drive", [track("One", one), track("Two", two, { hasExplicitContent: true })]));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Night Drive",
      status: "draft",
      version: 1,
      releaseType: "single",
      normalizeLoudness: true,
    });
    const tracks = created.body.variants[0]?.tracks ?? [];
    expect(tracks.map((t) => [t.title, t.durationSeconds, t.hasExplicitContent, t.artist, t.listen, t.processing?.state])).toEqual([
      ["One", 2, false, "Salt & Static", "full", "ready"],
      ["Two", 4, true, "Salt & Static", "full", "ready"],
    ]);
    expect((await publicProduct(created.body.id)).statusCode).toBe(404);

    const publish = (version: number) =>
      send(
        "PUT",
        { ...single("Night Drive", [track("One", one), track("Two", two)]), status: "published", version },
        { id: created.body.id },
      );
    // A track still in the pipeline, or failed there, keeps the release from being published, by name.
    await setAudioState(two, "processing");
    expect(await publish(1)).toMatchObject({
      status: 400,
      body: { message: '"Two" is still being prepared for listening. Publish the release once its audio is ready (a minute or two).' },
    });
    await setAudioState(two, "failed", "Invalid data found when processing input");
    expect((await publish(1)).body.message).toBe(
      '"Two" could not be prepared for listening (Invalid data found when processing input). Retry it, or upload its file again, before publishing.',
    );
    await setAudioState(two, "ready");
    const published = await publish(1);
    expect(published.status).toBe(200);
    const answer = await publicProduct(created.body.id);
    const product = answer.json() as Product;
    // No master, no copy: fans' answers name no audio file at all; the stream route decides what each may hear.
    expect(product.variants[0]?.tracks.map((t) => [t.media, t.listen])).toEqual([
      [[], "full"],
      [[], "full"],
    ]);
    expect(answer.body).not.toContain("/media/private/");
    // The original's own address, unsigned, is refused.
    expect((await server.app.inject({ url: one })).statusCode).toBe(403);
  });

  it("keep their tracks' ids through a reorder, and a removed track's file is deleted", async () => {
    const a = await uploadTrack("a.wav", toneWav(1), "audio/wav");
    const b = await uploadTrack("b.wav", toneWav(1), "audio/wav");
    const created = await send("POST", single("Order", [track("A", a), track("B", b)]));
    const [first, second] = created.body.variants[0]?.tracks ?? [];
    const variantId = created.body.variants[0]?.id;
    const reordered = await send(
      "PUT",
      {
        ...single("Order", []),
        variants: [
          {
            id: variantId,
            price: 1,
            tracks: [
              { ...track("B", b), id: second?.id },
              { ...track("A", a), id: first?.id },
            ],
          },
        ],
      },
      { id: created.body.id },
    );
    expect(reordered.body.variants[0]?.id).toBe(variantId);
    expect(reordered.body.variants[0]?.tracks.map((t) => [t.title, t.id])).toEqual([
      ["B", second?.id],
      ["A", first?.id],
    ]);
    const trimmed = await send("PUT", { ...single("Order", [{ ...track("B", b), id: second?.id }]) }, { id: created.body.id });
    expect(trimmed.body.variants[0]?.tracks).toHaveLength(1);
    expect(await server.context.storage.get(a.replace("/media/", ""))).toBeNull();
    // Its streaming copy goes with it: no orphan copies stay in storage.
    expect(await server.context.storage.get(`${a.replace("/media/", "")}.stream.m4a`)).toBeNull();
    expect(await server.context.storage.get(`${b.replace("/media/", "")}.stream.m4a`)).not.toBeNull();
    expect(await server.context.storage.get(b.replace("/media/", ""))).not.toBeNull();
  });

  it("with orders are archived, never deleted: fans no longer see them, and their files stay for the buyers", async () => {
    const audio = await uploadTrack("sold.wav", toneWav(1), "audio/wav");
    const sold = await send("POST", single("Sold single", [track("Sold", audio)], { status: "published" }));
    await server.context.db.query("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ('order-1', $1, 'paid', 100)", [
      server.profile.id,
    ]);
    await server.context.db.query(
      "INSERT INTO order_items (order_id, position, product_id, variant_id, title, price_cents) VALUES ('order-1', 0, $1, $2, 'Sold single', 100)",
      [sold.body.id, sold.body.variants[0]?.id],
    );
    const deleted = await server.app.inject({ method: "DELETE", url: `${releases()}/${sold.body.id}`, headers: editor.headers });
    expect(deleted.json()).toEqual({ ok: true, outcome: "archived" });
    const kept = await server.app.inject({ url: `${releases()}/${sold.body.id}`, headers: editor.headers });
    expect(kept.json()).toMatchObject({ status: "archived", title: "Sold single" });
    expect((await publicProduct(sold.body.id)).statusCode).toBe(404);
    expect(await server.context.storage.get(audio.replace("/media/", ""))).not.toBeNull();
    // Even a write that skips the route cannot drop it: the order holds it.
    await expect(server.context.db.query("DELETE FROM products WHERE id = $1", [sold.body.id])).rejects.toThrow();
  });

  it("answer 409 to a save on a version someone else has changed", async () => {
    const created = await send("POST", single("Two editors", []));
    expect((await send("PUT", { ...single("First", []), version: 1 }, { id: created.body.id })).status).toBe(200);
    expect(await send("PUT", { ...single("Second", []), version: 1 }, { id: created.body.id })).toMatchObject({
      status: 409,
      body: {
        code: "conflict",
        reason: "releaseStale",
        message: "Someone else saved this release since you loaded it. Load it again to see their changes.",
      },
    });
  });

  it("are listed in every state, searched and paged; deleted, they are gone", async () => {
    const draft = await send("POST", single("Findable Draft", []));
    await send("POST", single("Findable Live", [], { status: "published" }));
    const list = async (query: string) =>
      (await server.app.inject({ url: `${releases()}?${query}`, headers: editor.headers })).json() as {
        total: number;
        data: StudioRelease[];
      };
    expect((await list("search=findable")).data.map((r) => r.title).sort()).toEqual(["Findable Draft", "Findable Live"]);
    expect((await list("search=findable&status=draft")).data.map((r) => r.title)).toEqual(["Findable Draft"]);
    const page = await list("search=findable&limit=1&offset=1");
    expect(page).toMatchObject({ total: 2 });
    expect(page.data).toHaveLength(1);
    const deleted = await server.app.inject({ method: "DELETE", url: `${releases()}/${draft.body.id}`, headers: editor.headers });
    expect(deleted.json()).toEqual({ ok: true, outcome: "deleted" });
    const again = await server.app.inject({ url: `${releases()}/${draft.body.id}`, headers: editor.headers });
    expect(again.json()).toEqual({ code: "not_found", reason: "release", message: "Release not found." });
  });

  it("refuse what is not a release, naming the problem", async () => {
    const audio = await uploadTrack("c.wav", toneWav(1), "audio/wav");
    const unread = await upload("unread.wav", toneWav(1), "audio/wav");
    const publicFile = await upload("public.wav", toneWav(1), "audio/wav", { isPrivate: false });
    expect((await send("POST", { ...single("x", []), title: " " })).status).toBe(400);
    expect((await send("POST", { ...single("x", []), releaseType: undefined })).body).toMatchObject({
      message: "A music release is a single or an album: choose its type.",
    });
    expect((await send("POST", { ...single("x", []), variants: [{ price: 1.999, tracks: [] }] })).body.message).toBe(
      "A price is in dollars and cents: at most two decimals.",
    );
    expect((await send("POST", { ...single("x", []), variants: [] })).status).toBe(400);
    expect((await send("POST", single("x", [track("t", unread.url)]))).body.code).toBe("bad_request");
    expect((await send("POST", single("x", [track("t", unread.url)]))).body.message).toMatch(/has not been read yet/);
    expect((await send("POST", single("x", [track("t", publicFile.url)]))).body.message).toMatch(/uploaded here for a track/);
    expect((await send("POST", single("x", [{ ...track("t", audio), durationSeconds: 99 }]))).status).toBe(400);
    const cover = (url: string) => ({ ...single("x", []), media: [{ type: "image", url, name: "c.png" }] });
    expect((await send("POST", cover("javascript:alert(1)"))).status).toBe(400);
    expect((await send("POST", cover(`/media/${server.otherProfile.id}/abc-cover.png`))).body.message).toBe(
      "This file was not uploaded to this site. Upload it first.",
    );
  });

  it("belong to their artist: another artist's editor, a fan and a visitor can neither read nor change them", async () => {
    const mine = await send("POST", single("Mine", []));
    const fan = await createFan(server, server.profile.id);
    const url = `${releases()}/${mine.body.id}`;
    for (const headers of [otherEditor.headers, fan.headers, {}]) {
      for (const request of [
        { method: "GET" as const, url: releases() },
        { method: "GET" as const, url },
        { method: "PUT" as const, url, payload: single("Theirs", []) },
        { method: "DELETE" as const, url },
        { method: "POST" as const, url: releases(), payload: single("Theirs", []) },
        { method: "POST" as const, url: `/api/profiles/${server.profile.id}/track-audio`, payload: { url: "/media/private/x/y.wav" } },
      ]) {
        const response = await server.app.inject({ ...request, headers });
        expect([401, 403], `${request.method} ${request.url}`).toContain(response.statusCode);
      }
    }
    // Through the other artist's own address, this release does not exist.
    const theirs = await server.app.inject({ url: `${releases(server.otherProfile.id)}/${mine.body.id}`, headers: otherEditor.headers });
    expect(theirs.statusCode).toBe(404);
    expect((await server.app.inject({ url, headers: editor.headers })).json()).toMatchObject({ title: "Mine" });
  });
});
