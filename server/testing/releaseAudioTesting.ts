import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { buffer } from "node:stream/consumers";
import { expect } from "vitest";
import type { StudioRelease } from "../../schema/api/releases";
import { copyFromStorage, withScratchFolder } from "../audio/scratchFiles";
import { moveOrder } from "../data/orderMoves";
import { createOrder, type Order } from "../data/orders";
import { encodeWav } from "../demo/wav";
import { newId } from "../security/tokens";
import type { TestServer } from "./testServer";

/**
 * Releases with real audio for the pipeline's route tests (issue 32): files uploaded and read as
 * the studio does, releases saved through the studio's routes, purchases and refunds.
 */

type Headers = Record<string, string>;

/** A WAV of `seconds` seconds, mono 8 kHz: silent before `toneFrom`, then a 440 Hz tone at `amplitude` (0..1). */
export function shapedWav(seconds: number, { amplitude = 0.1, toneFrom = 0 } = {}): Buffer {
  const rate = 8000;
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = Math.round(toneFrom * rate); i < samples.length; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * 440 * i) / rate);
  return encodeWav(samples, rate);
}

/** The storage key of a `/media/…` address. */
export const keyOf = (url: string): string => url.replace(/^\/media\//, "").replace(/\?.*$/, "");

/**
 * Uploads a file as the studio does (presigned URL, then PUT: to this server, or straight to an
 * S3 bucket), private unless said otherwise; its address.
 */
export async function uploadFile(
  server: TestServer,
  headers: Headers,
  fileName: string,
  body: Buffer,
  contentType: string,
  { isPrivate = true } = {},
): Promise<string> {
  const presigned = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers,
    payload: { fileName, profileId: server.profile.id, private: isPrivate },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { presignedUrl, remoteUrl } = presigned.json() as { presignedUrl: string; remoteUrl: string };
  const target = new URL(presignedUrl);
  if (target.pathname.startsWith("/api/")) {
    const put = await server.app.inject({
      method: "PUT",
      url: `${target.pathname}${target.search}`,
      headers: { "content-type": contentType },
      payload: body,
    });
    expect(put.statusCode, put.body).toBe(200);
  } else {
    const put = await fetch(presignedUrl, { method: "PUT", body: new Uint8Array(body), headers: { "content-type": contentType } });
    expect(put.status).toBe(200);
  }
  return remoteUrl;
}

/** Uploads a track's master and has the server read it (which queues its streaming copy); its address. */
export async function uploadMaster(server: TestServer, headers: Headers, fileName: string, body: Buffer, contentType = "audio/wav") {
  const url = await uploadFile(server, headers, fileName, body, contentType);
  const read = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${server.profile.id}/track-audio`,
    headers,
    payload: { url },
  });
  expect(read.statusCode, read.body).toBe(200);
  return url;
}

export interface TrackInput {
  readonly id?: string;
  readonly title: string;
  readonly url: string;
  readonly listen?: "full" | "preview" | "none";
  readonly previewStartSeconds?: number;
  readonly previewSeconds?: number;
  readonly instantGrat?: boolean;
}

export interface ReleaseInput {
  readonly title: string;
  readonly artist?: string;
  readonly tracks: readonly TrackInput[];
  readonly coverUrl?: string;
  readonly normalizeLoudness?: boolean;
  readonly status?: "draft" | "published";
  readonly isFeatured?: boolean;
  /** The release's date (ISO 8601): one in the future sells it as a pre-order. */
  readonly releasedAt?: string;
}

/** The body the studio sends for a release. */
export function releaseBody(input: ReleaseInput, variantId?: string): object {
  return {
    title: input.title,
    artist: input.artist ?? "Salt & Static",
    category: "Music",
    releaseType: input.tracks.length > 1 ? "album" : "single",
    isFeatured: input.isFeatured ?? false,
    normalizeLoudness: input.normalizeLoudness ?? true,
    status: input.status ?? "draft",
    media: input.coverUrl ? [{ type: "image", url: input.coverUrl, name: "cover" }] : [],
    ...(input.releasedAt ? { releasedAt: input.releasedAt } : {}),
    variants: [
      {
        ...(variantId ? { id: variantId } : {}),
        price: 5,
        tracks: input.tracks.map(({ url, ...track }) => ({ ...track, media: [{ type: "audio", url, name: `${track.title}.wav` }] })),
      },
    ],
  };
}

/** Saves a release through the studio's routes: created (POST), or replaced (PUT) when `existing` is given. */
export async function saveRelease(server: TestServer, headers: Headers, input: ReleaseInput, existing?: StudioRelease) {
  const base = `/api/profiles/${server.profile.id}/releases`;
  const response = await server.app.inject({
    method: existing ? "PUT" : "POST",
    url: existing ? `${base}/${existing.id}` : base,
    headers,
    payload: existing ? { ...releaseBody(input, existing.variants[0]?.id), version: existing.version } : releaseBody(input),
  });
  expect(response.statusCode, response.body).toBe(existing ? 200 : 201);
  return response.json() as StudioRelease;
}

/** Creates a draft, waits for every track's audio, then publishes it: as an artist does. */
export async function publishRelease(server: TestServer, headers: Headers, input: ReleaseInput): Promise<StudioRelease> {
  const draft = await saveRelease(server, headers, { ...input, status: "draft" });
  await server.audioSettled();
  return saveRelease(server, headers, { ...input, status: "published", tracks: withIds(input.tracks, draft) }, draft);
}

/** The tracks again with the ids the server gave them (same order), so a PUT keeps them. */
export function withIds(tracks: readonly TrackInput[], release: StudioRelease): TrackInput[] {
  const saved = release.variants[0]?.tracks ?? [];
  return tracks.map((track, index) => ({ ...track, id: saved[index]?.id ?? "" }));
}

type Fan = { account: { id: string; email: string } };

/** A paid order of the release by `fan`. */
export async function buy(server: TestServer, fan: Fan, release: StudioRelease): Promise<Order> {
  const { order } = await createOrder(server.context.db, {
    profileId: server.profile.id,
    accountId: fan.account.id,
    email: fan.account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines: [{ productId: release.id, variantId: release.variants[0]?.id ?? "", title: release.title, priceCents: 500, gift: null }],
    totalCents: 500,
  });
  await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
  return order;
}

export const refund = (server: TestServer, order: Order) => moveOrder(server.context.db, order.id, "cancelled", "refund");

/** A stored file's bytes, or null when storage has no such key. */
export async function storedBytes(server: TestServer, key: string): Promise<Buffer | null> {
  const file = await server.context.storage.get(key);
  return file ? buffer(file.stream) : null;
}

/** Runs `work` on a copy of the stored file `key` on disk (FFmpeg reads files); fails when storage has no such key. */
export function onStoredFile<T>(server: TestServer, key: string, work: (path: string) => Promise<T>): Promise<T> {
  return withScratchFolder(async (folder) => {
    const path = join(folder, key.split("/").pop() ?? "file");
    if (!(await copyFromStorage(server.context.storage, key, path))) throw new Error(`Nothing is stored at ${key}`);
    return work(path);
  });
}

/** Every key in the disk store of a test server (its data folder's media), sorted. */
export function diskKeys(server: TestServer): string[] {
  const root = join(server.context.config.dataDir, "media");
  const found: string[] = [];
  const visit = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) visit(path);
      else found.push(relative(root, path).split(sep).join("/"));
    }
  };
  visit(root);
  return found.sort();
}
