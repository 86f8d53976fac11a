import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/pglite";
import { MANIFEST_FILE } from "./backupFolder";
import { restoreBackup } from "./restoreBackup";
import { takeBackup } from "./takeBackup";

const root = mkdtempSync(join(tmpdir(), "backline-backup-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("backup and restore of the embedded database and media", () => {
  it("keeps every write acknowledged before the backup, taken under a loop of writes; refuses damage and a non-empty folder", async () => {
    const dataDir = join(root, "data");
    mkdirSync(join(dataDir, "media", "p1"), { recursive: true });
    writeFileSync(join(dataDir, "media", "p1", "cover.jpg"), "cover bytes");
    writeFileSync(join(dataDir, "media", "p1", "upload.partial"), "half an upload");
    const db = await openPglite(join(dataDir, "db"));
    await db.query("CREATE TABLE writes (n integer PRIMARY KEY)");
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        await db.query("INSERT INTO writes (n) VALUES ($1)", [n]);
        acknowledged.push(n);
        // Writes arrive as requests do, each in a turn of the event loop of its own (PGlite answers
        // in microtasks, so a bare loop would starve the backup's file writes).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // Some writes before the backup begins, the rest race it.
    while (acknowledged.length < 20) await new Promise((resolve) => setImmediate(resolve));
    const beforeBackup = acknowledged.length;
    const backupsDir = join(root, "backups");
    const { path, manifest } = await takeBackup({ db, dataDir, mediaInS3: false }, backupsDir, new Date("2026-11-30T12:00:00Z"));
    writing = false;
    await writer;
    await db.close();
    expect(manifest.database.kind).toBe("pglite");
    expect(manifest.files.map((file) => file.path)).toEqual(["database.tar", "media/p1/cover.jpg"]);
    expect(readdirSync(backupsDir)).toEqual(["backline-backup-2026-11-30T12-00-00-000Z"]);

    const restored = join(root, "restored");
    expect(await restoreBackup(path, restored)).toMatchObject({ ok: true });
    expect(readFileSync(join(restored, "media", "p1", "cover.jpg"), "utf8")).toBe("cover bytes");
    const again = await openPglite(join(restored, "db"));
    const rows = await again.query<{ n: number }>("SELECT n FROM writes ORDER BY n");
    await again.close();
    const kept = rows.map((row) => row.n);
    // Every write acknowledged before the backup began is there, and what is there is a prefix: no gap.
    expect(kept.length).toBeGreaterThanOrEqual(beforeBackup);
    expect(kept).toEqual(acknowledged.slice(0, kept.length));

    expect(await restoreBackup(path, restored)).toMatchObject({ ok: false, problem: expect.stringContaining("is not empty") });
    writeFileSync(join(path, "media", "p1", "cover.jpg"), "other bytes");
    expect(await restoreBackup(path, join(root, "second"))).toMatchObject({
      ok: false,
      problem: expect.stringContaining("media/p1/cover.jpg"),
    });
    rmSync(join(path, MANIFEST_FILE));
    expect(await restoreBackup(path, join(root, "third"))).toMatchObject({ ok: false, problem: expect.stringContaining("did not finish") });
    expect(readdirSync(root).sort()).toEqual(["backups", "data", "restored"]);
  }, 120_000);
});
