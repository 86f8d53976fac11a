import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDocuments } from "../data/documents";
import { findDefaultProfile } from "../data/profiles";
import { listConfirmedSubscribers } from "../testing/confirmedSubscribers";
import { DATABASES_UNDER_TEST, type DatabaseKind } from "../testing/testDatabase";
import { createTestApp, type TestApp } from "../testing/testServer";
import { type SeedResult, seedDemoIfEmpty } from "./seed";

describe.each(DATABASES_UNDER_TEST)("on %s, the demo artist", (kind: DatabaseKind) => {
  let server: TestApp;
  let seeded: SeedResult | null;
  const now = new Date("2026-11-21T12:00:00Z");

  beforeAll(async () => {
    server = await createTestApp(kind);
    seeded = await seedDemoIfEmpty(server.context, { now });
  }, 180_000);
  afterAll(() => server.close());

  it("is loaded on the first start as the default artist, and not again", async () => {
    expect(seeded?.profile.name).toBe("The Lantern Coast");
    expect((await findDefaultProfile(server.context.db))?.id).toBe(seeded?.profile.id);
    expect(await seedDemoIfEmpty(server.context, { now })).toBeNull();
  });

  it("writes generated credentials for the owner and a fan, never fixed ones", async () => {
    const written = JSON.parse(readFileSync(seeded?.credentialsFile ?? "", "utf8"));
    expect(written.owner).toEqual(seeded?.owner);
    expect(seeded?.owner.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const ownerLogin = await server.app.inject({ method: "POST", url: "/api/editor/sessions", payload: seeded?.owner });
    expect(ownerLogin.statusCode).toBe(200);
    const fanLogin = await server.app.inject({
      method: "POST",
      url: "/api/sessions",
      payload: { email: seeded?.fan.email, password: seeded?.fan.password },
    });
    expect(fanLogin.statusCode).toBe(200);
    expect(fanLogin.json().account.membership.membershipTierId).not.toBeNull();
  });

  it("answers through the API: tiers, releases, featured music, events, posts, the published site and home page", async () => {
    const get = async (url: string) => (await server.app.inject({ url })).json();
    const tiers = await get("/api/public/membership-tiers");
    expect(tiers.map((tier: { name: string }) => tier.name)).toEqual(["Listener", "Supporter", "Inner Circle"]);
    const products = await get("/api/public/products?category=Music&limit=50");
    expect(products.total).toBeGreaterThanOrEqual(12);
    expect(new Set(products.data.map((product: { releaseType: string }) => product.releaseType))).toEqual(new Set(["album", "single"]));
    expect((await get("/api/public/products/featured?category=Music")).length).toBeGreaterThan(0);
    const events = await get("/api/public/events");
    expect(events.length).toBeGreaterThanOrEqual(5);
    const posts = await get("/api/public/posts?limit=50");
    expect(new Set(posts.data.map((post: { type: string }) => post.type))).toEqual(new Set(["text", "image", "video", "audio", "poll"]));
    expect(posts.data.some((post: { hasAccess: boolean }) => !post.hasAccess)).toBe(true);
    const site = await get("/api/public/site");
    expect(site.profile.name).toBe("The Lantern Coast");
    const home = await get("/api/public/pages?path=/");
    expect(JSON.stringify(home)).toContain("Join the tribe");
    expect((await listDocuments(server.context.db, seeded?.profile.id ?? "")).map((doc) => doc.id).sort()).toEqual(["home", "site"]);
  });

  it("puts a newsletter sign-up on the home page that fans can join", async () => {
    const home = (await server.app.inject({ url: "/api/public/pages?path=/" })).json();
    const emailList = home.root.children.find((block: { type: string }) => block.type === "EmailList");
    expect(emailList?.props.emailListId).toBeTruthy();
    const joined = await server.app.inject({
      method: "POST",
      url: "/api/public/email-lists/join",
      payload: { email: "New.Fan@Example.com", emailListId: emailList.props.emailListId },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ ok: true });
    // The demo's own subscribers are confirmed (issue 19); the new one waits for their confirmation.
    const confirmed = await listConfirmedSubscribers(server.context.db, seeded?.profile.id ?? "", emailList.props.emailListId);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.map((subscriber) => subscriber.email)).not.toContain("new.fan@example.com");
  });

  it("serves real audio, from streaming copies of private masters, and real images", async () => {
    const product = (await server.app.inject({ url: "/api/public/products?limit=1" })).json().data[0];
    const track = product.variants[0].tracks[0];
    // Fans' answers name no audio file: the masters are private, queued for their copies at start.
    expect(track.media).toEqual([]);
    const [master] = await server.context.db.query<{ storage_key: string; state: string }>(
      "SELECT a.storage_key, a.state FROM audio_files a JOIN tracks t ON t.media @> jsonb_build_array(jsonb_build_object('url', '/media/' || a.storage_key)) WHERE t.id = $1",
      [track.id],
    );
    expect(master).toMatchObject({ state: "queued", storage_key: expect.stringMatching(/^private\//) });
    await server.context.audio.processMaster(master?.storage_key ?? "");
    await server.audioSettled();
    const stream = (await server.app.inject({ url: `/api/public/tracks/${track.id}/stream` })).json();
    const audio = await server.app.inject({ url: stream.url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mp4");
    expect(audio.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const cover = await server.app.inject({ url: product.media[0].url });
    expect(cover.headers["content-type"]).toBe("image/svg+xml");
    expect(cover.body).toContain("<svg");
  });
});
