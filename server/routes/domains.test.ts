import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainList } from "../../schema/api/domains";
import { findProfileSlug } from "../data/profiles";
import { startTestDnsServer, type TestDnsServer } from "../testing/testDnsServer";
import { createTestEditor, createTestServer, OTHER_ARTIST_DOMAIN, publishTestSite, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

let server: TestServer;
let dns: TestDnsServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };
let subdomain: string;
const clock = manualClock();

beforeAll(async () => {
  dns = await startTestDnsServer();
  server = await createTestServer("pglite", { clock, config: { dnsServers: [dns.address] } });
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  await publishTestSite(server);
  subdomain = `${await findProfileSlug(server.context.db, server.profile.id)}.localhost`;
}, 60_000);
afterAll(async () => {
  await server.close();
  await dns.close();
});

const domains = (profileId = server.profile.id) => `/api/profiles/${profileId}/domains`;

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers = editor.headers) {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    body: response.json() as DomainList & { code?: string; message?: string },
    headers: response.headers,
  };
}

const page = (host: string, url = "/") => server.app.inject({ url, headers: { host } });

describe("custom domains from the studio (issue 31)", () => {
  it("adds a domain, shows its records, verifies it against DNS, serves the artist there and redirects the subdomain to it", async () => {
    const added = await call("POST", domains(), { domain: " Band.Test. " });
    expect(added.status).toBe(201);
    expect(added.body.primaryAddress).toBe(subdomain);
    const [domain] = added.body.domains;
    expect(domain).toMatchObject({ host: "band.test", status: "checking", isPrimary: false, problem: null });
    const token = domain?.records.find((record) => record.type === "TXT")?.value ?? "";
    expect(domain?.records).toEqual([
      { type: "CNAME", name: "band.test", value: subdomain },
      { type: "TXT", name: "_backline.band.test", value: expect.stringMatching(/^backline-[0-9a-f]{32}$/) },
    ]);
    // Not verified: the domain serves no one yet.
    expect((await page("band.test")).body).not.toContain("Test Artist");

    const missing = await call("POST", `${domains()}/band.test/check`);
    expect(missing.body.domains[0]).toMatchObject({ status: "checking", problem: "No TXT record at _backline.band.test yet." });
    // Pressed again at once: refused, and told how long to wait.
    const again = await call("POST", `${domains()}/band.test/check`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("rate_limited");
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);

    dns.set("_backline.band.test", "TXT", [token]);
    dns.set("band.test", "CNAME", ["somewhere-else.example"]);
    clock.advance(11_000);
    const wrongTarget = await call("POST", `${domains()}/band.test/check`);
    expect(wrongTarget.body.domains[0]?.problem).toBe(`band.test is a CNAME to somewhere-else.example, not to ${subdomain}.`);

    dns.set("band.test", "CNAME", [subdomain]);
    clock.advance(11_000);
    const verified = await call("POST", `${domains()}/band.test/check`);
    expect(verified.body.domains[0]).toMatchObject({ status: "verified", problem: null, records: [] });
    // Verified but not primary: the subdomain serves the artist, and the domain sends its visitors there.
    expect((await page(`${subdomain}:3000`)).statusCode).toBe(200);
    expect((await page("band.test", "/music")).headers.location).toBe(`http://${subdomain}/music`);

    const unverifiedPrimary = await call("POST", domains(), { domain: "later.test" });
    expect(unverifiedPrimary.status).toBe(201);
    const refused = await call("PUT", `/api/profiles/${server.profile.id}/primary-address`, { address: "later.test" });
    expect(refused).toMatchObject({ status: 409, body: { code: "domain_not_verified" } });

    const primary = await call("PUT", `/api/profiles/${server.profile.id}/primary-address`, { address: "band.test" });
    expect(primary.body.primaryAddress).toBe("band.test");
    const moved = await page(`${subdomain}:3000`, "/music?sort=new&x=1");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("http://band.test:3000/music?sort=new&x=1");
    expect((await page("www.band.test", "/about")).headers.location).toBe("http://band.test/about");
    const served = await page("band.test");
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain("Test Artist");
    // The API answers on every address: integrators and the TLS ask endpoint are never redirected.
    expect((await page(subdomain, `/api/public/membership-tiers`)).statusCode).toBe(200);
    // Forms posted to the old address are not turned into GETs.
    expect((await server.app.inject({ method: "POST", url: "/music", headers: { host: subdomain } })).statusCode).not.toBe(301);

    // The subdomain made primary again: the redirect stops at once.
    const back = await call("PUT", `/api/profiles/${server.profile.id}/primary-address`, { address: subdomain });
    expect(back.body.primaryAddress).toBe(subdomain);
    expect((await page(subdomain)).statusCode).toBe(200);
    expect((await page("band.test")).headers.location).toBe(`http://${subdomain}/`);

    // Removing the domain (primary again first) leaves the subdomain serving, without a redirect.
    await call("PUT", `/api/profiles/${server.profile.id}/primary-address`, { address: "band.test" });
    const removed = await call("DELETE", `${domains()}/band.test`);
    expect(removed.body).toMatchObject({ primaryAddress: subdomain });
    expect(removed.body.domains.map((entry) => entry.host)).toEqual(["later.test"]);
    const after = await page(subdomain);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("Test Artist");
    expect((await page("band.test")).body).not.toContain("Test Artist");
  });

  it("refuses a domain another artist has, the same domain twice, and what is not a domain", async () => {
    const taken = await call("POST", domains(), { domain: OTHER_ARTIST_DOMAIN });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: "domain_taken",
      reason: "taken",
      message: `The domain ${OTHER_ARTIST_DOMAIN} already belongs to another artist.`,
    });

    expect((await call("POST", domains(), { domain: "twice.test" })).status).toBe(201);
    const twice = await call("POST", domains(), { domain: "TWICE.test" });
    expect(twice).toMatchObject({
      status: 409,
      body: { code: "domain_added", reason: "already", message: "You already added twice.test." },
    });

    const cases: [string, string, string][] = [
      ["https://band.example/", "withScheme", "Enter the domain alone, such as band.example.com, without http:// or a path."],
      ["band.example:8080", "withPort", "Enter the domain without a port: fans reach it on the usual web ports."],
      ["192.168.1.10", "ipAddress", "An IP address cannot be a domain: enter a host name such as band.example.com."],
      ["[::1]", "ipAddress", "An IP address cannot be a domain: enter a host name such as band.example.com."],
      ["band", "notAHost", "A domain is a host name such as band.example.com."],
      ["bad_name.example", "notAHost", "A domain is a host name such as band.example.com."],
      [
        `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`,
        "tooLong",
        "A domain has at most 253 characters.",
      ],
      ["someone.localhost", "platform", expect.stringContaining("Addresses under localhost are this platform's own")],
      ["localhost", "notAHost", "A domain is a host name such as band.example.com."],
    ];
    for (const [domain, reason, message] of cases) {
      const answer = await call("POST", domains(), { domain });
      expect(answer.status, domain).toBe(400);
      expect(answer.body, domain).toEqual({ code: "domain_invalid", reason, message });
    }
  });

  it("never shows or changes one artist's domains through another", async () => {
    const theirs = await call("GET", domains(server.otherProfile.id), undefined, otherEditor.headers);
    expect(theirs.body.domains.map((domain) => domain.host)).toEqual([OTHER_ARTIST_DOMAIN]);
    expect((await call("GET", domains(server.otherProfile.id), undefined, editor.headers)).status).toBe(403);
    const mine = await call("GET", domains(server.profile.id), undefined, otherEditor.headers);
    expect(mine.status).toBe(403);
    // Through its own profile, another artist's domain is not theirs to check, remove or make primary.
    expect((await call("POST", `${domains()}/${OTHER_ARTIST_DOMAIN}/check`)).status).toBe(404);
    expect((await call("DELETE", `${domains()}/${OTHER_ARTIST_DOMAIN}`)).status).toBe(404);
    const primary = await call("PUT", `/api/profiles/${server.profile.id}/primary-address`, { address: OTHER_ARTIST_DOMAIN });
    expect(primary.body.code).toBe("domain_invalid");
    expect((await call("GET", domains(server.otherProfile.id), undefined, otherEditor.headers)).body.domains).toHaveLength(1);
  });
});
