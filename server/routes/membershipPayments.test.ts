import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FanPage } from "../../schema/api/fans";
import type { MembershipCheckoutResponse } from "../../schema/api/membershipCheckout";
import type { MembershipPaymentPage } from "../../schema/api/membershipPayments";
import type { MembershipTier } from "../../schema/entities/membership";
import { findAccount } from "../data/accounts";
import { createTier } from "../data/tiers";
import { receivePaymentEvent } from "../payments/receivePaymentEvent";
import { signedTestEvent, TEST_CARDS, testPaymentProvider } from "../payments/testProvider";
import { renewDueTestSubscriptions } from "../payments/testRenewals";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };
let supporter: MembershipTier;
let crew: MembershipTier;

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  supporter = await createTier(server.context.db, { profileId: server.profile.id, name: "Supporter", priceMonthly: 5 });
  crew = await createTier(server.context.db, { profileId: server.profile.id, name: "Crew" });
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;
const payments = () => testPaymentProvider(server.context.db, server.context.config.uploadSecret);
const later = (iso: string | null | undefined, days: number) => new Date(Date.parse(iso ?? "") + days * 24 * 3600 * 1000);

/** The fan's checkout of `tier` monthly (a start, or a change of a running subscription). */
async function checkout(fan: Fan, tier: MembershipTier): Promise<MembershipCheckoutResponse> {
  const started = await server.app.inject({
    method: "POST",
    url: "/api/public/membership/checkout",
    headers: fan.headers,
    payload: { membershipTierId: tier.id, interval: "month", idempotencyKey: newId().padEnd(20, "k") },
  });
  return started.json() as MembershipCheckoutResponse;
}

/** A fan of the artist on Supporter, its first month paid with `card` on the test page. */
async function member(email: string, card: string = TEST_CARDS.succeeds): Promise<Fan> {
  const fan = await createFan(server, server.profile.id, { email });
  const { paymentUrl } = await checkout(fan, supporter);
  const paid = await server.app.inject({
    method: "POST",
    url: paymentUrl ?? "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `cardNumber=${card}`,
  });
  expect(paid.statusCode).toBe(303);
  return fan;
}

const paymentsOf = async (profileId = server.profile.id, headers = editor.headers, query = "") =>
  server.app.inject({ url: `/api/profiles/${profileId}/membership-payments${query}`, headers });
const fanList = async () =>
  ((await server.app.inject({ url: `/api/profiles/${server.profile.id}/fans`, headers: editor.headers })).json() as FanPage).data;
const subscriptionOf = async (fan: Fan) => {
  const [row] = await server.context.db.query<{ subscription_ref: string; current_period_end: Date }>(
    "SELECT subscription_ref, current_period_end FROM membership_subscriptions WHERE account_id = $1",
    [fan.account.id],
  );
  return row as { subscription_ref: string; current_period_end: Date };
};

describe("membership payments in the studio's Orders and what members pay in Fans (issue 34, item 13)", () => {
  it("list first payments, renewals and failed renewals with fan, tier, amount and date, each event once", async () => {
    const ann = await member("ann.member@example.com");
    const cy = await member("cy.member@example.com", TEST_CARDS.renewalsFail);
    const first = (await paymentsOf()).json() as MembershipPaymentPage;
    expect(first.total).toBe(2);
    expect(first.data.map((payment) => payment.kind)).toEqual(["first_payment", "first_payment"]);
    expect(first.data.find((payment) => payment.email === "ann.member@example.com")).toMatchObject({
      accountId: ann.account.id,
      tierName: "Supporter",
      amountCents: 500,
      interval: "month",
    });

    const { current_period_end: periodEnd, subscription_ref: annRef } = await subscriptionOf(ann);
    await renewDueTestSubscriptions(server.context, payments(), later(periodEnd.toISOString(), 1));
    const after = (await paymentsOf()).json() as MembershipPaymentPage;
    expect(after.total).toBe(4);
    const annRows = after.data.filter((payment) => payment.accountId === ann.account.id).map((payment) => payment.kind);
    expect(annRows).toEqual(["renewal", "first_payment"]);
    expect(after.data.find((payment) => payment.accountId === cy.account.id && payment.kind === "payment_failed")).toMatchObject({
      amountCents: 500,
      tierName: "Supporter",
    });

    // The provider delivers a renewal twice: one payment.
    const renewal = {
      id: "evt_replayed_renewal",
      type: "subscription.renewed",
      subscriptionRef: annRef,
      amountCents: 500,
      periodEnd: later(periodEnd.toISOString(), 62).toISOString(),
    } as const;
    const delivered = () =>
      receivePaymentEvent(server.context, payments(), signedTestEvent(server.context.config.uploadSecret, renewal), "");
    expect(await delivered()).toBe("moved");
    expect(await delivered()).toBe("duplicate");
    const replayed = (await paymentsOf()).json() as MembershipPaymentPage;
    expect(replayed.total).toBe(5);
    expect(replayed.data.filter((payment) => payment.id === "test:evt_replayed_renewal")).toHaveLength(1);

    expect(((await paymentsOf(server.profile.id, editor.headers, "?search=CY.MEMBER")).json() as MembershipPaymentPage).total).toBe(2);
    expect(((await paymentsOf(server.otherProfile.id, otherEditor.headers)).json() as MembershipPaymentPage).total).toBe(0);
    expect((await paymentsOf(server.otherProfile.id, editor.headers)).statusCode).toBe(403);
    // The orders list is as it was: purchases only.
    const orders = await server.app.inject({ url: `/api/profiles/${server.profile.id}/orders`, headers: editor.headers });
    expect(orders.json()).toMatchObject({ total: 0 });
  });

  it("show each paying member's price and renewal, an end after a cancel, and a failed payment", async () => {
    const dee = await member("dee.member@example.com");
    const eve = await member("eve.member@example.com");
    await server.app.inject({ method: "POST", url: "/api/public/membership/subscription/cancel", headers: eve.headers });
    await createFan(server, server.profile.id, { email: "free.fan@example.com", membershipTierId: crew.id });
    const fans = await fanList();
    const billingOf = (email: string) => fans.find((fan) => fan.email === email)?.billing;
    const { current_period_end: deeEnd } = await subscriptionOf(dee);
    expect(billingOf("dee.member@example.com")).toEqual({
      tierName: "Supporter",
      amountCents: 500,
      interval: "month",
      status: "active",
      currentPeriodEnd: deeEnd.toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(billingOf("eve.member@example.com")).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(billingOf("cy.member@example.com")).toMatchObject({ status: "past_due", amountCents: 500 });
    expect(billingOf("free.fan@example.com")).toBeNull();
  });

  it("list an upgrade's charge once it is paid, for the tier it buys", async () => {
    const patron = await createTier(server.context.db, { profileId: server.profile.id, name: "Patron", priceMonthly: 10 });
    const gus = await member("gus.member@example.com");
    const upgrade = await checkout(gus, patron);
    expect(upgrade.outcome).toBe("pay");
    const search = "?search=gus.member";
    expect(((await paymentsOf(server.profile.id, editor.headers, search)).json() as MembershipPaymentPage).total).toBe(1);
    const paid = await server.app.inject({
      method: "POST",
      url: upgrade.paymentUrl ?? "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `cardNumber=${TEST_CARDS.succeeds}`,
    });
    expect(paid.statusCode).toBe(303);
    const [latest] = ((await paymentsOf(server.profile.id, editor.headers, search)).json() as MembershipPaymentPage).data;
    expect(latest).toMatchObject({ kind: "upgrade", tierName: "Patron" });
    expect(latest?.amountCents).toBeGreaterThan(0);
    expect(latest?.amountCents).toBeLessThanOrEqual(500);
  });

  it("leave the subscription as it is when the artist moves a paying member: the next renewal puts them back", async () => {
    const fay = await member("fay.member@example.com");
    const moved = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/members/${fay.account.id}/membership`,
      headers: editor.headers,
      payload: { membershipTierId: crew.id },
    });
    expect(moved.statusCode).toBe(200);
    const listed = (await fanList()).find((fan) => fan.email === "fay.member@example.com");
    expect(listed).toMatchObject({ tierName: "Crew", billing: { tierName: "Supporter", amountCents: 500, status: "active" } });

    const { current_period_end: periodEnd, subscription_ref: ref } = await subscriptionOf(fay);
    const renewal = {
      id: `evt_${newId()}`,
      type: "subscription.renewed",
      subscriptionRef: ref,
      amountCents: 500,
      periodEnd: later(periodEnd.toISOString(), 31).toISOString(),
    } as const;
    await receivePaymentEvent(server.context, payments(), signedTestEvent(server.context.config.uploadSecret, renewal), "");
    expect((await findAccount(server.context.db, server.profile.id, fay.account.id))?.membership.membershipTierId).toBe(supporter.id);
  });
});
