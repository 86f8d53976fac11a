import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTier } from "../data/tiers";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let free: string;
let otherFree: string;
let paid: string;
let theirs: string;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  const tier = (name: string, priceMonthly: number | null, profileId = server.profile.id) =>
    createTier(db, { profileId, name, payWhatYouWant: false, payWhatYouWantMinimum: null, priceMonthly, priceYearly: null, benefits: [] });
  free = (await tier("Listener", null)).id;
  otherFree = (await tier("Friends", 0)).id;
  paid = (await tier("Supporter", 5)).id;
  theirs = (await tier("Elsewhere", null, server.otherProfile.id)).id;
}, 60_000);
afterAll(() => server.close());

const set = (headers: Record<string, string>, membershipTierId: string | null) =>
  server.app.inject({ method: "PUT", url: "/api/accounts/me/membership", headers, payload: { membershipTierId } });

describe("a fan's own membership", () => {
  it("joins a free tier at once, moves to another free one, and leaves", async () => {
    const fan = await createFan(server, server.profile.id);
    const joined = await set(fan.headers, free);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().membership).toEqual({ membershipTierId: free });
    expect((await set(fan.headers, otherFree)).json().membership).toEqual({ membershipTierId: otherFree });
    expect((await set(fan.headers, null)).json().membership).toEqual({ membershipTierId: null });
  });

  it("refuses a paid tier (checkout), another artist's tier and an unknown one", async () => {
    const fan = await createFan(server, server.profile.id, { membershipTierId: free });
    const refused = await set(fan.headers, paid);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      code: "payment_required",
      reason: "paidTier",
      message: "This tier is paid: join it through its membership checkout.",
    });
    expect((await set(fan.headers, theirs)).statusCode).toBe(404);
    expect((await set(fan.headers, "no-such-tier")).statusCode).toBe(404);
    const me = await server.app.inject({ url: "/api/accounts/me", headers: fan.headers });
    expect(me.json().membership).toEqual({ membershipTierId: free });
  });

  it("is for the fan themselves: visitors and editors are refused", async () => {
    expect((await set({}, free)).statusCode).toBe(401);
    const editor = await createTestEditor(server, server.profile.id);
    expect((await set(editor.headers, free)).statusCode).toBe(401);
  });

  it("a free tier's locked posts open to the fan who joins it", async () => {
    const { createPost } = await import("../data/posts");
    const post = await createPost(server.context.db, {
      profileId: server.profile.id,
      type: "text",
      caption: "For listeners",
      membershipTierId: free,
    });
    const fan = await createFan(server, server.profile.id);
    const seen = async () =>
      (await server.app.inject({ url: "/api/public/posts?limit=50", headers: fan.headers }))
        .json()
        .data.find((p: { id: string }) => p.id === post.id);
    expect((await seen()).hasAccess).toBe(false);
    await set(fan.headers, free);
    expect(await seen()).toMatchObject({ hasAccess: true, caption: "For listeners" });
  });
});
