import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../data/accounts";
import { addComment, addMark } from "../data/engagement";
import { createEvent } from "../data/events";
import { createPost } from "../data/posts";
import { createProduct } from "../data/products";
import { createProfile } from "../data/profiles";
import { createTier } from "../data/tiers";
import type { Database, Listening } from "../db/database";
import { openPostgres } from "../db/postgres";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { CONTENT_CHANNEL } from "./contentChanges";

const ADDRESS = { name: "Hall", street: "1 Main St", city: "Seattle", zipCode: "98101", country: "US" };

describe.each(DATABASES_UNDER_TEST)("content change notifications on %s", (kind) => {
  let db: Database;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  let listening: Listening;
  const heard: string[] = [];
  beforeAll(async () => {
    ({ db, dispose, url } = await openTestDatabase(kind));
    listening = await db.listen(CONTENT_CHANNEL, { onPayload: (id) => heard.push(id), onLost: () => {}, onListening: () => {} });
  }, 60_000);
  afterAll(async () => {
    await listening.close();
    await dispose();
  });

  /** What `write` made the database announce, heard by the time the write and a flush resolve. */
  async function announced(write: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await write();
    await listening.flush();
    return [...heard];
  }

  it("names the artist for every write to what fans see, through parent rows too", async () => {
    const artist = await createProfile(db, "Band");
    const id = artist.id;
    expect(await announced(() => createTier(db, { profileId: id, name: "Listener" }))).toContain(id);
    let productId = "";
    expect(
      await announced(async () => {
        productId = (
          await createProduct(db, {
            profileId: id,
            title: "Record",
            artist: "Band",
            category: "Music",
            variants: [{ price: 5, tracks: [{ title: "A" }] }],
          })
        ).id;
      }),
    ).toContain(id);
    expect(
      await announced(() =>
        db.query("UPDATE tracks SET title = 'B' WHERE variant_id IN (SELECT id FROM product_variants WHERE product_id = $1)", [productId]),
      ),
    ).toContain(id);
    expect(await announced(() => db.query("UPDATE product_variants SET price = 600 WHERE product_id = $1", [productId]))).toContain(id);
    expect(await announced(() => db.query("DELETE FROM products WHERE id = $1", [productId]))).toContain(id);
    const post = await createPost(db, { profileId: id, type: "text", caption: "Hello" });
    const fan = await createAccount(db, { profileId: id, firstName: "Ada", lastName: "L", email: "ada@example.com", passwordHash: "x" });
    if (!fan) throw new Error("no fan");
    const ref = { profileId: id, entityType: "post" as const, entityId: post.id };
    expect(await announced(() => addMark(db, "likes", ref, fan.id))).toContain(id);
    expect(await announced(() => addComment(db, ref, fan.id, "Nice"))).toContain(id);
    expect(
      await announced(() => createEvent(db, { profileId: id, title: "Show", dateTime: "2030-01-01T20:00:00Z", address: ADDRESS })),
    ).toContain(id);
    expect(await announced(() => db.query("UPDATE profiles SET name = 'New name' WHERE id = $1", [id]))).toContain(id);
  });

  it("announces a publish, not a draft save", async () => {
    const { id } = await createProfile(db, "Drafting band");
    const insert = () =>
      db.query("INSERT INTO documents (profile_id, id, kind, draft, version) VALUES ($1, 'home', 'page', '{}'::jsonb, 1)", [id]);
    expect(await announced(insert)).toContain(id);
    expect(
      await announced(() => db.query("UPDATE documents SET draft = '{\"a\":1}'::jsonb, version = 2 WHERE profile_id = $1", [id])),
    ).not.toContain(id);
    expect(await announced(() => db.query("UPDATE documents SET published = draft WHERE profile_id = $1", [id]))).toContain(id);
  });

  it.runIf(kind === "pglite")("hands the announcement over before the write resolves (one process, nothing to flush)", async () => {
    const { id } = await createProfile(db, "Quick band");
    heard.length = 0;
    await createTier(db, { profileId: id, name: "Now" });
    expect(heard).toContain(id);
  });

  it.runIf(kind === "postgres")("reaches another server's connection to the same database", async () => {
    const other = await openPostgres(url as string, { max: 2 });
    const otherHeard: string[] = [];
    const otherListening = await other.listen(CONTENT_CHANNEL, {
      onPayload: (id) => otherHeard.push(id),
      onLost: () => {},
      onListening: () => {},
    });
    try {
      const { id } = await createProfile(db, "Shared band");
      await otherListening.flush();
      expect(otherHeard).toContain(id);
    } finally {
      await otherListening.close();
      await other.close();
    }
  });
});

describe.runIf(DATABASES_UNDER_TEST.includes("postgres"))("the PostgreSQL listener, when its connection is lost", () => {
  it("says so, comes back by itself, says so again, and hears changes again", async () => {
    const { db, dispose } = await openTestDatabase("postgres");
    // A channel of its own, so cutting its connection touches no other test's listener.
    const channel = `lost_${Date.now()}`;
    const events: string[] = [];
    const heard: string[] = [];
    const listening = await db.listen(channel, {
      onPayload: (payload) => heard.push(payload),
      onLost: () => events.push("lost"),
      onListening: () => events.push("listening"),
    });
    try {
      // What an operator's restart or a network cut does to that one connection.
      const cut = await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1", [`LISTEN "${channel}"`]);
      expect(cut).toHaveLength(1);
      await expect.poll(() => events, { timeout: 10_000 }).toEqual(["lost", "listening"]);
      await db.query("SELECT pg_notify($1, 'again')", [channel]);
      await listening.flush();
      expect(heard).toEqual(["again"]);
    } finally {
      await listening.close();
      await dispose();
    }
  }, 30_000);
});
