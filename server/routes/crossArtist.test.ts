import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { createArtist } from "../artists/createArtist";
import { createAccount } from "../data/accounts";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createTestApp, type TestApp } from "../testing/testServer";

/**
 * Two artists made as `backline artist create` makes them (issue 17), each owner logged in after
 * setting a password through their one-time link: nothing of one is read or changed through the
 * other's profile, on any studio route the OpenAPI document lists, nor seen on the other's site.
 */

interface Artist {
  readonly id: string;
  readonly domain: string;
  readonly headers: Record<string, string>;
  /** Ids of what the artist made, by the path parameter that names them. */
  readonly ids: Record<string, string>;
}

let app: TestApp;
let first: Artist;
let second: Artist;

async function makeArtist(name: string, domain: string): Promise<Artist> {
  const made = await createArtist(app.context.db, { name, ownerEmail: `owner@${domain}`, domain });
  if (!made.ok) throw new Error(`${name} was refused: ${made.problem}`);
  const password = `a long passphrase for ${name}`;
  const set = await app.app.inject({
    method: "POST",
    url: "/api/editor/password-links/use",
    payload: { token: made.artist.passwordLink.token, password },
  });
  expect(set.statusCode).toBe(200);
  const login = await app.app.inject({
    method: "POST",
    url: "/api/editor/sessions",
    headers: { host: domain },
    payload: { email: `owner@${domain}`, password },
  });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  return { id: made.artist.profile.id, domain, headers, ids: {} };
}

/** Makes one of each thing through the artist's own studio routes, keeping their ids. */
async function fill(artist: Artist, word: string): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await app.app.inject({ method: "POST", url: `/api/profiles/${artist.id}/${url}`, headers: artist.headers, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json() as { id: string };
  };
  artist.ids.releaseId = (
    await post("releases", {
      title: `${word} release`,
      artist: word,
      category: "Music",
      releaseType: "single",
      status: "published",
      variants: [{ price: 1, tracks: [] }],
    })
  ).id;
  artist.ids.tierId = (
    await post("membership-tiers", {
      name: `${word} tier`,
      priceMonthly: null,
      priceYearly: null,
      payWhatYouWant: false,
      payWhatYouWantMinimum: null,
      benefits: [],
    })
  ).id;
  artist.ids.postId = (
    await post("posts", { type: "text", membershipTierId: null, captionRich: richTextFromPlainText(`${word} post`) })
  ).id;
  artist.ids.eventId = (
    await post("events", {
      title: `${word} show`,
      dateTime: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      timeZone: "Europe/Lisbon",
      address: { name: "Hall", street: "1 Rua", zipCode: "1000", city: "Lisbon", country: "Portugal" },
      actionLink: "https://tickets.example/x",
      actionText: "Tickets",
    })
  ).id;
  artist.ids.listId = (await post("email-lists", { name: `${word} list` })).id;
  artist.ids.orderId = await paidOrder(artist, word);
}

/** A fan's paid order of the artist's release (checkout itself is tested in checkout.test.ts). */
async function paidOrder(artist: Artist, word: string): Promise<string> {
  const db = app.context.db;
  const email = `fan@${artist.domain}`;
  const fan = await createAccount(db, { profileId: artist.id, firstName: word, lastName: "Fan", email, passwordHash: "unused" });
  if (!fan) throw new Error(`${email} exists`);
  const { order } = await createOrder(db, {
    profileId: artist.id,
    accountId: fan.id,
    email,
    idempotencyKey: `${word}-order-key-0000000`,
    lines: [{ productId: artist.ids.releaseId ?? "", variantId: "v", title: `${word} release`, priceCents: 100, gift: null }],
    totalCents: 100,
  });
  await moveOrder(db, order.id, "paid", "payment succeeded");
  return order.id;
}

beforeAll(async () => {
  app = await createTestApp();
  first = await makeArtist("Night Ferry", "nightferry.test");
  second = await makeArtist("Harbor Lights", "harborlights.test");
  await fill(first, "Ferry");
  await fill(second, "Harbor");
}, 120_000);
afterAll(() => app.close());

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: unknown };

describe("two artists made from nothing", () => {
  it("cannot reach each other's studio routes: every route with a profile in its path refuses the other's owner", async () => {
    const document = (await app.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(document.paths).filter(([path]) => path.includes("{profileId}"));
    expect(routes.length).toBeGreaterThan(20);
    let tried = 0;
    for (const [path, operations] of routes) {
      for (const [method, operation] of Object.entries(operations)) {
        // The second artist's own ids, through the second artist's profile, asked by the first's owner.
        const url = `${path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === "profileId" ? second.id : (second.ids[name] ?? "abc")))}`;
        const response = await app.app.inject({
          method: method.toUpperCase() as "GET",
          url,
          headers: first.headers,
          ...(operation.requestBody ? { payload: {} } : {}),
        });
        expect([401, 403], `${method.toUpperCase()} ${url}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(30);
  });

  it("find none of each other's things through their own profile, in the studio or on their site", async () => {
    for (const [name, route] of [
      ["releaseId", "releases"],
      ["postId", "posts"],
      ["eventId", "events"],
      ["tierId", "membership-tiers"],
      ["listId", "email-lists"],
    ] as const) {
      const theirs = second.ids[name];
      const response = await app.app.inject({
        method: "DELETE",
        url: `/api/profiles/${first.id}/${route}/${theirs}`,
        headers: first.headers,
      });
      expect(response.statusCode, `${route}/${theirs}`).toBe(404);
    }
    // Orders are never deleted: another artist's order is not found through this profile, and not refunded.
    for (const [method, route] of [
      ["GET", ""],
      ["POST", "/refund"],
    ] as const) {
      const url = `/api/profiles/${first.id}/orders/${second.ids.orderId}${route}`;
      expect((await app.app.inject({ method, url, headers: first.headers })).statusCode, url).toBe(404);
    }
    const orders = await app.app.inject({ url: `/api/profiles/${first.id}/orders`, headers: first.headers });
    expect(orders.body).toMatch(/fan@nightferry\.test/);
    expect(orders.body).not.toMatch(/Harbor|harborlights/);
    const site = (await app.app.inject({ url: "/", headers: { host: first.domain } })).body;
    const api = await Promise.all(
      ["products", "posts?limit=50", "events", "membership-tiers"].map(
        async (route) => (await app.app.inject({ url: `/api/public/${route}`, headers: { host: first.domain } })).body,
      ),
    );
    for (const seen of [site, ...api]) expect(seen).not.toMatch(/Harbor/);
    expect(api.join("")).toMatch(/Ferry release/);
    expect(
      (await app.app.inject({ url: `/api/public/products/${second.ids.releaseId}`, headers: { host: first.domain } })).statusCode,
    ).toBe(404);
  });
});
