import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEvent } from "../data/events";
import { until } from "../testing/serverProcessTesting";
import { runBackupCli } from "./backupCli";
import { BACKUP_PREFIX, checkBackup } from "./backupFolder";
import { backlineProcesses, prepareArtistDataDir, studioEvents, type TestArtist, writeEventsContinuously } from "./backupProcessTesting";
import { pruneBackups, wholeBackups } from "./scheduledBackups";

/**
 * kill -9 during a backup (issue 40, item 6), with the real server (server/main.ts, built or run
 * by tsx: serverProcessArgs) and the real `backline backup` (server/cli.ts): the command killed while the
 * server takes the backup it asked for (the server finishes it and serves on), then the server
 * itself killed mid-backup, while an editor's writes come in all along. A half-written backup is
 * never taken for a whole one (restore refuses it, retention deletes it and keeps the good ones),
 * the next backup is whole, and the restarted server is ready with every write it acknowledged.
 */
const root = mkdtempSync(join(tmpdir(), "backline-kill-backup-"));
const dataDir = join(root, "data");
const backups = join(root, "backups");
/** 1 MB each: enough that a backup takes a moment to copy them. */
const MEDIA_FILES = 20;
const SHOW = "Harbour Hall, last night of the tour";
const env = { DATA_DIR: dataDir, DATABASE_URL: "", UPLOAD_SECRET: "kill-backup-secret", LOG_LEVEL: "warn" };
const processes = backlineProcesses(env);
const { run, startServer } = processes;

afterAll(() => {
  processes.stopAll();
  rmSync(root, { recursive: true, force: true });
});

/** The folder a backup under way writes into (its partial name), once it exists. */
const partialFolder = () => readdirSync(backups).find((name) => name.startsWith(`.${BACKUP_PREFIX}`));

/** An artist of its own (so the start loads no demo) with a show, an owner who writes, and media to copy. */
function prepareDataFolder(): Promise<TestArtist> {
  return prepareArtistDataDir(dataDir, "Kill Backup Band", async (db, profileId) => {
    const address = { name: "Harbour Hall", street: "1 Quay St", city: "Seattle", zipCode: "98101", country: "US" };
    await createEvent(db, { profileId, title: SHOW, dateTime: "2099-06-01T20:00:00Z", address });
    mkdirSync(join(dataDir, "media", profileId), { recursive: true });
    for (let index = 0; index < MEDIA_FILES; index++)
      writeFileSync(join(dataDir, "media", profileId, `file-${index}.bin`), randomBytes(1 << 20));
  });
}

describe("kill -9 during a backup", () => {
  it("never leaves a half backup taken for a whole one; the restarted server is ready with every acknowledged write, and the next backup is whole", async () => {
    const artist = await prepareDataFolder();
    const quiet = { stdout: () => {}, stderr: () => {} };
    // A good backup from before, taken by the command itself while no server runs.
    expect(await runBackupCli("backup", ["--to", backups], quiet, env)).toBe(0);
    const [good] = await wholeBackups(backups);

    const first = await startServer();
    // An editor writes all along, through whichever server runs.
    let serving = first.base;
    const writes = writeEventsContinuously(() => serving, artist);
    await writes.atLeast(10);
    // The command killed while the server takes its backup: the server finishes it, and serves on.
    const killedCommand = run("cli", ["backup", "--to", backups]);
    await until("the backup to begin", partialFolder);
    killedCommand.kill();
    expect(await killedCommand.exited).toBeNull();
    const second = await until("the server to finish it", async () => ((await wholeBackups(backups)).length === 2 ? true : undefined));
    expect(second).toBe(true);
    expect(await first.ready()).toBe(200);
    expect(await first.shows()).toEqual([SHOW]);

    // The server killed mid-backup, writes coming in: the command is told nothing was kept.
    const commandStarted = Date.now();
    const command = run("cli", ["backup", "--to", backups]);
    const half = await until("the next backup to begin", partialFolder);
    const acknowledgedBeforeKill = writes.acknowledged.length;
    first.kill();
    await first.exited;
    // The writes went on while the command started and asked: the kill came in the middle of them.
    expect(writes.acknowledged.filter((write) => write.at >= commandStarted).length).toBeGreaterThan(0);
    expect(await command.exited).toBe(2);
    expect(command.output()).toContain("nothing was kept as a backup");
    expect(existsSync(join(backups, half))).toBe(true);
    const whole = await wholeBackups(backups);
    expect(whole).toHaveLength(2);
    expect(whole).toContain(good);

    // Restore refuses the half backup in words an operator understands.
    const restore = { stdout: "", stderr: "" };
    const io = { stdout: (text: string) => (restore.stdout += text), stderr: (text: string) => (restore.stderr += text) };
    expect(await runBackupCli("restore", ["--from", join(backups, half)], io, { DATA_DIR: join(root, "restored") })).toBe(2);
    expect(restore.stderr).toContain("nothing was restored");
    expect(restore.stderr).toContain("not a backup, or one that did not finish");
    expect(existsSync(join(root, "restored"))).toBe(false);
    // Retention keeping two deletes the half one and keeps both good ones.
    expect(await pruneBackups(backups, 2)).toEqual([half]);
    expect(await wholeBackups(backups)).toEqual(whole);

    // The next backup, which the command takes itself now that no server runs (the killed one's lock is stale), is whole.
    const next = run("cli", ["backup", "--to", backups]);
    expect(await next.exited, next.output()).toBe(0);
    const newest = (await wholeBackups(backups)).at(-1) ?? "";
    expect(next.output()).toContain(newest);
    expect(await checkBackup(join(backups, newest))).toMatchObject({ ok: true, manifest: { media: { kind: "disk", files: MEDIA_FILES } } });

    // Restarted, the server is ready, and every write it acknowledged before it was killed is there, whole.
    const restarted = await startServer();
    serving = restarted.base;
    try {
      expect(await restarted.ready()).toBe(200);
      expect(await restarted.shows()).toEqual([SHOW]);
      // Writes go on against the restarted server.
      await writes.atLeast(writes.acknowledged.length + 5);
      await writes.stop();
      const found = await studioEvents(restarted.base, artist);
      expect(writes.acknowledged.length).toBeGreaterThan(acknowledgedBeforeKill);
      expect(writes.problems(found)).toEqual({ missing: [], notWhole: [] });
    } finally {
      await writes.stop();
      restarted.kill("SIGTERM");
      await restarted.exited;
    }
  }, 300_000);
});
