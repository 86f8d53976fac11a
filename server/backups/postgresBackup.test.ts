import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createEvent, listEvents } from "../data/events";
import { createProfile, findDefaultProfile, setDefaultProfile } from "../data/profiles";
import { migrate } from "../db/migrate";
import { openPostgres } from "../db/postgres";
import { DATABASES_UNDER_TEST } from "../testing/testDatabase";
import { runBackupCli } from "./backupCli";
import { checkBackup } from "./backupFolder";

/**
 * `backline backup` of a server on PostgreSQL (issue 40, item 6) runs pg_dump (PostgreSQL's client
 * tools: .ci/postgres.sh puts the test server's own on PATH). Each test makes databases of its own
 * on TEST_DATABASE_URL's server, since pg_dump takes a whole database and pg_restore fills one;
 * skipped without it, as the other PostgreSQL tests are.
 */
const root = mkdtempSync(join(tmpdir(), "backline-pg-backup-"));
const made: string[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, dropped after the tests; its URL. */
async function freshDatabase(): Promise<string> {
  const name = `backline_backup_${randomBytes(6).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name}`);
  made.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const name of made) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(root, { recursive: true, force: true });
});

function cli(command: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv) {
  const output = { stdout: "", stderr: "" };
  const io = { stdout: (text: string) => (output.stdout += text), stderr: (text: string) => (output.stderr += text) };
  return runBackupCli(command, args, io, env).then((code) => ({ code, ...output }));
}

const SHOW = { title: "Dock Street, album release", dateTime: "2099-03-01T20:00:00.000Z" };
const address = { name: "Dock Street", street: "2 Dock St", city: "Leeds", zipCode: "LS1", country: "GB" };

describe.each(DATABASES_UNDER_TEST.filter((kind) => kind === "postgres"))("backline backup on %s", () => {
  it("dumps the database with pg_dump into a whole backup whose printed pg_restore command brings the data back", async () => {
    const url = await freshDatabase();
    const db = await openPostgres(url, { max: 2 });
    try {
      await migrate(db);
      const profile = await createProfile(db, "Postgres Backup Band");
      await setDefaultProfile(db, profile.id);
      await createEvent(db, { profileId: profile.id, ...SHOW, address });
    } finally {
      await db.close();
    }

    const backups = join(root, "backups");
    const backup = await cli("backup", ["--to", backups], { DATA_DIR: join(root, "data"), DATABASE_URL: url });
    expect(backup, backup.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining("Backed up to ") });
    const path = /Backed up to (.+)\n/.exec(backup.stdout)?.[1] ?? "";
    const check = await checkBackup(path);
    expect(check).toMatchObject({ ok: true, manifest: { database: { kind: "postgres", file: "database.pgdump" } } });
    // pg_dump's custom format, as pg_restore reads it: the app's tables are in it.
    const listed = execFileSync("pg_restore", ["--list", join(path, "database.pgdump")], { encoding: "utf8" });
    for (const table of ["profiles", "documents", "events", "orders", "accounts", "email_subscribers"])
      expect(listed).toMatch(new RegExp(`TABLE DATA public ${table} `));

    // `backline restore` puts back the folder and prints the command for the database: it runs as printed.
    const restored = await cli("restore", ["--from", path], { DATA_DIR: join(root, "restored") });
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining("Its database is PostgreSQL's") });
    const command = restored.stdout.split("\n").find((line) => line.trim().startsWith("pg_restore ")) ?? "";
    const into = await freshDatabase();
    execFileSync("sh", ["-c", command], { env: { ...process.env, DATABASE_URL: into }, stdio: "pipe" });
    const again = await openPostgres(into, { max: 2 });
    try {
      const profile = await findDefaultProfile(again);
      expect(profile?.name).toBe("Postgres Backup Band");
      expect((await listEvents(again, profile?.id ?? "")).map(({ title, dateTime }) => ({ title, dateTime }))).toEqual([SHOW]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("says pg_dump is missing and how to back up by hand, leaving no folder, when PATH has none", async () => {
    const url = await freshDatabase();
    const backups = join(root, "no-pg-dump");
    const emptyPath = join(root, "empty-path");
    mkdirSync(emptyPath, { recursive: true });
    vi.stubEnv("PATH", emptyPath);
    try {
      const backup = await cli("backup", ["--to", backups], { DATA_DIR: join(root, "data"), DATABASE_URL: url });
      expect(backup).toMatchObject({
        code: 2,
        stdout: "",
        stderr: expect.stringContaining("backline: the backup could not be taken: pg_dump is not installed here"),
      });
      expect(backup.stderr).toContain('pg_dump --format=custom --no-owner --file=backline.pgdump "$DATABASE_URL"');
      expect(readdirSync(backups)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 60_000);
});
