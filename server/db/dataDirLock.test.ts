import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseHeldError, holdDataDirLock } from "./dataDirLock";

const dataDir = mkdtempSync(join(tmpdir(), "backline-lock-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("DATA_DIR's database lock", () => {
  it("names this process while held, and is gone once released", () => {
    const release = holdDataDirLock(dataDir, "server");
    expect(JSON.parse(readFileSync(join(dataDir, "database.lock"), "utf8"))).toMatchObject({ pid: process.pid, holder: "server" });
    release();
    expect(() => readFileSync(join(dataDir, "database.lock"))).toThrow();
  });

  it("is refused, naming the holder, while another live process has it; a dead one's is taken over", () => {
    const lock = join(dataDir, "database.lock");
    // This test's parent process is alive while the test runs.
    writeFileSync(lock, JSON.stringify({ pid: process.ppid, holder: "server", since: "then" }));
    expect(() => holdDataDirLock(dataDir, "command")).toThrow(
      new DatabaseHeldError({ pid: process.ppid, holder: "server", since: "then" }, dataDir, "command").message,
    );
    expect(new DatabaseHeldError({ pid: 42, holder: "server", since: "then" }, "/data", "command").message).toBe(
      "The Backline server (pid 42) holds the embedded database in /data (since then). Stop the server and run this again, or ask the running server: the operator API (POST /api/operator/artists with OPERATOR_TOKEN) makes artists while it runs; the README says how.",
    );
    // No process has pid 2^22 + 1 (Linux's maximum is 2^22): the lock is stale.
    writeFileSync(lock, JSON.stringify({ pid: 4_194_305, holder: "server", since: "then" }));
    const release = holdDataDirLock(dataDir, "command");
    expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid, holder: "command" });
    release();
  });
});
