import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeArtistZip } from "../artistExport/artistZip";
import { type SeedResult, seedDemoIfEmpty } from "../demo/seed";
import { createTestApp, type TestApp } from "../testing/testServer";
import { manualClock } from "../time/clock";
import { type ArtistImportSummary, importArtistZip } from "./importArtist";

let source: TestApp;
let target: TestApp;
let demo: SeedResult;
let folder: string;
let zipPath: string;
let imported: ArtistImportSummary;
const at = new Date("2026-11-30T12:00:00Z");

beforeAll(async () => {
  // One time on both servers: a page carries the time it was rendered, which must not be what differs.
  [source, target] = await Promise.all([createTestApp("pglite", { clock: manualClock(at.getTime()) }), createTestApp("pglite", { clock: manualClock(at.getTime()) })]);
  const seeded = await seedDemoIfEmpty(source.context, { now: at });
  if (!seeded) throw new Error("the demo artist was not seeded");
  demo = seeded;
  folder = mkdtempSync(join(tmpdir(), "artist-import-"));
  zipPath = join(folder, "artist.zip");
  const output = new PassThrough();
  const bytes = buffer(output);
  await writeArtistZip(source.context, demo.profile.id, output, { at });
  writeFileSync(zipPath, await bytes);
  imported = await importArtistZip(target.context, zipPath, { ownerEmail: "owner@lanterncoast.example" });
}, 240_000);
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The original's text with every exported id written as the import's: what the imported site must show, byte for byte. */
function throughIdMap(text: string): string {
  const pairs: [string, string][] = [[imported.idMap.profile.from, imported.idMap.profile.to]];
  for (const ids of imported.idMap.ids.values()) pairs.push(...ids);
  let mapped = text;
  for (const [from, to] of pairs.sort(([a], [b]) => b.length - a.length))
    mapped = mapped.replace(new RegExp(`(?<![A-Za-z0-9_-])${escape(from)}(?![A-Za-z0-9_-])`, "g"), to);
  return mapped;
}

/** Where two texts first differ, with some context: a failure says what differs, not two whole pages. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}: …${a.slice(Math.max(0, at - 80), at + 80)}… but …${b.slice(Math.max(0, at - 80), at + 80)}…`;
}

const page = async (server: TestApp, url: string) => (await server.app.inject({ url, headers: { host: "lantern-coast.localhost" } })).body;

describe("importing an artist's export", () => {
  it("makes the artist at the exported address name with every record", () => {
    expect(imported.profile).toMatchObject({ name: "The Lantern Coast", slug: "lantern-coast" });
    expect(imported.profile.id).not.toBe(demo.profile.id);
    expect(imported.counts.releases).toBeGreaterThan(0);
    expect(imported.filesMissing).toEqual([]);
    expect(imported.filesCopied).toBeGreaterThan(0);
  });

  it("renders the imported site's public pages as the original's, byte for byte (ids through the import's map)", async () => {
    const releases = imported.idMap.ids.get("releases") ?? new Map();
    const [releaseId] = [...releases.keys()];
    for (const url of ["/", "/music", `/music/${releaseId}`, "/members", "/merch"]) {
      const original = await page(source, url);
      expect(original, url).toContain("The Lantern Coast");
      const copy = await page(target, throughIdMap(url));
      expect(firstDifference(copy, throughIdMap(original)), url).toBeNull();
    }
  });
});
