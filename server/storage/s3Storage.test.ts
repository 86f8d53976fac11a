import { Readable } from "node:stream";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalBucket, startLocalBucket } from "./localBucketTesting";
import { type S3Storage, s3Storage } from "./s3Storage";
import { FileTooLargeError, type Storage } from "./storage";

/** s3Storage against a real S3-compatible server (s3rver on localhost). */
let s3: LocalBucket;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startLocalBucket();
  storage = await s3Storage(s3.settings);
});
afterAll(() => s3.close());

const MB = 1024 * 1024;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("IHDR and the rest")]);

/** Every key in the bucket. */
async function keysInBucket(): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  return (page.Contents ?? []).map(({ Key }) => Key ?? "").sort();
}

const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
const chunksOf = (bytes: Buffer, size: number) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe("s3Storage", () => {
  it("stores, reads (whole and by range) and deletes a file", async () => {
    const key = "profile1/AAAAAAAAAAAAAAAA-song.txt";
    const size = await storage.put(key, chunksOf(Buffer.from("hello, bucket"), 4), { contentType: "text/plain", maxBytes: 100 });
    expect(size).toBe(13);
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 13, contentType: "text/plain" });
    expect((await read(file?.stream ?? Readable.from([]))).toString()).toBe("hello, bucket");
    expect((await read(file?.readRange?.({ start: 7, end: 12 }) ?? Readable.from([]))).toString()).toBe("bucket");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it("refuses a file past maxBytes and leaves nothing behind, in one part or several", async () => {
    const small = storage.put("profile1/BBBBBBBBBBBBBBBB-big.txt", chunksOf(Buffer.alloc(64, 1), 16), {
      contentType: "text/plain",
      maxBytes: 40,
    });
    await expect(small).rejects.toBeInstanceOf(FileTooLargeError);
    // Past the first 5 MB part, which is already sent when the limit is reached.
    const large = storage.put("profile1/CCCCCCCCCCCCCCCC-big.mp4", chunksOf(Buffer.alloc(7 * MB, 2), MB), {
      contentType: "video/mp4",
      maxBytes: 6 * MB,
    });
    await expect(large).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await keysInBucket()).toEqual([]);
  });

  it("stores a file of several parts whole", async () => {
    const bytes = Buffer.alloc(6 * MB + 5, 3);
    const key = "profile1/DDDDDDDDDDDDDDDD-video.mp4";
    expect(await storage.put(key, chunksOf(bytes, MB), { contentType: "video/mp4", maxBytes: 7 * MB })).toBe(bytes.length);
    expect((await storage.get(key))?.size).toBe(bytes.length);
    await storage.delete(key);
  });

  it("refuses keys that could leave our key space, and serves nothing that only arrived", async () => {
    await expect(storage.put("../escape", Readable.from([PNG]), { contentType: "image/png", maxBytes: MB })).rejects.toThrow(/Unsafe/);
    await expect(storage.put("incoming/profile1/x.png", Readable.from([PNG]), { contentType: "image/png", maxBytes: MB })).rejects.toThrow(
      /Unsafe/,
    );
    const key = "profile1/EEEEEEEEEEEEEEEE-waiting.png";
    const url = await storage.directUploads.presignUpload(key, { expiresInSeconds: 60 });
    expect((await fetch(url, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } })).status).toBe(200);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(`incoming/${key}`)).toBeNull();
    await storage.directUploads.discard(key);
    expect(await storage.directUploads.arrived(key, 16)).toBeNull();
  });
});

describe("s3Storage's presigned URLs", () => {
  it("takes a PUT of the browser's file at the store's address, accepted under its key once checked", async () => {
    const key = "profile1/FFFFFFFFFFFFFFFF-cover.png";
    const url = await storage.directUploads.presignUpload(key, { expiresInSeconds: 60 });
    expect(new URL(url).origin).toBe(storage.directUploads.origin);
    expect(storage.directUploads.origin).toBe(new URL(s3.settings.endpoint ?? "").origin);
    const response = await fetch(url, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } });
    expect(response.status).toBe(200);

    const arrived = await storage.directUploads.arrived(key, 8);
    expect(arrived).toMatchObject({ size: PNG.length, contentType: "image/png", head: PNG.subarray(0, 8) });
    await storage.directUploads.accept(key, { contentType: "image/png", version: arrived?.version ?? "" });
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: PNG.length, contentType: "image/png" });
    expect(await read(file?.stream ?? Readable.from([]))).toEqual(PNG);
    expect(await storage.directUploads.arrived(key, 8)).toBeNull();
    await storage.delete(key);
  });

  it("gives a private file to whoever holds its presigned GET, until it expires", async () => {
    const key = "private/profile1/GGGGGGGGGGGGGGGG-demo-song.mp3";
    await storage.put(key, Readable.from([Buffer.from("ID3 members only")]), { contentType: "audio/mpeg", maxBytes: MB });
    const url = await storage.presignDownload(key, { expiresInSeconds: 60, fileName: "Démo song.mp3" });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ID3 members only");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="D_mo song.mp3"; filename*=UTF-8''D%C3%A9mo%20song.mp3`);

    // Signed by a clock 10 seconds behind, a 1-second link is already dead: no waiting.
    const behind = await s3Storage({ ...s3.settings, now: () => new Date(Date.now() - 10_000) });
    const expired = await fetch(await behind.presignDownload(key, { expiresInSeconds: 1 }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("expired");
    await storage.delete(key);
  });

  it("refuses a PUT to an expired upload URL", async () => {
    const behind = await s3Storage({ ...s3.settings, now: () => new Date(Date.now() - 10_000) });
    const url = await behind.directUploads.presignUpload("profile1/HHHHHHHHHHHHHHHH-late.png", { expiresInSeconds: 1 });
    expect((await fetch(url, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } })).status).toBe(403);
    expect(await storage.directUploads.arrived("profile1/HHHHHHHHHHHHHHHH-late.png", 8)).toBeNull();
  });
});

describe("s3Storage's clean-up", () => {
  it("deletes uploads that arrived and were never finished, once no slot can finish them", async () => {
    const arrive = async (key: string) => {
      const url = await storage.directUploads.presignUpload(key, { expiresInSeconds: 60 });
      await fetch(url, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } });
    };
    await arrive("profile1/IIIIIIIIIIIIIIII-abandoned.png");
    await arrive("profile1/JJJJJJJJJJJJJJJJ-finishing.png");
    const stillWriting = async (key: string) => key === "profile1/JJJJJJJJJJJJJJJJ-finishing.png";
    expect(await storage.removeStalePartials(stillWriting)).toBe(0);

    const dayLater: Storage = await s3Storage({ ...s3.settings, now: () => new Date(Date.now() + 24 * 60 * 60 * 1000) });
    expect(await dayLater.removeStalePartials?.(stillWriting)).toBe(1);
    expect(await keysInBucket()).toEqual(["incoming/profile1/JJJJJJJJJJJJJJJJ-finishing.png"]);
    await storage.directUploads.discard("profile1/JJJJJJJJJJJJJJJJ-finishing.png");
  });
});

describe("s3Storage's check (the readiness probe)", () => {
  it("passes while the bucket answers, and fails for a bucket that is not there", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const elsewhere = await s3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(elsewhere.check()).rejects.toThrow();
  });
});
