import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeArtistZip } from "../artistExport/artistZip";
import { createArtist } from "../artists/createArtist";
import { createTestApp, type TestApp } from "../testing/testServer";

const OPERATOR_TOKEN = "operator-token-for-tests-0123456789";
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}`, "content-type": "application/zip" };

let server: TestApp;
let zip: Buffer;

beforeAll(async () => {
  server = await createTestApp("pglite", { config: { operatorToken: OPERATOR_TOKEN } });
  const made = await createArtist(server.context.db, { name: "Night Ferry", ownerEmail: "owner@nightferry.example" });
  if (!made.ok) throw new Error("the artist was refused");
  const out = new PassThrough();
  const bytes = buffer(out);
  await writeArtistZip(server.context, made.artist.profile.id, out, { at: new Date("2026-11-30T12:00:00Z") });
  zip = await bytes;
}, 120_000);
afterAll(() => server.close());

const post = (url: string, payload: Buffer | string, headers: Record<string, string> = operator) =>
  server.app.inject({ method: "POST", url, headers, payload });

describe("POST /api/operator/artists/import (issue 40, item 2)", () => {
  it("makes the export's artist under the address name asked for, with its counts and the owner's link", async () => {
    const answer = await post("/api/operator/artists/import?ownerEmail=owner%40copy.example&slug=night-ferry-copy", zip);
    expect(answer.statusCode).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({
      name: "Night Ferry",
      slug: "night-ferry-copy",
      ownerEmail: "owner@copy.example",
      filesMissing: [],
      fansLinked: 0,
    });
    expect(body.counts.documents).toBeGreaterThan(0);
    expect(body.passwordLink).toContain("/studio/set-password?token=");
    const site = await server.app.inject({ url: "/", headers: { host: "night-ferry-copy.localhost" } });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain("Night Ferry");
    expect(server.mail.some((message) => message.to === "owner@copy.example")).toBe(true);
    // A new address as owner joins the exported owner, each with their own link.
    expect(body.team.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual([
      ["owner@nightferry.example", "owner"],
      ["owner@copy.example", "owner"],
    ]);
    expect(body.team[1].passwordLink).toBe(body.passwordLink);
    expect(body.team[0].passwordLink).not.toBe(body.passwordLink);
    expect(server.mail.find((message) => message.to === "owner@nightferry.example" && message.subject.includes("moved"))?.text).toContain(
      body.team[0].passwordLink,
    );
    expect(body.teamElsewhere).toBe(1);
  }, 60_000);

  it("refuses a taken address name, a file that is no export, and answers only the operator", async () => {
    const taken = await post("/api/operator/artists/import?ownerEmail=owner%40copy.example", zip);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "artist_import_slug_taken" });
    expect(taken.json().message).toContain("night-ferry");
    const notZip = await post("/api/operator/artists/import?ownerEmail=owner%40copy.example&slug=not-a-zip", "name,email\n");
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ code: "artist_import_not_export", reason: "notZip" });
    const stranger = await post("/api/operator/artists/import?ownerEmail=owner%40copy.example&slug=stranger", zip, {
      "content-type": "application/zip",
    });
    expect(stranger.statusCode).toBe(401);
    const json = await post("/api/operator/artists/import?ownerEmail=owner%40copy.example&slug=json", "{}", {
      ...operator,
      "content-type": "application/json",
    });
    expect(json.statusCode).toBe(415);
    const badOwner = await post("/api/operator/artists/import?slug=bad-owner&ownerEmail=not-an-address", zip);
    expect(badOwner.statusCode).toBe(400);
    expect(badOwner.json()).toMatchObject({ code: "invalid_artist" });
    const profiles = await server.context.db.query(
      "SELECT slug FROM profiles WHERE slug IN ('not-a-zip', 'stranger', 'json', 'bad-owner')",
    );
    expect(profiles).toEqual([]);
  }, 60_000);

  it("makes the exported owner the owner when none is named, with their link", async () => {
    const answer = await post("/api/operator/artists/import?slug=night-ferry-own", zip);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      ownerEmail: "owner@nightferry.example",
      team: [{ email: "owner@nightferry.example", role: "owner" }],
    });
    expect(answer.json().passwordLink).toMatch(/^http:\/\/night-ferry-own\.localhost(:\d+)?\/studio\/set-password\?token=/);
  }, 60_000);
});
