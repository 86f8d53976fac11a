import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAND_TEMPLATE } from "../../runtime/templates/bandTemplate";
import { SOLO_TEMPLATE } from "../../runtime/templates/soloTemplate";
import { findPublishedPage, findPublishedSite } from "../data/documents";
import { findPasswordLink } from "../data/passwordLinks";
import { findProfileByHost } from "../data/profiles";
import { openDatabase } from "../db/openDatabase";
import { startJobQueue } from "../jobs/jobQueue";
import { startMailWorker } from "../mail/mailQueue";
import { openMailTransport } from "../mail/openMailTransport";
import { listOutbox, readOutboxMessage } from "../mail/outboxTransport";
import { seedMigratedDataDir } from "../testing/testDatabase";
import { runArtistCli } from "./artistCli";

const dataDir = mkdtempSync(join(tmpdir(), "backline-artist-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// A data folder whose database a server has made (testing/testDatabase.ts says why).
beforeAll(() => seedMigratedDataDir(dataDir), 60_000);

/** The command on a data folder of its own, as `DATA_DIR=… PORT=4000 backline artist …` runs it. */
async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const io = {
    stdout: (text: string) => {
      stdout += text;
    },
    stderr: (text: string) => {
      stderr += text;
    },
  };
  const code = await runArtistCli(argv, io, { DATA_DIR: dataDir, PORT: "4000", UPLOAD_SECRET: "test" });
  return { code, stdout, stderr };
}

describe("backline artist create (issue 17)", () => {
  it("makes the artist in the server's database and prints its id, where it is reached and the one-time link", async () => {
    const made = await run(
      "create",
      "--name",
      "Night Ferry",
      "--owner-email",
      "owner@nightferry.example",
      "--domain",
      "nightferry.example",
      "--template",
      "band",
    );
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    const profileId = /profile id ([A-Za-z0-9_-]+)\)/.exec(made.stdout)?.[1] ?? "";
    expect(made.stdout).toContain("Site:    http://nightferry.example:4000/\n");
    expect(made.stdout).toContain("Owner:   owner@nightferry.example");
    expect(made.stdout).toContain("The link is also emailed to owner@nightferry.example by the server");
    const token = /http:\/\/nightferry\.example:4000\/studio\/set-password\?token=([A-Za-z0-9_-]+)/.exec(made.stdout)?.[1] ?? "";

    const plain = await run("create", "--name", "Empty Rooms", "--owner-email", "owner@emptyrooms.example");
    expect(plain.code).toBe(0);
    const plainId = /profile id ([A-Za-z0-9_-]+)\)/.exec(plain.stdout)?.[1] ?? "";
    // No domain: the artist's address name under the platform's domain, made from their name.
    expect(plain.stdout).toContain("Site:    http://empty-rooms.localhost:4000/\n");
    expect(plain.stdout).toContain("Studio:  http://empty-rooms.localhost:4000/studio\n");
    expect(plain.stdout).not.toContain("profileId=");
    const named = await run("create", "--name", "Empty Rooms", "--owner-email", "other@emptyrooms.example", "--slug", "Rooms-Empty");
    expect(named.stdout).toContain("Site:    http://rooms-empty.localhost:4000/\n");
    const taken = await run("create", "--name", "Copy", "--owner-email", "copy@emptyrooms.example", "--slug", "rooms-empty");
    expect(taken).toMatchObject({ code: 2, stdout: "" });
    expect(taken.stderr).toMatch(/^backline: the address name rooms-empty already belongs to another artist\nUsage:/);
    const reserved = await run("create", "--name", "Copy", "--owner-email", "copy@emptyrooms.example", "--slug", "www");
    expect(reserved.stderr).toMatch(/^backline: --slug: The address name "www" is kept for the platform/);

    // What the server will find when it opens the same folder.
    const db = await openDatabase({ dataDir });
    try {
      expect((await findProfileByHost(db, "nightferry.example"))?.id).toBe(profileId);
      expect(await findPasswordLink(db, token)).toMatchObject({ ok: true, link: { profileId } });
      expect(await findPublishedSite(db, plainId)).toMatchObject({ kind: "site" });
      // --template band: the band's look and five pages; without it, the solo artist's (issue 39, item 4).
      expect(await findPublishedSite(db, profileId)).toMatchObject({ settings: BAND_TEMPLATE.look, pages: { length: 5 } });
      expect(await findPublishedSite(db, plainId)).toMatchObject({ settings: SOLO_TEMPLATE.look });
      expect(JSON.stringify(await findPublishedPage(db, profileId, "/about"))).toContain("About Night Ferry");
      // The server's mail worker finds the welcome queued, and sends it (here, to the outbox).
      const jobs = await startJobQueue(db, { pollSeconds: 0.5 });
      await startMailWorker(jobs, db, openMailTransport({ dataDir }));
      const outbox = join(dataDir, "outbox");
      for (let tries = 0; (await listOutbox(outbox)).length < 2 && tries < 100; tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await jobs.stop();
      const texts = await Promise.all((await listOutbox(outbox)).map(async (entry) => String(await readOutboxMessage(outbox, entry.file))));
      expect(texts.some((text) => text.includes("To: owner@nightferry.example") && text.includes(token))).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("refuses a taken domain, a bad email and bad usage with one line and the usage, exit 2", async () => {
    const taken = await run("create", "--name", "Copycat", "--owner-email", "cat@copy.example", "--domain", "NightFerry.example");
    expect(taken).toMatchObject({ code: 2, stdout: "" });
    expect(taken.stderr).toMatch(/^backline: the domain nightferry.example already belongs to another artist\nUsage:/);
    const email = await run("create", "--name", "X", "--owner-email", "nope");
    expect(email.stderr).toMatch(/^backline: --owner-email: Email is invalid\n/);
    const template = await run("create", "--name", "Jazz Trio", "--owner-email", "trio@jazz.example", "--template", "jazz");
    expect(template).toMatchObject({ code: 2, stdout: "" });
    expect(template.stderr).toMatch(/^backline: --template: There is no such starter template: choose band, solo, dj\nUsage:/);
    for (const argv of [
      ["create", "--name", "X"],
      ["create", "--name", "X", "--owner-email", "a@b.example", "--colour", "red"],
      ["remove"],
      [],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^backline: .*\nUsage:/);
    }
  }, 60_000);

  it("refuses, exit 3, while a live server holds the embedded database, writes nothing, and takes over a dead one's lock", async () => {
    // A live process standing in for the server, its pid in DATA_DIR's lock.
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    const lock = join(dataDir, "database.lock");
    try {
      writeFileSync(lock, JSON.stringify({ pid: server.pid, holder: "server", since: "2026-11-28T12:00:00.000Z" }));
      const refused = await run("create", "--name", "Held Back", "--owner-email", "owner@heldback.example");
      expect(refused).toMatchObject({ code: 3, stdout: "" });
      expect(refused.stderr).toContain(`backline: The Backline server (pid ${server.pid}) holds the embedded database in ${dataDir}`);
      expect(refused.stderr).toContain("POST /api/operator/artists with OPERATOR_TOKEN");
    } finally {
      server.kill("SIGKILL");
      await once(server, "exit");
    }
    // The holder died without removing its lock (kill -9): the next command takes it over.
    const made = await run("create", "--name", "Held Back", "--owner-email", "owner@heldback.example");
    expect(made.code).toBe(0);
    expect(existsSync(lock)).toBe(false);
    const db = await openDatabase({ dataDir });
    try {
      const names = await db.query<{ name: string }>("SELECT name FROM profiles WHERE name = 'Held Back'");
      expect(names).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe("backline artist owner-link (issue 35, item 6)", () => {
  it("prints each owner's new one-time link, which sets the password, and refuses an unknown artist", async () => {
    expect((await run("create", "--name", "Quiet Harbour", "--owner-email", "owner@quietharbour.example")).code).toBe(0);
    const issued = await run("owner-link", "--artist", "quiet-harbour");
    expect(issued.stderr).toBe("");
    expect(issued.code).toBe(0);
    expect(issued.stdout).toContain("New one-time links for the owners of Quiet Harbour (each works once, for 7 days):");
    const token = /owner@quietharbour\.example: http:\/\/quiet-harbour\.localhost:4000\/studio\/set-password\?token=([A-Za-z0-9_-]+)/.exec(
      issued.stdout,
    )?.[1];
    expect(token).toBeTruthy();
    const db = await openDatabase({ dataDir });
    try {
      expect(await findPasswordLink(db, token ?? "")).toMatchObject({ ok: true });
    } finally {
      await db.close();
    }

    const unknown = await run("owner-link", "--artist", "nobody-here");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("backline: no artist has the address name nobody-here");
    expect((await run("owner-link")).stderr).toContain("artist owner-link needs --artist SLUG");
  }, 60_000);
});
