import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { webhookPayloadSchema } from "../../schema/api/webhookEvents";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../schema/api/webhooks";
import { setMembership } from "../data/accounts";
import { addSubscribers } from "../data/audience";
import { confirmSubscription, createEmailList, joinEmailList } from "../data/emailLists";
import { moveOrder } from "../data/orderMoves";
import { moveSubscription } from "../data/subscriptionMoves";
import { createSubscription, setSubscriptionCheckout } from "../data/subscriptions";
import { createTier } from "../data/tiers";
import { pruneWebhookLog, WEBHOOK_LOG_DAYS } from "../data/webhookDeliveries";
import { emitWebhookEvent } from "../data/webhookOutbox";
import { emitDuePublications } from "../data/webhookPublishEvents";
import { unsubscribeToken } from "../newsletters/unsubscribeToken";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, type TestServer } from "../testing/testServer";
import { addWebhookEndpoint, createUnpaidOrder, startWebhookTest, type WebhookTest } from "../testing/webhookTesting";
import { manualClock } from "../time/clock";
import { deliverDueWebhooks, type WebhookDeps } from "./deliverWebhooks";
import { verifySignature } from "./signature";
import { startWebhookReceiver } from "./webhookReceiverTesting";
import type { recordingWebhookDispatch } from "./webhookWork";

/**
 * The members', subscribers', posts' and releases' events (issue 40, item 4), each through the
 * changes that make it: every one reaches a real receiver signed with its endpoint's secret, in the
 * shape its published schema says, once however often its change is applied; another artist's
 * endpoint never hears of it. Committed changes wake the sender at once (an order shipped in the
 * studio among them), and the delivery log forgets what is 30 days old on the code's clock.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(Date.now());
let server: TestServer;
let owner: WebhookTest["owner"];
let receiver: WebhookTest["receiver"];
let otherReceiver: WebhookTest["receiver"];
let secret: string;
let deps: WebhookDeps;
let close: () => Promise<void>;
let tierId: string;
const ajv = addFormats(new Ajv({ strict: false }));
const studio = (path: string) => `/api/profiles/${server.profile.id}${path}`;

beforeAll(async () => {
  ({ server, owner, receiver, deps, close } = await startWebhookTest(clock, null));
  otherReceiver = await startWebhookReceiver();
  ({ secret } = await addWebhookEndpoint(server, {
    profileId: server.profile.id,
    headers: owner.headers,
    url: receiver.url,
    events: WEBHOOK_EVENT_TYPES,
  }));
  // The other artist listens to everything too: nothing of this artist's may reach it.
  const otherOwner = await createTestEditor(server, server.otherProfile.id);
  await addWebhookEndpoint(server, {
    profileId: server.otherProfile.id,
    headers: otherOwner.headers,
    url: otherReceiver.url,
    events: WEBHOOK_EVENT_TYPES,
  });
  tierId = (await createTier(server.context.db, { profileId: server.profile.id, name: "Gold", priceMonthly: 5 })).id;
}, 60_000);
afterAll(async () => {
  await otherReceiver.close();
  await close();
});
beforeEach(async () => {
  await deliverDueWebhooks(deps);
  receiver.received.length = 0;
});

/** Sends what is due and returns the events that arrived, each checked: signed, and as its schema says. */
async function arrived(): Promise<{ type: WebhookEventType; data: Record<string, unknown> }[]> {
  await deliverDueWebhooks(deps);
  const bodies = receiver.received.splice(0).map((delivery) => {
    expect(verifySignature(secret, delivery.body, delivery.signature, Math.floor(clock.now() / 1000))).toBe(true);
    const body = JSON.parse(delivery.body);
    const valid = ajv.validate(webhookPayloadSchema(body.type), body);
    expect(valid, JSON.stringify(ajv.errors)).toBe(true);
    expect(body.profileId).toBe(server.profile.id);
    return body;
  });
  expect(otherReceiver.received).toEqual([]);
  return bodies;
}

describe("member events", () => {
  it("tells of a tier given and taken in the studio, once each", async () => {
    const fan = await createFan(server, server.profile.id);
    const give = () =>
      server.app.inject({
        method: "PUT",
        url: studio(`/members/${fan.account.id}/membership`),
        headers: owner.headers,
        payload: { membershipTierId: tierId },
      });
    expect((await give()).statusCode).toBe(200);
    expect((await give()).statusCode).toBe(200);
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "member.joined",
        data: expect.objectContaining({ accountId: fan.account.id, email: fan.account.email, tierId, tierName: "Gold", via: "studio" }),
      }),
    ]);
    await setMembership(server.context.db, server.profile.id, fan.account.id, null, "free-tier");
    await setMembership(server.context.db, server.profile.id, fan.account.id, null, "free-tier");
    expect(await arrived()).toEqual([
      expect.objectContaining({ type: "member.cancelled", data: expect.objectContaining({ tierId, via: "free-tier" }) }),
    ]);
  });

  it("tells of a paid subscription started and ended, once each however often the provider reports it", async () => {
    const db = server.context.db;
    const fan = await createFan(server, server.profile.id);
    const { subscription } = await createSubscription(db, {
      profileId: server.profile.id,
      accountId: fan.account.id,
      tierId,
      interval: "month",
      amountCents: 500,
      idempotencyKey: newId().padEnd(20, "k"),
    });
    const sessionId = `cs_${newId()}`;
    await setSubscriptionCheckout(db, subscription.id, { provider: "test", sessionId, url: "https://pay.example/x" });
    const started = {
      type: "started",
      subscriptionRef: `sub_${newId()}`,
      amountCents: 500,
      periodEnd: new Date(clock.now() + 30 * DAY).toISOString(),
    } as const;
    for (const eventId of ["evt_a", "evt_a", "evt_b"])
      await moveSubscription(db, "test", { sessionId }, `${eventId}_${subscription.id}`, started);
    expect(await arrived()).toEqual([
      expect.objectContaining({ type: "member.joined", data: expect.objectContaining({ accountId: fan.account.id, via: "subscription" }) }),
    ]);
    const key = { subscriptionRef: started.subscriptionRef };
    for (const eventId of ["evt_c", "evt_c", "evt_d"])
      await moveSubscription(db, "test", key, `${eventId}_${subscription.id}`, { type: "ended" });
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "member.cancelled",
        data: expect.objectContaining({ accountId: fan.account.id, via: "subscription" }),
      }),
    ]);
  });
});

describe("subscriber events", () => {
  it("tells of a double opt-in confirmed once, and of addresses the artist adds, once", async () => {
    const db = server.context.db;
    const list = await createEmailList(db, server.profile.id, "News");
    const joined = await joinEmailList(db, server.profile.id, list.id, "optin@example.com", new Date(clock.now()));
    if (joined.outcome !== "joined") throw new Error(joined.outcome);
    await confirmSubscription(db, server.profile.id, joined.confirmToken, new Date(clock.now()));
    await confirmSubscription(db, server.profile.id, joined.confirmToken, new Date(clock.now()));
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "subscriber.confirmed",
        data: expect.objectContaining({ email: "optin@example.com", emailListId: list.id, listName: "News", via: "confirmation-link" }),
      }),
    ]);
    await addSubscribers(db, server.profile.id, list.id, ["added@example.com", "optin@example.com"]);
    await addSubscribers(db, server.profile.id, list.id, ["added@example.com"]);
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "subscriber.confirmed",
        data: expect.objectContaining({ email: "added@example.com", via: "added-by-artist" }),
      }),
    ]);
  });

  it("tells of an unsubscribe by one-click and by link once, and of a removal in the studio", async () => {
    const db = server.context.db;
    const list = await createEmailList(db, server.profile.id, "Tour");
    await addSubscribers(db, server.profile.id, list.id, ["click@example.com", "link@example.com", "removed@example.com"]);
    await arrived();
    const tokenFor = (email: string) => unsubscribeToken(server.context.config.uploadSecret, { profileId: server.profile.id, email });
    for (const _ of [1, 2]) {
      const response = await server.app.inject({
        method: "POST",
        url: `/unsubscribe/${tokenFor("click@example.com")}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.statusCode).toBe(200);
      const page = await server.app.inject({
        method: "POST",
        url: "/api/public/unsubscribe",
        payload: { token: tokenFor("link@example.com") },
      });
      expect(page.statusCode).toBe(200);
    }
    const removed = await server.app.inject({
      method: "DELETE",
      url: studio(`/email-lists/${list.id}/subscribers?email=removed%40example.com`),
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const events = await arrived();
    expect(events).toHaveLength(3);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "subscriber.unsubscribed",
          data: expect.objectContaining({ email: "click@example.com", emailListId: null, via: "one-click" }),
        }),
        expect.objectContaining({
          type: "subscriber.unsubscribed",
          data: expect.objectContaining({ email: "link@example.com", via: "unsubscribe-link" }),
        }),
        expect.objectContaining({
          type: "subscriber.unsubscribed",
          data: expect.objectContaining({ email: "removed@example.com", emailListId: list.id, listName: "Tour", via: "studio" }),
        }),
      ]),
    );
  });
});

describe("post and release events", () => {
  it("tells of a post published now once, and of a scheduled one when its time comes", async () => {
    const post = (payload: object) => server.app.inject({ method: "POST", url: studio("/posts"), headers: owner.headers, payload });
    const now = await post({ type: "text", membershipTierId: null });
    expect(now.statusCode, now.body).toBe(201);
    const id = now.json<{ id: string }>().id;
    await server.app.inject({
      method: "PUT",
      url: studio(`/posts/${id}/status`),
      headers: owner.headers,
      payload: { status: "published" },
    });
    expect(await arrived()).toEqual([
      expect.objectContaining({ type: "post.published", data: expect.objectContaining({ postId: id, membershipTierId: null }) }),
    ]);
    const draft = await post({ type: "text", membershipTierId: tierId, status: "draft" });
    const publishAt = new Date(clock.now() + 2 * 60 * 60 * 1000).toISOString();
    const later = await post({ type: "text", membershipTierId: tierId, publishAt });
    expect(draft.statusCode).toBe(201);
    expect(await emitDuePublications(server.context.db, new Date(clock.now()), new Date(clock.now()))).toBe(0);
    expect(await arrived()).toEqual([]);
    clock.advance(3 * 60 * 60 * 1000);
    expect(await emitDuePublications(server.context.db, new Date(clock.now()), new Date(clock.now()))).toBe(1);
    expect(await emitDuePublications(server.context.db, new Date(clock.now()), new Date(clock.now()))).toBe(0);
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "post.published",
        data: expect.objectContaining({ postId: later.json<{ id: string }>().id, membershipTierId: tierId, publishedAt: publishAt }),
      }),
    ]);
  });

  it("tells of a release published at once, a draft never, and a pre-order on its day", async () => {
    const release = (status: string, releasedAt: string | null) =>
      server.app.inject({
        method: "POST",
        url: studio("/releases"),
        headers: owner.headers,
        payload: {
          title: `Record ${status}`,
          artist: "Band",
          category: "Music",
          releaseType: "album",
          status,
          ...(releasedAt ? { releasedAt } : {}),
          variants: [{ price: 8, tracks: [] }],
        },
      });
    const out = await release("published", null);
    expect(out.statusCode, out.body).toBe(201);
    expect((await release("draft", null)).statusCode).toBe(201);
    const day = new Date(clock.now() + DAY).toISOString();
    const preOrder = await release("published", day);
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "release.published",
        data: expect.objectContaining({ releaseId: out.json<{ id: string }>().id, title: "Record published" }),
      }),
    ]);
    clock.advance(DAY + 60_000);
    expect(await emitDuePublications(server.context.db, new Date(clock.now()), new Date(clock.now()))).toBe(1);
    expect(await arrived()).toEqual([
      expect.objectContaining({
        type: "release.published",
        data: expect.objectContaining({ releaseId: preOrder.json<{ id: string }>().id, releasedAt: day }),
      }),
    ]);
  });
});

describe("the documentation", () => {
  it("lists every event in the OpenAPI document's webhooks, with the schema its deliveries are checked against", async () => {
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json<{
      webhooks: Record<string, { post: { summary: string; requestBody: { content: Record<string, { schema: unknown }> } } }>;
    }>();
    expect(Object.keys(document.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(document.webhooks[type]?.post.summary).not.toBe("");
      expect(document.webhooks[type]?.post.requestBody.content["application/json"]?.schema).toEqual(
        JSON.parse(JSON.stringify(webhookPayloadSchema(type))),
      );
    }
  });
});

describe("the sender and the log", () => {
  it("is woken when a change with deliveries commits, as an order shipped in the studio", async () => {
    const db = server.context.db;
    const wakes = server.context.webhooks as ReturnType<typeof recordingWebhookDispatch>;
    const order = await createUnpaidOrder(server, { title: "Shirt", category: "Merch", priceCents: 2000 });
    await moveOrder(db, order.id, "paid", "payment.succeeded (test)", { provider: "test", eventId: `evt_${newId()}` });
    const processing = await server.app.inject({
      method: "POST",
      url: studio(`/orders/${order.id}/status`),
      headers: owner.headers,
      payload: { status: "processing" },
    });
    expect(processing.statusCode, processing.body).toBe(200);
    await arrived();
    const before = wakes.wakes;
    const shipped = await server.app.inject({
      method: "POST",
      url: studio(`/orders/${order.id}/status`),
      headers: owner.headers,
      payload: { status: "shipped" },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await vi.waitFor(() => expect(wakes.wakes).toBeGreaterThan(before));
    expect(await arrived()).toEqual([
      expect.objectContaining({ type: "order.shipped", data: expect.objectContaining({ orderId: order.id, status: "shipped" }) }),
    ]);
  });

  it("forgets events, deliveries and answers 30 days old, keeping newer ones", async () => {
    const db = server.context.db;
    const emit = (key: string) =>
      emitWebhookEvent(db, { profileId: server.profile.id, type: "post.published", changeKey: key, data: {}, at: clock.now() });
    const logged = async (key: string) =>
      (
        await db.query<{ events: number; deliveries: number; attempts: number }>(
          `SELECT count(DISTINCT ev.id)::int AS events, count(DISTINCT d.id)::int AS deliveries, count(a.seq)::int AS attempts
           FROM webhook_events ev LEFT JOIN webhook_deliveries d ON d.event_id = ev.id LEFT JOIN webhook_attempts a ON a.delivery_id = d.id
           WHERE ev.change_key = $1`,
          [key],
        )
      )[0];
    const old = `old:${newId()}`;
    const recent = `recent:${newId()}`;
    await emit(old);
    await deliverDueWebhooks(deps);
    clock.advance((WEBHOOK_LOG_DAYS - 1) * DAY);
    await emit(recent);
    await deliverDueWebhooks(deps);
    receiver.received.length = 0;
    const prune = () => pruneWebhookLog(db, new Date(clock.now() - WEBHOOK_LOG_DAYS * DAY));
    await prune();
    expect(await logged(old)).toEqual({ events: 1, deliveries: 1, attempts: 1 });
    clock.advance(2 * DAY);
    expect(await prune()).toBeGreaterThanOrEqual(1);
    expect(await logged(old)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await logged(recent)).toEqual({ events: 1, deliveries: 1, attempts: 1 });
  });
});
