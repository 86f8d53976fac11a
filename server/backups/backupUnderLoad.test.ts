import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBackup } from "./backupFolder";
import { backlineProcesses, prepareArtistDataDir, studioEvents, writeEventsContinuously } from "./backupProcessTesting";

/**
 * A backup under write load (issue 40, item 6), as an operator takes it: the real server serving
 * an editor's writes over HTTP while `backline backup` asks it for a backup through its control
 * channel, then `backline restore` into an empty folder and a server started on that.
 */
const root = mkdtempSync(join(tmpdir(), "backline-backup-load-"));
const dataDir = join(root, "data");
const restoredDir = join(root, "restored");
const backups = join(root, "backups");
const env = { DATA_DIR: dataDir, DATABASE_URL: "", UPLOAD_SECRET: "backup-load-secret", LOG_LEVEL: "warn" };
const processes = backlineProcesses(env);

afterAll(() => {
  processes.stopAll();
  rmSync(root, { recursive: true, force: true });
});

describe("backline backup under write load", () => {
  it("keeps every write the server acknowledged before the backup began, each whole, through backline restore", async () => {
    const artist = await prepareArtistDataDir(dataDir, "Backup Load Band");
    const server = await processes.startServer();
    const writes = writeEventsContinuously(() => server.base, artist);
    await writes.atLeast(20);

    // Every write acknowledged before this moment was committed before the server heard of the backup.
    const began = Date.now();
    const backup = processes.run("cli", ["backup", "--to", backups]);
    expect(await backup.exited, backup.output()).toBe(0);
    const ended = Date.now();
    const duringBackup = writes.acknowledged.filter((write) => write.at > began && write.at < ended).length;
    await writes.stop();
    server.kill("SIGTERM");
    await server.exited;
    // The writes went on while the backup was taken: the backup was under load, not after it.
    expect(duringBackup).toBeGreaterThan(0);
    const path = /Backed up to (.+)\n/.exec(backup.output())?.[1] ?? "";
    expect(await checkBackup(path)).toMatchObject({ ok: true, manifest: { database: { kind: "pglite" } } });

    const restore = processes.run("cli", ["restore", "--from", path], { DATA_DIR: restoredDir });
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toContain(`into ${restoredDir}`);
    const restored = await processes.startServer({ DATA_DIR: restoredDir });
    try {
      const found = await studioEvents(restored.base, artist);
      // Writes acknowledged while the backup ran may or may not be in it (the snapshot's moment
      // falls among them); every one acknowledged before it began is, and every row there is whole.
      expect(writes.problems(found, began)).toEqual({ missing: [], notWhole: [] });
      expect(found.length).toBeGreaterThanOrEqual(writes.acknowledged.filter((write) => write.at < began).length);
    } finally {
      restored.kill("SIGTERM");
      await restored.exited;
    }
  }, 300_000);
});
