import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProfileSlug } from "../data/profiles";
import { ADDRESS_RATE_RULES } from "../http/rateLimits";
import { createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

/** The TLS proxy's question (issue 31): a certificate only for verified domains and existing artists' subdomains. */
let server: TestServer;
let otherSlug: string;
let addressCounter = 0;
/** Each test asks from an address of its own, so one test's count is not another's limit. */
const freshAddress = () => `10.31.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { platformDomain: "backline.test" } });
  otherSlug = (await findProfileSlug(server.context.db, server.otherProfile.id)) ?? "";
  // A domain an artist added and has not verified yet (its DNS records are still being looked for).
  await server.context.db.query("INSERT INTO domains (host, profile_id) VALUES ($1, $2)", ["pending.example", server.otherProfile.id]);
}, 60_000);
afterAll(() => server.close());

/** Asks as Caddy does: at the server's own address, from the loopback address unless told otherwise. */
function ask(domain: string, remoteAddress = freshAddress()) {
  return server.app.inject({
    url: `/api/tls/allowed?domain=${encodeURIComponent(domain)}`,
    headers: { host: "127.0.0.1:3000" },
    remoteAddress,
  });
}

describe("GET /api/tls/allowed", () => {
  it("says yes to a verified custom domain, uncached", async () => {
    const response = await ask(OTHER_ARTIST_DOMAIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ allowed: true });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("says yes to an existing artist's address under the platform's domain", async () => {
    expect(otherSlug).not.toBe("");
    expect((await ask(`${otherSlug}.backline.test`)).statusCode).toBe(200);
  });

  it("says no (404 not_found) to a domain not verified yet, an unknown one or an IP address, a made-up subdomain and the bare platform domain", async () => {
    for (const domain of [
      "pending.example",
      "nobody.test",
      "no-such-artist.backline.test",
      "backline.test",
      `a.${otherSlug}.backline.test`,
      "127.0.0.1",
    ]) {
      const response = await ask(domain);
      expect({ domain, status: response.statusCode, code: response.json().code }).toEqual({ domain, status: 404, code: "not_found" });
    }
  });

  it("says no to a subdomain of another platform domain (the default localhost is not this server's platform here)", async () => {
    expect((await ask(`${otherSlug}.localhost`)).statusCode).toBe(404);
  });

  it("refuses what is no host name as Caddy sends it with 400 validation_failed: a port, a path, a scheme, upper case, a final dot, empty, too long", async () => {
    const malformed = [
      "band.test:443",
      "band.test/x",
      "https://band.test",
      "user@band.test",
      "",
      "-band.test",
      "band..test",
      "BAND.TEST",
      "band.test.",
    ];
    for (const domain of [...malformed, `${"a".repeat(60)}.`.repeat(5).concat("test")]) {
      const response = await ask(domain);
      expect({ domain, status: response.statusCode, code: response.json().code }).toEqual({
        domain,
        status: 400,
        code: "validation_failed",
      });
    }
    const missing = await server.app.inject({ url: "/api/tls/allowed", remoteAddress: freshAddress() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("validation_failed");
  });

  it("is asked at any address the server is reached at: no Host check turns Caddy away", async () => {
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:3000", "backline.test"]) {
      const response = await server.app.inject({
        url: `/api/tls/allowed?domain=${OTHER_ARTIST_DOMAIN}`,
        headers: { host },
        remoteAddress: freshAddress(),
      });
      expect({ host, status: response.statusCode }).toEqual({ host, status: 200 });
    }
  });

  it("answers one address a limited number of times a minute: then 429 rate_limited with Retry-After, yes and no alike", async () => {
    const remoteAddress = freshAddress();
    const { limit } = ADDRESS_RATE_RULES.tlsAsk;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++)
      statuses.push((await ask(i % 2 === 0 ? OTHER_ARTIST_DOMAIN : `made-up-${i}.test`, remoteAddress)).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await ask(OTHER_ARTIST_DOMAIN, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await ask(OTHER_ARTIST_DOMAIN)).statusCode).toBe(200);
  }, 60_000);
});
