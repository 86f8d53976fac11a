import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { readZipTexts } from "../accounts/zipReadingTesting";
import { runArtistCli } from "../artists/artistCli";
import { runExportCli } from "./exportCli";

const dataDir = mkdtempSync(join(tmpdir(), "backline-export-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir, PORT: "4000", UPLOAD_SECRET: "test" };

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
