import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembershipTier } from "../../schema/entities/membership";
import type { Post, PostMedia } from "../../schema/entities/posts";
import { tierReadsPostsOf } from "../../schema/rules/tierAccess";
import { createAccount } from "../data/accounts";
import { createPost } from "../data/posts";
import { createSession } from "../data/sessions";
import { addTier, updateTier } from "../data/studioTiers";
import { listTiers } from "../data/tiers";
import { seedDemoIfEmpty } from "../demo/seed";
import { signedMediaUrl } from "../security/mediaSignature";
import { hashPassword } from "../security/passwords";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { createTestApp, type TestApp } from "../testing/testServer";
import { privatizeLockedPostMedia } from "./privatizeLockedPostMedia";

/**
 * Members-only media: every file of every locked demo post is refused to a visitor and to a fan of
 * a tier that does not include the post's (however they build its address), and served to a member
 * of the tier or of one that includes it.
 */
let server: TestApp;
let profileId: string;
/** Every locked post, with its tier and the media stored for it. */
let lockedPosts: { id: string; tier_id: string; media: PostMedia[] }[];
let tiers: MembershipTier[];

beforeAll(async () => {
  server = await createTestApp();
  const seeded = await seedDemoIfEmpty(server.context, { now: new Date("2026-11-21T12:00:00Z") });
  profileId = seeded?.profile.id ?? "";
  tiers = await listTiers(server.context.db, profileId);
  lockedPosts = await server.context.db.query(
    `SELECT p.id, p.membership_tier_id AS tier_id, p.media FROM posts p
     WHERE p.profile_id = $1 AND p.membership_tier_id IS NOT NULL AND jsonb_array_length(p.media) > 0`,
    [profileId],
  );
}, 180_000);
afterAll(() => server.close());

/** A fan of the demo artist on `tierId` (or none), with a session. */
async function fanOn(tierId: string | null): Promise<Record<string, string>> {
  const account = await createAccount(server.context.db, {
    profileId,
    firstName: "Test",
    lastName: "Fan",
    email: `fan-${Math.random().toString(36).slice(2)}@example.com`,
    passwordHash: await hashPassword("a test pass phrase"),
    membershipTierId: tierId,
  });
  const token = await createSession(server.context.db, profileId, { kind: "fan", accountId: account?.id ?? "" });
  return { authorization: `Bearer ${token}` };
}

/** Every post the API shows this viewer. */
async function feed(headers: Record<string, string> = {}): Promise<Post[]> {
  const response = await server.app.inject({ url: `/api/public/posts?profileId=${profileId}&limit=50`, headers });
  return response.json().data;
}

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

describe("members-only media", () => {
  it("is stored privately, under names no post id gives away", () => {
    expect(lockedPosts.length).toBeGreaterThan(5);
    for (const post of lockedPosts) {
      for (const item of post.media) {
        expect(item.url).toMatch(new RegExp(`^/media/private/${profileId}/[A-Za-z0-9_-]{16}-`));
        expect(item.url).not.toContain(post.id);
      }
    }
  });

  it("is refused to a visitor: the feed has no address, and no address they can build opens it", async () => {
    const shown = await feed();
    for (const post of lockedPosts) {
      expect(shown.find((candidate) => candidate.id === post.id)?.media).toBeUndefined();
      for (const item of post.media) {
        const fileName =
          item.url
            .split("/")
            .pop()
            ?.replace(/^[A-Za-z0-9_-]{16}-/, "") ?? "";
        // Where it used to be, and where a visitor would look for it.
        expect((await get(`/media/${profileId}/${fileName}`)).statusCode).toBe(404);
        // Its real place, without a signature, with a made-up one, and with one for another file.
        expect((await get(item.url)).statusCode).toBe(403);
        expect((await get(`${item.url}?expires=4000000000&signature=${"A".repeat(43)}`)).statusCode).toBe(403);
        const otherKey = storageKeyOfMediaUrl(lockedPosts[0]?.media[0]?.url ?? "") ?? "";
        const borrowed = new URL(signedMediaUrl("test-secret", otherKey, Date.now()), "http://x").search;
        if (!item.url.endsWith(otherKey)) expect((await get(`${item.url}${borrowed}`)).statusCode).toBe(403);
      }
    }
  });

  it("is refused to a fan of a tier that does not include the post's, and served to a member, privately", async () => {
    let served = 0;
    let refused = 0;
    for (const tier of tiers) {
      const shown = await feed(await fanOn(tier.id));
      for (const post of lockedPosts) {
        const seen = shown.find((candidate) => candidate.id === post.id);
        if (!tierReadsPostsOf(tier, post.tier_id)) {
          refused++;
          expect(seen?.hasAccess, `post ${post.id} for ${tier.name}`).toBe(false);
          expect(seen?.media).toBeUndefined();
          continue;
        }
        expect(seen?.media).toHaveLength(post.media.length);
        for (const item of seen?.media ?? []) {
          expect(item.url).toMatch(/^\/media\/private\/.+\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
          const response = await get(item.url);
          expect(response.statusCode).toBe(200);
          expect(response.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
          expect(response.rawPayload.length).toBeGreaterThan(0);
          served++;
        }
      }
    }
    expect(served).toBeGreaterThan(lockedPosts.length);
    expect(refused).toBeGreaterThan(0);
  });

  it("is refused to the members of a free tier made after a paid one, and served once the artist confirms an include", async () => {
    const { db, storage } = server.context;
    const prices = { priceYearly: null, payWhatYouWant: false, payWhatYouWantMinimum: null, benefits: [] };
    const paid = await addTier(db, profileId, { name: "Backstage Pass", priceMonthly: 8, ...prices });
    const free = await addTier(db, profileId, { name: "Mailing Crew", priceMonthly: null, ...prices });
    if (!paid.ok || !free.ok) throw new Error("tiers not added");
    // Listed after the paid tier, the free one includes nothing by default: it is cheaper.
    expect(free.tier.includesTierIds).toEqual([]);
    const key = `${profileId}/backstage-demo.wav`;
    await storage.put(key, Readable.from([Buffer.from("RIFF backstage")]), { contentType: "audio/wav", maxBytes: 1000 });
    const post = await createPost(db, {
      profileId,
      type: "audio",
      caption: "Backstage demo",
      membershipTierId: paid.tier.id,
      media: [{ id: "a1", type: "audio", url: `/media/${key}`, name: "backstage-demo.wav" }],
    });
    await privatizeLockedPostMedia(server.context, post.id);
    const [stored] = await db.query<{ media: PostMedia[] }>("SELECT media FROM posts WHERE id = $1", [post.id]);
    const privateUrl = stored?.media[0]?.url ?? "";

    const freeFan = await fanOn(free.tier.id);
    const locked = (await feed(freeFan)).find((candidate) => candidate.id === post.id);
    expect(locked).toMatchObject({ hasAccess: false });
    expect(locked?.media).toBeUndefined();
    expect((await get(privateUrl, freeFan)).statusCode).toBe(403);
    const paidFan = (await feed(await fanOn(paid.tier.id))).find((candidate) => candidate.id === post.id);
    expect((await get(paidFan?.media?.[0]?.url ?? "")).statusCode).toBe(200);

    // Only the artist's confirmation lets the free members in.
    const input = { ...prices, name: "Mailing Crew", priceMonthly: null };
    const refused = await updateTier(db, profileId, free.tier.id, { ...input, includesTierIds: [paid.tier.id] });
    expect(refused).toMatchObject({ ok: false, reason: "includes", problem: { kind: "freeIncludesPaid" } });
    expect((await feed(freeFan)).find((candidate) => candidate.id === post.id)?.hasAccess).toBe(false);
    await updateTier(db, profileId, free.tier.id, { ...input, includesTierIds: [paid.tier.id], confirmFreeIncludesPaid: true });
    const opened = (await feed(freeFan)).find((candidate) => candidate.id === post.id);
    expect((await get(opened?.media?.[0]?.url ?? "")).statusCode).toBe(200);
  });

  it("stops working once its link expires", async () => {
    const key = storageKeyOfMediaUrl(lockedPosts[0]?.media[0]?.url ?? "") ?? "";
    const old = signedMediaUrl("test-secret", key, Date.now() - 3 * 60 * 60 * 1000);
    const response = await get(old);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("media_link_expired");
  });

  it("public media (covers, site pictures, public posts) keeps immutable caching", async () => {
    const [cover] = await server.context.db.query<{ url: string }>("SELECT url FROM media_items WHERE profile_id = $1 LIMIT 1", [
      profileId,
    ]);
    const response = await get(cover?.url ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("media stored before it was private", () => {
  it("moves out of public storage when its post is locked", async () => {
    const { storage, db } = server.context;
    const key = `${profileId}/old-upload-members.png`;
    await storage.put(key, Readable.from([Buffer.from("\x89PNG\r\n\x1a\nold", "latin1")]), { contentType: "image/png", maxBytes: 1000 });
    const post = await createPost(db, {
      profileId,
      type: "image",
      caption: "Old members post",
      membershipTierId: tiers.at(-1)?.id ?? null,
      media: [{ id: "m1", type: "image", url: `/media/${key}`, name: "old.png" }],
    });
    expect(await privatizeLockedPostMedia(server.context, post.id)).toBe(1);
    const [row] = await db.query<{ media: PostMedia[] }>("SELECT media FROM posts WHERE id = $1", [post.id]);
    const url = row?.media[0]?.url ?? "";
    expect(url).toMatch(/^\/media\/private\//);
    expect((await get(`/media/${key}`)).statusCode).toBe(404);
    const signed = signedMediaUrl("test-secret", storageKeyOfMediaUrl(url) ?? "", Date.now());
    expect((await get(signed)).rawPayload.toString("latin1")).toBe("\x89PNG\r\n\x1a\nold");
    // A second run finds nothing left to move.
    expect(await privatizeLockedPostMedia(server.context)).toBe(0);
  });
});
