import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZipTexts } from "../accounts/zipReadingTesting";
import { runArtistCli } from "../artists/artistCli";
import { controlSocketPath } from "../backups/controlChannel";
import { FRAMED_HEADER } from "../backups/controlFrames";
import { startServerBackups } from "../backups/serverBackups";
import { readConfig } from "../config";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import type { JobQueue } from "../jobs/jobQueue";
import { openStorage } from "../storage/openStorage";
import { seedMigratedDataDir } from "../testing/testDatabase";
import { systemClock } from "../time/clock";
import { runExportCli } from "./exportCli";
import { answerExportRequest } from "./exportControl";

const dataDir = mkdtempSync(join(tmpdir(), "backline-export-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir, PORT: "4000", UPLOAD_SECRET: "test" };

/**
 * Marks DATA_DIR's database as held by a running server. The test holds it itself (its own
 * PGlite), and a lock of this process's own id would be taken over, as a dead process's is: the lock
 * names a live process that is not this one (the test runner's parent), as a server's would.
 */
function heldByServer(dir: string): void {
  writeFileSync(join(dir, "database.lock"), JSON.stringify({ pid: process.ppid, holder: "server", since: new Date().toISOString() }));
}

function output() {
  const text = { stdout: "", stderr: "" };
  return {
    text,
    io: {
      stdout: (line: string) => {
        text.stdout += line;
      },
      stderr: (line: string) => {
        text.stderr += line;
      },
    },
  };
}

// A data folder whose database a server has made, as every other test here starts from (testing/testDatabase.ts says why).
beforeAll(() => seedMigratedDataDir(dataDir), 60_000);

describe("backline export (issue 40)", () => {
  it("writes the artist's zip to the standard output, its manifest naming the artist", async () => {
    const made = output();
    expect(await runArtistCli(["create", "--name", "Night Ferry", "--owner-email", "owner@nightferry.example"], made.io, env)).toBe(0);
    const out = new PassThrough();
    const zip = buffer(out);
    const { io, text } = output();
    expect(await runExportCli(["--artist", "night-ferry"], io, out, env)).toBe(0);
    const manifest = JSON.parse(readZipTexts(await zip).get("manifest.json") ?? "null");
    expect(manifest.artist).toMatchObject({ name: "Night Ferry", slug: "night-ferry" });
    expect(manifest.counts.documents).toBeGreaterThan(0);
    expect(text.stderr).toContain("Exported Night Ferry");
  }, 120_000);

  it("refuses an unknown address name with exit 2, writing nothing", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const { io, text } = output();
    expect(await runExportCli(["--artist", "nobody-here"], io, out, env)).toBe(2);
    expect(text.stderr).toContain("no artist has the address name nobody-here");
    expect(chunks).toEqual([]);
  }, 60_000);

  it("refuses a missing --artist and a terminal as the output with exit 2", async () => {
    const missing = output();
    expect(await runExportCli([], missing.io, new PassThrough(), env)).toBe(2);
    expect(missing.text.stderr).toContain("export needs --artist SLUG");
    const terminal = output();
    expect(await runExportCli(["--artist", "night-ferry"], terminal.io, Object.assign(new PassThrough(), { isTTY: true }), env)).toBe(2);
    expect(terminal.text.stderr).toContain("send it to a file");
  });
});

describe("backline export while the server runs (issue 40)", () => {
  const serverDir = join(dataDir, "running");
  const serverEnv = { DATA_DIR: serverDir, PORT: "4000", UPLOAD_SECRET: "test" };

  it("asks the server that holds the database, through DATA_DIR/control.sock, and streams its zip to the output", async () => {
    await seedMigratedDataDir(serverDir);
    expect(await runArtistCli(["create", "--name", "Harbour Lights", "--owner-email", "o@harbour.example"], output().io, serverEnv)).toBe(
      0,
    );
    // The server's side, as server/main.ts starts it: the database held by the server, the control channel listening.
    const config = readConfig(serverEnv);
    const db = await openDatabase(config);
    await migrate(db);
    heldByServer(serverDir);
    const storage = await openStorage(config);
    const stop = await startServerBackups({} as JobQueue, { db, analytics: {} }, config, systemClock, {
      export: (artist) => answerExportRequest({ db, storage, clock: systemClock }, artist),
    });
    try {
      const out = new PassThrough();
      const zip = buffer(out);
      const { io, text } = output();
      expect(await runExportCli(["--artist", "harbour-lights"], io, out, serverEnv)).toBe(0);
      out.end();
      const files = readZipTexts(await zip);
      const manifest = JSON.parse(files.get("manifest.json") ?? "null");
      expect(manifest.artist).toMatchObject({ name: "Harbour Lights", slug: "harbour-lights" });
      expect(manifest.files.length + 2).toBe(files.size);
      expect(text.stderr).toContain("made by the running server");

      const unknown = output();
      expect(await runExportCli(["--artist", "nobody-here"], unknown.io, new PassThrough(), serverEnv)).toBe(2);
      expect(unknown.text.stderr).toContain("no artist has the address name nobody-here");
    } finally {
      stop();
      await db.close();
    }
  }, 120_000);

  it("says the output is cut off (exit 1) when the server stops half-way through the zip", async () => {
    // A server that holds the database, sends the start of a zip and goes away.
    const heldDir = join(dataDir, "cut-off");
    mkdirSync(heldDir);
    const heldEnv = { ...serverEnv, DATA_DIR: heldDir };
    mkdirSync(join(heldDir, "media"));
    heldByServer(heldDir);
    const frame = Buffer.alloc(4 + 3);
    frame.writeUInt32BE(3);
    frame.write("PK\u0003", 4);
    const server = createServer((socket) => socket.end(Buffer.concat([Buffer.from(`${JSON.stringify(FRAMED_HEADER)}\n`), frame])));
    await new Promise<void>((resolve) => server.listen(controlSocketPath(heldDir), resolve));
    try {
      const out = new PassThrough();
      const received = buffer(out);
      const { io, text } = output();
      expect(await runExportCli(["--artist", "harbour-lights"], io, out, heldEnv)).toBe(1);
      out.end();
      expect((await received).toString("latin1")).toBe("PK\u0003");
      expect(text.stderr).toContain("the output is not a whole zip");
    } finally {
      server.close();
    }
  }, 60_000);
});
