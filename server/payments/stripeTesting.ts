import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  createFakeBilling,
  DAY,
  type FakeAnswer,
  type FakeInvoice,
  type FakeSubscription,
  fakeInvoiceJson,
  stripeError,
} from "./stripeBillingTesting";

export type { FakeInvoice, FakeSubscription };
export { fakeInvoiceJson };

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
  /** The invoices upgrades made, by id. */
  readonly invoices: Map<string, FakeInvoice>;
  /** The card Stripe holds declines the next upgrade's charge: its invoice stays open and its update pending. */
  declineNextCharge(): void;
  /** The fan pays an open invoice on Stripe's page: paid, its pending update applied. */
  payInvoice(id: string): FakeInvoice;
  /** Every refund, in the order made. */
  readonly refunds: FakeRefund[];
  /** Checkout Sessions as made, by id, with what Stripe would charge (`amount_total`). */
  readonly sessions: ReadonlyMap<string, { readonly id: string; readonly [field: string]: unknown }>;
  /** Answers the next request with Stripe's error of this message (400, invalid_request_error). */
  refuseNext(message: string): void;
  close(): Promise<void>;
}

type Answer = FakeAnswer;

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

/**
 * A local server that answers as Stripe's API does for the calls the adapter makes (Stripe cannot
 * be reached from the tests): Checkout Sessions, refunds, and billing (stripeBillingTesting.ts:
 * products, prices, subscriptions retrieved and updated, upgrades' invoices). It records each request and replays the answer to a repeated idempotency key, as
 * Stripe does.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: StripeApiRequest[] = [];
  const refunds: FakeRefund[] = [];
  /** Checkout Sessions as made, by id: a test marks one paid (`status: "complete"`) as a fan paying would. */
  const sessions = new Map<string, { id: string; status: string; payment_status: string; [field: string]: unknown }>();
  const replays = new Map<string, Answer>();
  let refusal: string | null = null;
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${++counter}`;
  const billing = createFakeBilling(newId);
  // Coupons made (a discount code's first period): their amount off, by id.
  const coupons = new Map<string, number>();

  const answer = (method: string, path: string, params: Record<string, string>): Answer => {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = newId("cs_test");
      let amountTotal = 0;
      for (let line = 0; params[`line_items[${line}][quantity]`] !== undefined; line++)
        amountTotal += Number(params[`line_items[${line}][price_data][unit_amount]`]) * Number(params[`line_items[${line}][quantity]`]);
      const couponOff = coupons.get(params["discounts[0][coupon]"] ?? "") ?? 0;
      // Shipping's fixed rate is charged beside the lines, after any coupon (issue 36, item 3).
      const shippingCents = Number(params["shipping_options[0][shipping_rate_data][fixed_amount][amount]"] ?? 0);
      const session = {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        currency: "usd",
        amount_subtotal: amountTotal,
        amount_total: Math.max(0, amountTotal - couponOff) + shippingCents,
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (expiring) {
      const session = sessions.get(expiring[1] ?? "");
      if (!session) return stripeError(404, `No such checkout.session: '${expiring[1]}'`);
      if (method === "POST" && expiring[2]) {
        if (session.status !== "open") return stripeError(400, `Only Checkout Sessions with a status of 'open' can be expired.`);
        session.status = "expired";
      }
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/coupons") {
      const id = newId("coupon");
      coupons.set(id, Number(params.amount_off ?? 0));
      return { status: 200, body: { id, object: "coupon", amount_off: Number(params.amount_off ?? 0), duration: params.duration } };
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
    return billing.answer(method, path, params) ?? stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
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
    subscriptions: billing.subscriptions,
    products: billing.products,
    invoices: billing.invoices,
    declineNextCharge: billing.declineNextCharge,
    payInvoice: billing.payInvoice,
    refunds,
    sessions,
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
