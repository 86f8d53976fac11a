import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createEvent } from "../data/events";
import { createPost } from "../data/posts";
import { createProduct } from "../data/products";
import { openPostgres } from "../db/postgres";
import { DATABASES_UNDER_TEST } from "../testing/testDatabase";
import { createFan, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

const ADDRESS = { name: "Hall", street: "1 Main St", city: "Seattle", zipCode: "98101", country: "US" };

/** Public answers are kept, and any write to what they show is seen on the very next read. */
describe.each(DATABASES_UNDER_TEST)("cached public answers on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
    await publishTestSite(server);
  }, 60_000);
  afterAll(() => server.close());

  const get = async (url: string) => (await server.app.inject({ url })).json();
  /**
   * A write made outside any request (by a script, say) is heard at once on PGlite (one process),
   * and a moment later on PostgreSQL (another connection hears it; a request's own writes are
   * waited for before its answer, see the like below).
   */
  const nextRead = async <T>(read: () => Promise<T>, expected: T) =>
    kind === "pglite" ? expect(await read()).toEqual(expected) : await expect.poll(read, { timeout: 5000, interval: 20 }).toEqual(expected);

  it("answers a repeated read without asking the database", async () => {
    const db = server.context.db;
    // Empty answers are not kept (anyone can ask for endless empty pages): give each something to show.
    await createProduct(db, { profileId: server.profile.id, title: "Kept", artist: "Band", category: "Music" });
    await createPost(db, { profileId: server.profile.id, type: "text", caption: "Kept" });
    await createEvent(db, { profileId: server.profile.id, title: "Show", dateTime: "2099-01-01T20:00:00Z", address: ADDRESS });
    let queries = 0;
    const counting = {
      ...db,
      query: (text: string, params?: readonly unknown[]) => {
        queries++;
        return db.query(text, params);
      },
    } as typeof db;
    const app = await buildApp({ context: { ...server.context, db: counting } });
    try {
      for (const url of ["/api/public/products?page=1&limit=10", "/api/public/posts?page=1&limit=10", "/api/public/events", "/"]) {
        expect((await app.inject({ url })).statusCode).toBe(200);
        queries = 0;
        expect((await app.inject({ url })).statusCode).toBe(200);
        expect(queries, url).toBe(0);
      }
    } finally {
      await app.close();
    }
  });

  it("shows a like in the visitor's posts on the next read", async () => {
    const post = await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "Liked" });
    const likesOf = async () => (await get("/api/public/posts?page=1&limit=10")).data.find((p: { id: string }) => p.id === post.id).likes;
    expect(await likesOf()).toBe(0);
    expect(await likesOf()).toBe(0);
    const fan = await createFan(server, server.profile.id);
    const liked = await server.app.inject({
      method: "POST",
      url: "/api/public/likes",
      headers: fan.headers,
      payload: { entityId: post.id, entityType: "post" },
    });
    expect(liked.statusCode).toBe(200);
    expect(await likesOf()).toBe(1);
  });

  it("shows a product written by any code (no route involved)", async () => {
    const titles = async () => (await get("/api/public/products?page=1&limit=50")).data.map((p: { title: string }) => p.title);
    const before = await titles();
    await createProduct(server.context.db, { profileId: server.profile.id, title: "Fresh Single", artist: "Band", category: "Music" });
    await nextRead(titles, ["Fresh Single", ...before]);
  });

  it("shows a published change", async () => {
    const home = async () => (await server.app.inject({ url: "/" })).body;
    expect(await home()).toContain("Songs for testing");
    await server.context.db.query(
      `UPDATE documents SET published = replace(published::text, 'Songs for testing', 'Songs, freshly published')::jsonb WHERE profile_id = $1`,
      [server.profile.id],
    );
    await nextRead(async () => (await home()).includes("Songs, freshly published"), true);
  });

  it.runIf(kind === "postgres")("shows a write made through another server of the database, once that server has heard it", async () => {
    const db = await openPostgres(server.databaseUrl as string, { max: 2 });
    const other = await buildApp({ context: { ...server.context, db } });
    try {
      const post = await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "Seen elsewhere" });
      const likesOnOther = async () =>
        (await other.inject({ url: "/api/public/posts?page=1&limit=10" })).json().data.find((p: { id: string }) => p.id === post.id)?.likes;
      await expect.poll(likesOnOther).toBe(0);
      const fan = await createFan(server, server.profile.id);
      await server.app.inject({
        method: "POST",
        url: "/api/public/likes",
        headers: fan.headers,
        payload: { entityId: post.id, entityType: "post" },
      });
      await expect.poll(likesOnOther, { timeout: 5000, interval: 20 }).toBe(1);
    } finally {
      await other.close();
      await db.close();
    }
  });
});
