import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEvent, listUpcomingEvents } from "../data/events";
import { createProfile, findDefaultProfile, setDefaultProfile } from "../data/profiles";
import { openDatabase } from "../db/openDatabase";
import { freePort, serverProcessArgs, until } from "../testing/serverProcessTesting";
import { seedMigratedDataDir } from "../testing/testDatabase";
import { runBackupCli } from "./backupCli";
import { BACKUP_PREFIX, checkBackup } from "./backupFolder";
import { pruneBackups, wholeBackups } from "./scheduledBackups";

/**
 * kill -9 during a backup (issue 40, item 6), with the real server (server/main.ts, built or run
 * by tsx: serverProcessArgs) and the real `backline backup` (server/cli.ts): the command killed while the
 * server takes the backup it asked for (the server finishes it and serves on), then the server
 * itself killed mid-backup. A half-written backup is never taken for a whole one (restore refuses
 * it, retention deletes it and keeps the good ones), the data is intact, and the next backup is whole.
 */
const root = mkdtempSync(join(tmpdir(), "backline-kill-backup-"));
const dataDir = join(root, "data");
const backups = join(root, "backups");
const started: ChildProcess[] = [];
/** 1 MB each: enough that a backup takes a moment to copy them. */
const MEDIA_FILES = 20;
const SHOW = "Harbour Hall, last night of the tour";

afterAll(() => {
  for (const child of started) if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

const env = { DATA_DIR: dataDir, DATABASE_URL: "", UPLOAD_SECRET: "kill-backup-secret", LOG_LEVEL: "warn" };

/** A process of its own group, so a kill takes it whole; its output kept for the failure message. */
function run(entry: "main" | "cli", args: string[], extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...serverProcessArgs(entry), ...args], {
    env: { ...process.env, ...env, ...extra },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output, kill: () => child.pid && process.kill(-child.pid, "SIGKILL") };
}

async function startServer() {
  const port = await freePort();
  const server = run("main", [], { PORT: String(port), HOST: "127.0.0.1" });
  await until("the server to be ready", async () => {
    if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`);
    return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200;
  });
  /** The artist's shows, as a fan's page asks for them: read from the database the server runs on. */
  const shows = async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/public/events`);
    return ((await answer.json()) as { title: string }[]).map((event) => event.title);
  };
  const ready = async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
  return { ...server, shows, ready };
}

/** The folder a backup under way writes into (its partial name), once it exists. */
const partialFolder = () => readdirSync(backups).find((name) => name.startsWith(`.${BACKUP_PREFIX}`));

/** An artist of its own (so the start loads no demo) with a show, and media to copy. */
async function prepareDataFolder(): Promise<void> {
  await seedMigratedDataDir(dataDir);
  const db = await openDatabase({ dataDir }, "command");
  try {
    const profile = await createProfile(db, "Kill Backup Band");
    await setDefaultProfile(db, profile.id);
    const address = { name: "Harbour Hall", street: "1 Quay St", city: "Seattle", zipCode: "98101", country: "US" };
    await createEvent(db, { profileId: profile.id, title: SHOW, dateTime: "2099-06-01T20:00:00Z", address });
    mkdirSync(join(dataDir, "media", profile.id), { recursive: true });
    for (let index = 0; index < MEDIA_FILES; index++)
      writeFileSync(join(dataDir, "media", profile.id, `file-${index}.bin`), randomBytes(1 << 20));
  } finally {
    await db.close();
  }
}

describe("kill -9 during a backup", () => {
  it("never leaves a half backup taken for a whole one, and the server, its data and the next backup are fine", async () => {
    await prepareDataFolder();
    const quiet = { stdout: () => {}, stderr: () => {} };
    // A good backup from before, taken by the command itself while no server runs.
    expect(await runBackupCli("backup", ["--to", backups], quiet, env)).toBe(0);
    const [good] = await wholeBackups(backups);

    const first = await startServer();
    // The command killed while the server takes its backup: the server finishes it, and serves on.
    const killedCommand = run("cli", ["backup", "--to", backups]);
    await until("the backup to begin", partialFolder);
    killedCommand.kill();
    expect(await killedCommand.exited).toBeNull();
    const second = await until("the server to finish it", async () => ((await wholeBackups(backups)).length === 2 ? true : undefined));
    expect(second).toBe(true);
    expect(await first.ready()).toBe(200);
    expect(await first.shows()).toEqual([SHOW]);

    // The server killed mid-backup: the command is told nothing was kept.
    const command = run("cli", ["backup", "--to", backups]);
    const half = await until("the next backup to begin", partialFolder);
    first.kill();
    await first.exited;
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

    // The data is intact, and the next backup, which the command takes itself now that no server runs, is whole.
    const next = run("cli", ["backup", "--to", backups]);
    expect(await next.exited, next.output()).toBe(0);
    const newest = (await wholeBackups(backups)).at(-1) ?? "";
    expect(next.output()).toContain(newest);
    expect(await checkBackup(join(backups, newest))).toMatchObject({ ok: true, manifest: { media: { kind: "disk", files: MEDIA_FILES } } });
    const db = await openDatabase({ dataDir }, "command");
    try {
      const profile = await findDefaultProfile(db);
      expect((await listUpcomingEvents(db, profile?.id ?? "")).map((event) => event.title)).toEqual([SHOW]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
