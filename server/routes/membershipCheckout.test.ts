import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembershipCheckoutResponse, SubscriptionView } from "../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../schema/entities/membership";
import type { Post } from "../../schema/entities/posts";
import { findAccount } from "../data/accounts";
import { createPost } from "../data/posts";
import { createTier } from "../data/tiers";
import { signedTestEvent, testPaymentProvider } from "../payments/testProvider";
import { renewDueTestSubscriptions } from "../payments/testRenewals";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let gold: MembershipTier;
let silver: MembershipTier;
let pwyw: MembershipTier;
let free: MembershipTier;
let theirs: MembershipTier;
let goldPostId: string;

beforeAll(async () => {
  server = await createTestServer();
  const db = server.context.db;
  const profileId = server.profile.id;
  free = await createTier(db, { profileId, name: "Friends" });
  pwyw = await createTier(db, { profileId, name: "Supporters", payWhatYouWant: true, payWhatYouWantMinimum: 3.5 });
  silver = await createTier(db, { profileId, name: "Silver", priceMonthly: 4 });
  gold = await createTier(db, { profileId, name: "Gold", priceMonthly: 10, priceYearly: 100 });
  theirs = await createTier(db, { profileId: server.otherProfile.id, name: "Theirs", priceMonthly: 1 });
  goldPostId = (await createPost(db, { profileId, type: "text", caption: "For gold members", membershipTierId: gold.id })).id;
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;
const key = () => newId().padEnd(20, "k");

async function subscribe(
  fan: Fan,
  body: { membershipTierId: string; interval: "month" | "year"; amountCents?: number },
  idempotencyKey = key(),
) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/membership/checkout",
    headers: fan.headers,
    payload: { ...body, idempotencyKey },
  });
  return { status: response.statusCode, body: response.json() as MembershipCheckoutResponse & { code?: string; message?: string } };
}

/** The test provider's event that a checkout's subscription started ($4.00 a month), signed, as a delivery that may be repeated. */
function startedEventDelivery(paymentUrl: string) {
  const event = {
    id: `evt_${newId()}`,
    type: "subscription.started" as const,
    sessionId: paymentUrl.split("/").pop() ?? "",
    subscriptionRef: `tsub_${newId()}`,
    amountCents: 400,
    periodEnd: later(new Date().toISOString(), 30).toISOString(),
  };
  return () => {
    const signed = signedTestEvent(server.context.config.uploadSecret, event);
    return server.app.inject({ method: "POST", url: "/api/payments/webhooks/test", headers: signed.headers, payload: signed.body });
  };
}

const pay = (paymentUrl: string, cardNumber: string) =>
  server.app.inject({
    method: "POST",
    url: paymentUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `cardNumber=${encodeURIComponent(cardNumber)}`,
  });

async function current(fan: Fan): Promise<SubscriptionView | null> {
  const response = await server.app.inject({ url: "/api/public/membership/subscription", headers: fan.headers });
  return (response.json() as { subscription: SubscriptionView | null }).subscription;
}

const tierOf = async (fan: Fan) => (await findAccount(server.context.db, server.profile.id, fan.account.id))?.membership.membershipTierId;

async function goldPost(fan: Fan): Promise<Post> {
  const response = await server.app.inject({ url: "/api/public/posts?limit=50", headers: fan.headers });
  const post = (response.json() as { data: Post[] }).data.find((candidate) => candidate.id === goldPostId);
  if (!post) throw new Error("the gold post is not listed");
  return post;
}

/** A fan on `tier`, paid with `card` on the test page. */
async function member(tier: MembershipTier, interval: "month" | "year", card = "4242424242424242", amountCents?: number) {
  const fan = await createFan(server, server.profile.id);
  const started = await subscribe(fan, { membershipTierId: tier.id, interval, ...(amountCents === undefined ? {} : { amountCents }) });
  expect(started.status).toBe(200);
  expect((await pay(started.body.paymentUrl ?? "", card)).statusCode).toBe(303);
  return fan;
}

const later = (iso: string | null | undefined, days: number) => new Date(Date.parse(iso ?? "") + days * 24 * 3600 * 1000);
const payments = () => testPaymentProvider(server.context.db, server.context.config.uploadSecret);

describe("paid memberships on the test provider (issue 18)", () => {
  it("start yearly at the tier's price, unlock the tier's posts at once, and welcome the fan", async () => {
    const fan = await createFan(server, server.profile.id);
    expect((await goldPost(fan)).hasAccess).toBe(false);
    // A client's amount for a fixed-price tier is ignored.
    const started = await subscribe(fan, { membershipTierId: gold.id, interval: "year", amountCents: 1 });
    expect(started).toMatchObject({ status: 200, body: { outcome: "pay" } });
    const page = await server.app.inject({ url: started.body.paymentUrl ?? "" });
    expect(page.body).toContain("Pay $100.00 a year");
    expect(page.body).toContain("Renews every year until cancelled.");

    const paid = await pay(started.body.paymentUrl ?? "", "4242 4242 4242 4242");
    expect(paid.headers.location).toContain(`/membership/checkout/complete?subscriptionId=${started.body.subscriptionId}`);
    const subscription = await current(fan);
    expect(subscription).toMatchObject({
      tierName: "Gold",
      interval: "year",
      amountCents: 10_000,
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(subscription?.currentPeriodEnd ?? "")).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    expect(await tierOf(fan)).toBe(gold.id);
    expect(await goldPost(fan)).toMatchObject({ hasAccess: true, caption: "For gold members" });
    const welcome = server.mail.find((message) => message.to === fan.account.email && message.subject.startsWith("Welcome to Gold"));
    expect(welcome?.text).toContain("You pay $100.00 a year");
    // From the artist by name, as every fan's mail is (issue 34, item 8).
    expect(welcome?.fromName).toBe(server.profile.name);
  });

  it("hold pay what you want to its minimum, and refuse free, hidden and other artists' tiers", async () => {
    const fan = await createFan(server, server.profile.id);
    expect((await subscribe(fan, { membershipTierId: pwyw.id, interval: "month", amountCents: 349 })).body).toMatchObject({
      code: "bad_request",
      reason: "subscriptionPrice",
      message: "Price must be at least $3.50",
    });
    expect((await subscribe(fan, { membershipTierId: pwyw.id, interval: "year", amountCents: 4199 })).body.message).toBe(
      "Price must be at least $42.00",
    );
    expect((await subscribe(fan, { membershipTierId: silver.id, interval: "year" })).body.message).toBe("This tier is not offered yearly.");
    expect((await subscribe(fan, { membershipTierId: free.id, interval: "month" })).status).toBe(400);
    expect((await subscribe(fan, { membershipTierId: theirs.id, interval: "month" })).status).toBe(404);
    const chosen = await subscribe(fan, { membershipTierId: pwyw.id, interval: "month", amountCents: 725 });
    expect((await server.app.inject({ url: chosen.body.paymentUrl ?? "" })).body).toContain("Pay $7.25 a month");
    const visitor = await server.app.inject({
      method: "POST",
      url: "/api/public/membership/checkout",
      payload: { membershipTierId: gold.id, interval: "month", idempotencyKey: key() },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("make one subscription of two submissions with one key, and start it once for an event delivered twice", async () => {
    const fan = await createFan(server, server.profile.id);
    const same = key();
    const [first, second] = await Promise.all([
      subscribe(fan, { membershipTierId: silver.id, interval: "month" }, same),
      subscribe(fan, { membershipTierId: silver.id, interval: "month" }, same),
    ]);
    expect(second.body.subscriptionId).toBe(first.body.subscriptionId);
    expect(second.body.paymentUrl).toBe(first.body.paymentUrl);
    const deliver = startedEventDelivery(first.body.paymentUrl ?? "");
    const outcomes = await Promise.all([deliver(), deliver()]);
    expect(outcomes.map((response) => response.json().outcome).sort()).toEqual(["duplicate", "moved"]);
    expect(server.mail.filter((message) => message.to === fan.account.email && message.subject.startsWith("Welcome"))).toHaveLength(1);
  });

  it("renew when the period ends, and end after renewals fail, locking the posts again", async () => {
    const renewing = await member(gold, "month");
    const failing = await member(gold, "month", "4000000000000341");
    const before = (await current(renewing))?.currentPeriodEnd;
    await renewDueTestSubscriptions(server.context, payments(), later(before, 1));
    expect(await current(renewing)).toMatchObject({ status: "active" });
    expect(Date.parse((await current(renewing))?.currentPeriodEnd ?? "")).toBeGreaterThan(later(before, 25).getTime());

    expect(await current(failing)).toMatchObject({ status: "past_due" });
    expect(await tierOf(failing)).toBe(gold.id);
    expect(server.mail.some((message) => message.to === failing.account.email && message.subject.includes("did not go through"))).toBe(
      true,
    );
    await renewDueTestSubscriptions(server.context, payments(), later(before, 5));
    expect(await current(failing)).toBeNull();
    expect(await tierOf(failing)).toBeNull();
    expect((await goldPost(failing)).hasAccess).toBe(false);
  });

  it("cancel at the period's end: the membership stays until then, then ends", async () => {
    const fan = await member(silver, "month");
    const cancel = () => server.app.inject({ method: "POST", url: "/api/public/membership/subscription/cancel", headers: fan.headers });
    const cancelled = await cancel();
    expect(cancelled.json()).toMatchObject({ tierName: "Silver", cancelAtPeriodEnd: true, status: "active" });
    expect((await cancel()).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await tierOf(fan)).toBe(silver.id);
    await renewDueTestSubscriptions(server.context, payments(), later(cancelled.json().currentPeriodEnd, 1));
    expect(await current(fan)).toBeNull();
    expect(await tierOf(fan)).toBeNull();
    expect(server.mail.some((message) => message.to === fan.account.email && message.subject.includes("has ended"))).toBe(true);
    const none = await createFan(server, server.profile.id);
    expect(
      (await server.app.inject({ method: "POST", url: "/api/public/membership/subscription/cancel", headers: none.headers })).statusCode,
    ).toBe(404);
  });

  it("refuse the tier a paying fan is on, and free-tier changes until they cancel (paid changes: membershipChanges.test.ts)", async () => {
    const fan = await member(silver, "month");
    expect((await subscribe(fan, { membershipTierId: silver.id, interval: "month" })).body).toMatchObject({
      code: "conflict",
      reason: "currentTier",
      message: "You are currently on this tier",
    });
    const toFree = await server.app.inject({
      method: "PUT",
      url: "/api/accounts/me/membership",
      headers: fan.headers,
      payload: { membershipTierId: free.id },
    });
    expect(toFree.statusCode).toBe(409);
    expect(toFree.json().message).toBe("You pay for Silver: cancel it on your account page first, or change to another paid tier.");
  });

  it("join a pay-what-you-want tier at once for $0 when its minimum is $0", async () => {
    const open = await createTier(server.context.db, {
      profileId: server.profile.id,
      name: "Open",
      payWhatYouWant: true,
      payWhatYouWantMinimum: 0,
    });
    const fan = await createFan(server, server.profile.id);
    expect((await subscribe(fan, { membershipTierId: open.id, interval: "month", amountCents: 0 })).body).toMatchObject({
      outcome: "joined",
    });
    expect(await tierOf(fan)).toBe(open.id);
  });

  it("show a fan only their own subscription", async () => {
    const fan = await member(silver, "month");
    const id = (await current(fan))?.id ?? "";
    const own = await server.app.inject({ url: `/api/public/membership/subscriptions/${id}`, headers: fan.headers });
    expect(own.json()).toMatchObject({ id, tierName: "Silver" });
    const other = await createFan(server, server.profile.id);
    expect((await server.app.inject({ url: `/api/public/membership/subscriptions/${id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/api/public/membership/subscriptions/../../x", headers: other.headers })).statusCode).toBe(404);
  });
});

describe("a complimentary membership turned into a paid one (issue 40: patrons imported from Patreon)", () => {
  const me = async (fan: Fan) =>
    (await server.app.inject({ url: "/api/accounts/me", headers: fan.headers })).json() as {
      membership: { membershipTierId: string | null; complimentary?: boolean };
    };
  /** The member.* events integrators were told of about this fan, oldest first. */
  const memberEvents = (fan: Fan) =>
    server.context.db.query<{ type: string; via: string }>(
      `SELECT type, payload->'data'->>'via' AS via FROM webhook_events
       WHERE profile_id = $1 AND type LIKE 'member.%' AND payload->'data'->>'accountId' = $2 ORDER BY created_at, id`,
      [server.profile.id, fan.account.id],
    );
  const accountRows = async (fan: Fan) =>
    (await server.context.db.query("SELECT id FROM accounts WHERE profile_id = $1 AND email = $2", [server.profile.id, fan.account.email]))
      .length;

  it("let a complimentary member subscribe to their own tier, and make them a paying member of it once, whatever is replayed", async () => {
    // A tier given without a subscription, as the Patreon import gives it.
    const fan = await createFan(server, server.profile.id, { membershipTierId: silver.id });
    expect((await me(fan)).membership).toEqual({ membershipTierId: silver.id, complimentary: true });
    const started = await subscribe(fan, { membershipTierId: silver.id, interval: "month" });
    expect(started.body).toMatchObject({ outcome: "pay" });
    // Until it is paid, the complimentary membership stands.
    expect((await me(fan)).membership.complimentary).toBe(true);
    const deliver = startedEventDelivery(started.body.paymentUrl ?? "");
    expect((await deliver()).json().outcome).toBe("moved");
    expect((await deliver()).json().outcome).toBe("duplicate");

    expect((await me(fan)).membership).toEqual({ membershipTierId: silver.id });
    expect(await current(fan)).toMatchObject({ tierName: "Silver", status: "active", amountCents: 400 });
    expect(await accountRows(fan)).toBe(1);
    // The fan joined when the tier was given; paying for it is no second join (nor an end).
    expect(await memberEvents(fan)).toEqual([{ type: "member.joined", via: "studio" }]);
    const [payments] = await server.context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscription_events e JOIN membership_subscriptions s ON s.id = e.subscription_id WHERE s.account_id = $1 AND e.amount_cents IS NOT NULL",
      [fan.account.id],
    );
    expect(payments?.n).toBe(1);
    // Now a paying member: the same tier again is refused as it is for anyone paying for it.
    expect((await subscribe(fan, { membershipTierId: silver.id, interval: "month" })).body).toMatchObject({ reason: "currentTier" });
  });

  it("move a complimentary member to another tier once it is paid, and refuse another artist's tier", async () => {
    const fan = await createFan(server, server.profile.id, { membershipTierId: silver.id });
    expect((await subscribe(fan, { membershipTierId: theirs.id, interval: "month" })).status).toBe(404);
    const started = await subscribe(fan, { membershipTierId: gold.id, interval: "month" });
    expect(await tierOf(fan)).toBe(silver.id);
    expect((await pay(started.body.paymentUrl ?? "", "4242424242424242")).statusCode).toBe(303);
    expect(await tierOf(fan)).toBe(gold.id);
    expect((await me(fan)).membership).toEqual({ membershipTierId: gold.id });
    expect(await memberEvents(fan)).toEqual([{ type: "member.joined", via: "studio" }]);
  });

  it("let a complimentary member read and pay for their own hidden tier, which no one else may join", async () => {
    const legacy = await createTier(server.context.db, {
      profileId: server.profile.id,
      name: "Legacy patrons",
      priceMonthly: 3,
      hidden: true,
    });
    const ownTier = async (fan: Fan) =>
      (await server.app.inject({ url: "/api/accounts/me/membership-tier", headers: fan.headers })).json() as {
        tier: { name: string } | null;
      };
    const patron = await createFan(server, server.profile.id, { membershipTierId: legacy.id });
    expect((await ownTier(patron)).tier).toMatchObject({ name: "Legacy patrons", priceMonthly: 3 });
    const stranger = await createFan(server, server.profile.id);
    expect((await ownTier(stranger)).tier).toBeNull();
    expect((await subscribe(stranger, { membershipTierId: legacy.id, interval: "month" })).status).toBe(404);
    const started = await subscribe(patron, { membershipTierId: legacy.id, interval: "month" });
    expect((await pay(started.body.paymentUrl ?? "", "4242424242424242")).statusCode).toBe(303);
    expect(await current(patron)).toMatchObject({ tierName: "Legacy patrons", status: "active", amountCents: 300 });
    expect((await me(patron)).membership).toEqual({ membershipTierId: legacy.id });
    expect((await server.app.inject({ url: "/api/accounts/me/membership-tier" })).statusCode).toBe(401);
  });

  it("call a free tier, or a paid one the fan pays for, no complimentary membership", async () => {
    expect((await me(await createFan(server, server.profile.id, { membershipTierId: free.id }))).membership).toEqual({
      membershipTierId: free.id,
    });
    expect((await me(await member(gold, "month"))).membership).toEqual({ membershipTierId: gold.id });
  });
});
