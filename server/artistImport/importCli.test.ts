import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runExportCli } from "../artistExport/exportCli";
import { runArtistCli } from "../artists/artistCli";
import { runImportCli } from "./importCli";

const folder = mkdtempSync(join(tmpdir(), "backline-import-cli-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** Two servers' settings: the artist is exported from the first and imported into the second. */
const from = { DATA_DIR: join(folder, "from"), PORT: "4000", UPLOAD_SECRET: "test" };
const to = { DATA_DIR: join(folder, "to"), PORT: "4000", UPLOAD_SECRET: "test" };
const zipPath = join(folder, "night-ferry.zip");

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const text = { stdout: "", stderr: "" };
  const code = await runImportCli(
    argv,
    {
      stdout: (line) => {
        text.stdout += line;
      },
      stderr: (line) => {
        text.stderr += line;
      },
    },
    env,
  );
  return { code, ...text };
}

const quiet = { stdout: () => undefined, stderr: () => undefined };

beforeAll(async () => {
  expect(await runArtistCli(["create", "--name", "Night Ferry", "--owner-email", "owner@nightferry.example"], quiet, from)).toBe(0);
  const out = createWriteStream(zipPath);
  expect(await runExportCli(["--artist", "night-ferry"], quiet, out, from)).toBe(0);
  out.end();
  await once(out, "close");
}, 120_000);

describe("backline import (issue 40)", () => {
  it("makes the exported artist on another server and prints what came in, with the exported owner's link", async () => {
    const made = await run([zipPath], to);
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toContain("Imported Night Ferry (profile id ");
    expect(made.stdout).toContain("Site:    http://night-ferry.localhost:4000/");
    expect(made.stdout).toMatch(/\d+ documents \(the site, pages, emails\)/);
    expect(made.stdout).toContain('Fans have no password here: each sets one with "Forgot your password?" on the site.');
    expect(made.stdout).toContain("  Owner:   owner@nightferry.example\n  Team:    1 (1 owner)");
    expect(made.stdout).toMatch(
      /\n {2}owner@nightferry\.example \(owner\): http:\/\/night-ferry\.localhost:4000\/studio\/set-password\?token=[A-Za-z0-9_-]+\n/,
    );
  }, 120_000);

  it("refuses the address name an artist has with exit 2 and its code, then imports under --slug", async () => {
    const refused = await run([zipPath, "--owner-email", "owner@nightferry.example"], to);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("An artist of this server already has the address name night-ferry");
    expect(refused.stderr).toContain("(artist_import_slug_taken)\nNothing was imported.");
    // A new address as the owner: the exported owner stays one, and each has their own link.
    const again = await run([zipPath, "--owner-email", "new-owner@copy.example", "--slug", "night-ferry-two"], to);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Site:    http://night-ferry-two.localhost:4000/");
    expect(again.stdout).toContain("  Owner:   new-owner@copy.example\n  Team:    2 (2 owners)");
    expect(again.stdout).toContain("1 of the team's addresses also edit another artist here");
    const links = [
      ...again.stdout.matchAll(/^ {2}(\S+) \(owner\): (http:\/\/night-ferry-two\.localhost:4000\/studio\/set-password\?token=\S+)$/gm),
    ];
    expect(links.map((link) => link[1])).toEqual(["owner@nightferry.example", "new-owner@copy.example"]);
    expect(new Set(links.map((link) => link[2])).size).toBe(2);
  }, 120_000);

  it("refuses a missing zip, an unknown flag, a flag without its value and a file that is not there with exit 2", async () => {
    for (const argv of [[], ["--owner-email", "a@b.example"], [zipPath, "--owner", "a@b.example"], [zipPath, "--slug"]]) {
      const result = await run(argv, to);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^backline: .*\nUsage:/);
    }
    const absent = await run([join(folder, "nothing.zip"), "--owner-email", "a@b.example"], to);
    expect(absent).toMatchObject({ code: 2, stderr: `backline: there is no file at ${join(folder, "nothing.zip")}\n` });
  }, 60_000);

  it("refuses, exit 3, while a live server holds the embedded database", async () => {
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(
        join(to.DATA_DIR, "database.lock"),
        JSON.stringify({ pid: server.pid, holder: "server", since: "2026-11-28T12:00:00.000Z" }),
      );
      const refused = await run([zipPath, "--owner-email", "owner@nightferry.example", "--slug", "held-back"], to);
      expect(refused).toMatchObject({ code: 3, stdout: "" });
      expect(refused.stderr).toContain(`holds the embedded database in ${to.DATA_DIR}`);
    } finally {
      server.kill("SIGKILL");
      await once(server, "exit");
      rmSync(join(to.DATA_DIR, "database.lock"), { force: true });
    }
  }, 60_000);
});
