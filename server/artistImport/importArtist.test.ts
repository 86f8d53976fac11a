import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import archiver from "archiver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZipFiles } from "../accounts/zipReadingTesting";
import { writeArtistZip } from "../artistExport/artistZip";
import { createEditor } from "../data/editors";
import { findPasswordLink } from "../data/passwordLinks";
import { type SeedResult, seedDemoIfEmpty } from "../demo/seed";
import { verifyPassword } from "../security/passwords";
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

/** What the demo's fans never do: save posts, and comments hidden, held and left by a fan who deleted their account. */
async function varyEngagement(server: TestApp, profileId: string): Promise<void> {
  const { db } = server.context;
  await db.query(
    `INSERT INTO saves (profile_id, entity_type, entity_id, account_id)
     SELECT p.profile_id, 'post', p.id, (SELECT a.id FROM accounts a WHERE a.profile_id = $1 ORDER BY a.created_at, a.id LIMIT 1)
     FROM posts p WHERE p.profile_id = $1`,
    [profileId],
  );
  const nth = (n: number) => `id = (SELECT id FROM comments WHERE profile_id = $1 ORDER BY created_at, seq OFFSET ${n} LIMIT 1)`;
  await db.query(`UPDATE comments SET hidden = true WHERE ${nth(0)}`, [profileId]);
  await db.query(`UPDATE comments SET held = true WHERE ${nth(1)}`, [profileId]);
  await db.query(`UPDATE comments SET account_id = NULL WHERE ${nth(2)}`, [profileId]);
}

/** The demo's owner is its whole team: an editor and a viewer join it, as invitations would have made them. */
async function addTeam(server: TestApp, profileId: string): Promise<void> {
  const { db } = server.context;
  for (const [email, role, joinedAt] of [
    ["editor@lanterncoast.example", "editor", "2026-03-01T10:00:00.000Z"],
    ["viewer@lanterncoast.example", "viewer", "2026-04-01T10:00:00.000Z"],
  ] as const)
    await createEditor(db, {
      profileId,
      email,
      name: `Lantern Coast ${role}`,
      role,
      passwordHash: `${role}-hash-never-exported`,
      joinedAt,
    });
}

/** An imported artist's team as the database has it, with each member's hash and when they joined. */
const teamOf = (profileId: string) =>
  target.context.db.query<{ id: string; email: string; role: string; created_at: Date; password_hash: string }>(
    "SELECT id, email, role, created_at, password_hash FROM editors WHERE profile_id = $1 ORDER BY email",
    [profileId],
  );

beforeAll(async () => {
  // One time on both servers: a page carries the time it was rendered, which must not be what differs.
  [source, target] = await Promise.all([
    createTestApp("pglite", { clock: manualClock(at.getTime()) }),
    createTestApp("pglite", { clock: manualClock(at.getTime()) }),
  ]);
  const seeded = await seedDemoIfEmpty(source.context, { now: at });
  if (!seeded) throw new Error("the demo artist was not seeded");
  demo = seeded;
  await varyEngagement(source, demo.profile.id);
  await addTeam(source, demo.profile.id);
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The original's text with every exported id written as the import's: what the imported site must show, byte for byte. */
function throughIdMap(text: string): string {
  const pairs: [string, string][] = [[imported.idMap.profile.from, imported.idMap.profile.to]];
  for (const ids of imported.idMap.ids.values()) pairs.push(...ids);
  let mapped = text;
  for (const [from, to] of pairs.sort(([a], [b]) => b.length - a.length))
    mapped = mapped.replace(new RegExp(`(?<![A-Za-z0-9_])${escapeRegExp(from)}(?![A-Za-z0-9_])`, "g"), to);
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

/** Fans' engagement with the artist's posts, counted straight from the tables: each post by its position among the artist's posts. */
const ENGAGEMENT = `
SELECT p.created_at, p.caption,
  (SELECT count(*)::int FROM likes l WHERE l.profile_id = $1 AND l.entity_type = 'post' AND l.entity_id = p.id) AS likes,
  (SELECT count(*)::int FROM saves s WHERE s.profile_id = $1 AND s.entity_type = 'post' AND s.entity_id = p.id) AS saves,
  (SELECT count(*)::int FROM comments c WHERE c.profile_id = $1 AND c.entity_id = p.id AND NOT c.hidden AND NOT c.held) AS comments,
  (SELECT count(*)::int FROM comments c WHERE c.profile_id = $1 AND c.entity_id = p.id AND (c.hidden OR c.held)) AS moderated,
  (SELECT count(*)::int FROM comments c WHERE c.profile_id = $1 AND c.entity_id = p.id AND c.account_id IS NULL) AS former,
  (SELECT count(*)::int FROM poll_votes v WHERE v.post_id = p.id) AS votes
FROM posts p WHERE p.profile_id = $1 ORDER BY p.created_at, p.caption`;

describe("importing an artist's export", () => {
  it("makes the artist at the exported address name with every record", () => {
    expect(imported.profile).toMatchObject({ name: "The Lantern Coast", slug: "lantern-coast" });
    expect(imported.profile.id).not.toBe(demo.profile.id);
    expect(imported.counts.releases).toBeGreaterThan(0);
    expect(imported.filesMissing).toEqual([]);
    expect(imported.filesCopied).toBeGreaterThan(0);
  });

  it("copies the audio masters under the new artist's folder, byte for byte, queued for their streaming copies", async () => {
    expect(imported.audioMasterKeys).toHaveLength(imported.counts.audioMasters);
    const [key] = imported.audioMasterKeys;
    expect(key).toMatch(new RegExp(`^private/${imported.profile.id}/`));
    const copy = await target.context.storage.get(key ?? "");
    const original = await source.context.storage.get((key ?? "").replace(imported.profile.id, demo.profile.id));
    expect(copy && original).toBeTruthy();
    expect((await buffer(copy?.stream ?? new PassThrough().end())).equals(await buffer(original?.stream ?? new PassThrough().end()))).toBe(
      true,
    );
    const [row] = await target.context.db.query<{ state: string }>("SELECT state FROM audio_files WHERE storage_key = $1", [key]);
    expect(row?.state).toBe("queued");
  });

  it("keeps consent as exported, and gives fans no password until they set one", async () => {
    const { db } = target.context;
    const consent =
      "SELECT email, status, joined_at, confirmed_at, confirm_token_issued_at, confirm_token_used_at FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id WHERE l.profile_id = $1 ORDER BY email";
    const before = await source.context.db.query(consent, [demo.profile.id]);
    expect(before.length).toBeGreaterThan(0);
    expect(await db.query(consent, [imported.profile.id])).toEqual(before);
    const fans = await db.query<{ email: string; password_hash: string }>(
      "SELECT email, password_hash FROM accounts WHERE profile_id = $1",
      [imported.profile.id],
    );
    expect(fans.length).toBe(imported.counts.fans);
    expect(await verifyPassword(demo.fan.password, fans.find((fan) => fan.email === demo.fan.email)?.password_hash ?? "")).toBe(false);
    expect(imported.owner.email).toBe("owner@lanterncoast.example");
    expect(imported.owner.passwordLink.token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it("keeps the fans' likes, saves, comments and poll votes on each post", async () => {
    type Counted = "likes" | "saves" | "comments" | "moderated" | "former" | "votes";
    const before = await source.context.db.query<Record<Counted, number>>(ENGAGEMENT, [demo.profile.id]);
    const sum = (field: Counted) => before.reduce((total, post) => total + post[field], 0);
    expect([sum("likes"), sum("saves"), sum("comments"), sum("votes")].every((total) => total > 0)).toBe(true);
    expect([sum("moderated"), sum("former")]).toEqual([2, 1]);
    expect(await target.context.db.query(ENGAGEMENT, [imported.profile.id])).toEqual(before);
    expect(imported.counts).toMatchObject({
      likes: sum("likes"),
      saves: sum("saves"),
      comments: sum("comments") + sum("moderated"),
      pollVotes: sum("votes"),
    });
  });

  it("renders the imported site's public pages as the original's, byte for byte (ids through the import's map)", async () => {
    const releases = imported.idMap.ids.get("releases") ?? new Map();
    const [releaseId] = [...releases.keys()];
    // The home page holds the events (the site has no page per event or per post); /members shows
    // the posts with their fans' likes, comments and poll votes.
    for (const url of ["/", "/music", `/music/${releaseId}`, "/merch", "/members"]) {
      const original = await page(source, url);
      expect(original, url).toContain("The Lantern Coast");
      const copy = await page(target, throughIdMap(url));
      expect(firstDifference(copy, throughIdMap(original)), url).toBeNull();
    }
  });
});

describe("importing the artist's team", () => {
  it("makes every exported member with their role and joining date, each with an unusable password and a working one-time link", async () => {
    // --owner-email named the exported owner: the team is as exported.
    const team = await teamOf(imported.profile.id);
    expect(team.map(({ email, role, created_at }) => [email, role, created_at.toISOString()])).toEqual(
      (
        await source.context.db.query<{ email: string; role: string; created_at: Date }>(
          "SELECT email, role, created_at FROM editors WHERE profile_id = $1 ORDER BY email",
          [demo.profile.id],
        )
      ).map(({ email, role, created_at }) => [email, role, created_at.toISOString()]),
    );
    expect(imported.team.map((member) => member.role)).toEqual(["owner", "editor", "viewer"]);
    expect(imported.counts.team).toBe(3);
    for (const member of team) {
      expect(await verifyPassword(demo.owner.password, member.password_hash)).toBe(false);
      expect(member.password_hash).not.toContain("never-exported");
      const link = imported.team.find((made) => made.email === member.email)?.passwordLink.token ?? "";
      expect(await findPasswordLink(target.context.db, link)).toEqual({
        ok: true,
        link: { profileId: imported.profile.id, editorId: member.id },
      });
    }
    expect(new Set(imported.team.map((member) => member.passwordLink.token)).size).toBe(3);
  });

  it("makes an exported editor named with --owner-email (in any letter case) an owner; the exported owner stays one", async () => {
    const summary = await importArtistZip(target.context, zipPath, { ownerEmail: "Editor@LanternCoast.example", slug: "editor-coast" });
    expect(summary.owner.email).toBe("editor@lanterncoast.example");
    expect((await teamOf(summary.profile.id)).map(({ email, role }) => [email, role])).toEqual([
      ["editor@lanterncoast.example", "owner"],
      ["owner@lanterncoast.example", "owner"],
      ["viewer@lanterncoast.example", "viewer"],
    ]);
  });
});

/** The shared export's files, to change one as someone editing the zip by hand would. */
const exportedFiles = () => readZipFiles(readFileSync(zipPath));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function writeZip(name: string, files: ReadonlyMap<string, Buffer>, { forceZip64 = false } = {}): Promise<string> {
  const path = join(folder, name);
  // Stored, not deflated: the test reads them once, and compressing the masters again costs seconds.
  const archive = archiver("zip", { store: true, forceZip64 });
  const out = createWriteStream(path);
  archive.pipe(out);
  for (const [file, bytes] of files) archive.append(bytes, { name: file });
  await archive.finalize();
  await once(out, "close");
  return path;
}

/** The export with `path` holding `bytes`, and the manifest listing the new checksum (so only the content is wrong). */
function withFile(path: string, bytes: Buffer, files = exportedFiles()): Map<string, Buffer> {
  files.set(path, bytes);
  const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "{}");
  manifest.files = manifest.files.map((file: { path: string }) =>
    file.path === path ? { ...file, bytes: bytes.length, sha256: sha256(bytes) } : file,
  );
  files.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
  return files;
}

const jsonOf = (files: Map<string, Buffer>, path: string) => JSON.parse(files.get(path)?.toString("utf8") ?? "null");

/** Every file in the target's store, to see that a refused import left none behind. */
const storedFiles = () =>
  readdirSync(join(target.context.config.dataDir, "media"), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
const profileCount = async () =>
  (await target.context.db.query<{ count: number }>("SELECT count(*)::int AS count FROM profiles"))[0]?.count;

describe("refusing an export it cannot import, leaving nothing behind", () => {
  const refused = async (path: string, code: string, reason: string, options: { slug?: string } = { slug: "another-coast" }) => {
    const [files, profiles] = [storedFiles(), await profileCount()];
    await expect(importArtistZip(target.context, path, { ownerEmail: "owner@another.example", ...options })).rejects.toMatchObject({
      code,
      reason,
    });
    expect(storedFiles()).toBe(files);
    expect(await profileCount()).toBe(profiles);
  };

  it("refuses a file that is not a zip, and a zip with no manifest", async () => {
    const notZip = join(folder, "not-a-zip.zip");
    writeFileSync(notZip, "name,email\nAda,ada@example.com\n");
    await refused(notZip, "artist_import_not_export", "notZip");
    const files = exportedFiles();
    files.delete("manifest.json");
    await refused(await writeZip("no-manifest.zip", files), "artist_import_not_export", "noManifest");
  });

  it("refuses a newer format than it knows", async () => {
    const files = exportedFiles();
    files.set("manifest.json", Buffer.from(JSON.stringify({ ...jsonOf(files, "manifest.json"), formatVersion: 2 })));
    await refused(await writeZip("format-2.zip", files), "artist_import_format_unknown", "version");
  });

  it("refuses a file changed since the export, and one listed but absent", async () => {
    const files = exportedFiles();
    const media = [...files.keys()].find((path) => path.startsWith("media/")) ?? "";
    files.set(media, Buffer.concat([files.get(media) ?? Buffer.alloc(0), Buffer.from(" ")]));
    await refused(await writeZip("changed.zip", files), "artist_import_checksum_mismatch", "changed");
    files.delete(media);
    await refused(await writeZip("absent.zip", files), "artist_import_checksum_mismatch", "missing");
  });

  it("refuses a JSON file its published schema refuses, and a record naming what the export lacks", async () => {
    const files = exportedFiles();
    const releases = jsonOf(files, "releases.json");
    const broken = withFile("releases.json", Buffer.from(JSON.stringify([{ ...releases[0], price: "free" }, ...releases.slice(1)])));
    await refused(await writeZip("schema.zip", broken), "artist_import_file_invalid", "schema");
    // Found only while writing, after the media went into the store: those are taken back too.
    const tracks = jsonOf(files, "tracks.json");
    const dangling = withFile(
      "tracks.json",
      Buffer.from(JSON.stringify([{ ...tracks[0], variantId: "no-such-variant" }, ...tracks.slice(1)])),
    );
    await refused(await writeZip("reference.zip", dangling), "artist_import_file_invalid", "reference");
  });

  it("refuses a vote for a poll option the export lacks (options keep their exported uid)", async () => {
    const votes = jsonOf(exportedFiles(), "poll-votes.json");
    expect(votes.length).toBeGreaterThan(0);
    const dangling = withFile("poll-votes.json", Buffer.from(JSON.stringify([{ ...votes[0], optionUid: "zzzzz" }, ...votes.slice(1)])));
    await refused(await writeZip("vote.zip", dangling), "artist_import_file_invalid", "reference");
  });

  it("refuses an address name an artist here has, and says to choose another", async () => {
    await refused(zipPath, "artist_import_slug_taken", "taken", {});
    await expect(importArtistZip(target.context, zipPath, { ownerEmail: "o@x.example" })).rejects.toThrow("--slug NEW");
  });
});

describe("importing an export made before fans' engagement and the team were exported", () => {
  it("imports the artist with no likes, saves, comments or votes, and with the owner named (refused without one)", async () => {
    const files = exportedFiles();
    const manifest = jsonOf(files, "manifest.json");
    const later = ["likes", "saves", "comments", "pollVotes", "pagePollVotes", "team"];
    const laterFiles = ["likes.json", "saves.json", "comments.json", "poll-votes.json", "page-poll-votes.json", "team.json"];
    for (const path of laterFiles) files.delete(path);
    manifest.files = manifest.files.filter((file: { path: string }) => !laterFiles.includes(file.path));
    manifest.counts = Object.fromEntries(Object.entries(manifest.counts).filter(([kind]) => !later.includes(kind)));
    files.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const oldZip = await writeZip("before-engagement.zip", files);
    // Nor the team: an owner must be named, and the refusal says how.
    const profiles = await profileCount();
    const refusal = importArtistZip(target.context, oldZip, { slug: "before-coast" });
    await expect(refusal).rejects.toMatchObject({ code: "artist_import_owner_missing", reason: "noTeam" });
    await expect(refusal).rejects.toThrow("--owner-email EMAIL");
    expect(await profileCount()).toBe(profiles);
    const summary = await importArtistZip(target.context, oldZip, { ownerEmail: "Owner@Before.example", slug: "before-coast" });
    expect(summary.team.map(({ email, role, name }) => [email, role, name])).toEqual([
      ["owner@before.example", "owner", "The Lantern Coast"],
    ]);
    expect(summary.counts).toMatchObject({ posts: imported.counts.posts, likes: 0, saves: 0, comments: 0, pollVotes: 0, pagePollVotes: 0 });
    const [row] = await target.context.db.query<{ count: number }>("SELECT count(*)::int AS count FROM comments WHERE profile_id = $1", [
      summary.profile.id,
    ]);
    expect(row?.count).toBe(0);
  });
});

describe("importing an export written as ZIP64", () => {
  it("imports every record and file, as from an export past 4 GB or 65,535 files (archiver writes ZIP64 then)", async () => {
    const summary = await importArtistZip(target.context, await writeZip("zip64.zip", exportedFiles(), { forceZip64: true }), {
      slug: "zip64-coast",
    });
    expect(summary.counts).toEqual(imported.counts);
    expect(summary.filesCopied).toBe(imported.filesCopied);
    expect(summary.filesMissing).toEqual([]);
  });
});

describe("importing an export whose media file is not in the zip, without --owner-email", () => {
  it("imports the records, lists the file as missing and copies the others; the exported owner owns it, each address a new account", async () => {
    const files = exportedFiles();
    const media = jsonOf(files, "media.json");
    const gone = media[0].file;
    const manifest = jsonOf(files, "manifest.json");
    files.delete(gone);
    manifest.files = manifest.files.filter((file: { path: string }) => file.path !== gone);
    files.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    const first = await teamOf(imported.profile.id);
    // No --owner-email: the exported owners own it.
    const summary = await importArtistZip(target.context, await writeZip("missing-media.zip", files), { slug: "missing-coast" });
    expect(summary.filesMissing).toEqual([gone]);
    expect(summary.counts.media).toBe(media.length);
    expect(summary.filesCopied).toBe(imported.filesCopied - 1);
    // The exported owner owns it; each address of the team also edits the first import here: a second account, the first's password untouched.
    expect(summary.owner.email).toBe("owner@lanterncoast.example");
    expect(summary.team.map(({ email, role }) => [email, role])).toEqual(imported.team.map(({ email, role }) => [email, role]));
    expect(summary.teamElsewhere).toBe(3);
    const second = await teamOf(summary.profile.id);
    expect(second.map((member) => member.email)).toEqual(first.map((member) => member.email));
    expect(second.filter((member) => first.some((other) => other.id === member.id))).toEqual([]);
    expect(await teamOf(imported.profile.id)).toEqual(first);
  });
});
