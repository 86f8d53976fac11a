import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import type { MembershipTier } from "../../schema/entities/membership";
import { createPost } from "../data/posts";
import { createProfile } from "../data/profiles";
import { createTier } from "../data/tiers";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const tiers = (profileId = server.profile.id) => `/api/profiles/${profileId}/membership-tiers`;

const tier = (name: string, more: Partial<TierInput> = {}): TierInput => ({
  name,
  priceMonthly: null,
  priceYearly: null,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  benefits: [{ title: "Early tickets" }],
  ...more,
});

async function add(body: object, headers = editor.headers) {
  const response = await server.app.inject({ method: "POST", url: tiers(), headers, payload: body });
  return { status: response.statusCode, body: response.json() as StudioTier & { code?: string; message?: string } };
}

const put = (url: string, payload: object, headers = editor.headers) =>
  server.app.inject({ method: "PUT", url, headers, payload }).then((response) => ({ status: response.statusCode, body: response.json() }));

const publicTiers = async () =>
  (await server.app.inject({ url: `/api/public/membership-tiers?profileId=${server.profile.id}` })).json() as MembershipTier[];

describe("the artist's membership tiers (issue 17)", () => {
  it("are added, priced, given benefits, reordered and hidden by the artist's editors; fans follow at once", async () => {
    const listener = await add(tier("Listener"));
    expect(listener.status).toBe(201);
    expect(listener.body).toMatchObject({ name: "Listener", priceMonthly: null, hidden: false, members: 0, posts: 0 });
    expect(listener.body.benefits[0]?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    const backstage = await add(tier("Backstage", { priceMonthly: 5, priceYearly: 50 }));
    expect((await publicTiers()).map((entry) => entry.name)).toEqual(["Listener", "Backstage"]);

    // A new price and a second benefit; the first benefit keeps its id.
    const benefitId = backstage.body.benefits[0]?.id;
    const changed = await put(
      `${tiers()}/${backstage.body.id}`,
      tier("Backstage", {
        priceMonthly: 7.5,
        priceYearly: 75,
        benefits: [{ id: benefitId, title: "Early tickets" }, { title: "Soundcheck visits" }],
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      priceMonthly: 7.5,
      benefits: [{ id: benefitId, title: "Early tickets" }, { title: "Soundcheck visits" }],
    });

    const ordered = await put(`${tiers()}/order`, { ids: [backstage.body.id, listener.body.id] });
    expect(ordered.status).toBe(200);
    expect((await publicTiers()).map((entry) => entry.name)).toEqual(["Backstage", "Listener"]);
    expect((await put(`${tiers()}/order`, { ids: [backstage.body.id] })).body).toMatchObject({
      code: "bad_request",
      reason: "tierOrder",
      message: "The order must name each of the artist's tiers exactly once.",
    });

    // Hidden, fans no longer see it nor join it.
    expect((await put(`${tiers()}/${listener.body.id}`, tier("Listener", { hidden: true }))).status).toBe(200);
    expect((await publicTiers()).map((entry) => entry.name)).toEqual(["Backstage"]);
    const fan = await createFan(server, server.profile.id);
    const join = await server.app.inject({
      method: "PUT",
      url: "/api/accounts/me/membership",
      headers: fan.headers,
      payload: { membershipTierId: listener.body.id },
    });
    expect(join.statusCode).toBe(404);
  });

  it("never deletes a tier that holds members or posts, and says to hide it", async () => {
    const crew = await add(tier("Crew"));
    const fan = await createFan(server, server.profile.id);
    const join = await server.app.inject({
      method: "PUT",
      url: "/api/accounts/me/membership",
      headers: fan.headers,
      payload: { membershipTierId: crew.body.id },
    });
    expect(join.statusCode).toBe(200);
    const refused = await server.app.inject({ method: "DELETE", url: `${tiers()}/${crew.body.id}`, headers: editor.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "conflict",
      reason: "tierHasMembers",
      message: "This tier has 1 member: hide it instead, and they keep it.",
    });

    const vip = await add(tier("VIP", { priceMonthly: 20 }));
    await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "For VIPs", membershipTierId: vip.body.id });
    const withPosts = await server.app.inject({ method: "DELETE", url: `${tiers()}/${vip.body.id}`, headers: editor.headers });
    expect(withPosts.json()).toMatchObject({
      code: "conflict",
      reason: "tierHasPosts",
      message: expect.stringContaining("1 post is for this tier's members"),
    });

    const empty = await add(tier("Empty"));
    expect((await server.app.inject({ method: "DELETE", url: `${tiers()}/${empty.body.id}`, headers: editor.headers })).statusCode).toBe(
      200,
    );
    expect((await publicTiers()).map((entry) => entry.name)).not.toContain("Empty");
  });

  it("refuses prices that make no tier, and belongs to its artist alone", async () => {
    expect((await add(tier("x", { payWhatYouWantMinimum: 3 }))).body).toMatchObject({
      message: "A minimum is for pay-what-you-want tiers only.",
    });
    expect((await add(tier("x", { payWhatYouWant: true }))).body).toMatchObject({
      message: "A pay-what-you-want tier needs a price or a minimum.",
    });
    expect((await add(tier("x", { priceYearly: 50 }))).body).toMatchObject({ message: "A yearly price needs a monthly price too." });
    expect((await add(tier("x", { priceMonthly: -1 }))).status).toBe(400);
    expect((await add(tier("x", { priceMonthly: 4.999 }))).status).toBe(400);
    expect((await add(tier(""))).status).toBe(400);

    const mine = await add(tier("Private"));
    expect((await server.app.inject({ url: tiers(), headers: otherEditor.headers })).statusCode).toBe(403);
    expect((await add(tier("Sneaky"), otherEditor.headers)).status).toBe(403);
    expect((await put(`${tiers(server.otherProfile.id)}/${mine.body.id}`, tier("Taken"), otherEditor.headers)).status).toBe(404);
    const fan = await createFan(server, server.profile.id);
    expect((await server.app.inject({ url: tiers(), headers: fan.headers })).statusCode).toBe(403);
  });
});

describe("a tier's includes (issue 30)", () => {
  let artistId: string;
  let owner: { headers: Record<string, string> };
  const url = () => tiers(artistId);
  const addTo = async (body: object) => {
    const response = await server.app.inject({ method: "POST", url: url(), headers: owner.headers, payload: body });
    return { status: response.statusCode, body: response.json() as StudioTier & { code?: string; message?: string } };
  };
  const change = (id: string, body: object) => put(`${url()}/${id}`, body, owner.headers);
  const listed = async () => (await server.app.inject({ url: url(), headers: owner.headers })).json() as StudioTier[];
  const includesOf = async (id: string) => (await listed()).find((entry) => entry.id === id)?.includesTierIds;

  beforeAll(async () => {
    artistId = (await createProfile(server.context.db, "Includes Artist")).id;
    owner = await createTestEditor(server, artistId);
  });

  it("start as the cheaper tiers, are kept by a change that leaves them out, and forget a deleted tier", async () => {
    const paid = await addTo(tier("Backstage", { priceMonthly: 8 }));
    const free = await addTo(tier("Friends"));
    expect(paid.body.includesTierIds).toEqual([]);
    // Made after the paid tier, the free one includes nothing: no tier is cheaper than free.
    expect(free.body.includesTierIds).toEqual([]);
    const inner = await addTo(tier("Inner Circle", { priceMonthly: 15 }));
    expect(inner.body.includesTierIds).toEqual([paid.body.id, free.body.id]);

    const renamed = await change(inner.body.id, tier("Inner Circle+", { priceMonthly: 15 }));
    expect(renamed.body.includesTierIds).toEqual([paid.body.id, free.body.id]);
    const spare = await addTo(tier("Spare", { priceMonthly: 20, includesTierIds: [] }));
    expect(spare.body.includesTierIds).toEqual([]);
    const narrowed = await change(
      inner.body.id,
      tier("Inner Circle", { priceMonthly: 15, includesTierIds: [spare.body.id, free.body.id] }),
    );
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.includesTierIds).toEqual([free.body.id, spare.body.id]);
    const publicInner = (
      (await server.app.inject({ url: `/api/public/membership-tiers?profileId=${artistId}` })).json() as MembershipTier[]
    ).find((entry) => entry.id === inner.body.id);
    expect(publicInner?.includesTierIds).toEqual([free.body.id, spare.body.id]);

    expect((await server.app.inject({ method: "DELETE", url: `${url()}/${spare.body.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(await includesOf(inner.body.id)).toEqual([free.body.id]);
  });

  it("refuse another artist's tier and the tier itself, with a code and the problem in words", async () => {
    const theirs = await createTier(server.context.db, { profileId: server.profile.id, name: "Not yours" });
    const stolen = await addTo(tier("Thief", { includesTierIds: [theirs.id] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({
      code: "tier_include_invalid",
      reason: "unknown",
      message: `This artist has no tier "${theirs.id}" to include: a tier includes only the artist's own other tiers.`,
    });
    expect((await listed()).map((entry) => entry.name)).not.toContain("Thief");

    const own = await addTo(tier("Loop"));
    const itself = await change(own.body.id, tier("Loop", { includesTierIds: [own.body.id] }));
    expect(itself).toEqual({
      status: 400,
      body: {
        code: "tier_include_invalid",
        reason: "itself",
        message: "A tier cannot include itself: its members read its own posts already.",
      },
    });
    // Another artist's editor cannot reach these tiers at all.
    expect((await put(`${url()}/${own.body.id}`, tier("Loop"), otherEditor.headers)).status).toBe(403);
  });

  it("let a free tier include a paid one only when the artist confirms it, then its members read the paid posts", async () => {
    const paid = await addTo(tier("Studio Diaries", { priceMonthly: 6 }));
    const free = await addTo(tier("Newsletter Crew"));
    const post = await createPost(server.context.db, {
      profileId: artistId,
      type: "text",
      caption: "Diary entry",
      membershipTierId: paid.body.id,
    });
    const fan = await createFan(server, artistId, { membershipTierId: free.body.id });
    const reads = async () =>
      (
        (await server.app.inject({ url: `/api/public/posts?profileId=${artistId}`, headers: fan.headers })).json() as {
          data: { id: string; hasAccess: boolean }[];
        }
      ).data.find((entry) => entry.id === post.id)?.hasAccess;
    expect(await reads()).toBe(false);

    const unconfirmed = await change(free.body.id, tier("Newsletter Crew", { includesTierIds: [paid.body.id] }));
    expect(unconfirmed).toEqual({
      status: 400,
      body: {
        code: "free_tier_includes_paid",
        reason: "unconfirmed",
        message:
          "Newsletter Crew is free, and Studio Diaries is paid: every free member would read Studio Diaries's posts without paying. Untick Studio Diaries, or confirm that free members may read them.",
      },
    });
    expect((await addTo(tier("Another Crew", { includesTierIds: [paid.body.id] }))).body.code).toBe("free_tier_includes_paid");
    expect(await includesOf(free.body.id)).toEqual([]);
    expect(await reads()).toBe(false);

    const confirmed = await change(
      free.body.id,
      tier("Newsletter Crew", { includesTierIds: [paid.body.id], confirmFreeIncludesPaid: true }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.includesTierIds).toEqual([paid.body.id]);
    expect(await reads()).toBe(true);
    // A later price change of the paid tier keeps what the artist confirmed.
    await change(paid.body.id, tier("Studio Diaries", { priceMonthly: 7 }));
    expect(await includesOf(free.body.id)).toEqual([paid.body.id]);
  });

  it("drop a tier that stops being free from the free tiers that include it", async () => {
    const early = await addTo(tier("Early Birds"));
    const late = await addTo(tier("Late Comers", { includesTierIds: [early.body.id] }));
    const patrons = await addTo(tier("Patrons", { priceMonthly: 30, includesTierIds: [early.body.id] }));
    expect(late.body.includesTierIds).toEqual([early.body.id]);
    expect((await change(early.body.id, tier("Early Birds", { priceMonthly: 2 }))).status).toBe(200);
    expect(await includesOf(late.body.id)).toEqual([]);
    // A paid tier keeps it: its members pay already.
    expect(await includesOf(patrons.body.id)).toEqual([early.body.id]);
  });
});
