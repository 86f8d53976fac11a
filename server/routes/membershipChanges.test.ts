import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import type { MembershipCheckoutResponse, SubscriptionView } from "../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../schema/entities/membership";
import type { Post } from "../../schema/entities/posts";
import { findAccount } from "../data/accounts";
import { saveDocument } from "../data/documents";
import { createPost } from "../data/posts";
import { createTier } from "../data/tiers";
import { setWelcome } from "../data/welcomeEmails";
import { testPaymentProvider } from "../payments/testProvider";
import { renewDueTestSubscriptions } from "../payments/testRenewals";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

/** A paying fan's move to another tier on the test provider (issue 30, item 6), through the API. */

let server: TestServer;
let silver: MembershipTier;
let gold: MembershipTier;
let bronze: MembershipTier;
let goldPostId: string;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  const profileId = server.profile.id;
  silver = await createTier(db, { profileId, name: "Silver", priceMonthly: 4 });
  gold = await createTier(db, { profileId, name: "Gold", priceMonthly: 10, priceYearly: 100 });
  bronze = await createTier(db, { profileId, name: "Bronze", priceMonthly: 10 });
  goldPostId = (await createPost(db, { profileId, type: "text", caption: "For gold members", membershipTierId: gold.id })).id;
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;
type Answer = MembershipCheckoutResponse & { code?: string; message?: string };
const key = () => newId().padEnd(20, "k");

async function choose(fan: Fan, tier: MembershipTier, interval: "month" | "year" = "month", idempotencyKey = key()) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/membership/checkout",
    headers: fan.headers,
    payload: { membershipTierId: tier.id, interval, idempotencyKey },
  });
  return { status: response.statusCode, body: response.json() as Answer };
}

const pay = (paymentUrl: string | null, cardNumber = "4242424242424242") =>
  server.app.inject({
    method: "POST",
    url: paymentUrl ?? "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `cardNumber=${encodeURIComponent(cardNumber)}`,
  });

async function current(fan: Fan): Promise<SubscriptionView | null> {
  const response = await server.app.inject({ url: "/api/public/membership/subscription", headers: fan.headers });
  return (response.json() as { subscription: SubscriptionView | null }).subscription;
}

const cancel = async (fan: Fan) =>
  (
    await server.app.inject({ method: "POST", url: "/api/public/membership/subscription/cancel", headers: fan.headers })
  ).json() as SubscriptionView;
const tierOf = async (fan: Fan) => (await findAccount(server.context.db, server.profile.id, fan.account.id))?.membership.membershipTierId;
const seesGoldPost = async (fan: Fan) => {
  const response = await server.app.inject({ url: "/api/public/posts?limit=50", headers: fan.headers });
  return (response.json() as { data: Post[] }).data.find((post) => post.id === goldPostId)?.hasAccess;
};
const later = (iso: string | null | undefined, days: number) => new Date(Date.parse(iso ?? "") + days * 24 * 3600 * 1000);
const renewAt = (when: Date) =>
  renewDueTestSubscriptions(server.context, testPaymentProvider(server.context.db, server.context.config.uploadSecret), when);

/** A fan paying for `tier`. */
async function member(tier: MembershipTier, interval: "month" | "year" = "month") {
  const fan = await createFan(server, server.profile.id);
  const started = await choose(fan, tier, interval);
  expect((await pay(started.body.paymentUrl)).statusCode).toBe(303);
  return fan;
}

describe("a paying fan's upgrade (issue 30)", () => {
  it("is granted only once its prorated charge is paid on the payment page", async () => {
    const fan = await member(silver);
    const before = await current(fan);
    const upgrade = await choose(fan, gold);
    expect(upgrade.body).toMatchObject({ outcome: "pay", subscriptionId: before?.id, changeId: expect.stringMatching(/^mch_/) });
    expect(upgrade.body.paymentUrl).toMatch(/^\/pay\/test\/tps_/);

    // Nothing is granted yet: the fan is on Silver, with the upgrade waiting.
    expect(await tierOf(fan)).toBe(silver.id);
    expect(await seesGoldPost(fan)).toBe(false);
    const waiting = await current(fan);
    expect(waiting).toMatchObject({
      tierName: "Silver",
      amountCents: 400,
      pendingChange: {
        id: upgrade.body.changeId,
        kind: "upgrade",
        tierName: "Gold",
        amountCents: 1000,
        paymentUrl: upgrade.body.paymentUrl,
      },
    });
    // The period has just begun: nearly all of the $6 difference.
    const chargeCents = waiting?.pendingChange?.chargeCents ?? 0;
    expect(chargeCents).toBeGreaterThanOrEqual(599);
    expect(chargeCents).toBeLessThanOrEqual(600);
    const page = await server.app.inject({ url: upgrade.body.paymentUrl ?? "" });
    expect(page.body).toContain(`Pay $${(chargeCents / 100).toFixed(2)}`);
    expect(page.body).toContain("Upgrade to Gold: the rest of this month at the new price; then $10.00 a month.");

    // A declined card changes nothing.
    expect((await pay(upgrade.body.paymentUrl, "4000000000000002")).statusCode).toBe(402);
    expect(await tierOf(fan)).toBe(silver.id);

    const paid = await pay(upgrade.body.paymentUrl);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/membership/checkout/complete?subscriptionId=${before?.id}&changeId=${upgrade.body.changeId}`);
    expect(await tierOf(fan)).toBe(gold.id);
    expect(await seesGoldPost(fan)).toBe(true);
    expect(await current(fan)).toMatchObject({
      tierName: "Gold",
      amountCents: 1000,
      pendingChange: null,
      currentPeriodEnd: before?.currentPeriodEnd,
    });
    const told = server.mail.find(
      (message) => message.to === fan.account.email && message.subject === `You are now on Gold at ${server.profile.name}`,
    );
    expect(told?.text).toContain(`Your upgrade to Gold is paid ($${(chargeCents / 100).toFixed(2)} for the rest of this period)`);
    // The page takes no second payment, and the next period is billed at Gold's price.
    expect((await pay(upgrade.body.paymentUrl)).statusCode).toBe(409);
    await renewAt(later(before?.currentPeriodEnd, 1));
    expect(await current(fan)).toMatchObject({ tierName: "Gold", amountCents: 1000, status: "active" });
  });

  it("withdrawn by a cancel before it is paid: the fan keeps only the tier paid for, to the period's end", async () => {
    const fan = await member(silver);
    const upgrade = await choose(fan, gold);
    const cancelled = await cancel(fan);
    expect(cancelled).toMatchObject({ tierName: "Silver", cancelAtPeriodEnd: true, pendingChange: null });
    const page = await pay(upgrade.body.paymentUrl);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain("This membership change is no longer waiting for a payment");
    expect(await tierOf(fan)).toBe(silver.id);
    expect(await seesGoldPost(fan)).toBe(false);
    await renewAt(later(cancelled.currentPeriodEnd, 1));
    expect(await tierOf(fan)).toBeNull();
  });

  it("paid before a cancel: the fan keeps the tier paid for until the period ends, and no other change", async () => {
    const fan = await member(silver);
    await pay((await choose(fan, gold)).body.paymentUrl);
    expect(await cancel(fan)).toMatchObject({ tierName: "Gold", cancelAtPeriodEnd: true });
    expect(await tierOf(fan)).toBe(gold.id);
    expect((await choose(fan, silver)).body).toMatchObject({
      code: "conflict",
      reason: "cancelledMembership",
      message: "You cancelled Gold: it stays yours until the period you paid for ends. Join another tier after that.",
    });
  });

  it("replaced by another choice, answered again for the same submission; monthly to yearly starts a paid year now", async () => {
    const fan = await member(silver);
    const first = key();
    const monthly = await choose(fan, gold, "month", first);
    expect((await choose(fan, gold, "month", first)).body).toEqual(monthly.body);

    const yearly = await choose(fan, gold, "year");
    expect(yearly.body).toMatchObject({ outcome: "pay" });
    expect(yearly.body.changeId).not.toBe(monthly.body.changeId);
    expect((await pay(monthly.body.paymentUrl)).statusCode).toBe(409);
    const waiting = (await current(fan))?.pendingChange;
    expect(waiting).toMatchObject({ kind: "upgrade", interval: "year", amountCents: 10_000 });
    // A year of Gold less the unused month of Silver.
    expect(waiting?.chargeCents).toBeGreaterThanOrEqual(9600);
    expect(waiting?.chargeCents).toBeLessThanOrEqual(9601);

    await pay(yearly.body.paymentUrl);
    const upgraded = await current(fan);
    expect(upgraded).toMatchObject({ tierName: "Gold", interval: "year", amountCents: 10_000 });
    expect(Date.parse(upgraded?.currentPeriodEnd ?? "")).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    expect((await choose(fan, silver)).body).toMatchObject({
      code: "conflict",
      reason: "yearlyToMonthly",
      message: "You pay yearly: to pay monthly instead, cancel your membership and join again monthly once the year you paid for ends.",
    });
  });
});

describe("a paying fan's move to a price no higher (issue 30)", () => {
  it("to a cheaper tier waits for the end of the period paid for, keeping the tier until then", async () => {
    const fan = await member(gold);
    const before = await current(fan);
    const down = await choose(fan, silver);
    expect(down.body).toMatchObject({ outcome: "scheduled", paymentUrl: null, changeId: expect.stringMatching(/^mch_/) });
    expect(await tierOf(fan)).toBe(gold.id);
    expect(await current(fan)).toMatchObject({
      tierName: "Gold",
      pendingChange: {
        kind: "at_period_end",
        tierName: "Silver",
        chargeCents: 0,
        paymentUrl: null,
        takesEffectAt: before?.currentPeriodEnd,
      },
    });
    await renewAt(later(before?.currentPeriodEnd, 1));
    expect(await tierOf(fan)).toBe(silver.id);
    expect(await current(fan)).toMatchObject({ tierName: "Silver", amountCents: 400, status: "active", pendingChange: null });
  });

  it("is dropped by choosing the tier again, and by a cancel", async () => {
    const fan = await member(gold);
    await choose(fan, silver);
    expect((await choose(fan, gold)).body).toMatchObject({ outcome: "changed" });
    expect((await current(fan))?.pendingChange).toBeNull();
    await choose(fan, silver);
    const cancelled = await cancel(fan);
    expect(cancelled).toMatchObject({ tierName: "Gold", pendingChange: null });
    await renewAt(later(cancelled.currentPeriodEnd, 1));
    expect(await tierOf(fan)).toBeNull();
  });

  it("at the same price moves at once, with nothing to pay", async () => {
    const fan = await member(gold);
    expect((await choose(fan, bronze)).body).toMatchObject({ outcome: "changed", paymentUrl: null });
    expect(await tierOf(fan)).toBe(bronze.id);
    expect(await current(fan)).toMatchObject({ tierName: "Bronze", amountCents: 1000, pendingChange: null });
  });
});

describe("a tier's welcome email (issue 37) for a paying fan", () => {
  it("is owed with the paid start and with the paid upgrade, once each, however often the provider repeats", async () => {
    const { db } = server.context;
    const profileId = server.profile.id;
    for (const tier of [silver, gold]) {
      const email = newEmailDocument({ id: `welcome-${tier.id}`, title: `Welcome to ${tier.name}`, starter: "blank" });
      const saved = await saveDocument(db, profileId, { ...email, settings: { ...email.settings, subject: `Welcome to ${tier.name}` } });
      if (!saved.ok) throw new Error("the welcome was not saved");
      await setWelcome(db, profileId, { kind: "tier", id: tier.id }, { documentId: `welcome-${tier.id}`, enabled: true });
    }
    const fan = await member(silver);
    const welcomes = (tier: MembershipTier) =>
      server.mail.filter((message) => message.to === fan.account.email.toLowerCase() && message.subject === `Welcome to ${tier.name}`);
    expect(welcomes(silver)).toHaveLength(1);
    const upgrade = await choose(fan, gold);
    expect(welcomes(gold)).toHaveLength(0);
    expect((await pay(upgrade.body.paymentUrl)).statusCode).toBe(303);
    expect(welcomes(gold)).toHaveLength(1);
    await renewAt(later((await current(fan))?.currentPeriodEnd, 1));
    expect(welcomes(silver)).toHaveLength(1);
    expect(welcomes(gold)).toHaveLength(1);
  });
});
