import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "../../schema/api/webhooks";
import { moveOrder } from "../data/orderMoves";
import { newId } from "../security/tokens";
import { createTestEditor, type TestServer } from "../testing/testServer";
import { addWebhookEndpoint, createUnpaidOrder, startWebhookTest, type WebhookTest } from "../testing/webhookTesting";
import { manualClock } from "../time/clock";
import { deliverDueWebhooks, type WebhookDeps } from "./deliverWebhooks";
import { verifySignature } from "./signature";

/**
 * Webhooks end to end on the server (issue 40, item 4): an owner registers an endpoint, a paid
 * order writes one event however often its payment is reported, the delivery arrives signed at a
 * real receiver that checks it as an integrator would, failures are retried on the code's clock
 * until 3 days pass and the endpoint is turned off with its owner told, and a delivery is replayed.
 */
const clock = manualClock(Date.UTC(2026, 10, 30, 12));
let server: TestServer;
let owner: WebhookTest["owner"];
let receiver: WebhookTest["receiver"];
let deps: WebhookDeps;
let close: () => Promise<void>;
const base = () => `/api/profiles/${server.profile.id}/webhooks`;
const nowSeconds = () => Math.floor(clock.now() / 1000);

beforeAll(async () => {
  ({ server, owner, receiver, deps, close } = await startWebhookTest(clock, "https://studio.example"));
}, 60_000);
afterAll(() => close());
beforeEach(() => {
  receiver.received.length = 0;
});

const addEndpoint = (events: string[] = ["order.paid"]) =>
  addWebhookEndpoint(server, { profileId: server.profile.id, headers: owner.headers, url: receiver.url, events });

/** An order paid through a provider's event, reported `times` times (the provider delivers again). */
async function paidOrder(times = 1) {
  const db = server.context.db;
  const order = await createUnpaidOrder(server, { title: `Single ${newId()}`, category: "Music", priceCents: 500 });
  const eventId = `evt_${newId()}`;
  for (let time = 0; time < times; time++) await moveOrder(db, order.id, "paid", "payment.succeeded (test)", { provider: "test", eventId });
  // Another event of the same payment (a provider's second success for it) moves nothing either.
  await moveOrder(db, order.id, "paid", "payment.succeeded (test)", { provider: "test", eventId: `evt_${newId()}` });
  return order;
}

const deliveriesOf = async (endpointId: string) =>
  (await server.app.inject({ url: `${base()}/${endpointId}/deliveries`, headers: owner.headers })).json<{ deliveries: WebhookDelivery[] }>()
    .deliveries;

describe("webhooks", () => {
  it("delivers one signed order.paid for an order paid twice by a replayed payment event", async () => {
    const { endpoint, secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_/);
    const order = await paidOrder(2);
    expect(await deliverDueWebhooks(deps)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error("nothing arrived");
    // The receiver checks as an integrator would: the signature over the time and the body, the time recent.
    expect(verifySignature(secret, delivery.body, delivery.signature, nowSeconds())).toBe(true);
    expect(verifySignature(secret, delivery.body.replace("500", "1"), delivery.signature, nowSeconds())).toBe(false);
    expect(verifySignature(secret, delivery.body, delivery.signature, nowSeconds() + 3600)).toBe(false);
    expect(verifySignature("whsec_other", delivery.body, delivery.signature, nowSeconds())).toBe(false);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      type: "order.paid",
      profileId: server.profile.id,
      data: { orderId: order.id, totalCents: 500, status: "paid" },
    });
    expect(body.created).toBeTypeOf("number");
    expect(delivery.body).not.toMatch(/password|token|secret|payment_url/i);
    expect(await deliverDueWebhooks(deps)).toBe(0);
    const [listed] = await deliveriesOf(endpoint.id);
    expect(listed).toMatchObject({
      type: "order.paid",
      state: "delivered",
      attempts: 1,
      lastAttempt: { statusCode: 200, excerpt: "thanks" },
    });
    await server.app.inject({ method: "DELETE", url: `${base()}/${endpoint.id}`, headers: owner.headers });
  });

  it("replays a delivery from the studio: the same event, signed again", async () => {
    const { endpoint, secret } = await addEndpoint();
    await paidOrder();
    await deliverDueWebhooks(deps);
    const [delivery] = await deliveriesOf(endpoint.id);
    const replay = await server.app.inject({
      method: "POST",
      url: `${base()}/${endpoint.id}/deliveries/${delivery?.id}/replay`,
      headers: owner.headers,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    clock.advance(5000);
    expect(await deliverDueWebhooks(deps)).toBe(1);
    const [first, second] = receiver.received;
    expect(JSON.parse(second?.body ?? "{}").id).toBe(JSON.parse(first?.body ?? "{}").id);
    expect(verifySignature(secret, second?.body ?? "", second?.signature ?? "", nowSeconds())).toBe(true);
    const attempts = await server.app.inject({
      url: `${base()}/${endpoint.id}/deliveries/${delivery?.id}/attempts`,
      headers: owner.headers,
    });
    expect(attempts.json<{ attempts: WebhookAttempt[] }>().attempts).toHaveLength(2);
    await server.app.inject({ method: "DELETE", url: `${base()}/${endpoint.id}`, headers: owner.headers });
  });

  it("retries with backoff on the code's clock, and turns an endpoint failing for 3 days off, telling its owner", async () => {
    const { endpoint } = await addEndpoint();
    receiver.answerWith(...Array<number>(100).fill(500));
    await paidOrder();
    expect(await deliverDueWebhooks(deps)).toBe(1);
    // Not due again until a minute passed, then two, then four…
    expect(await deliverDueWebhooks(deps)).toBe(0);
    clock.advance(59_000);
    expect(await deliverDueWebhooks(deps)).toBe(0);
    clock.advance(1000);
    expect(await deliverDueWebhooks(deps)).toBe(1);
    clock.advance(60_000);
    expect(await deliverDueWebhooks(deps)).toBe(0);
    clock.advance(60_000);
    expect(await deliverDueWebhooks(deps)).toBe(1);
    const [failing] = await deliveriesOf(endpoint.id);
    expect(failing).toMatchObject({ state: "pending", attempts: 3, lastAttempt: { statusCode: 500, excerpt: "failed with 500" } });
    const mailBefore = server.mail.length;
    for (let hour = 0; hour < 80; hour++) {
      clock.advance(60 * 60 * 1000);
      await deliverDueWebhooks(deps);
    }
    const [listed] = (await server.app.inject({ url: base(), headers: owner.headers })).json<{ endpoints: WebhookEndpoint[] }>().endpoints;
    expect(listed).toMatchObject({ id: endpoint.id, enabled: false });
    expect(listed?.turnedOffAt).not.toBeNull();
    const [given] = await deliveriesOf(endpoint.id);
    expect(given?.state).toBe("failed");
    const told = server.mail.slice(mailBefore).filter((message) => message.subject.includes("webhook endpoint"));
    expect(told).toEqual([expect.objectContaining({ to: owner.editor.email })]);
    expect(told[0]?.text).toContain(receiver.url);
    // Off, it is sent nothing more.
    const sentBefore = receiver.received.length;
    await paidOrder();
    clock.advance(DAY);
    expect(await deliverDueWebhooks(deps)).toBe(0);
    expect(receiver.received).toHaveLength(sentBefore);
    // Turned on again, it has a fresh 3 days.
    const on = await server.app.inject({
      method: "PUT",
      url: `${base()}/${endpoint.id}`,
      headers: owner.headers,
      payload: { url: receiver.url, events: ["order.paid"], enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, failingSince: null, turnedOffAt: null });
    await server.app.inject({ method: "DELETE", url: `${base()}/${endpoint.id}`, headers: owner.headers });
  });

  it("refuses at delivery a name that now points inside (DNS rebinding), when private addresses are not allowed", async () => {
    const { endpoint } = await addEndpoint();
    await paidOrder();
    expect(await deliverDueWebhooks({ ...deps, allowPrivate: false })).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [refused] = await deliveriesOf(endpoint.id);
    expect(refused).toMatchObject({ state: "pending", lastAttempt: { statusCode: null, excerpt: "refused: a private or local address" } });
    await server.app.inject({ method: "DELETE", url: `${base()}/${endpoint.id}`, headers: owner.headers });
  });

  it("shows the secret on demand, rotates it, and keeps endpoints to their artist and owners", async () => {
    const { endpoint, secret } = await addEndpoint(["order.paid", "order.refunded"]);
    const shown = await server.app.inject({ url: `${base()}/${endpoint.id}/secret`, headers: owner.headers });
    expect(shown.json()).toEqual({ secret });
    const rotated = await server.app.inject({ method: "POST", url: `${base()}/${endpoint.id}/secret`, headers: owner.headers });
    expect(rotated.json<{ secret: string }>().secret).not.toBe(secret);
    const other = await createTestEditor(server, server.otherProfile.id);
    const across = await server.app.inject({
      url: `/api/profiles/${server.otherProfile.id}/webhooks/${endpoint.id}/secret`,
      headers: other.headers,
    });
    expect(across.statusCode).toBe(404);
    expect(across.json()).toMatchObject({ code: "not_found", message: "This artist has no such webhook endpoint." });
    const editor = await createTestEditor(server, server.profile.id, "editor");
    expect((await server.app.inject({ url: base(), headers: editor.headers })).statusCode).toBe(403);
    const unknownEvent = await server.app.inject({
      method: "POST",
      url: base(),
      headers: owner.headers,
      payload: { url: receiver.url, events: ["order.stolen"] },
    });
    expect(unknownEvent.statusCode).toBe(400);
    await server.app.inject({ method: "DELETE", url: `${base()}/${endpoint.id}`, headers: owner.headers });
  });
});

const DAY = 24 * 60 * 60 * 1000;
