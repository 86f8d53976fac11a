/**
 * The fake Stripe API's billing (stripeTesting.ts serves it): products, prices, subscriptions
 * retrieved and updated, and the invoices an upgrade makes, paid at once or left open with a
 * pending update as Stripe does with payment_behavior=pending_if_incomplete (issue 30).
 */

export type FakeAnswer = { readonly status: number; readonly body: object };

/** A subscription the fake API knows: one item, one price. Times in Unix seconds, as Stripe's. */
export interface FakeSubscription {
  readonly id: string;
  readonly itemId: string;
  readonly priceId: string;
  readonly productId: string;
  readonly amountCents: number;
  readonly interval: "month" | "year";
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly cancelAtPeriodEnd: boolean;
  /** An upgrade waiting for its invoice to be paid: the price it moves to. */
  readonly pendingPriceId?: string;
  /** Cancelled at once (DELETE): Stripe refuses to cancel it again. */
  readonly canceled?: boolean;
}

/** An invoice an upgrade made: its proration, charged at once or left open. */
export interface FakeInvoice {
  readonly id: string;
  readonly subscriptionId: string;
  readonly amountDue: number;
  readonly status: "open" | "paid" | "void";
  /** When what it pays for ends (the period's end, or a new yearly period's). */
  readonly periodStart: number;
  readonly periodEnd: number;
}

interface FakePrice {
  readonly id: string;
  readonly productId: string;
  readonly amountCents: number;
  readonly interval: "month" | "year";
}

export const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

export const stripeError = (status: number, message: string): FakeAnswer => ({
  status,
  body: { error: { type: "invalid_request_error", message } },
});

/** An invoice as Stripe sends it, in an answer or a webhook's event. */
export function fakeInvoiceJson(invoice: FakeInvoice) {
  return {
    id: invoice.id,
    object: "invoice",
    billing_reason: "subscription_update",
    status: invoice.status,
    amount_due: invoice.amountDue,
    amount_paid: invoice.status === "paid" ? invoice.amountDue : 0,
    hosted_invoice_url: `https://invoice.stripe.com/i/${invoice.id}`,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: invoice.subscriptionId, metadata: {} },
    },
    lines: {
      object: "list",
      has_more: false,
      data: [{ id: `il_${invoice.id}`, object: "line_item", period: { start: invoice.periodStart, end: invoice.periodEnd } }],
    },
  };
}

export function createFakeBilling(newId: (prefix: string) => string) {
  const subscriptions = new Map<string, FakeSubscription>();
  const products = new Map<string, string>();
  const prices = new Map<string, FakePrice>();
  const invoices = new Map<string, FakeInvoice>();
  let declineNext = false;

  const subscriptionJson = (subscription: FakeSubscription, expand: readonly string[]) => {
    const invoice = [...invoices.values()].filter((one) => one.subscriptionId === subscription.id).at(-1);
    const pending = subscription.pendingPriceId ? { expires_at: now() + 23 * 3600, subscription_items: [] } : null;
    return {
      id: subscription.id,
      object: "subscription",
      status: subscription.canceled ? "canceled" : "active",
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      pending_update: pending,
      latest_invoice: invoice && expand.includes("latest_invoice") ? fakeInvoiceJson(invoice) : (invoice?.id ?? null),
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription.id}`,
        data: [
          {
            id: subscription.itemId,
            object: "subscription_item",
            quantity: 1,
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
            price: {
              id: subscription.priceId,
              object: "price",
              currency: "usd",
              unit_amount: subscription.amountCents,
              recurring: { interval: subscription.interval, interval_count: 1 },
              product: expand.includes("items.data.price.product")
                ? { id: subscription.productId, object: "product", name: products.get(subscription.productId) ?? "" }
                : subscription.productId,
            },
          },
        ],
      },
    };
  };

  /** The subscription on `price`: another interval starts a new period now, as Stripe resets the billing cycle. */
  const onPrice = (subscription: FakeSubscription, price: FakePrice): FakeSubscription => {
    const period =
      price.interval === subscription.interval
        ? {}
        : { periodStart: now(), periodEnd: now() + (price.interval === "year" ? 365 : 30) * DAY };
    const { pendingPriceId: _, ...rest } = subscription;
    return { ...rest, ...period, priceId: price.id, productId: price.productId, amountCents: price.amountCents, interval: price.interval };
  };

  /** An upgrade: its proration invoiced now, the new price applied once the invoice is paid. */
  const upgrade = (subscription: FakeSubscription, price: FakePrice): FakeSubscription => {
    const moved = onPrice(subscription, price);
    const left = Math.max(0, (subscription.periodEnd - now()) / (subscription.periodEnd - subscription.periodStart));
    const unused = Math.round(subscription.amountCents * left);
    const amountDue =
      price.interval === subscription.interval
        ? Math.max(0, Math.round((price.amountCents - subscription.amountCents) * left))
        : Math.max(0, price.amountCents - unused);
    const paid = !declineNext;
    declineNext = false;
    const invoice: FakeInvoice = {
      id: newId("in"),
      subscriptionId: subscription.id,
      amountDue,
      status: paid ? "paid" : "open",
      periodStart: moved.periodStart === subscription.periodStart ? now() : moved.periodStart,
      periodEnd: moved.periodEnd,
    };
    invoices.set(invoice.id, invoice);
    return paid ? moved : { ...subscription, pendingPriceId: price.id };
  };

  const update = (subscription: FakeSubscription, params: Record<string, string>): FakeSubscription => {
    let next = { ...subscription, cancelAtPeriodEnd: params.cancel_at_period_end === "true" || subscription.cancelAtPeriodEnd };
    const priceId = params["items[0][price]"];
    const amount = params["items[0][price_data][unit_amount]"];
    if (priceId !== undefined) {
      const price = prices.get(priceId);
      if (!price) throw new Error(`No such price: '${priceId}'`);
      next = params.proration_behavior === "always_invoice" ? upgrade(next, price) : onPrice(next, price);
    } else if (amount !== undefined) {
      const price: FakePrice = {
        id: newId("price"),
        productId: params["items[0][price_data][product]"] ?? next.productId,
        amountCents: Number(amount),
        interval: params["items[0][price_data][recurring][interval]"] === "year" ? "year" : "month",
      };
      next = onPrice(next, price);
    }
    subscriptions.set(next.id, next);
    return next;
  };

  /** Answers a billing request, or null when it is not one. */
  function answer(method: string, path: string, params: Record<string, string>): FakeAnswer | null {
    const expand = Object.entries(params)
      .filter(([key]) => key.startsWith("expand["))
      .map(([, value]) => value);
    if (method === "POST" && path === "/v1/products") {
      const id = newId("prod");
      products.set(id, params.name ?? "");
      return { status: 200, body: { id, object: "product", name: params.name } };
    }
    if (method === "POST" && path === "/v1/prices") {
      const price: FakePrice = {
        id: newId("price"),
        productId: params.product ?? "",
        amountCents: Number(params.unit_amount),
        interval: params["recurring[interval]"] === "year" ? "year" : "month",
      };
      prices.set(price.id, price);
      const body = { id: price.id, object: "price", product: price.productId, unit_amount: price.amountCents };
      return { status: 200, body: { ...body, recurring: { interval: price.interval } } };
    }
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)(\/void)?$/.exec(path);
    if (invoiceMatch) {
      const invoice = invoices.get(invoiceMatch[1] ?? "");
      if (!invoice) return stripeError(404, `No such invoice: '${invoiceMatch[1]}'`);
      if (method === "GET") return { status: 200, body: fakeInvoiceJson(invoice) };
      if (invoice.status !== "open") return stripeError(400, "You can only void an open invoice.");
      const voided: FakeInvoice = { ...invoice, status: "void" };
      invoices.set(voided.id, voided);
      // Voiding the invoice drops the pending update it would have applied.
      const subscription = subscriptions.get(invoice.subscriptionId);
      if (subscription?.pendingPriceId) {
        const { pendingPriceId: _, ...kept } = subscription;
        subscriptions.set(kept.id, kept);
      }
      return { status: 200, body: fakeInvoiceJson(voided) };
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (!subscriptionId) return null;
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return stripeError(404, `No such subscription: '${subscriptionId}'`);
    if (method === "GET") return { status: 200, body: subscriptionJson(subscription, expand) };
    if (method === "DELETE") {
      // Stripe's words for cancelling a cancelled subscription.
      if (subscription.canceled) return stripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
      const canceled = { ...subscription, canceled: true };
      subscriptions.set(canceled.id, canceled);
      return { status: 200, body: subscriptionJson(canceled, expand) };
    }
    try {
      return { status: 200, body: subscriptionJson(update(subscription, params), expand) };
    } catch (error) {
      return stripeError(400, (error as Error).message);
    }
  }

  return {
    subscriptions,
    products,
    invoices,
    answer,
    /** The card Stripe holds declines the next upgrade's charge: its invoice stays open, its update pending. */
    declineNextCharge() {
      declineNext = true;
    },
    /** The fan pays an open invoice (on Stripe's invoice page): paid, and its pending update applied. */
    payInvoice(id: string): FakeInvoice {
      const invoice = invoices.get(id);
      if (invoice?.status !== "open") throw new Error(`The invoice ${id} is not open`);
      const paid: FakeInvoice = { ...invoice, status: "paid" };
      invoices.set(id, paid);
      const subscription = subscriptions.get(invoice.subscriptionId);
      const price = subscription?.pendingPriceId ? prices.get(subscription.pendingPriceId) : undefined;
      if (subscription && price) subscriptions.set(subscription.id, onPrice(subscription, price));
      return paid;
    },
  };
}

export type FakeBilling = ReturnType<typeof createFakeBilling>;
