import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DownloadStatus } from "../../schema/api/downloads";
import type { TrackStream } from "../../schema/api/listening";
import type { StudioRelease } from "../../schema/api/releases";
import { findAudioFile } from "../data/audioFiles";
import { type LocalBucket, startLocalBucket } from "../storage/localBucketTesting";
import { s3Storage } from "../storage/s3Storage";
import { toneWav } from "../testing/audioFixtures";
import { buy, keyOf, onStoredFile, publishRelease, saveRelease, uploadMaster, withIds } from "../testing/releaseAudioTesting";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { ffmpegPath } from "./ffmpeg";
import { pcmDigest } from "./makeDownload";
import { streamCopyKeyOf } from "./processMaster";

/**
 * The audio pipeline with its files in an S3 bucket (s3rver on localhost; issue 32): masters
 * uploaded straight to the bucket, streaming copies and downloads made from and written to it,
 * private copies handed out by presigned redirects, and a deleted track's copies removed from it.
 */
const ffmpeg = ffmpegPath(undefined);
const folder = mkdtempSync(join(tmpdir(), "backline-s3-audio-"));
let s3: LocalBucket;
let server: TestServer;
let editor: { headers: Record<string, string> };
let masters: string[];
let release: StudioRelease;
let buyer: Awaited<ReturnType<typeof createFan>>;

beforeAll(async () => {
  s3 = await startLocalBucket();
  server = await createTestServer("pglite", { storage: await s3Storage(s3.settings) });
  editor = await createTestEditor(server, server.profile.id);
  masters = [
    await uploadMaster(server, editor.headers, "First.wav", toneWav(2)),
    await uploadMaster(server, editor.headers, "Second.wav", toneWav(3)),
  ];
  release = await publishRelease(server, editor.headers, {
    title: "Bucket Songs",
    tracks: [
      { title: "First", url: masters[0] ?? "" },
      { title: "Second", url: masters[1] ?? "", listen: "preview", previewSeconds: 5 },
    ],
  });
  buyer = await createFan(server, server.profile.id);
  await buy(server, buyer, release);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const bucketKeys = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents ?? []).map((item) => item.Key ?? "").sort();

/** Follows one redirect of the app to the bucket, as a browser does; the bucket's answer. */
async function viaBucket(url: string, headers: Record<string, string> = {}) {
  const answer = await server.app.inject({ url, headers });
  expect(answer.statusCode, answer.body).toBe(302);
  const location = String(answer.headers.location);
  expect(location.startsWith(s3.settings.endpoint ?? "")).toBe(true);
  expect(location).toContain("X-Amz-Signature=");
  return fetch(location);
}

describe("the pipeline on S3", () => {
  it("makes each master's streaming copy in the bucket, beside the master, and hands it out by a presigned redirect", async () => {
    for (const master of masters) {
      const key = keyOf(master);
      expect(await findAudioFile(server.context.db, key)).toMatchObject({ state: "ready", streamKey: streamCopyKeyOf(key) });
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: streamCopyKeyOf(key) }));
      expect(head.ContentType).toBe("audio/mp4");
    }
    const stream = (
      await server.app.inject({ url: `/api/public/tracks/${release.variants[0]?.tracks[0]?.id}/stream` })
    ).json() as TrackStream;
    expect(keyOf(stream.url)).toBe(streamCopyKeyOf(keyOf(masters[0] ?? "")));
    const copy = await viaBucket(stream.url);
    expect(copy.status).toBe(200);
    expect(
      Buffer.from(await copy.arrayBuffer())
        .subarray(4, 8)
        .toString("latin1"),
    ).toBe("ftyp");
    // The preview was cut from the master in the bucket too.
    const preview = (
      await server.app.inject({ url: `/api/public/tracks/${release.variants[0]?.tracks[1]?.id}/stream` })
    ).json() as TrackStream;
    expect(preview.kind).toBe("preview");
    expect(await bucketKeys()).toContain(keyOf(preview.url));
  });

  it("makes a FLAC download into the bucket and sends one track by a presigned redirect: the master's audio, under its file name", async () => {
    const trackId = release.variants[0]?.tracks[1]?.id ?? "";
    const ask = async () =>
      (
        await server.app.inject({
          method: "POST",
          url: `/api/public/library/${release.id}/downloads`,
          headers: buyer.headers,
          payload: { format: "flac", trackId },
        })
      ).json() as DownloadStatus;
    expect((await ask()).state).toBe("preparing");
    await server.audioSettled();
    const status = await ask();
    expect(status).toMatchObject({ state: "ready", fileName: "02 Salt & Static - Second.flac" });
    expect((await bucketKeys()).filter((key) => key.startsWith(`${keyOf(masters[1] ?? "")}.flac-`))).toHaveLength(1);

    const file = await viaBucket(status.url ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain('filename="02 Salt & Static - Second.flac"');
    const path = join(folder, "second.flac");
    writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    const master = await onStoredFile(server, keyOf(masters[1] ?? ""), (stored) => pcmDigest(ffmpeg, stored));
    expect(await pcmDigest(ffmpeg, path)).toBe(master);

    // The release as a zip is streamed by the app, reading each file from the bucket.
    const albumTrack = await server.app.inject({
      method: "POST",
      url: `/api/public/library/${release.id}/downloads`,
      headers: buyer.headers,
      payload: { format: "flac" },
    });
    expect(albumTrack.statusCode).toBe(200);
    await server.audioSettled();
    const zipStatus = (
      await server.app.inject({
        method: "POST",
        url: `/api/public/library/${release.id}/downloads`,
        headers: buyer.headers,
        payload: { format: "flac" },
      })
    ).json() as DownloadStatus;
    const zip = await server.app.inject({ url: zipStatus.url ?? "" });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.rawPayload.includes(Buffer.from("02 Salt & Static - Second.flac"))).toBe(true);
  });

  it("removes a deleted track's master, streaming copy, preview and downloads from the bucket", async () => {
    const removed = keyOf(masters[1] ?? "");
    const before = await bucketKeys();
    expect(before.filter((key) => key.startsWith(removed)).length).toBeGreaterThanOrEqual(4);
    const current = (
      await server.app.inject({ url: `/api/profiles/${server.profile.id}/releases/${release.id}`, headers: editor.headers })
    ).json() as StudioRelease;
    const [first] = withIds([{ title: "First", url: masters[0] ?? "" }], current);
    await saveRelease(server, editor.headers, { title: "Bucket Songs", status: "published", tracks: first ? [first] : [] }, current);
    const after = await bucketKeys();
    expect(after.filter((key) => key.startsWith(removed))).toEqual([]);
    expect(after).toEqual(before.filter((key) => !key.startsWith(removed)));
    expect(after).toContain(streamCopyKeyOf(keyOf(masters[0] ?? "")));
  });
});
