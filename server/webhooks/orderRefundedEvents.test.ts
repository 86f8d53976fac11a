import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookPayloadSchema } from "../../schema/api/webhookEvents";
import { WEBHOOK_EVENT_TYPES } from "../../schema/api/webhooks";
import type { Product } from "../../schema/entities/catalogue";
import { findOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { paidOnTestPage, reportTestRefunds } from "../testing/testProviderOrders";
import { createFan, createTestEditor, type TestServer } from "../testing/testServer";
import { addWebhookEndpoint, startWebhookTest, type WebhookTest } from "../testing/webhookTesting";
import { manualClock } from "../time/clock";
import { deliverDueWebhooks, type WebhookDeps } from "./deliverWebhooks";
import { verifySignature } from "./signature";
import { startWebhookReceiver } from "./webhookReceiverTesting";

/**
 * order.refunded (issue 40, item 4), through the changes that make it: a partial refund the
 * provider reports and the studio's refund of the rest each write one event to the outbox however
 * often they are reported or asked for, in the shape its published schema says, with the order as
 * the refund left it; each reaches the artist's endpoint signed, and another artist's never.
 */
const clock = manualClock(Date.now());
let server: TestServer;
let owner: WebhookTest["owner"];
let receiver: WebhookTest["receiver"];
let otherReceiver: WebhookTest["receiver"];
let secret: string;
let deps: WebhookDeps;
let close: () => Promise<void>;
let album: Product;
const ajv = addFormats(new Ajv({ strict: false }));

beforeAll(async () => {
  ({ server, owner, receiver, deps, close } = await startWebhookTest(clock, null));
  otherReceiver = await startWebhookReceiver();
  ({ secret } = await addWebhookEndpoint(server, {
    profileId: server.profile.id,
    headers: owner.headers,
    url: receiver.url,
    events: ["order.refunded"],
  }));
  const otherOwner = await createTestEditor(server, server.otherProfile.id);
  await addWebhookEndpoint(server, {
    profileId: server.otherProfile.id,
    headers: otherOwner.headers,
    url: otherReceiver.url,
    events: WEBHOOK_EVENT_TYPES,
  });
  album = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Night Drive",
    artist: "Band",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 12 }],
  });
}, 60_000);
afterAll(async () => {
  await otherReceiver.close();
  await close();
});
beforeEach(async () => {
  await deliverDueWebhooks(deps);
  receiver.received.length = 0;
});

/** The $12 album bought by a new fan and paid on the test provider's page. */
const paidOrder = async () => paidOnTestPage(server, (await createFan(server, server.profile.id)).headers, album);
const reportRefunds = (paymentRef: string, refunds: { refundRef: string; amountCents: number }[], id?: string) =>
  reportTestRefunds(server, paymentRef, refunds, id);

const refundInStudio = (orderId: string) =>
  server.app.inject({ method: "POST", url: `/api/profiles/${server.profile.id}/orders/${orderId}/refund`, headers: owner.headers });

/** The order.refunded events in the outbox for an order, oldest first, as their deliveries carry them. */
async function outboxOf(orderId: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const rows = await server.context.db.query<{ payload: string | object }>(
    "SELECT payload FROM webhook_events WHERE type = 'order.refunded' AND payload->'data'->>'orderId' = $1 ORDER BY created_at, id",
    [orderId],
  );
  return rows.map((row) => (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload));
}

/** Sends what is due and returns the events that arrived, each signed with the endpoint's secret and as its schema says. */
async function arrived(): Promise<{ type: string; data: Record<string, unknown> }[]> {
  await deliverDueWebhooks(deps);
  const bodies = receiver.received.splice(0).map((delivery) => {
    expect(verifySignature(secret, delivery.body, delivery.signature, Math.floor(clock.now() / 1000))).toBe(true);
    const body = JSON.parse(delivery.body);
    expect(ajv.validate(webhookPayloadSchema("order.refunded"), body), JSON.stringify(ajv.errors)).toBe(true);
    expect(body.profileId).toBe(server.profile.id);
    return body;
  });
  expect(otherReceiver.received).toEqual([]);
  return bodies;
}

const refunded = (orderId: string, status: string, refund: { amountCents: number; refundedCents: number }) =>
  expect.objectContaining({
    type: "order.refunded",
    data: expect.objectContaining({
      orderId,
      status,
      totalCents: 1200,
      items: [{ productId: album.id, title: "Night Drive", priceCents: 1200 }],
      refund,
    }),
  });

describe("order.refunded", () => {
  it("tells of a partial refund once however often the provider reports it, then of the studio's refund of the rest", async () => {
    const { orderId, paymentRef } = await paidOrder();
    const part = `evt_${newId()}`;
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_part", amountCents: 200 }], part)).toBe("refund-recorded");
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_part", amountCents: 200 }], part)).toBe("duplicate");
    // Another event naming the same refund records nothing new, so tells nothing new.
    expect(await reportRefunds(paymentRef, [{ refundRef: "re_part", amountCents: 200 }])).toBe("ignored");
    const partial = refunded(orderId, "delivered", { amountCents: 200, refundedCents: 200 });
    expect(await outboxOf(orderId)).toEqual([partial]);
    expect(await arrived()).toEqual([partial]);

    const rest = await refundInStudio(orderId);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: "cancelled", refundedCents: 1200 });
    // Refunded in the studio a second time: refused, and nothing more is told.
    expect((await refundInStudio(orderId)).json()).toMatchObject({ code: "order_already_cancelled" });
    // The last refund cancels the order in the same change: the event says so, as the order now is.
    const whole = refunded(orderId, "cancelled", { amountCents: 1000, refundedCents: 1200 });
    expect(await outboxOf(orderId)).toEqual([partial, whole]);
    expect(await arrived()).toEqual([whole]);
  });

  it("tells of a whole refund from the studio once, and of the provider's report of that refund not again", async () => {
    const { orderId } = await paidOrder();
    expect((await refundInStudio(orderId)).statusCode).toBe(200);
    const whole = refunded(orderId, "cancelled", { amountCents: 1200, refundedCents: 1200 });
    expect(await outboxOf(orderId)).toEqual([whole]);
    const [told] = await arrived();
    expect(told).toEqual(whole);
    // The provider's own event of the refund the studio asked for, by the id the provider gave it.
    const [refund] = await server.context.db.query<{ refund_ref: string }>("SELECT refund_ref FROM order_refunds WHERE order_id = $1", [
      orderId,
    ]);
    const order = await findOrder(server.context.db, server.profile.id, orderId);
    await reportRefunds(order?.paymentRef ?? "", [{ refundRef: refund?.refund_ref ?? "", amountCents: 1200 }]);
    expect(await outboxOf(orderId)).toHaveLength(1);
    expect(await arrived()).toEqual([]);
  });
});
