import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../schema/entities/posts";
import { setMembership } from "../data/accounts";
import { createPost } from "../data/posts";
import { createTier } from "../data/tiers";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let gold: string;
beforeAll(async () => {
  server = await createTestServer();
  gold = (await createTier(server.context.db, { profileId: server.profile.id, name: "Gold", rank: 1 })).id;
  await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "GOLD WORDS", membershipTierId: gold });
}, 60_000);
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string>) => server.app.inject({ url, headers });
const feedOf = async (headers: Record<string, string>) =>
  ((await get("/api/public/posts?page=1&limit=10", headers)).json() as { data: Post[] }).data;

describe("what a member's calls keep for a second (issue 37, item 7)", () => {
  it("refuses a session at once once it is ended, however often it was just used", async () => {
    const fan = await createFan(server, server.profile.id);
    for (let use = 0; use < 3; use++) expect((await get("/api/public/accounts/me", fan.headers)).statusCode).toBe(200);
    expect((await server.app.inject({ method: "DELETE", url: "/api/sessions", headers: fan.headers })).statusCode).toBe(200);
    expect((await get("/api/public/accounts/me", fan.headers)).statusCode).toBe(401);
    expect((await get("/api/public/library", fan.headers)).statusCode).toBe(401);
  });

  it("shows a new tier's posts on the next call, and never one fan's feed to another", async () => {
    const member = await createFan(server, server.profile.id, { membershipTierId: gold });
    const fan = await createFan(server, server.profile.id);
    expect((await feedOf(member.headers)).map((post) => post.caption)).toContain("GOLD WORDS");
    expect((await feedOf(fan.headers)).map((post) => post.caption)).not.toContain("GOLD WORDS");
    await setMembership(server.context.db, server.profile.id, fan.account.id, gold, "studio");
    expect((await get("/api/public/accounts/me", fan.headers)).json()).toMatchObject({ membership: { membershipTierId: gold } });
    expect((await feedOf(fan.headers)).map((post) => post.caption)).toContain("GOLD WORDS");
    await setMembership(server.context.db, server.profile.id, member.account.id, null, "studio");
    expect((await feedOf(member.headers)).map((post) => post.caption)).not.toContain("GOLD WORDS");
  });
});
