import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runBackupCli } from "./backupCli";
import { askServer, listenForControl } from "./controlChannel";

const root = mkdtempSync(join(tmpdir(), "backline-backup-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(command: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv) {
  const output = { stdout: "", stderr: "" };
  const done = runBackupCli(command, args, { stdout: (text) => (output.stdout += text), stderr: (text) => (output.stderr += text) }, env);
  return done.then((code) => ({ code, ...output }));
}

describe("backline backup and restore", () => {
  it("refuses a missing folder with the usage, and exit code 2", async () => {
    const answer = await run("backup", [], { DATA_DIR: join(root, "unused") });
    expect(answer).toMatchObject({ code: 2, stderr: expect.stringContaining("backup needs --to DIR") });
    expect(answer.stderr).toContain("Usage:");
    expect(await run("restore", ["--to", "x"], {})).toMatchObject({ code: 2 });
  });

  it("backs up a stopped server's DATA_DIR itself, and restores only into an empty one", async () => {
    const dataDir = join(root, "data");
    mkdirSync(join(dataDir, "media"), { recursive: true });
    writeFileSync(join(dataDir, "media", "a.txt"), "a");
    const backup = await run("backup", ["--to", join(root, "backups")], { DATA_DIR: dataDir });
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining("Backed up to ") });
    const [name] = readdirSync(join(root, "backups"));
    const from = join(root, "backups", String(name));
    expect(await run("restore", ["--from", from], { DATA_DIR: dataDir })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("nothing was restored"),
    });
    const restored = await run("restore", ["--from", from], { DATA_DIR: join(root, "restored") });
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining("Restored the backup of") });
    expect(existsSync(join(root, "restored", "media", "a.txt"))).toBe(true);
    expect(existsSync(join(root, "restored", "db", "PG_VERSION"))).toBe(true);
  }, 120_000);

  it("asks the running server through DATA_DIR/control.sock, which answers each request", async () => {
    const dataDir = join(root, "control");
    mkdirSync(dataDir);
    const asked: unknown[] = [];
    const server = await listenForControl(dataDir, async (request) => {
      asked.push(request);
      return { ok: true, path: "/backups/one" };
    });
    try {
      expect(await askServer(dataDir, { command: "backup", to: "/backups" })).toEqual({ ok: true, path: "/backups/one" });
      expect(asked).toEqual([{ command: "backup", to: "/backups" }]);
    } finally {
      server.close();
    }
  });
});
