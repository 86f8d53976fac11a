import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import type { MembershipTier } from "../../schema/entities/membership";
import { createPost } from "../data/posts";
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
    expect(refused.json()).toEqual({ code: "conflict", message: "This tier has 1 member: hide it instead, and they keep it." });

    const vip = await add(tier("VIP", { priceMonthly: 20 }));
    await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "For VIPs", membershipTierId: vip.body.id });
    const withPosts = await server.app.inject({ method: "DELETE", url: `${tiers()}/${vip.body.id}`, headers: editor.headers });
    expect(withPosts.json()).toMatchObject({ code: "conflict", message: expect.stringContaining("1 post is for this tier's members") });

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
