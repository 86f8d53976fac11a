import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitWebhookEvent } from "../data/webhookOutbox";
import { newId } from "../security/tokens";
import { addWebhookEndpoint, startWebhookTest, type WebhookTest } from "../testing/webhookTesting";
import { manualClock } from "../time/clock";
import { deliverDueWebhooks } from "./deliverWebhooks";
import { newWebhookSecret, signatureHeader, verifySignature } from "./signature";
import { startWebhookReceiver } from "./webhookReceiverTesting";

/**
 * The `Backline-Signature` header (issue 40, item 4) checked as an integrator would, without the
 * server's own code: HMAC-SHA-256 with the endpoint's secret over `<t>.<raw body>`, sent as
 * `t=<unix seconds>,v1=<hex>` (the README and the OpenAPI document say so). Then the server's
 * `verifySignature`, which the other webhook tests use as their receiver, is held to the same text.
 */

/** An integrator's check, from the documentation alone: the header's parts, the HMAC recomputed over the raw body, compared in constant time. */
function integratorAccepts(secret: string, rawBody: string, header: string, nowSeconds: number): boolean {
  const parts = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!parts?.[1] || !parts[2]) return false;
  if (Math.abs(nowSeconds - Number(parts[1])) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${parts[1]}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts[2], "hex"));
}

const T = 1_764_590_400;
const BODY = '{"id":"evt","type":"order.paid","created":1764590400,"profileId":"p1","data":{"totalCents":500}}';

describe("the signature header", () => {
  it("is t=<time>,v1=<hex HMAC-SHA-256 of '<t>.<body>'> with the secret", () => {
    const secret = newWebhookSecret();
    const hex = createHmac("sha256", secret).update(`${T}.${BODY}`).digest("hex");
    expect(signatureHeader(secret, BODY, T)).toBe(`t=${T},v1=${hex}`);
  });

  it("gives a new 32-byte secret for each endpoint, as whsec_…", () => {
    const secrets = [newWebhookSecret(), newWebhookSecret()];
    for (const secret of secrets) expect(Buffer.from(secret.replace(/^whsec_/, ""), "base64url")).toHaveLength(32);
    expect(secrets[0]).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });
});

describe("verifySignature, as the receivers of the tests use it", () => {
  const secret = newWebhookSecret();
  const header = signatureHeader(secret, BODY, T);

  it("accepts the body signed, within five minutes either way", () => {
    expect(verifySignature(secret, BODY, header, T)).toBe(true);
    expect(verifySignature(secret, BODY, header, T + 300)).toBe(true);
    expect(verifySignature(secret, BODY, header, T - 300)).toBe(true);
  });

  it("refuses a changed body, a changed time, another endpoint's secret and a signature it cannot read", () => {
    expect(verifySignature(secret, BODY.replace("500", "501"), header, T)).toBe(false);
    expect(verifySignature(secret, `${BODY} `, header, T)).toBe(false);
    expect(verifySignature(secret, BODY, header.replace(`t=${T}`, `t=${T + 1}`), T)).toBe(false);
    expect(verifySignature(newWebhookSecret(), BODY, header, T)).toBe(false);
    expect(verifySignature(secret, BODY, `t=${T}`, T)).toBe(false);
    expect(verifySignature(secret, BODY, `t=${T},v1=`, T)).toBe(false);
    expect(verifySignature(secret, BODY, `t=${T},v1=abc`, T)).toBe(false);
    expect(verifySignature(secret, BODY, header.replace("v1=", "v0="), T)).toBe(false);
    expect(verifySignature(secret, BODY, "", T)).toBe(false);
  });

  it("refuses a delivery older (or newer) than the tolerance: one recorded and replayed later", () => {
    expect(verifySignature(secret, BODY, header, T + 301)).toBe(false);
    expect(verifySignature(secret, BODY, header, T - 301)).toBe(false);
    expect(verifySignature(secret, BODY, header, T + 3600, 3600)).toBe(true);
    // Re-signed with a new time by someone without the secret: the digest no longer matches.
    expect(verifySignature(secret, BODY, header.replace(`t=${T}`, `t=${T + 3600}`), T + 3600)).toBe(false);
  });

  it("accepts a header with several v1 signatures when one matches", () => {
    const other = signatureHeader(newWebhookSecret(), BODY, T).split(",")[1];
    expect(verifySignature(secret, BODY, `${header},${other}`, T)).toBe(true);
    expect(verifySignature(secret, BODY, `t=${T},${other}`, T)).toBe(false);
  });
});

describe("what the server sends", () => {
  const clock = manualClock(Date.UTC(2026, 11, 1, 12));
  let test: WebhookTest;
  let secondReceiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    test = await startWebhookTest(clock, null);
    secondReceiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await secondReceiver.close();
    await test.close();
  });

  it("signs each delivery with its own endpoint's secret at the time it is sent, over the body as it arrives", async () => {
    const { server, owner } = test;
    const add = (url: string) =>
      addWebhookEndpoint(server, { profileId: server.profile.id, headers: owner.headers, url, events: ["post.published"] });
    const { secret: first } = await add(test.receiver.url);
    const { secret: second } = await add(secondReceiver.url);
    expect(first).not.toBe(second);
    const created = clock.now();
    await emitWebhookEvent(server.context.db, {
      profileId: server.profile.id,
      type: "post.published",
      changeKey: `signed:${newId()}`,
      data: { caption: 'Tour dates — ünïcode & "quotes"' },
      at: created,
    });
    // Sent a minute after the change: the signature carries the time of sending, not the event's.
    clock.advance(60_000);
    const sentAt = Math.floor(clock.now() / 1000);
    expect(await deliverDueWebhooks(test.deps)).toBe(2);
    const [toFirst] = test.receiver.received;
    const [toSecond] = secondReceiver.received;
    if (!toFirst || !toSecond) throw new Error("a delivery did not arrive");
    expect(toFirst.signature).toMatch(new RegExp(`^t=${sentAt},v1=[0-9a-f]{64}$`));
    expect(JSON.parse(toFirst.body)).toMatchObject({
      created: Math.floor(created / 1000),
      data: { caption: 'Tour dates — ünïcode & "quotes"' },
    });

    expect(integratorAccepts(first, toFirst.body, toFirst.signature, sentAt)).toBe(true);
    expect(integratorAccepts(second, toSecond.body, toSecond.signature, sentAt)).toBe(true);
    // Each endpoint's secret opens only its own deliveries.
    expect(integratorAccepts(second, toFirst.body, toFirst.signature, sentAt)).toBe(false);
    expect(integratorAccepts(first, toSecond.body, toSecond.signature, sentAt)).toBe(false);
    // A body changed on the way, or re-serialised, is not what was signed.
    expect(integratorAccepts(first, toFirst.body.replace("Tour", "Tout"), toFirst.signature, sentAt)).toBe(false);
    expect(integratorAccepts(first, JSON.stringify(JSON.parse(toFirst.body), null, 1), toFirst.signature, sentAt)).toBe(false);
    // A delivery recorded and replayed ten minutes later is refused by the time inside it.
    expect(integratorAccepts(first, toFirst.body, toFirst.signature, sentAt + 600)).toBe(false);
    // The server's own check agrees with the integrator's on each.
    expect(verifySignature(first, toFirst.body, toFirst.signature, sentAt)).toBe(true);
    expect(verifySignature(second, toFirst.body, toFirst.signature, sentAt)).toBe(false);
  });
});
