import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Account } from "../../schema/api/accounts";
import { createEmailList } from "../data/emailLists";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

type Fan = Awaited<ReturnType<typeof createFan>>;
type Editor = Awaited<ReturnType<typeof createTestEditor>>;

let server: TestServer;
let gold: string;
let otherTier: string;
let fan: Fan;
let otherFan: Fan;
let owner: Editor;
let otherOwner: Editor;

async function findMember(profileId: string, email: string, headers: Record<string, string> = owner.headers) {
  const response = await server.app.inject({
    url: `/api/profiles/${profileId}/members?${new URLSearchParams({ email })}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() as Account & { message?: string }, response };
}

async function setTier(
  profileId: string,
  accountId: string,
  membershipTierId: string | null,
  headers: Record<string, string> = owner.headers,
) {
  const response = await server.app.inject({
    method: "PUT",
    url: `/api/profiles/${profileId}/members/${accountId}/membership`,
    headers,
    payload: { membershipTierId },
  });
  return { status: response.statusCode, body: response.json() as Account & { message?: string } };
}

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  gold = newId();
  otherTier = newId();
  await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, 'Gold', 2)", [gold, server.profile.id]);
  await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, 'Theirs', 1)", [
    otherTier,
    server.otherProfile.id,
  ]);
  fan = await createFan(server, server.profile.id, { email: "member.fan@example.com" });
  otherFan = await createFan(server, server.otherProfile.id, { email: "other.fan@example.com" });
  owner = await createTestEditor(server, server.profile.id);
  otherOwner = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

describe("GET /profiles/:profileId/members?email=", () => {
  it("finds the artist's fan by email, whatever its case and spaces", async () => {
    const found = await findMember(server.profile.id, "  Member.Fan@Example.com ");
    expect(found.status).toBe(200);
    expect(found.body).toEqual(fan.account);
    expect(found.response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 404 for an unknown email and for another artist's fan", async () => {
    expect(await findMember(server.profile.id, "nobody@example.com")).toMatchObject({ status: 404, body: { message: "Fan not found." } });
    expect((await findMember(server.profile.id, "other.fan@example.com")).status).toBe(404);
  });

  it("is for the artist's editors only", async () => {
    expect((await findMember(server.profile.id, "member.fan@example.com", {})).status).toBe(401);
    expect((await findMember(server.profile.id, "member.fan@example.com", fan.headers)).status).toBe(403);
    expect((await findMember(server.profile.id, "member.fan@example.com", otherOwner.headers)).status).toBe(403);
    const editor = await createTestEditor(server, server.profile.id, "editor");
    expect((await findMember(server.profile.id, "member.fan@example.com", editor.headers)).status).toBe(200);
  });

  it("needs an email", async () => {
    const response = await server.app.inject({ url: `/api/profiles/${server.profile.id}/members`, headers: owner.headers });
    expect(response.statusCode).toBe(400);
  });
});

describe("PUT /profiles/:profileId/members/:accountId/membership", () => {
  it("gives a fan a tier and takes it away, and the fan's next request sees it", async () => {
    const given = await setTier(server.profile.id, fan.account.id, gold);
    expect(given).toMatchObject({ status: 200, body: { id: fan.account.id, membership: { membershipTierId: gold } } });
    const me = await server.app.inject({ url: "/api/public/accounts/me", headers: fan.headers });
    expect(me.json()).toMatchObject({ membership: { membershipTierId: gold } });
    const taken = await setTier(server.profile.id, fan.account.id, null);
    expect(taken).toMatchObject({ status: 200, body: { membership: { membershipTierId: null } } });
  });

  it("answers 404 for another artist's fan or tier, and changes nothing", async () => {
    expect(await setTier(server.profile.id, otherFan.account.id, gold)).toMatchObject({ status: 404, body: { message: "Fan not found." } });
    expect(await setTier(server.profile.id, fan.account.id, otherTier)).toMatchObject({
      status: 404,
      body: { message: "Membership tier not found." },
    });
    expect(await setTier(server.profile.id, newId(), null)).toMatchObject({ status: 404, body: { message: "Fan not found." } });
    const other = await server.app.inject({
      url: `/api/public/accounts/me?profileId=${server.otherProfile.id}`,
      headers: otherFan.headers,
    });
    expect(other.json()).toMatchObject({ membership: { membershipTierId: null } });
    const mine = await server.app.inject({ url: "/api/public/accounts/me", headers: fan.headers });
    expect(mine.json()).toMatchObject({ membership: { membershipTierId: null } });
  });

  it("is for the artist's editors only", async () => {
    expect((await setTier(server.profile.id, fan.account.id, gold, {})).status).toBe(401);
    expect((await setTier(server.profile.id, fan.account.id, gold, fan.headers)).status).toBe(403);
    expect((await setTier(server.profile.id, fan.account.id, gold, otherOwner.headers)).status).toBe(403);
    // Another artist's owner, through their own artist's path, cannot reach this artist's fan.
    expect((await setTier(server.otherProfile.id, fan.account.id, otherTier, otherOwner.headers)).status).toBe(404);
  });

  it("refuses a body without a tier or with a bad one", async () => {
    const missing = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/members/${fan.account.id}/membership`,
      headers: owner.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await setTier(server.profile.id, fan.account.id, "no way")).status).toBe(400);
  });
});

describe("GET /profiles/:profileId/email-lists", () => {
  it("lists the artist's email lists by name with their subscribers counted, never another artist's, for editors only", async () => {
    const { db } = server.context;
    const news = await createEmailList(db, server.profile.id, "Newsletter");
    const tour = await createEmailList(db, server.profile.id, "Tour alerts");
    await createEmailList(db, server.otherProfile.id, "Their list");
    const url = `/api/profiles/${server.profile.id}/email-lists`;
    const response = await server.app.inject({ url, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: news.id, name: "Newsletter", subscribers: 0, confirmed: 0, pending: 0 },
      { id: tour.id, name: "Tour alerts", subscribers: 0, confirmed: 0, pending: 0 },
    ]);
    expect((await server.app.inject({ url })).statusCode).toBe(401);
    expect((await server.app.inject({ url, headers: fan.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ url, headers: otherOwner.headers })).statusCode).toBe(403);
  });
});
