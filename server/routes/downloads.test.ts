import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DownloadStatus } from "../../schema/api/downloads";
import type { StudioRelease } from "../../schema/api/releases";
import { errorMessage } from "../../schema/errors";
import { ffmpegPath } from "../audio/ffmpeg";
import { pcmDigest, probeAudio } from "../audio/makeDownload";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { fulfilPaidOrder } from "../orders/fulfilOrder";
import { newId } from "../security/tokens";
import { silentMp3, toneWav } from "../testing/audioFixtures";
import {
  buy,
  diskKeys,
  keyOf,
  onStoredFile,
  publishRelease,
  saveRelease,
  uploadFile,
  uploadMaster,
  withIds,
} from "../testing/releaseAudioTesting";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * Buyers' downloads through the routes (issue 32): prepared by jobs, then a zip of the release or
 * one track, tagged, lossless bit for bit; made once for every buyer; a gift's recipient gets
 * them; a deleted track takes every copy of it out of storage.
 */
const ffmpeg = ffmpegPath(undefined);
const folder = mkdtempSync(join(tmpdir(), "backline-downloads-route-"));
/** A 1×1 PNG: a stored cover FFmpeg can embed. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let server: TestServer;
let editor: { headers: Record<string, string> };
let album: StudioRelease;
let masters: string[];
let mp3Single: StudioRelease;
type Fan = Awaited<ReturnType<typeof createFan>>;
let buyer: Fan;

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  masters = [
    await uploadMaster(server, editor.headers, "One.wav", toneWav(2)),
    await uploadMaster(server, editor.headers, "Two.wav", toneWav(3)),
  ];
  const coverUrl = await uploadFile(server, editor.headers, "cover.png", PNG, "image/png", { isPrivate: false });
  album = await publishRelease(server, editor.headers, {
    title: "Tones",
    coverUrl,
    tracks: [
      { title: "One", url: masters[0] ?? "" },
      { title: "Two", url: masters[1] ?? "", listen: "preview", previewSeconds: 5 },
    ],
  });
  const mp3 = await uploadMaster(server, editor.headers, "Lossy.mp3", silentMp3(80), "audio/mpeg");
  // Its cover is an address elsewhere: not a stored file, so not in the zip.
  mp3Single = await publishRelease(server, editor.headers, {
    title: "Lossy",
    coverUrl: "https://images.example.com/lossy.jpg",
    tracks: [{ title: "Lossy", url: mp3 }],
  });
  buyer = await createFan(server, server.profile.id);
  await buy(server, buyer, album);
  await buy(server, buyer, mp3Single);
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function ask(fan: Fan, productId: string, body: { format: string; trackId?: string }) {
  const answer = await server.app.inject({
    method: "POST",
    url: `/api/public/library/${productId}/downloads`,
    headers: fan.headers,
    payload: body,
  });
  return { status: answer.statusCode, body: answer.json() as DownloadStatus & { code?: string; message?: string } };
}

/** Asks, lets the jobs run, asks again: the ready answer. */
async function prepared(fan: Fan, productId: string, body: { format: string; trackId?: string }) {
  await ask(fan, productId, body);
  await server.audioSettled();
  const again = await ask(fan, productId, body);
  expect(again.body).toMatchObject({ state: "ready" });
  return again.body;
}

/** The zip's entries, in order, unzipped into a folder of their own; its path. */
function unzip(zip: Buffer, name: string): { names: string[]; dir: string } {
  const path = join(folder, `${name}.zip`);
  writeFileSync(path, zip);
  const dir = join(folder, name);
  execFileSync("/usr/bin/unzip", ["-q", "-o", path, "-d", dir]);
  const names = execFileSync("/usr/bin/unzip", ["-Z1", path]).toString("utf8").trim().split("\n");
  return { names, dir };
}

describe("a release's download", () => {
  it("is prepared by jobs (preparing, then ready), and comes as a zip of every track, named, PCM-identical to the masters, with the cover", async () => {
    const first = await ask(buyer, album.id, { format: "flac" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      format: "flac",
      state: "preparing",
      total: 2,
      url: null,
      fileName: "Salt & Static - Tones (FLAC).zip",
    });
    expect(first.body.ready).toBeLessThan(first.body.total);
    // The link is only given once every file is made.
    await server.audioSettled();
    const ready = await ask(buyer, album.id, { format: "flac" });
    expect(ready.body).toMatchObject({ state: "ready", ready: 2, total: 2 });
    expect(ready.body.url).toMatch(/^\/api\/public\/downloads\/[\w-]+\.[\w-]+$/);

    const zip = await server.app.inject({ url: ready.body.url ?? "" });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toContain('filename="Salt & Static - Tones (FLAC).zip"');
    expect(zip.headers["cache-control"]).toBe("private, no-store");
    const { names, dir } = unzip(zip.rawPayload, "flac");
    expect(names).toEqual(["01 Salt & Static - One.flac", "02 Salt & Static - Two.flac", "cover.png"]);
    expect(readFileSync(join(dir, "cover.png")).equals(PNG)).toBe(true);
    for (const [index, master] of masters.entries()) {
      const file = join(dir, names[index] ?? "");
      const original = await onStoredFile(server, keyOf(master), (path) => pcmDigest(ffmpeg, path));
      expect(await pcmDigest(ffmpeg, file), names[index]).toBe(original);
      const probed = await probeAudio(ffmpeg, file);
      expect(probed.codec).toBe("flac");
      expect(probed.hasCover).toBe(true);
    }
  });

  it("of one track is that file alone, named NN Artist - Title, tagged with its title, artist, album and number", async () => {
    const trackId = album.variants[0]?.tracks[1]?.id ?? "";
    const status = await prepared(buyer, album.id, { format: "mp3-320", trackId });
    expect(status).toMatchObject({ ready: 1, total: 1, fileName: "02 Salt & Static - Two.mp3" });
    const file = await server.app.inject({ url: status.url ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("audio/mpeg");
    expect(file.headers["content-disposition"]).toContain('filename="02 Salt & Static - Two.mp3"');
    const path = join(folder, "two.mp3");
    writeFileSync(path, file.rawPayload);
    const probed = await probeAudio(ffmpeg, path);
    expect(probed.codec).toBe("mp3");
    expect(probed.tags).toMatchObject({ title: "Two", artist: "Salt & Static", album: "Tones", track: "2/2" });
    expect(Math.abs(probed.durationSeconds - 3)).toBeLessThan(0.1);
  });

  it("of a release with an MP3 master is refused in a lossless format, with the catalogue's reason, and made in a lossy one", async () => {
    const refused = await ask(buyer, mp3Single.id, { format: "flac" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: "bad_request",
      reason: "formatNotOffered",
      message: errorMessage("bad_request", "formatNotOffered", "FLAC"),
    });
    expect((await ask(buyer, mp3Single.id, { format: "wav" })).body.message).toBe(errorMessage("bad_request", "formatNotOffered", "WAV"));
    // A lossy format is offered; the zip holds the track and no cover, the cover being elsewhere.
    const offered = await prepared(buyer, mp3Single.id, { format: "mp3-v0" });
    const zip = await server.app.inject({ url: offered.url ?? "" });
    expect(unzip(zip.rawPayload, "lossy").names).toEqual(["01 Salt & Static - Lossy.mp3"]);
  });

  it("asked for in one format by two buyers at once is made once, in one place, for both", async () => {
    const other = await createFan(server, server.profile.id);
    await buy(server, other, album);
    const answers = await Promise.all([ask(buyer, album.id, { format: "ogg" }), ask(other, album.id, { format: "ogg" })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await server.audioSettled();
    const rows = await server.context.db.query<{ storage_key: string; attempts: number; state: string }>(
      "SELECT storage_key, attempts, state FROM audio_downloads WHERE format = 'ogg' AND master_key = ANY($1::text[]) ORDER BY storage_key",
      [masters.map(keyOf)],
    );
    expect(rows.map((row) => [row.state, row.attempts])).toEqual([
      ["ready", 1],
      ["ready", 1],
    ]);
    expect(diskKeys(server).filter((key) => /\.ogg-[\w-]+\.ogg$/.test(key))).toEqual(rows.map((row) => row.storage_key).sort());
    // Both links send the same stored files.
    const zips = await Promise.all(
      [buyer, other].map(
        async (fan) => (await server.app.inject({ url: (await ask(fan, album.id, { format: "ogg" })).body.url ?? "" })).rawPayload,
      ),
    );
    const [mine, theirs] = zips.map((zip, index) => unzip(zip, `ogg-${index}`));
    for (const name of mine?.names ?? []) {
      expect(readFileSync(join(mine?.dir ?? "", name)).equals(readFileSync(join(theirs?.dir ?? "", name))), name).toBe(true);
    }
  });
});

describe("a gift of the release", () => {
  it("gives the fan who claimed it the downloads, not the fan who bought it", async () => {
    const giver = await createFan(server, server.profile.id);
    const email = `friend-${newId()}@example.com`;
    const { order } = await createOrder(server.context.db, {
      profileId: server.profile.id,
      accountId: giver.account.id,
      email: giver.account.email,
      idempotencyKey: newId().padEnd(20, "k"),
      lines: [
        {
          productId: album.id,
          variantId: album.variants[0]?.id ?? "",
          title: album.title,
          priceCents: 500,
          gift: { name: "Jamie", email, message: "" },
        },
      ],
      totalCents: 500,
    });
    await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
    await fulfilPaidOrder(server.context.db, server.context.mail, order, { name: "Test Artist", origin: "http://site.test" });
    const mail = server.mail.find((message) => message.to === email);
    const token = /\/gifts\/claim\/(\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const friend = await createFan(server, server.profile.id, { email });
    const before = await ask(friend, album.id, { format: "flac" });
    expect(before.status).toBe(404);
    const claimed = await server.app.inject({
      method: "POST",
      url: "/api/public/gifts/claim",
      headers: friend.headers,
      payload: { token },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const status = await prepared(friend, album.id, { format: "flac" });
    const zip = await server.app.inject({ url: status.url ?? "" });
    expect(zip.statusCode).toBe(200);
    expect(unzip(zip.rawPayload, "gift").names).toHaveLength(3);
    expect((await ask(giver, album.id, { format: "flac" })).status).toBe(404);
  });
});

describe("a track deleted from its release", () => {
  it("takes its master, streaming copy, previews and downloads out of storage, and out of the database", async () => {
    const removed = keyOf(masters[1] ?? "");
    const kept = keyOf(masters[0] ?? "");
    const before = diskKeys(server);
    const madeOf = (key: string) => before.filter((stored) => stored.startsWith(`${key}.`));
    // What was made of the track: its copy, its preview, and every download asked for above.
    expect(madeOf(removed).map((key) => key.slice(removed.length))).toEqual(
      expect.arrayContaining([".stream.m4a", expect.stringMatching(/^\.preview-0-3\.m4a$/), expect.stringMatching(/^\.flac-/)]),
    );
    const current = (
      await server.app.inject({ url: `/api/profiles/${server.profile.id}/releases/${album.id}`, headers: editor.headers })
    ).json() as StudioRelease;
    const [first] = withIds([{ title: "One", url: masters[0] ?? "" }], current);
    await saveRelease(
      server,
      editor.headers,
      { title: "Tones", status: "published", coverUrl: current.media[0]?.url ?? "", tracks: first ? [first] : [] },
      current,
    );
    await server.audioSettled();
    const after = diskKeys(server);
    expect(after.filter((key) => key.startsWith(removed))).toEqual([]);
    // Nothing else went: the other track and its copies, the other release, the cover.
    expect(after).toEqual(before.filter((key) => !key.startsWith(removed)));
    expect(madeOf(kept).length).toBeGreaterThan(2);
    for (const table of ["audio_files WHERE storage_key", "audio_previews WHERE master_key", "audio_downloads WHERE master_key"]) {
      const rows = await server.context.db.query(`SELECT 1 FROM ${table} = $1`, [removed]);
      expect(rows, table).toEqual([]);
    }
  });
});
