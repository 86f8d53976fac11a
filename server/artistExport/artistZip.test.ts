import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTIST_EXPORT_KINDS, type ArtistExportKind } from "../../schema/artistExport/records";
import { publishedSchema, type SchemaName } from "../../schema/index";
import { readZipFiles } from "../accounts/zipReadingTesting";
import { createArtist } from "../artists/createArtist";
import { createAccount } from "../data/accounts";
import { createEditor } from "../data/editors";
import { type SeedResult, seedDemoIfEmpty } from "../demo/seed";
import { createTestApp, type TestApp } from "../testing/testServer";
import { type ArtistExportManifest, writeArtistZip } from "./artistZip";

let server: TestApp;
let demo: SeedResult;
let zip: Map<string, Buffer>;
let manifest: ArtistExportManifest;
let otherOwnerEmail: string;
const at = new Date("2026-11-30T12:00:00Z");

/** Every secret an editor can have, each a value found nowhere else, kept by the demo's team: none may be in the zip. */
const EDITOR_SECRETS = {
  sealed_secret: "sealed-two-factor-secret-0001",
  code_hash: "recovery-code-hash-0002",
  remembered: "remembered-device-hash-0003",
  challenge: "two-factor-challenge-hash-0004",
  public_key: "passkey-public-key-0005",
  credential_id: "passkey-credential-0006",
  password_link: "password-link-hash-0007",
};

/** A second member of the demo's team, with a second factor, a passkey, a session and links: what an export leaves behind. */
async function addTeamSecrets(db: TestApp["context"]["db"], profileId: string): Promise<void> {
  const member = await createEditor(db, {
    profileId,
    email: "editor@lanterncoast.example",
    name: "Lantern Coast Editor",
    role: "editor",
    passwordHash: "editor-password-hash-0008",
  });
  const values = [member.id, profileId];
  const s = EDITOR_SECRETS;
  await db.query("INSERT INTO editor_two_factor (editor_id, profile_id, sealed_secret, confirmed_at) VALUES ($1, $2, $3, now())", [
    ...values,
    s.sealed_secret,
  ]);
  await db.query("INSERT INTO editor_recovery_codes (editor_id, profile_id, code_hash) VALUES ($1, $2, $3)", [...values, s.code_hash]);
  await db.query(
    "INSERT INTO remembered_devices (editor_id, profile_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')",
    [...values, s.remembered],
  );
  await db.query(
    "INSERT INTO two_factor_challenges (editor_id, profile_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')",
    [...values, s.challenge],
  );
  await db.query(
    "INSERT INTO editor_passkeys (id, editor_id, profile_id, credential_id, public_key, rp_id, name) VALUES ('pk-1', $1, $2, $3, $4, 'lantern-coast.localhost', 'Laptop')",
    [...values, s.credential_id, s.public_key],
  );
  await db.query(
    "INSERT INTO password_links (token_hash, editor_id, profile_id, expires_at) VALUES ($3, $1, $2, now() + interval '1 day')",
    [...values, s.password_link],
  );
  await db.query(
    "INSERT INTO sessions (token_hash, editor_id, profile_id, expires_at) VALUES ('editor-session-hash-0009', $1, $2, now() + interval '1 day')",
    values,
  );
}

beforeAll(async () => {
  server = await createTestApp();
  const seeded = await seedDemoIfEmpty(server.context, { now: at });
  if (!seeded) throw new Error("the demo artist was not seeded");
  demo = seeded;
  await addTeamSecrets(server.context.db, demo.profile.id);
  // Another artist with a fan: nothing of theirs may be in the demo artist's export.
  const other = await createArtist(server.context.db, { name: "Other Artist", ownerEmail: "owner@other-artist.example" });
  if (!other.ok) throw new Error("the other artist was refused");
  otherOwnerEmail = other.artist.owner.email;
  await createAccount(server.context.db, {
    profileId: other.artist.profile.id,
    firstName: "Other",
    lastName: "Fan",
    email: "fan@other-artist.example",
    passwordHash: "other-fan-hash",
  });
  const output = new PassThrough();
  const bytes = buffer(output);
  const written = await writeArtistZip(server.context, demo.profile.id, output, { at });
  if (!written) throw new Error("no export");
  manifest = written;
  zip = readZipFiles(await bytes);
}, 240_000);
afterAll(() => server.close());

const json = (path: string): unknown => JSON.parse(zip.get(path)?.toString("utf8") ?? "null");
/** What an integrator does: a plain, strict ajv with our published JSON. */
const validatorOf = (name: string) => new Ajv2020({ schemas: [publishedSchema("rich-text")] }).compile(publishedSchema(name as SchemaName));

/** Each kind counted straight from its table, not through the export's own queries. */
const COUNTS: Record<ArtistExportKind, string> = {
  profile: "SELECT count(*) FROM profiles WHERE id = $1",
  team: "SELECT count(*) FROM editors WHERE profile_id = $1",
  releases: "SELECT count(*) FROM products WHERE profile_id = $1",
  variants: "SELECT count(*) FROM product_variants WHERE product_id IN (SELECT id FROM products WHERE profile_id = $1)",
  tracks:
    "SELECT count(*) FROM tracks WHERE variant_id IN (SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.profile_id = $1)",
  posts: "SELECT count(*) FROM posts WHERE profile_id = $1",
  pollOptions: "SELECT count(*) FROM poll_options WHERE post_id IN (SELECT id FROM posts WHERE profile_id = $1)",
  likes: "SELECT count(*) FROM likes WHERE profile_id = $1",
  saves: "SELECT count(*) FROM saves WHERE profile_id = $1",
  comments: "SELECT count(*) FROM comments WHERE profile_id = $1",
  pollVotes: "SELECT count(*) FROM poll_votes WHERE post_id IN (SELECT id FROM posts WHERE profile_id = $1)",
  pagePollVotes: "SELECT count(*) FROM page_poll_votes WHERE profile_id = $1",
  events: "SELECT count(*) FROM events WHERE profile_id = $1",
  tiers: "SELECT count(*) FROM membership_tiers WHERE profile_id = $1",
  tierIncludes: "SELECT count(*) FROM membership_tier_includes WHERE profile_id = $1",
  emailLists: "SELECT count(*) FROM email_lists WHERE profile_id = $1",
  subscribers: "SELECT count(*) FROM email_subscribers WHERE email_list_id IN (SELECT id FROM email_lists WHERE profile_id = $1)",
  suppressions: "SELECT count(*) FROM mail_suppressions WHERE profile_id = $1",
  fans: "SELECT count(*) FROM accounts WHERE profile_id = $1",
  memberships: "SELECT count(*) FROM membership_subscriptions WHERE profile_id = $1",
  orders: "SELECT count(*) FROM orders WHERE profile_id = $1",
  orderItems: "SELECT count(*) FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE profile_id = $1)",
  discountCodes: "SELECT count(*) FROM discount_codes WHERE profile_id = $1",
  downloadCodeBatches: "SELECT count(*) FROM download_code_batches WHERE profile_id = $1",
  downloadCodes: "SELECT count(*) FROM download_codes WHERE profile_id = $1",
  media: "SELECT count(*) FROM media_items WHERE profile_id = $1",
  audioMasters: "SELECT count(*) FROM audio_files WHERE profile_id = $1",
  documents: "SELECT count(*) FROM documents WHERE profile_id = $1",
};

describe("an artist's export", () => {
  it("has a manifest, valid against its published schema, naming the artist and every file with its checksum", () => {
    expect(validatorOf("artist-export-manifest")(json("manifest.json"))).toBe(true);
    expect(json("manifest.json")).toEqual(manifest);
    expect(manifest.artist).toMatchObject({ id: demo.profile.id, name: "The Lantern Coast", slug: "lantern-coast" });
    for (const file of manifest.files) {
      const bytes = zip.get(file.path);
      expect(bytes, file.path).toBeDefined();
      expect(
        createHash("sha256")
          .update(bytes ?? "")
          .digest("hex"),
        file.path,
      ).toBe(file.sha256);
      expect(bytes?.length).toBe(file.bytes);
    }
    expect(new Set(zip.keys())).toEqual(new Set(["README.txt", "manifest.json", ...manifest.files.map((file) => file.path)]));
  });

  it("holds every JSON file valid against the published schema the manifest names, documents as the integrator validates them", () => {
    const withSchema = manifest.files.filter((file) => file.schema);
    expect(withSchema.filter((file) => file.path.startsWith("documents/")).map((file) => file.schema)).toEqual(
      expect.arrayContaining(["site", "page"]),
    );
    for (const file of withSchema) {
      const validate = validatorOf(file.schema ?? "");
      expect(validate(json(file.path)) ? null : { path: file.path, errors: validate.errors }).toBeNull();
    }
  });

  it.each(ARTIST_EXPORT_KINDS)("holds every record of kind %s (counts match the database)", async (kind) => {
    const [row] = await server.context.db.query<{ count: string }>(COUNTS[kind], [demo.profile.id]);
    const records = json(
      manifest.files.find((file) => file.schema?.endsWith(kind.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)))?.path ?? "",
    );
    expect(manifest.counts[kind]).toBe(Number(row?.count));
    expect(records).toHaveLength(Number(row?.count));
  });

  it("holds the demo's releases, fans, subscribers and media (the counts above are not all zero)", () => {
    for (const kind of [
      "team",
      "releases",
      "tracks",
      "posts",
      "likes",
      "comments",
      "pollVotes",
      "events",
      "tiers",
      "emailLists",
      "subscribers",
      "fans",
      "media",
      "audioMasters",
      "documents",
    ] as const)
      expect(manifest.counts[kind], kind).toBeGreaterThan(0);
  });

  it("holds the media and masters' bytes as stored", async () => {
    const media = manifest.files.filter((file) => file.path.startsWith("media/"));
    expect(media.length).toBeGreaterThan(0);
    for (const file of media) {
      const stored = await server.context.storage.get(file.path.slice("media/".length));
      expect(stored, file.path).not.toBeNull();
      expect((await buffer(stored?.stream ?? new PassThrough().end())).equals(zip.get(file.path) ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it("holds the team by name, address, role and when they joined, and nothing else of them", () => {
    expect(json("team.json")).toEqual([
      { name: "Lantern Coast Owner", email: "owner@lanterncoast.example", role: "owner", joinedAt: expect.any(String) },
      { name: "Lantern Coast Editor", email: "editor@lanterncoast.example", role: "editor", joinedAt: expect.any(String) },
    ]);
  });

  it("holds no secret: no password hash, session or confirmation token, nor any of an editor's second factors, passkeys or links", async () => {
    const { db } = server.context;
    const secrets = [
      ...(await db.query<{ s: string }>("SELECT password_hash AS s FROM editors WHERE profile_id = $1", [demo.profile.id])),
      ...(await db.query<{ s: string }>("SELECT password_hash AS s FROM accounts WHERE profile_id = $1", [demo.profile.id])),
      ...(await db.query<{ s: string }>("SELECT token_hash AS s FROM sessions WHERE profile_id = $1", [demo.profile.id])),
      ...(await db.query<{ s: string }>(
        "SELECT confirm_token_hash AS s FROM email_subscribers WHERE confirm_token_hash IS NOT NULL AND email_list_id IN (SELECT id FROM email_lists WHERE profile_id = $1)",
        [demo.profile.id],
      )),
    ].map((row) => row.s);
    expect(secrets.length).toBeGreaterThan(1);
    secrets.push(...Object.values(EDITOR_SECRETS), "editor-session-hash-0009");
    const everything = [...zip.values()].map((bytes) => bytes.toString("latin1")).join("\n");
    for (const secret of secrets) expect(everything.includes(secret), secret.slice(0, 12)).toBe(false);
    expect(everything).not.toMatch(
      /passwordHash|password_hash|tokenHash|token_hash|sealed_?secret|code_?hash|public_?key|credential_?id|recovery|passkey/i,
    );
  });

  it("holds nothing of another artist", () => {
    const everything = [...zip.values()].map((bytes) => bytes.toString("latin1")).join("\n");
    expect(everything).not.toContain(otherOwnerEmail);
    expect(everything).not.toContain("fan@other-artist.example");
    expect(everything).not.toContain("Other Artist");
  });

  it("writes people and orders as spreadsheet-safe CSV", () => {
    const people = zip.get("people.csv")?.toString("utf8") ?? "";
    expect(people.split("\r\n")[0]).toBe("Kind,Email,First name,Last name,Membership tier,Email list,Status,Joined,Confirmed");
    expect(people).toContain(demo.fan.email);
    expect(zip.get("orders.csv")?.toString("utf8").split("\r\n")[0]).toBe(
      "Order,Date,Email,Status,Items,Discount code,Shipping (cents),Total (cents)",
    );
  });

  it("fails, rather than waiting forever, when a media file cannot be read", async () => {
    const broken = new PassThrough();
    const storage = {
      ...server.context.storage,
      get: async () => {
        setImmediate(() => broken.destroy(new Error("disk read failed")));
        return { stream: broken, size: 1, contentType: "audio/wav" };
      },
    };
    const output = new PassThrough();
    output.resume();
    await expect(writeArtistZip({ db: server.context.db, storage }, demo.profile.id, output, { at })).rejects.toThrow("disk read failed");
  });

  it("answers null for an artist that does not exist", async () => {
    expect(await writeArtistZip(server.context, "no-such-profile", new PassThrough(), { at })).toBeNull();
  });
});
