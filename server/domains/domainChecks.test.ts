import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDomain, insertDomain } from "../data/domains";
import { findProfileSlug } from "../data/profiles";
import { startTestDnsServer, type TestDnsServer } from "../testing/testDnsServer";
import { createTestServer, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";
import { checkDelayMs, checkDueDomains, DOMAIN_CHECK_BACKOFF, type DomainCheckDeps } from "./domainChecks";
import { domainResolver } from "./domainResolver";

let server: TestServer;
let dns: TestDnsServer;
let deps: DomainCheckDeps;
const clock = manualClock(Date.parse("2026-03-01T12:00:00Z"));
const MINUTE = 60_000;

beforeAll(async () => {
  dns = await startTestDnsServer();
  server = await createTestServer("pglite", { clock });
  deps = { db: server.context.db, resolver: domainResolver([dns.address]), clock, platformDomain: "localhost" };
}, 60_000);
afterAll(async () => {
  await server.close();
  await dns.close();
});

const add = (host: string, token = `token-${host}`) =>
  insertDomain(server.context.db, {
    host,
    profileId: server.profile.id,
    token,
    nowMs: clock.now(),
    firstCheckAt: clock.now() + checkDelayMs(1),
  });
const stored = async (host: string) => findDomain(server.context.db, server.profile.id, host);

describe("the re-check of unverified domains (issue 31)", () => {
  it("waits a minute, then twice as long after each miss, at most four hours", () => {
    expect([1, 2, 3, 4, 5, 8, 9, 20].map((attempts) => checkDelayMs(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 128, 240, 240]);
  });

  it("checks due domains as the clock moves, backing off, and verifies one once its records appear", async () => {
    await add("slow.test");
    expect(await checkDueDomains(deps)).toBe(0);
    clock.advance(MINUTE);
    expect(await checkDueDomains(deps)).toBe(1);
    const first = await stored("slow.test");
    expect(first).toMatchObject({ checkAttempts: 1, checkProblem: "No TXT record at _backline.slow.test yet.", verifiedAt: null });
    expect(Date.parse(first?.nextCheckAt ?? "")).toBe(clock.now() + MINUTE);

    // Not due until its time: a minute more, then two more.
    clock.advance(MINUTE - 1);
    expect(await checkDueDomains(deps)).toBe(0);
    clock.advance(1);
    expect(await checkDueDomains(deps)).toBe(1);
    expect(Date.parse((await stored("slow.test"))?.nextCheckAt ?? "")).toBe(clock.now() + 2 * MINUTE);

    const slug = await findProfileSlug(server.context.db, server.profile.id);
    dns.set("_backline.slow.test", "TXT", ["token-slow.test"]);
    dns.set("slow.test", "CNAME", [`${slug}.localhost`]);
    clock.advance(2 * MINUTE);
    expect(await checkDueDomains(deps)).toBe(1);
    expect(await stored("slow.test")).toMatchObject({
      verifiedAt: new Date(clock.now()).toISOString(),
      nextCheckAt: null,
      checkProblem: null,
    });
    // Verified domains are not checked again.
    clock.advance(DOMAIN_CHECK_BACKOFF.maxMs);
    expect(await checkDueDomains(deps)).toBe(0);
  });

  it("gives up after a week, leaving the last problem for the studio", async () => {
    dns.set("apex.test", "A", ["203.0.113.9"]);
    dns.set("_backline.apex.test", "TXT", ["token-apex.test"]);
    dns.set("localhost", "A", ["127.0.0.1"]);
    await add("apex.test");
    const addedAt = clock.now();
    let checks = 0;
    // Straight to each next check's time, as the job would find it due.
    for (let next = (await stored("apex.test"))?.nextCheckAt; next; next = (await stored("apex.test"))?.nextCheckAt) {
      clock.set(Date.parse(next));
      checks += await checkDueDomains(deps);
    }
    expect(clock.now() - addedAt).toBeGreaterThan(DOMAIN_CHECK_BACKOFF.giveUpAfterMs - DOMAIN_CHECK_BACKOFF.maxMs);
    const domain = await stored("apex.test");
    expect(domain).toMatchObject({ verifiedAt: null, nextCheckAt: null });
    expect(domain?.checkProblem).toBe("apex.test points at 203.0.113.9, which is not this server: use a CNAME to test-artist.localhost.");
    // A minute, 2, 4 … 128, then every 4 hours until the week is over: a few dozen looks, not thousands.
    expect(checks).toBeGreaterThan(45);
    expect(checks).toBeLessThan(55);

    // Pointed at the platform's own address, it is verified by Check now (the route), not by the job any more.
    dns.set("apex.test", "A", ["127.0.0.1"]);
    clock.advance(DOMAIN_CHECK_BACKOFF.maxMs);
    expect(await checkDueDomains(deps)).toBe(0);
  });
});
