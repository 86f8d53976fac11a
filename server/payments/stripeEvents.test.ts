import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentEventRefused, type PaymentProvider } from "./paymentProvider";
import { stripePaymentProvider } from "./stripeProvider";
import { type FakeStripeApi, fakeSubscription, signedStripeWebhook, startFakeStripeApi, stripeEvent } from "./stripeTesting";

const WEBHOOK_SECRET = "whsec_events_test";

let api: FakeStripeApi;
let stripe: PaymentProvider;

beforeAll(async () => {
  api = await startFakeStripeApi();
  stripe = stripePaymentProvider({ secretKey: "sk_test_fake", webhookSecret: WEBHOOK_SECRET, apiUrl: api.url });
});
afterAll(() => api.close());

const isoTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** What the webhook reads from a signed event of this type about this object. */
function read(type: string, object: object, id?: string) {
  const { body, headers } = signedStripeWebhook(WEBHOOK_SECRET, stripeEvent(type, object, id));
  return stripe.readEvent(body, headers);
}

const session = (fields: object) => ({
  id: "cs_test_night",
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  payment_status: "paid",
  amount_total: 1549,
  currency: "usd",
  payment_intent: "pi_night",
  subscription: null,
  ...fields,
});

const invoice = (fields: object) => ({
  id: "in_renewal",
  object: "invoice",
  billing_reason: "subscription_cycle",
  amount_paid: 500,
  period_start: 1_700_000_000,
  period_end: 1_702_592_000,
  parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: "sub_fan", metadata: {} } },
  lines: {
    object: "list",
    has_more: false,
    data: [{ id: "il_1", object: "line_item", period: { start: 1_702_592_000, end: 1_705_270_400 } }],
  },
  ...fields,
});

describe("the Stripe events the webhook reads", () => {
  it("reads a paid order's checkout as payment.succeeded, with Stripe's event id and the payment intent to refund", async () => {
    expect(await read("checkout.session.completed", session({}), "evt_paid")).toEqual({
      id: "evt_paid",
      type: "payment.succeeded",
      sessionId: "cs_test_night",
      amountCents: 1549,
      paymentRef: "pi_night",
    });
  });

  it("carries the shipping address Stripe's page collected, in our terms (issue 36, item 3)", async () => {
    const address = { line1: " 5 Rue Oberkampf ", line2: "", city: "Paris", state: null, postal_code: "75011", country: "FR" };
    const shipped = session({ collected_information: { shipping_details: { name: "Zoé Fan", address } } });
    expect(await read("checkout.session.completed", shipped, "evt_shipped")).toMatchObject({
      type: "payment.succeeded",
      shippingAddress: { name: "Zoé Fan", line1: "5 Rue Oberkampf", city: "Paris", postalCode: "75011", country: "FR" },
    });
    expect(await read("checkout.session.completed", session({ collected_information: null }), "evt_plain")).not.toHaveProperty(
      "shippingAddress",
    );
  });

  it("waits for the money of a delayed payment: completed unpaid is nothing, async_payment_succeeded pays", async () => {
    expect(await read("checkout.session.completed", session({ payment_status: "unpaid" }))).toBeNull();
    expect(await read("checkout.session.async_payment_succeeded", session({}), "evt_later")).toMatchObject({
      id: "evt_later",
      type: "payment.succeeded",
      amountCents: 1549,
    });
  });

  it("finishes a checkout only when its payment_status says paid or no payment required, in either mode (issue 30)", async () => {
    api.subscriptions.set("sub_unpaid", fakeSubscription("sub_unpaid"));
    const membership = { mode: "subscription", subscription: "sub_unpaid", payment_intent: null };
    expect(await read("checkout.session.completed", session({ ...membership, payment_status: "unpaid" }))).toBeNull();
    expect(await read("checkout.session.async_payment_succeeded", session({ payment_status: "unpaid" }))).toBeNull();
    expect(await read("checkout.session.completed", session({ ...membership, payment_status: "no_payment_required" }))).toMatchObject({
      type: "subscription.started",
      subscriptionRef: "sub_unpaid",
    });
  });

  it("reads a failed delayed payment and an expired checkout as payment.failed; an expired membership checkout is nothing", async () => {
    const failed = { type: "payment.failed", sessionId: "cs_test_night", amountCents: 1549 };
    expect(await read("checkout.session.async_payment_failed", session({ payment_status: "unpaid" }))).toMatchObject(failed);
    expect(await read("checkout.session.expired", session({ status: "expired", payment_status: "unpaid" }))).toMatchObject(failed);
    expect(await read("checkout.session.expired", session({ mode: "subscription", payment_status: "unpaid" }))).toBeNull();
  });

  it("reads a refunded charge as refund.succeeded of its payment intent, with each refund that gives money back (issue 30)", async () => {
    api.refunds.push(
      { id: "re_part", paymentIntent: "pi_night", amountCents: 1, status: "succeeded" },
      { id: "re_other", paymentIntent: "pi_other", amountCents: 500, status: "succeeded" },
      { id: "re_failed", paymentIntent: "pi_night", amountCents: 700, status: "failed" },
      { id: "re_pending", paymentIntent: "pi_night", amountCents: 300, status: "pending" },
    );
    const charge = { id: "ch_night", object: "charge", amount: 1549, amount_refunded: 301, refunded: false, payment_intent: "pi_night" };
    expect(await read("charge.refunded", charge, "evt_refund")).toEqual({
      id: "evt_refund",
      type: "refund.succeeded",
      paymentRef: "pi_night",
      refunds: [
        { refundRef: "re_part", amountCents: 1 },
        { refundRef: "re_pending", amountCents: 300 },
      ],
    });
    expect(api.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/refunds", params: { payment_intent: "pi_night" } });
  });

  it("reads a paid membership checkout as subscription.started, its period's end asked of the subscription", async () => {
    const subscription = fakeSubscription("sub_started");
    api.subscriptions.set(subscription.id, subscription);
    const paid = session({
      id: "cs_test_member",
      mode: "subscription",
      amount_total: 500,
      payment_intent: null,
      subscription: "sub_started",
    });
    expect(await read("checkout.session.completed", paid, "evt_joined")).toEqual({
      id: "evt_joined",
      type: "subscription.started",
      sessionId: "cs_test_member",
      subscriptionRef: "sub_started",
      amountCents: 500,
      periodEnd: isoTime(subscription.periodEnd),
    });
    expect(api.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/subscriptions/sub_started" });
  });

  it("reads a paid renewal invoice as subscription.renewed until its lines' period end; the first invoice is the checkout's", async () => {
    expect(await read("invoice.paid", invoice({}), "evt_renewed")).toEqual({
      id: "evt_renewed",
      type: "subscription.renewed",
      subscriptionRef: "sub_fan",
      amountCents: 500,
      periodEnd: isoTime(1_705_270_400),
    });
    expect(await read("invoice.paid", invoice({ billing_reason: "subscription_create" }))).toBeNull();
    expect(await read("invoice.paid", invoice({ billing_reason: "manual", parent: null }))).toBeNull();
  });

  it("asks the subscription for the period's end when a renewal invoice carries no lines", async () => {
    const subscription = fakeSubscription("sub_lineless");
    api.subscriptions.set(subscription.id, subscription);
    const lineless = invoice({
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: "sub_lineless", metadata: {} } },
      lines: { object: "list", has_more: false, data: [] },
    });
    expect(await read("invoice.paid", lineless)).toMatchObject({
      type: "subscription.renewed",
      periodEnd: isoTime(subscription.periodEnd),
    });
  });

  it("reads a failed renewal as subscription.renewal_failed (not a failed first payment) and a deleted subscription as its end", async () => {
    expect(await read("invoice.payment_failed", invoice({ amount_paid: 0 }), "evt_behind")).toEqual({
      id: "evt_behind",
      type: "subscription.renewal_failed",
      subscriptionRef: "sub_fan",
    });
    expect(await read("invoice.payment_failed", invoice({ billing_reason: "subscription_create" }))).toBeNull();
    const deleted = { ...fakeSubscription("sub_over"), object: "subscription", status: "canceled" };
    expect(await read("customer.subscription.deleted", deleted, "evt_over")).toEqual({
      id: "evt_over",
      type: "subscription.ended",
      subscriptionRef: "sub_over",
    });
  });

  it("reads an upgrade's paid invoice as subscription.upgrade_paid; its failed payment and expiry leave the membership as it is (issue 30)", async () => {
    const upgradeInvoice = invoice({ id: "in_upgrade", billing_reason: "subscription_update", amount_paid: 250 });
    expect(await read("invoice.paid", upgradeInvoice, "evt_upgraded")).toEqual({
      id: "evt_upgraded",
      type: "subscription.upgrade_paid",
      subscriptionRef: "sub_fan",
      invoiceRef: "in_upgrade",
      amountCents: 250,
      periodEnd: isoTime(1_705_270_400),
    });
    // A declined upgrade is paid on its invoice page; the membership does not fall behind.
    expect(await read("invoice.payment_failed", invoice({ billing_reason: "subscription_update", amount_paid: 0 }))).toBeNull();
    const expired = { ...fakeSubscription("sub_fan"), object: "subscription", pending_update: null };
    expect(await read("customer.subscription.pending_update_expired", expired, "evt_lapsed")).toEqual({
      id: "evt_lapsed",
      type: "subscription.upgrade_expired",
      subscriptionRef: "sub_fan",
    });
  });

  it("answers null for a genuine event of a kind it does not act on", async () => {
    expect(await read("payment_intent.created", { id: "pi_night", object: "payment_intent", amount: 1549 })).toBeNull();
    expect(await read("customer.subscription.updated", { ...fakeSubscription("sub_fan"), object: "subscription" })).toBeNull();
  });

  it("refuses an event signed with another secret, a body changed after signing, an old signature and none at all", async () => {
    const event = stripeEvent("checkout.session.completed", session({}));
    const forged = signedStripeWebhook("whsec_someone_else", event);
    await expect(stripe.readEvent(forged.body, forged.headers)).rejects.toThrow(PaymentEventRefused);

    const signed = signedStripeWebhook(WEBHOOK_SECRET, event);
    const tampered = Buffer.from(signed.body.toString("utf8").replace('"amount_total":1549', '"amount_total":1'));
    await expect(stripe.readEvent(tampered, signed.headers)).rejects.toThrow(PaymentEventRefused);

    // Stripe's signature carries its time: one replayed an hour later is refused (the SDK's tolerance is 5 minutes).
    const payload = signed.body.toString("utf8");
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(stripe.readEvent(signed.body, { "stripe-signature": old })).rejects.toThrow(/Timestamp outside the tolerance zone/);

    await expect(stripe.readEvent(signed.body, {})).rejects.toThrow(PaymentEventRefused);
  });

  it("rejects with Stripe's message, not a refusal, when the API fails while reading a genuine event (Stripe sends it again)", async () => {
    api.subscriptions.set("sub_flaky", fakeSubscription("sub_flaky"));
    api.refuseNext("An error occurred with our connection to Stripe.");
    const reading = read("checkout.session.completed", session({ mode: "subscription", subscription: "sub_flaky" }));
    await expect(reading).rejects.toThrow("An error occurred with our connection to Stripe.");
    await expect(reading).rejects.not.toBeInstanceOf(PaymentEventRefused);
  });
});
