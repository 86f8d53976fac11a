import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutRequest, PaymentProvider } from "./paymentProvider";
import { stripePaymentProvider } from "./stripeProvider";
import { type FakeStripeApi, fakeSubscription, startFakeStripeApi } from "./stripeTesting";

let api: FakeStripeApi;
let stripe: PaymentProvider;

beforeAll(async () => {
  api = await startFakeStripeApi();
  stripe = stripePaymentProvider({ secretKey: "sk_test_fake", webhookSecret: "whsec_fake", apiUrl: api.url });
});
afterAll(() => api.close());

const lastRequest = () => api.requests.at(-1);
const isoTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

const order: CheckoutRequest = {
  orderId: "ord_night",
  totalCents: 1549,
  lines: [
    { title: "Night Drive", priceCents: 999 },
    { title: "Free One", priceCents: 0 },
    { title: "Tide", priceCents: 550 },
  ],
  customerEmail: "fan@example.com",
  successUrl: "https://band.example/checkout/complete?orderId=ord_night",
  cancelUrl: "https://band.example/checkout",
};

describe("the Stripe adapter's calls to Stripe's API", () => {
  it("opens a Checkout Session for an order: a line per priced item in cents, $0 lines left out, keyed by the order", async () => {
    const checkout = await stripe.createCheckout(order);
    expect(lastRequest()).toEqual({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: "order-checkout-ord_night",
      params: {
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "999",
        "line_items[0][price_data][product_data][name]": "Night Drive",
        "line_items[1][quantity]": "1",
        "line_items[1][price_data][currency]": "usd",
        "line_items[1][price_data][unit_amount]": "550",
        "line_items[1][price_data][product_data][name]": "Tide",
        customer_email: "fan@example.com",
        client_reference_id: "ord_night",
        "metadata[orderId]": "ord_night",
        success_url: "https://band.example/checkout/complete?orderId=ord_night",
        cancel_url: "https://band.example/checkout",
      },
    });
    expect(checkout.sessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.sessionId}`);
    // The same order asked again (a retried request) gets the same session back, not a second one.
    expect(await stripe.createCheckout(order)).toEqual(checkout);
  });

  it("asks Stripe for the address in the order's country only, and charges shipping as a fixed rate (issue 36, item 3)", async () => {
    const shirt = {
      ...order,
      orderId: "ord_shirt",
      totalCents: 2500 + 1299,
      lines: [{ title: "Tour Shirt (M / Black)", priceCents: 2500 }],
    };
    const checkout = await stripe.createCheckout({ ...shirt, shipping: { country: "DE", cents: 1299 } });
    expect(lastRequest()?.params).toMatchObject({
      "shipping_address_collection[allowed_countries][0]": "DE",
      "shipping_options[0][shipping_rate_data][type]": "fixed_amount",
      "shipping_options[0][shipping_rate_data][display_name]": "Shipping",
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "1299",
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]": "usd",
    });
    expect(api.sessions.get(checkout.sessionId)?.amount_total).toBe(3799);
    // Shipping counts in the sum checked against the order's total, before asking Stripe.
    await expect(stripe.createCheckout({ ...shirt, orderId: "ord_unshipped" })).rejects.toThrow(
      "add up to 2500 cents, not its total of 3799",
    );
  });

  it("refuses to open a checkout whose lines do not add up to the order's total, before asking Stripe", async () => {
    const before = api.requests.length;
    await expect(stripe.createCheckout({ ...order, orderId: "ord_odd", totalCents: 1000 })).rejects.toThrow(
      "Order ord_odd: its lines and shipping add up to 1549 cents, not its total of 1000",
    );
    expect(api.requests).toHaveLength(before);
  });

  it("opens a subscription checkout: one line recurring every interval, keyed by our subscription", async () => {
    const checkout = await stripe.createSubscriptionCheckout({
      subscriptionId: "msub_1",
      tierName: "Inner Circle",
      amountCents: 6000,
      interval: "year",
      customerEmail: "fan@example.com",
      successUrl: "https://band.example/membership/complete",
      cancelUrl: "https://band.example/membership/checkout?membershipTierId=t1",
    });
    expect(lastRequest()).toEqual({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: "subscription-checkout-msub_1",
      params: {
        mode: "subscription",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "6000",
        "line_items[0][price_data][recurring][interval]": "year",
        "line_items[0][price_data][product_data][name]": "Inner Circle",
        customer_email: "fan@example.com",
        client_reference_id: "msub_1",
        "metadata[subscriptionId]": "msub_1",
        "subscription_data[metadata][subscriptionId]": "msub_1",
        success_url: "https://band.example/membership/complete",
        cancel_url: "https://band.example/membership/checkout?membershipTierId=t1",
      },
    });
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.sessionId}`);
  });

  it("refunds a payment by its payment intent, in cents, and answers the refund's id", async () => {
    expect(await stripe.refund("pi_night", 1549)).toEqual({ refundRef: api.refunds.at(-1)?.id });
    expect(lastRequest()).toEqual({
      method: "POST",
      path: "/v1/refunds",
      idempotencyKey: "refund-pi_night-1549",
      params: { payment_intent: "pi_night", amount: "1549" },
    });
  });

  it("cancels a subscription at its period's end and answers when that is, read from its item", async () => {
    const subscription = fakeSubscription("sub_cancel");
    api.subscriptions.set(subscription.id, subscription);
    expect(await stripe.cancelSubscription("sub_cancel")).toEqual({ endsAt: isoTime(subscription.periodEnd) });
    expect(lastRequest()).toEqual({
      method: "POST",
      path: "/v1/subscriptions/sub_cancel",
      idempotencyKey: "subscription-cancel-sub_cancel",
      params: { cancel_at_period_end: "true" },
    });
    expect(api.subscriptions.get("sub_cancel")?.cancelAtPeriodEnd).toBe(true);
  });

  it("ends a subscription at once (a fan deleting their account, issue 35), and ending it again is no error", async () => {
    api.subscriptions.set("sub_end", fakeSubscription("sub_end"));
    await stripe.endSubscriptionNow("sub_end");
    expect(lastRequest()).toMatchObject({ method: "DELETE", path: "/v1/subscriptions/sub_end" });
    expect(api.subscriptions.get("sub_end")?.canceled).toBe(true);
    await expect(stripe.endSubscriptionNow("sub_end")).resolves.toBeUndefined();
    api.refuseNext("Your API key is not valid.");
    await expect(stripe.endSubscriptionNow("sub_end")).rejects.toThrow("Your API key is not valid.");
  });

  it("moves a subscription to another price of its interval from the next period, with no proration, on the tier's product when the name is the same", async () => {
    const subscription = fakeSubscription("sub_change", { productId: "prod_circle" });
    api.subscriptions.set(subscription.id, subscription);
    api.products.set("prod_circle", "Inner Circle");
    const before = api.requests.length;

    const changed = await stripe.changeSubscription("sub_change", { tierName: "Inner Circle", amountCents: 400, interval: "month" });
    expect(changed).toEqual({ periodEnd: isoTime(subscription.periodEnd) });
    const [retrieve, update, ...rest] = api.requests.slice(before);
    expect(rest).toEqual([]);
    expect(retrieve).toMatchObject({
      method: "GET",
      path: "/v1/subscriptions/sub_change",
      params: { "expand[0]": "items.data.price.product" },
    });
    expect(update).toMatchObject({
      method: "POST",
      path: "/v1/subscriptions/sub_change",
      idempotencyKey: expect.stringMatching(/^subscription-change-sub_change-price_sub_change-[0-9a-f]{24}$/),
      params: {
        "items[0][id]": "si_sub_change",
        "items[0][price_data][currency]": "usd",
        "items[0][price_data][product]": "prod_circle",
        "items[0][price_data][unit_amount]": "400",
        "items[0][price_data][recurring][interval]": "month",
        proration_behavior: "none",
      },
    });
    expect(api.invoices.size).toBe(0);
  });

  const upgrade = {
    changeId: "mch_1",
    tierName: "Patrons",
    amountCents: 1000,
    interval: "month" as const,
    chargeCents: 250,
    description: "Upgrade to Patrons",
    successUrl: "https://band.example/membership/checkout/complete",
    cancelUrl: "https://band.example/account",
  };

  it("upgrades by invoicing the proration now, the new price pending until the invoice is paid (issue 30)", async () => {
    api.subscriptions.set("sub_up", fakeSubscription("sub_up", { productId: "prod_fans", amountCents: 500 }));
    api.products.set("prod_fans", "Fans");
    const before = api.requests.length;

    const started = await stripe.startUpgrade("sub_up", upgrade);
    const [, product, price, update, ...rest] = api.requests.slice(before);
    expect(rest).toEqual([]);
    expect(product).toMatchObject({ path: "/v1/products", params: { name: "Patrons" }, idempotencyKey: "membership-change-mch_1-product" });
    const [newProduct] = [...api.products].find(([, name]) => name === "Patrons") ?? [];
    expect(price).toMatchObject({
      path: "/v1/prices",
      idempotencyKey: "membership-change-mch_1-price",
      params: { currency: "usd", product: newProduct, unit_amount: "1000", "recurring[interval]": "month" },
    });
    expect(update).toMatchObject({
      method: "POST",
      path: "/v1/subscriptions/sub_up",
      idempotencyKey: "membership-change-mch_1",
      params: {
        "items[0][id]": "si_sub_up",
        "items[0][price]": expect.stringMatching(/^price_/),
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
        "expand[0]": "latest_invoice",
      },
    });
    // The card Stripe holds paid it at once: nothing for the fan to do but wait for invoice.paid.
    const invoice = api.invoices.get(started.invoiceRef);
    expect(invoice).toMatchObject({ status: "paid", subscriptionId: "sub_up" });
    expect(started).toEqual({ invoiceRef: invoice?.id, chargeCents: invoice?.amountDue, paymentUrl: null });
    expect(started.chargeCents).toBeGreaterThan(400);
    expect(api.subscriptions.get("sub_up")?.amountCents).toBe(1000);
    // A paid upgrade is not withdrawn.
    const requests = api.requests.length;
    expect(await stripe.withdrawUpgrade("sub_up", started.invoiceRef)).toBe("paid");
    expect(api.requests.slice(requests).map((request) => request.path)).toEqual([`/v1/invoices/${started.invoiceRef}`]);
  });

  it("sends the fan to Stripe's invoice page when the card declines, and voids the invoice to withdraw the upgrade", async () => {
    api.subscriptions.set("sub_declined", fakeSubscription("sub_declined", { amountCents: 500 }));
    api.declineNextCharge();
    const started = await stripe.startUpgrade("sub_declined", { ...upgrade, changeId: "mch_2" });
    expect(started.paymentUrl).toBe(`https://invoice.stripe.com/i/${started.invoiceRef}`);
    expect(api.subscriptions.get("sub_declined")).toMatchObject({ amountCents: 500, pendingPriceId: expect.any(String) });

    expect(await stripe.withdrawUpgrade("sub_declined", started.invoiceRef)).toBe("withdrawn");
    expect(api.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/invoices/${started.invoiceRef}/void` });
    expect(api.invoices.get(started.invoiceRef)?.status).toBe("void");
    expect(api.subscriptions.get("sub_declined")?.pendingPriceId).toBeUndefined();
  });

  it("upgrades monthly to yearly with a new period from now, charged the year less the month's unused part", async () => {
    api.subscriptions.set("sub_yearly", fakeSubscription("sub_yearly", { amountCents: 500 }));
    const started = await stripe.startUpgrade("sub_yearly", { ...upgrade, changeId: "mch_3", amountCents: 5000, interval: "year" });
    expect(started.chargeCents).toBeGreaterThan(4500);
    expect(started.chargeCents).toBeLessThan(5000);
    const periodEnd = api.subscriptions.get("sub_yearly")?.periodEnd ?? 0;
    expect(periodEnd * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  });

  it("rejects with Stripe's own message when the API refuses a call", async () => {
    api.refuseNext("No such payment_intent: 'pi_gone'");
    await expect(stripe.refund("pi_gone", 100)).rejects.toThrow("No such payment_intent: 'pi_gone'");
    await expect(stripe.cancelSubscription("sub_unknown")).rejects.toThrow("No such subscription: 'sub_unknown'");
  });
});
