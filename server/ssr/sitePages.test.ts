import { brotliDecompressSync, gunzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parseDocument } from "../../runtime/parse";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { publishDocument, saveDocument } from "../data/documents";
import { createProduct, findProduct, listProductIds } from "../data/products";
import { addDomain, createProfile } from "../data/profiles";
import { seedDemoIfEmpty } from "../demo/seed";
import { priceCart } from "../orders/priceCart";
import { createTestApp, type TestApp } from "../testing/testServer";
import { pageEncodingFor } from "./cachedPage";

let server: TestApp;
let demoProfileId: string;
let ownerLogin: { email: string; password: string };

beforeAll(async () => {
  server = await createTestApp();
  const seeded = await seedDemoIfEmpty(server.context, { now: new Date("2026-11-21T12:00:00Z") });
  demoProfileId = seeded?.profile.id ?? "";
  ownerLogin = seeded?.owner ?? { email: "", password: "" };
}, 180_000);
afterAll(() => server.close());

/** The JSON the page embeds for hydration. */
function embeddedState(html: string): { profile: { id: string }; routeData: Record<string, unknown> } {
  const match = /<script type="application\/json" id="backline-state">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no embedded state");
  return JSON.parse(match[1]);
}

describe("server-rendered pages", () => {
  it("renders the home page document with its blocks' data, and embeds that data for hydration", async () => {
    const response = await server.app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).toContain("<title>The Lantern Coast</title>");
    expect(html).toContain("Join the tribe");
    expect(html).toContain("Listener");
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-[0-9a-f]{12}\.css">/);
    const state = embeddedState(html);
    expect(state.profile.id).toBe(demoProfileId);
    const home = state.routeData["document:/"] as { page: { id: string }; blockData: Record<string, { status: string }> };
    expect(home.page.id).toBe("home");
    expect(Object.values(home.blockData).every((entry) => entry.status === "ready")).toBe(true);
  });

  it("puts Open Graph, Twitter and MusicEvent JSON-LD in the head", async () => {
    const html = (await server.app.inject({ url: "/" })).body;
    expect(html).toContain('<meta property="og:title" content="The Lantern Coast">');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain('<link rel="canonical" href="http://lantern-coast.localhost/">');
    // The logo is the site's icon, in browser tabs and on a phone's home screen, as squares the server makes.
    const icon = /<link rel="icon" type="image\/png" sizes="32x32" href="([^"]+)\?icon=32">/.exec(html)?.[1];
    expect(icon).toMatch(/^\/media\/.+\.svg$/);
    expect(html).toContain(`<link rel="icon" type="image/png" sizes="192x192" href="${icon}?icon=192">`);
    expect(html).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${icon}?icon=180">`);
    for (const size of [32, 180]) {
      const answer = await server.app.inject({ url: `${icon}?icon=${size}` });
      expect(answer.headers["content-type"]).toBe("image/png");
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ format: "png", width: size, height: size });
    }
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1] as string),
    );
    expect(jsonLd.length).toBeGreaterThan(0);
    expect(jsonLd.every((item) => item["@type"] === "MusicEvent" && item.location.address.addressLocality)).toBe(true);
  });

  it("sends the site and the studio with a Content-Security-Policy that allows no inline or evaluated script", async () => {
    for (const url of ["/", "/music", "/no/such/page", "/studio"]) {
      const response = await server.app.inject({ url });
      expect(response.headers["content-security-policy"], url).toContain("script-src 'self';");
      expect(response.body, url).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/);
    }
  });

  it("offers each release on its page at the price checkout charges, and nothing for one no longer for sale", async () => {
    const db = server.context.db;
    const offerOn = async (id: string) => {
      const html = (await server.app.inject({ url: `/music/${id}` })).body;
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
        JSON.parse(match[1] ?? ""),
      );
      return scripts.find((item) => item.offers)?.offers as { price: string; priceSpecification?: { minPrice: string } } | undefined;
    };
    const charge = async (id: string, price: number) => {
      const product = await findProduct(db, demoProfileId, id);
      const variant = product?.variants.find((candidate) => candidate.isDefault) ?? product?.variants[0];
      return priceCart(db, demoProfileId, [{ productId: id, productVariantId: variant?.id ?? "", isGift: false, price }]);
    };
    const ids = await listProductIds(db, demoProfileId);
    let payWhatYouWant = 0;
    for (const id of ids) {
      const offer = await offerOn(id);
      if (!offer) throw new Error(`no offer on /music/${id}`);
      const priced = await charge(id, Number(offer.price));
      expect(priced.ok && priced.totalCents, id).toBe(Math.round(Number(offer.price) * 100));
      if (offer.priceSpecification) {
        payWhatYouWant += 1;
        expect(offer.priceSpecification.minPrice).toBe(offer.price);
        if (Number(offer.price) > 0) expect((await charge(id, Number(offer.price) - 0.01)).ok, id).toBe(false);
      }
    }
    expect(payWhatYouWant).toBeGreaterThan(0);

    const archived = await createProduct(db, {
      profileId: demoProfileId,
      title: "Withdrawn",
      artist: "A",
      category: "Music",
      releaseType: "single",
      variants: [{ price: 3 }],
      status: "archived",
    });
    expect((await server.app.inject({ url: `/music/${archived.id}` })).statusCode).toBe(404);
    expect((await charge(archived.id, 3)).ok).toBe(false);
  });

  it("answers an unknown path and an unknown product with the not-found page and a 404", async () => {
    for (const url of ["/no/such/page", "/music/no-such-release"]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Page not found");
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("keeps /api answers JSON, also for unknown API paths", async () => {
    const response = await server.app.inject({ url: "/api/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", reason: "route", message: "Nothing at GET /api/nothing." });
  });

  it("serves the stylesheet for good, robots.txt and a sitemap of the public pages and releases", async () => {
    const html = (await server.app.inject({ url: "/" })).body;
    const href = /href="(\/assets\/site-[0-9a-f]+\.css)"/.exec(html)?.[1] ?? "";
    const css = await server.app.inject({ url: href });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(css.body).toContain(".bl-document");
    const robots = await server.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://lantern-coast.localhost/sitemap.xml");
    const sitemap = await server.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain("<loc>http://lantern-coast.localhost/music/demo-release-");
  });

  it("serves another artist's site on their own domain", async () => {
    const other = await createProfile(server.context.db, "Harbor Choir");
    await addDomain(server.context.db, "harbor.example", other.id);
    const site = parseDocument({ schemaVersion: 1, kind: "site" }, { registry: siteBlocks });
    const page = parseDocument(
      {
        schemaVersion: 1,
        kind: "page",
        id: "home",
        title: "Home",
        path: "/",
        root: {
          id: "root",
          type: "Container",
          props: {},
          children: [{ id: "t", type: "Text", props: { content: richTextFromPlainText("Harbor Choir sings") } }],
        },
      },
      { registry: siteBlocks },
    );
    if (!site.ok || !page.ok) throw new Error("fixture documents are invalid");
    for (const document of [site.value, page.value]) {
      const saved = await saveDocument(server.context.db, other.id, document);
      if (!saved.ok) throw new Error("could not save");
      await publishDocument(server.context.db, other.id, saved.document.id);
    }
    const response = await server.app.inject({ url: "/", headers: { host: "harbor.example" } });
    expect(response.body).toContain("Harbor Choir sings");
    expect(response.body).not.toContain("Join the tribe");
    expect(embeddedState(response.body).profile.id).toBe(other.id);
  });

  it("escapes what editors write, in the head and in the embedded state", async () => {
    const hostile = '</script><script>alert("x")</script>';
    const parsed = parseDocument(
      {
        schemaVersion: 1,
        kind: "page",
        id: "hostile",
        title: hostile,
        path: "/hostile",
        description: hostile,
        root: {
          id: "root",
          type: "Container",
          props: {},
          children: [{ id: "t", type: "Text", props: { content: richTextFromPlainText(hostile) } }],
        },
      },
      { registry: siteBlocks },
    );
    if (!parsed.ok) throw new Error("fixture is invalid");
    const saved = await saveDocument(server.context.db, demoProfileId, parsed.value);
    if (!saved.ok) throw new Error("could not save");
    await publishDocument(server.context.db, demoProfileId, "hostile");
    const html = (await server.app.inject({ url: "/hostile" })).body;
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(embeddedState(html).routeData["document:/hostile"]).toBeDefined();
  });

  it("shows a publish at once, although pages are kept, with a new validator", async () => {
    const before = await server.app.inject({ url: "/" });
    expect(before.body).toContain("Join the tribe");
    const token = (await server.app.inject({ method: "POST", url: "/api/editor/sessions", payload: ownerLogin })).json().token;
    const headers = { authorization: `Bearer ${token}` };
    const home = (await server.app.inject({ url: `/api/profiles/${demoProfileId}/documents/home`, headers })).json();
    const retitled = JSON.parse(JSON.stringify(home.draft).replace("Join the tribe", "Come along"));
    const saved = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${demoProfileId}/documents/home`,
      headers,
      payload: { document: retitled, baseVersion: home.version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await server.app.inject({ url: "/" })).body).toContain("Join the tribe");
    const published = await server.app.inject({ method: "POST", url: `/api/profiles/${demoProfileId}/documents/home/publish`, headers });
    expect(published.statusCode).toBe(200);
    const after = await server.app.inject({ url: "/" });
    expect(after.body).toContain("Come along");
    expect(after.body).not.toContain("Join the tribe");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await server.app.inject({ url: "/", headers: { "if-none-match": String(before.headers.etag) } })).statusCode).toBe(200);
  });
});

describe("caching of server-rendered pages", () => {
  it("lets shared caches keep a page briefly, with an ETag and Last-Modified, and answers 304 to a client that has it", async () => {
    const first = await server.app.inject({ url: "/" });
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(Date.parse(String(first.headers["last-modified"]))).toBeLessThanOrEqual(Date.now());
    const again = await server.app.inject({ url: "/" });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);

    const revalidated = await server.app.inject({ url: "/", headers: { "if-none-match": `W/"x", ${first.headers.etag}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const byDate = await server.app.inject({ url: "/", headers: { "if-modified-since": String(first.headers["last-modified"]) } });
    expect(byDate.statusCode).toBe(304);
    const older = new Date(Date.parse(String(first.headers["last-modified"])) - 60_000).toUTCString();
    expect((await server.app.inject({ url: "/", headers: { "if-modified-since": older } })).statusCode).toBe(200);
  });

  it("keeps no 404 for shared caches", async () => {
    const missing = await server.app.inject({ url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-cache");
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe("compression of kept pages", () => {
  it("sends a kept page brotli- or gzip-compressed as asked, the same bytes each time, and plain HTML otherwise", async () => {
    const plain = await server.app.inject({ url: "/" });
    const brotli = await server.app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const again = await server.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    const gzip = await server.app.inject({ url: "/", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});

describe("pageEncodingFor", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["BR", "br"],
  ] as const)("%s → %s", (header, expected) => {
    expect(pageEncodingFor(header)).toBe(expected);
  });
});
