import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedSchema, type SchemaName } from "../../schema/index";
import { readZipFiles } from "../accounts/zipReadingTesting";
import { ARTIST_EXPORT_LEASE_MS, claimArtistExport, findArtistExport, requestArtistExport } from "../data/artistExports";
import { createMediaItem } from "../data/media";
import type { Queryable } from "../db/database";
import { mediaUrlOf, storageKeyFor } from "../storage/mediaKeys";
import { createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";
import type { ArtistExportDispatch } from "./artistExportDispatch";
import { buildArtistExport, deleteExpiredArtistExports, resumeArtistExports } from "./artistExportWork";
import type { ArtistExportManifest } from "./artistZip";

/** The studio's export job (issue 40, item 1): streamed into the store, its progress written as it goes, then expired. */
const clock = manualClock(Date.parse("2026-11-30T12:00:00Z"));
let server: TestServer;
let keptKey: string;
let goneKey: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
  const { db, storage } = server.context;
  await publishTestSite(server);
  // Two media files: one in the store, one whose file is gone (deleted by hand, a lost disk).
  keptKey = storageKeyFor(server.profile.id, "upl1", "cover.png");
  goneKey = storageKeyFor(server.profile.id, "upl2", "lost.png");
  await storage.put(keptKey, Readable.from([Buffer.from("png bytes")]), { contentType: "image/png", maxBytes: 100 });
  for (const [key, name] of [
    [keptKey, "cover.png"],
    [goneKey, "lost.png"],
  ] as const)
    await createMediaItem(db, server.profile.id, { url: mediaUrlOf(key), name, size: 9, parent: "website", type: "image" });
}, 60_000);
afterAll(() => server.close());

/** A database that notes every progress the job writes, as the studio's polling would see it. */
function notingProgress(db: Queryable, seen: { step: string; done: number; total: number }[]): Queryable {
  return {
    query: async (text: string, params?: unknown[]) => {
      if (text.includes("SET status = 'running', step") && params)
        seen.push({ step: String(params[1]), done: Number(params[2]), total: Number(params[3]) });
      return db.query(text, params);
    },
  } as Queryable;
}

async function storedZip(exportId: string) {
  const found = await findArtistExport(server.context.db, server.profile.id, exportId, new Date(clock.now()));
  const file = found?.storageKey ? await server.context.storage.get(found.storageKey) : null;
  if (!file) throw new Error("no stored zip");
  return { found, files: readZipFiles(await buffer(file.stream)) };
}

describe("the studio's export job", () => {
  let exportId: string;

  it("streams the zip into the store, writing where it is after each file, then is ready for 7 days", async () => {
    exportId = (await requestArtistExport(server.context.db, server.profile.id, "Owner", new Date(clock.now()))) ?? "";
    const seen: { step: string; done: number; total: number }[] = [];
    await buildArtistExport({ ...server.context, db: notingProgress(server.context.db, seen) }, exportId);
    const { found, files } = await storedZip(exportId);
    expect(found?.summary).toMatchObject({ status: "ready", step: "", problem: null, expired: false });
    expect(found?.summary.expiresAt).toBe(new Date(clock.now() + 7 * DAY_MS).toISOString());
    expect(found?.summary.bytes).toBeGreaterThan(0);
    // Progress: counted up file by file through each step, to the whole.
    const total = seen.at(-1)?.total ?? 0;
    expect(total).toBeGreaterThan(20);
    expect(seen.at(-1)?.done).toBe(total);
    expect(new Set(seen.map((each) => each.step))).toEqual(new Set(["records", "documents", "spreadsheets", "media"]));
    const dones = seen.slice(1).map((each) => each.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "null") as ArtistExportManifest;
    expect(new Ajv2020().compile(publishedSchema("artist-export-manifest" as SchemaName))(manifest)).toBe(true);
    expect(manifest.artist.name).toBe("Test Artist");
  });

  it("keeps a media record whose file is gone, listing its file under missing (every record's file is in the zip or there)", async () => {
    const { files } = await storedZip(exportId);
    const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "null") as ArtistExportManifest;
    expect(manifest.missing).toEqual([`media/${goneKey}`]);
    expect(files.has(`media/${goneKey}`)).toBe(false);
    expect(files.get(`media/${keptKey}`)?.toString()).toBe("png bytes");
    const media = JSON.parse(files.get("media.json")?.toString("utf8") ?? "[]") as { name: string; file: string | null }[];
    expect(media.map((item) => [item.name, item.file]).sort()).toEqual([
      ["cover.png", `media/${keptKey}`],
      ["lost.png", `media/${goneKey}`],
    ]);
    for (const item of media) expect(files.has(item.file ?? "") || manifest.missing.includes(item.file ?? "")).toBe(true);
  });

  it("deletes the zip once its 7 days are over, and the row a month later", async () => {
    const deps = server.context;
    expect(await deleteExpiredArtistExports(deps)).toBe(0);
    const key = (await findArtistExport(deps.db, server.profile.id, exportId, new Date(clock.now())))?.storageKey ?? "";
    clock.advance(7 * DAY_MS + 1000);
    expect(await deleteExpiredArtistExports(deps)).toBe(1);
    expect(await deps.storage.get(key)).toBeNull();
    const expired = await findArtistExport(deps.db, server.profile.id, exportId, new Date(clock.now()));
    expect(expired).toMatchObject({ storageKey: null, summary: { expired: true } });
    clock.advance(31 * DAY_MS);
    await deleteExpiredArtistExports(deps);
    expect(await findArtistExport(deps.db, server.profile.id, exportId, new Date(clock.now()))).toBeNull();
  });

  it("fails with its reason, and deletes what it stored, when the store refuses the zip", async () => {
    const id = (await requestArtistExport(server.context.db, server.profile.id, "Owner", new Date(clock.now()))) ?? "";
    const deleted: string[] = [];
    const storage = {
      ...server.context.storage,
      put: async () => Promise.reject(new Error("the disk is full")),
      delete: async (key: string) => {
        deleted.push(key);
      },
    };
    await buildArtistExport({ ...server.context, storage }, id);
    const found = await findArtistExport(server.context.db, server.profile.id, id, new Date(clock.now()));
    expect(found?.summary).toMatchObject({ status: "failed", problem: "The export could not be made: the disk is full" });
    expect(deleted).toHaveLength(1);
    // Run again (the queue's retry), a failed export stays as it is.
    await buildArtistExport(server.context, id);
    expect((await findArtistExport(server.context.db, server.profile.id, id, new Date(clock.now())))?.summary.status).toBe("failed");
  });

  it("leaves an export to the live run that claimed it, and makes one a stopped server left once its lease lapses", async () => {
    const { db } = server.context;
    const id = (await requestArtistExport(db, server.profile.id, "Owner", new Date(clock.now()))) ?? "";
    // A run claimed it and is making it (the queue's retry comes while it still runs).
    expect(await claimArtistExport(db, id, new Date(clock.now()))).toEqual({ profileId: server.profile.id });
    await buildArtistExport(server.context, id);
    expect(await findArtistExport(db, server.profile.id, id, new Date(clock.now()))).toMatchObject({
      storageKey: null,
      summary: { status: "running", done: 0 },
    });
    // That run stopped with its server: past the lease, the next run makes it.
    clock.advance(ARTIST_EXPORT_LEASE_MS - 1000);
    await buildArtistExport(server.context, id);
    expect((await findArtistExport(db, server.profile.id, id, new Date(clock.now())))?.summary.status).toBe("running");
    clock.advance(1000);
    await buildArtistExport(server.context, id);
    expect((await storedZip(id)).found?.summary).toMatchObject({ status: "ready", problem: null });
  });

  it("queues again at start what a stopped server left, each at its lease's end; not what stalled past the hour", async () => {
    const { db } = server.context;
    const stalled = (await requestArtistExport(db, server.profile.id, "Owner", new Date(clock.now()))) ?? "";
    await claimArtistExport(db, stalled, new Date(clock.now()));
    clock.advance(61 * 60 * 1000);
    const running = (await requestArtistExport(db, server.profile.id, "Owner", new Date(clock.now()))) ?? "";
    await claimArtistExport(db, running, new Date(clock.now()));
    const claimedAt = clock.now();
    clock.advance(30_000);
    const queued = (await requestArtistExport(db, server.otherProfile.id, "Other owner", new Date(clock.now()))) ?? "";
    const queuedTimes: { exportId: string; startAfter: number | undefined }[] = [];
    const dispatch: ArtistExportDispatch = {
      build: async (exportId, options) => {
        queuedTimes.push({ exportId, startAfter: options?.startAfter?.getTime() });
      },
    };
    await resumeArtistExports(server.context, dispatch);
    expect(queuedTimes).toEqual([
      { exportId: running, startAfter: claimedAt + ARTIST_EXPORT_LEASE_MS },
      { exportId: queued, startAfter: clock.now() },
    ]);
  });
});
