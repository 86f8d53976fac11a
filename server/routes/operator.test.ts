import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestServer, OTHER_ARTIST_DOMAIN, type TestApp, type TestServer } from "../testing/testServer";

const OPERATOR_TOKEN = "operator-token-for-tests-0123456789";
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

let server: TestServer;
let withoutOperator: TestApp;

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { operatorToken: OPERATOR_TOKEN } });
  withoutOperator = await createTestApp();
}, 60_000);
afterAll(async () => {
  await server.close();
  await withoutOperator.close();
});

const create = (payload: object, headers: Record<string, string> = operator, app = server.app) =>
  app.inject({ method: "POST", url: "/api/operator/artists", headers, payload });

describe("POST /api/operator/artists (issue 17)", () => {
  it("makes a new artist and answers where it is and the owner's one-time link", async () => {
    const response = await create({ name: "Night Ferry", ownerEmail: "Owner@NightFerry.example", domain: "nightferry.example" });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: "Night Ferry",
      domain: "nightferry.example",
      ownerEmail: "owner@nightferry.example",
      siteUrl: "http://nightferry.example/",
      studioUrl: "http://nightferry.example/studio",
    });
    expect(body.passwordLink).toMatch(/^http:\/\/nightferry\.example\/studio\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.passwordLinkExpiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // The owner gets the link by email too.
    const welcome = server.mail.find((message) => message.to === body.ownerEmail);
    expect(welcome?.subject).toBe(`Your Backline studio for ${body.name}`);
    expect(welcome?.text).toContain(body.passwordLink);
  });

  it("is off without OPERATOR_TOKEN, and refuses a missing or wrong token before reading the body", async () => {
    const off = await create({ name: "X", ownerEmail: "x@x.example" }, operator, withoutOperator.app);
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ code: "operator_api_off" });
    const wrongs: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token-wrong" },
      { authorization: OPERATOR_TOKEN },
    ];
    for (const headers of wrongs) {
      const refused = await create({ name: "X", ownerEmail: "x@x.example" }, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: "unauthorized",
        reason: "operatorToken",
        message: expect.stringContaining("OPERATOR_TOKEN"),
      });
    }
    // A body that breaks the schema is not looked at without the token.
    expect((await create({ nonsense: true }, {})).json()).toMatchObject({ code: "unauthorized" });
  });

  it("refuses what is not a new artist, naming the problem", async () => {
    const missing = await create({ name: "No Owner" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "validation_failed" });
    expect((await create({ name: "X", ownerEmail: "x@x.example", extra: 1 })).json()).toMatchObject({ code: "validation_failed" });
    const email = await create({ name: "X", ownerEmail: "not-an-email" });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      code: "invalid_artist",
      reason: "field",
      message: "Email is invalid",
      errors: [{ pointer: "/body/ownerEmail", rule: "newArtist", message: "Email is invalid" }],
    });
    const domain = await create({ name: "X", ownerEmail: "x@x.example", domain: "https://band.example/" });
    expect(domain.json()).toMatchObject({ code: "invalid_artist", errors: [{ pointer: "/body/domain" }] });
    const blank = await create({ name: "   ", ownerEmail: "x@x.example" });
    expect(blank.json()).toMatchObject({ code: "invalid_artist", reason: "field", message: "The artist's name is required" });
    const template = await create({ name: "X", ownerEmail: "x@x.example", template: "jazz" });
    expect(template.statusCode).toBe(400);
    expect(template.json()).toMatchObject({
      code: "invalid_artist",
      message: "There is no such starter template: choose band, solo, dj",
      errors: [{ pointer: "/body/template" }],
    });
  });

  it("starts the artist's site from the template asked for (issue 39, item 4): its five pages, published", async () => {
    const made = await create({ name: "Velvet Static", ownerEmail: "owner@velvet.example", domain: "velvet.example", template: "band" });
    expect(made.statusCode, made.body).toBe(201);
    const host = { host: "velvet.example" };
    const pages = {
      "/": "Join the tribe",
      "/about": "About Velvet Static",
      "/listen": "The records",
      "/tour": "On the road",
      "/contact": "Get in touch",
    };
    for (const [path, words] of Object.entries(pages)) {
      const page = await server.app.inject({ url: path, headers: host });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(words);
    }
  });

  it("refuses a domain another artist claimed with 409 domain_taken", async () => {
    const taken = await create({ name: "Copycat", ownerEmail: "cat@copy.example", domain: OTHER_ARTIST_DOMAIN.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: "domain_taken",
      reason: "taken",
      message: `The domain ${OTHER_ARTIST_DOMAIN} already belongs to another artist.`,
    });
  });

  it("serves the new artist on its domain (pages never by ?profileId=, the API's alone), with its own empty catalogue, posts and events", async () => {
    const made = (await create({ name: "Harbour Lights", ownerEmail: "owner@harbour.example", domain: "harbour.example" })).json();
    const host = { host: "harbour.example" };
    const home = await server.app.inject({ url: "/", headers: host });
    expect(home.statusCode).toBe(200);
    // The default starter template's home: the hero with the name, 'Join the tribe' (issue 39, item 4).
    expect(home.body).toContain("Harbour Lights");
    expect(home.body).toContain("Join the tribe");
    // The host names the artist of a page (issue 31): a query naming another is not followed.
    const byId = await server.app.inject({ url: `/?profileId=${made.profileId}` });
    expect(byId.body).not.toContain("Harbour Lights");
    // localhost is still the default artist's.
    expect((await server.app.inject({ url: "/" })).body).not.toContain("Harbour Lights");
    for (const url of ["/api/public/products?category=Music", "/api/public/posts", "/api/public/events", "/api/public/membership-tiers"]) {
      for (const request of [{ url, headers: host }, { url: `${url}${url.includes("?") ? "&" : "?"}profileId=${made.profileId}` }]) {
        const response = await server.app.inject(request);
        expect(response.statusCode, request.url).toBe(200);
        const body = response.json();
        expect(Array.isArray(body) ? body : body.data, request.url).toEqual([]);
      }
    }
  });

  it("serves an artist at <slug>.localhost, its links built from that address; an unknown slug is no one's", async () => {
    const made = (await create({ name: "Tide Pools", ownerEmail: "owner@tidepools.example", slug: "tide-pools" })).json();
    expect(made).toMatchObject({
      slug: "tide-pools",
      siteUrl: "http://tide-pools.localhost/",
      studioUrl: "http://tide-pools.localhost/studio",
    });
    const home = await server.app.inject({ url: "/", headers: { host: "tide-pools.localhost:3000" } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1 class="bl-hero__title">Tide Pools</h1>');
    expect(/<link rel="canonical" href="([^"]+)">/.exec(home.body)?.[1]).toBe("http://tide-pools.localhost:3000/");
    const taken = await create({ name: "Copy", ownerEmail: "copy@tidepools.example", slug: "Tide-Pools" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: "slug_taken",
      reason: "taken",
      message: "The address name tide-pools already belongs to another artist.",
    });
    // An unknown address name, or two labels under the platform's domain, are no artist's address.
    for (const host of ["no-such-artist.localhost:3000", "a.tide-pools.localhost"]) {
      const unknown = await server.app.inject({ url: "/", headers: { host } });
      expect(unknown.statusCode, host).toBeGreaterThanOrEqual(400);
      expect(unknown.body).not.toContain("Tide Pools");
    }
  });

  it("is in the OpenAPI document", async () => {
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json();
    expect(document.paths["/api/operator/artists"].post.tags).toEqual(["operator"]);
  });
});

describe("POST /api/operator/artists/{slug}/owner-link (issue 35, item 6)", () => {
  it("re-issues each owner's one-time link, emails it, and the link sets the password", async () => {
    const made = (await create({ name: "Lost Keys", ownerEmail: "owner@lostkeys.example" })).json();
    const answer = await server.app.inject({ method: "POST", url: `/api/operator/artists/${made.slug}/owner-link`, headers: operator });
    expect(answer.statusCode, answer.body).toBe(200);
    const [link] = answer.json().links;
    expect(link).toMatchObject({ ownerEmail: "owner@lostkeys.example", studioUrl: made.studioUrl });
    expect(link.passwordLink).not.toBe(made.passwordLink);
    const mailed = server.mail.filter((message) => message.to === "owner@lostkeys.example").at(-1);
    expect(mailed?.subject).toBe("A new link to Lost Keys's studio");
    expect(mailed?.text).toContain(link.passwordLink);
    const token = new URL(link.passwordLink).searchParams.get("token") ?? "";
    const set = await server.app.inject({
      method: "POST",
      url: "/api/editor/password-links/use",
      payload: { token, password: "a key found again 9" },
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it("answers 404 for an address name no artist has, and nothing without the operator's token", async () => {
    const unknown = await server.app.inject({ method: "POST", url: "/api/operator/artists/no-such-artist/owner-link", headers: operator });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "No artist has this address name." });
    const anonymous = await server.app.inject({ method: "POST", url: "/api/operator/artists/no-such-artist/owner-link" });
    expect(anonymous.statusCode).toBe(401);
  });
});
