import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A request the fake API received. `params` is its form body (or, for a GET, its query) with the
 * keys as Stripe's SDK encodes them: `line_items[0][price_data][unit_amount]`.
 */
export interface StripeApiRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly idempotencyKey: string | undefined;
}

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
}

/** A refund the fake API knows: made through it, or added by a test as if made in Stripe's dashboard. */
export interface FakeRefund {
  readonly id: string;
  readonly paymentIntent: string;
  readonly amountCents: number;
  readonly status: "succeeded" | "pending" | "failed" | "canceled";
}

export interface FakeStripeApi {
  /** Where it answers, for the settings' `apiUrl`. */
  readonly url: string;
  /** Every request, in order (an idempotent replay too). */
  readonly requests: StripeApiRequest[];
  readonly subscriptions: Map<string, FakeSubscription>;
  /** Product names by id. */
  readonly products: Map<string, string>;
  /** Every refund, in the order made. */
  readonly refunds: FakeRefund[];
  /** Answers the next request with Stripe's error of this message (400, invalid_request_error). */
  refuseNext(message: string): void;
  close(): Promise<void>;
}

type Answer = { readonly status: number; readonly body: object };

const DAY = 24 * 60 * 60;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const refundJson = (refund: FakeRefund) => ({
  id: refund.id,
  object: "refund",
  status: refund.status,
  currency: "usd",
  amount: refund.amountCents,
  payment_intent: refund.paymentIntent,
});

const stripeError = (status: number, message: string): Answer => ({ status, body: { error: { type: "invalid_request_error", message } } });

/**
 * A local server that answers as Stripe's API does for the calls the adapter makes (Stripe cannot
 * be reached from the tests): Checkout Sessions, refunds, products, and subscriptions retrieved
 * and updated. It records each request and replays the answer to a repeated idempotency key, as
 * Stripe does.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: StripeApiRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const products = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const replays = new Map<string, Answer>();
  let refusal: string | null = null;
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${++counter}`;

  const subscriptionJson = (subscription: FakeSubscription, expandProduct: boolean) => ({
    id: subscription.id,
    object: "subscription",
    status: "active",
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
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
            product: expandProduct
              ? { id: subscription.productId, object: "product", name: products.get(subscription.productId) ?? "" }
              : subscription.productId,
          },
        },
      ],
    },
  });

  const updateSubscription = (subscription: FakeSubscription, params: Record<string, string>): FakeSubscription => {
    let next = { ...subscription, cancelAtPeriodEnd: params.cancel_at_period_end === "true" || subscription.cancelAtPeriodEnd };
    const amount = params["items[0][price_data][unit_amount]"];
    if (amount !== undefined) {
      const interval = params["items[0][price_data][recurring][interval]"] === "year" ? "year" : "month";
      const now = Math.floor(Date.now() / 1000);
      // Another interval starts a new period now, as Stripe resets the billing cycle.
      const period = interval === next.interval ? {} : { periodStart: now, periodEnd: now + (interval === "year" ? 365 : 30) * DAY };
      next = {
        ...next,
        ...period,
        priceId: newId("price"),
        productId: params["items[0][price_data][product]"] ?? next.productId,
        amountCents: Number(amount),
        interval,
      };
    }
    subscriptions.set(next.id, next);
    return next;
  };

  const answer = (method: string, path: string, params: Record<string, string>): Answer => {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = newId("cs_test");
      let amountTotal = 0;
      for (let line = 0; params[`line_items[${line}][quantity]`] !== undefined; line++)
        amountTotal += Number(params[`line_items[${line}][price_data][unit_amount]`]) * Number(params[`line_items[${line}][quantity]`]);
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          mode: params.mode,
          status: "open",
          payment_status: "unpaid",
          currency: "usd",
          amount_total: amountTotal,
          client_reference_id: params.client_reference_id ?? null,
          customer_email: params.customer_email ?? null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refund: FakeRefund = {
        id: newId("re"),
        paymentIntent: params.payment_intent ?? "",
        amountCents: Number(params.amount),
        status: "succeeded",
      };
      refunds.push(refund);
      return { status: 200, body: refundJson(refund) };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = refunds.filter((refund) => !params.payment_intent || refund.paymentIntent === params.payment_intent).map(refundJson);
      return { status: 200, body: { object: "list", url: "/v1/refunds", has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/products") {
      const id = newId("prod");
      products.set(id, params.name ?? "");
      return { status: 200, body: { id, object: "product", name: params.name } };
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    const subscription = subscriptionId ? subscriptions.get(subscriptionId) : undefined;
    if (subscriptionId && !subscription) return stripeError(404, `No such subscription: '${subscriptionId}'`);
    if (subscription && method === "GET")
      return { status: 200, body: subscriptionJson(subscription, params["expand[0]"] === "items.data.price.product") };
    if (subscription && method === "POST") return { status: 200, body: subscriptionJson(updateSubscription(subscription, params), false) };
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const body = await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(request.method === "GET" ? url.search : body));
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const method = request.method ?? "GET";
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    const replay = idempotencyKey ? replays.get(idempotencyKey) : undefined;
    let result: Answer;
    if (replay) result = replay;
    else if (refusal !== null) {
      // A refused request is not kept for its key (Stripe keeps only what it began to carry out).
      result = stripeError(400, refusal);
      refusal = null;
    } else {
      result = answer(method, url.pathname, params);
      if (idempotencyKey && result.status < 400) replays.set(idempotencyKey, result);
    }
    response.writeHead(result.status, {
      "content-type": "application/json",
      "request-id": `req_${counter}`,
      ...(replay ? { "idempotent-replayed": "true" } : {}),
    });
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    products,
    refunds,
    refuseNext(message) {
      refusal = message;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its connections alive: close them too, or close() waits on them.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A subscription for the fake API to know: monthly, its period begun a day ago. */
export function fakeSubscription(id: string, overrides: Partial<FakeSubscription> = {}): FakeSubscription {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    itemId: `si_${id}`,
    priceId: `price_${id}`,
    productId: `prod_${id}`,
    amountCents: 500,
    interval: "month",
    periodStart: now - DAY,
    periodEnd: now + 29 * DAY,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

let events = 0;

/** A Stripe event as its webhook sends it: an envelope around the object it is about. */
export function stripeEvent(type: string, object: object, id = `evt_test_${++events}`) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** An event's webhook body and headers, signed with the SDK's own test helper as Stripe signs them. */
export function signedStripeWebhook(secret: string, event: object): { body: Buffer; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  return {
    body: Buffer.from(payload),
    headers: {
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      "content-type": "application/json; charset=utf-8",
    },
  };
}
