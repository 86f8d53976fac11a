import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsEvent, AnalyticsSummary } from "../../schema/api/analytics";
import { recordBusinessEvent } from "../analytics/businessEvent";
import { createAccount } from "../data/accounts";
import type { BusinessAnalyticsKind } from "../data/analyticsEvents";
import { recordMemberCounts } from "../data/memberCounts";
import { createTier } from "../data/tiers";
import { newId } from "../security/tokens";
import { createTestEditor, createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

/**
 * The site's analytics through the routes (issue 38): a visitor counted once a day and again the
 * next, nothing that identifies them kept, bots and browsers asking not to be tracked left out,
 * each artist's numbers their own.
 */
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const clock = manualClock(Date.parse("2026-11-02T10:00:00Z"));
let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;

const pageview = (path: string, referrer = ""): AnalyticsEvent => ({ type: "pageview", path, referrer });

async function send(events: AnalyticsEvent[], { address = "203.0.113.7", agent = FIREFOX, headers = {}, host = "localhost" } = {}) {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/public/analytics/events",
    payload: { events },
    remoteAddress: address,
    headers: { "user-agent": agent, host, "accept-encoding": "br, gzip", ...headers },
  });
  expect(answer.statusCode, answer.body).toBe(202);
  // Nothing to say, and no compression's work on it.
  expect(answer.body).toBe("null");
  expect(answer.headers["content-encoding"]).toBeUndefined();
}

async function summary(from: string, to: string, profileId = server.profile.id): Promise<AnalyticsSummary> {
  await server.context.analytics.rollUp();
  const answer = await server.app.inject({ url: `/api/profiles/${profileId}/analytics?from=${from}&to=${to}`, headers: editor.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  server = await createTestServer("pglite", { clock, config: { analyticsBufferMs: 0 } });
  editor = await createTestEditor(server, server.profile.id);
}, 60_000);
afterAll(() => server.close());

describe("collecting", () => {
  it("counts a visitor once a day, twice across two days, and keeps no address or identifier", async () => {
    await send([pageview("/"), pageview("/music", "https://www.example.com/search?q=lantern")]);
    await send([pageview("/music")], { address: "203.0.113.7" });
    await send([pageview("/")], { address: "198.51.100.20", agent: IPHONE });
    clock.advance(24 * 3600_000);
    await send([pageview("/")]);

    const numbers = await summary("2026-11-02", "2026-11-03");
    expect(numbers.totals.visitors.value).toBe(3);
    expect(numbers.totals.pageviews.value).toBe(5);
    expect(numbers.days.map((day) => [day.day, day.visitors, day.pageviews])).toEqual([
      ["2026-11-02", 2, 4],
      ["2026-11-03", 1, 1],
    ]);
    expect(numbers.topPages).toEqual([
      { path: "/", visitors: 3, pageviews: 3 },
      { path: "/music", visitors: 1, pageviews: 2 },
    ]);
    expect(numbers.topReferrers).toEqual([{ source: "example.com", visitors: 1 }]);
    // No GEOIP_DATABASE: no country, and none in the summary.
    expect(numbers.topCountries).toEqual([]);

    const kept = await server.context.db.query<Record<string, unknown>>("SELECT * FROM analytics_events");
    const everything = JSON.stringify(kept);
    for (const secret of ["203.0.113.7", "198.51.100.20", "iPhone", "Firefox", "q=lantern"]) expect(everything).not.toContain(secret);
    expect(new Set(kept.map((row) => row.device))).toEqual(new Set(["desktop", "mobile"]));
    expect(new Set(kept.map((row) => row.country))).toEqual(new Set([""]));
    // Yesterday's secret is gone: its hashes can no longer be tied to anyone.
    const salts = await server.context.db.query<{ day: string }>("SELECT day::text FROM analytics_salts");
    expect(salts.map((row) => row.day)).toEqual(["2026-11-03"]);
  });

  it("leaves out bots, Do Not Track and Global Privacy Control, and still answers them 202", async () => {
    const before = (await server.context.db.query("SELECT id FROM analytics_events")).length;
    await send([pageview("/bot")], { agent: GOOGLEBOT });
    await send([pageview("/dnt")], { headers: { dnt: "1" } });
    await send([pageview("/gpc")], { headers: { "sec-gpc": "1" } });
    expect((await server.context.db.query("SELECT id FROM analytics_events")).length).toBe(before);
  });

  it("counts plays and link clicks, with the campaign of a visit as its source", async () => {
    clock.set(Date.parse("2026-11-05T12:00:00Z"));
    const track = { path: "/music/r1", trackId: "t1", releaseId: "r1", preview: false } as const;
    await send([
      {
        type: "pageview",
        path: "/",
        referrer: "https://news.example/",
        utm: { source: "Newsletter", medium: "email", campaign: "winter" },
      },
      { type: "play", ...track, stage: "start" },
      { type: "play", ...track, stage: "30s" },
      { type: "play", ...track, stage: "complete" },
      { type: "play", ...track, stage: "start" },
      { type: "click", path: "/", link: "https://shop.example/tee?ref=secret-token", source: "linktree" },
    ]);
    const numbers = await summary("2026-11-05", "2026-11-05");
    expect(numbers.totals.plays.value).toBe(2);
    expect(numbers.topTracks).toEqual([{ trackId: "t1", title: "A deleted track", releaseTitle: "", plays: 2, completions: 1 }]);
    expect(numbers.topLinks).toEqual([{ link: "https://shop.example/tee", clicks: 1 }]);
    expect(numbers.topReferrers).toEqual([{ source: "newsletter", visitors: 1 }]);
  });

  it("refuses what is not a batch with 400, and a batch over 50 events", async () => {
    const refused = (payload: unknown) =>
      server.app.inject({
        method: "POST",
        url: "/api/public/analytics/events",
        payload: payload as object,
        headers: { "user-agent": FIREFOX },
      });
    expect((await refused({ events: [] })).statusCode).toBe(400);
    expect((await refused({ events: [{ type: "pageview", path: "no-slash", referrer: "" }] })).statusCode).toBe(400);
    expect((await refused({ events: Array.from({ length: 51 }, () => pageview("/")) })).statusCode).toBe(400);
  });
});

describe("the studio's numbers", () => {
  it("are each artist's own: another artist's visits are not in them, and another artist's editor is refused", async () => {
    clock.set(Date.parse("2026-11-07T12:00:00Z"));
    await send([pageview("/theirs")], { host: OTHER_ARTIST_DOMAIN });
    // The other artist's business too: a paid order and a follow are theirs alone.
    const at = new Date(clock.now());
    recordBusinessEvent(server.context.analytics, { profileId: server.otherProfile.id, kind: "order_paid", at, amountCents: 500 });
    recordBusinessEvent(server.context.analytics, { profileId: server.otherProfile.id, kind: "follow", at });
    await server.context.analytics.flush();
    const ours = await summary("2026-11-07", "2026-11-07");
    expect(ours.totals.pageviews.value).toBe(0);
    expect(ours.funnel.ordersPaid.value).toBe(0);
    expect(ours.totals.follows.value).toBe(0);
    const theirs = await server.app.inject({
      url: `/api/profiles/${server.otherProfile.id}/analytics?from=2026-11-07&to=2026-11-07`,
      headers: editor.headers,
    });
    expect([403, 404]).toContain(theirs.statusCode);
    const theirEditor = await createTestEditor(server, server.otherProfile.id);
    const answer = await server.app.inject({
      url: `/api/profiles/${server.otherProfile.id}/analytics?from=2026-11-07&to=2026-11-07`,
      headers: theirEditor.headers,
    });
    const theirNumbers = answer.json() as AnalyticsSummary;
    expect(theirNumbers.topPages).toEqual([{ path: "/theirs", visitors: 1, pageviews: 1 }]);
    expect(theirNumbers.funnel.ordersPaid.value).toBe(1);
    expect(theirNumbers.totals.follows.value).toBe(1);
  });

  it("count the business's events of the period beside the period before, from the roll-ups, with the MRR each way", async () => {
    const record = (day: string, kind: BusinessAnalyticsKind, amountCents = 0) =>
      recordBusinessEvent(server.context.analytics, { profileId: server.profile.id, kind, at: new Date(`${day}T09:00:00Z`), amountCents });
    record("2026-11-20", "list_join");
    record("2026-11-20", "list_join");
    record("2026-11-20", "checkout_start", 1200);
    record("2026-11-22", "list_join");
    record("2026-11-22", "email_delivered");
    for (const _ of [1, 2, 3, 4]) record("2026-11-22", "checkout_start", 1200);
    record("2026-11-22", "order_paid", 1200);
    record("2026-11-22", "membership_start", 400);
    record("2026-11-22", "membership_renew", 100);
    record("2026-11-23", "membership_renew", -50);
    record("2026-11-23", "membership_cancel", -400);
    await server.context.analytics.flush();
    const numbers = await summary("2026-11-22", "2026-11-23");
    expect(numbers.totals.listJoins).toEqual({ value: 1, previous: 2 });
    expect(numbers.totals.emailsDelivered).toEqual({ value: 1, previous: 0 });
    expect(numbers.funnel).toEqual({
      checkoutsStarted: { value: 4, previous: 1 },
      ordersPaid: { value: 1, previous: 0 },
      conversionPercent: 25,
    });
    expect(numbers.membershipMoves).toEqual({
      started: 1,
      renewed: 2,
      changed: 0,
      cancelled: 1,
      mrrGainedCents: 500,
      mrrLostCents: 450,
      // The roll-ups' moves are the business events recorded here; churn is the subscriptions', and this artist has none.
      churnPercent: null,
    });
    // None of them is a visitor.
    expect(numbers.totals.visitors.value).toBe(0);
  });

  it("draw each tier's members by day from the daily counts, a day without one a gap, and take the members at both ends from them", async () => {
    const { db } = server.context;
    const profileId = server.profile.id;
    const crew = await createTier(db, { profileId, name: "Crew", priceMonthly: 6 });
    const fan = async (tierId: string) =>
      createAccount(db, {
        profileId,
        firstName: "F",
        lastName: "L",
        email: `${newId()}@example.com`,
        passwordHash: "x",
        membershipTierId: tierId,
      });
    await fan(crew.id);
    await recordMemberCounts(db, "2026-10-29");
    await fan(crew.id);
    await recordMemberCounts(db, "2026-10-31");
    await fan(crew.id);
    await recordMemberCounts(db, "2026-11-01");
    await fan(crew.id);

    // 30 October to 1 November, over by the clock's 2 November: its end is 1 November's count, its start 29 October's.
    const numbers = await summary("2026-10-30", "2026-11-01");
    const tier = numbers.membersByTier.find((each) => each.tierId === crew.id);
    expect(tier).toMatchObject({ name: "Crew", members: 4, daily: [null, 2, 3] });
    expect(numbers.totals.members).toEqual({ value: 3, previous: 1 });
    // While a period runs, its end is the members now.
    expect((await summary("2026-11-01", "2026-11-02")).totals.members).toEqual({ value: 4, previous: 2 });
    await db.query("DELETE FROM accounts WHERE membership_tier_id = $1", [crew.id]);
    await db.query("DELETE FROM membership_tiers WHERE id = $1", [crew.id]);
  });

  it("compare the period with the one before it, and refuse a period that is not one", async () => {
    const numbers = await summary("2026-11-03", "2026-11-04");
    // 3 and 4 November beside 1 and 2 November: one visitor beside two.
    expect(numbers.totals.visitors).toEqual({ value: 1, previous: 2 });
    expect(numbers.days).toHaveLength(2);
    for (const [from, to] of [
      ["2026-11-05", "2026-11-04"],
      ["2025-01-01", "2026-11-04"],
      ["2026-02-30", "2026-03-01"],
    ]) {
      const answer = await server.app.inject({
        url: `/api/profiles/${server.profile.id}/analytics?from=${from}&to=${to}`,
        headers: editor.headers,
      });
      expect(answer.statusCode, `${from}..${to}`).toBe(400);
    }
  });

  it("count who is on the site in the last five minutes", async () => {
    clock.set(Date.parse("2026-11-09T12:00:00Z"));
    await send([pageview("/")], { address: "192.0.2.1" });
    await send([pageview("/")], { address: "192.0.2.2" });
    clock.advance(4 * 60_000);
    const live = async () =>
      (await server.app.inject({ url: `/api/profiles/${server.profile.id}/analytics/live`, headers: editor.headers })).json();
    expect(await live()).toEqual({ visitors: 2 });
    clock.advance(2 * 60_000);
    expect(await live()).toEqual({ visitors: 0 });
  });
});
