import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../data/products";
import { startJobQueue } from "../jobs/jobQueue";
import { jobMailQueue, startMailWorker } from "../mail/mailQueue";
import { openMailTransport } from "../mail/openMailTransport";
import { newId } from "../security/tokens";
import { until } from "../testing/serverProcessTesting";
import { TEST_ADDRESS_FORM } from "../testing/shippingTesting";
import { createFan, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

/**
 * The counters of issue 40, item 7 moved by what they count, read as Prometheus reads them (the
 * /metrics answer): the site's cache by a page asked twice, payment events by a payment on the
 * test provider's page, jobs and mail by the real mail worker sending through the real transport.
 * Nothing here increments a counter itself.
 */
const METRICS_TOKEN = "metrics-token-for-the-activity-tests-0123";
const dataDir = mkdtempSync(join(tmpdir(), "backline-activity-metrics-"));
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { metricsToken: METRICS_TOKEN } });
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A series' value in the scraped metrics (0 when absent): `labels` must all match, in any order. */
async function scraped(name: string, labels: Record<string, string>): Promise<number> {
  const answer = await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  for (const line of answer.body.split("\n")) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe("the metrics of what the server does", () => {
  it("count the published-content cache's miss, then its hit, for a public page asked twice", async () => {
    await publishTestSite(server);
    const lookups = (result: string) => scraped("backline_cache_lookups_total", { cache: "published_content", result });
    const [hits, misses] = [await lookups("hit"), await lookups("miss")];
    expect((await server.app.inject({ url: "/" })).statusCode).toBe(200);
    expect(await lookups("miss")).toBeGreaterThan(misses);
    expect(await lookups("hit")).toBe(hits);
    const missesAfterFirst = await lookups("miss");
    expect((await server.app.inject({ url: "/" })).statusCode).toBe(200);
    // The second asking is answered from the cache alone.
    expect(await lookups("hit")).toBeGreaterThan(hits);
    expect(await lookups("miss")).toBe(missesAfterFirst);
  });

  it("count a payment made on the test provider's page as a payment event that moved its order", async () => {
    const profileId = server.profile.id;
    const album = await createProduct(server.context.db, {
      profileId,
      title: "Counted",
      artist: "A",
      category: "Music",
      releaseType: "album",
      variants: [{ price: 9.99 }],
    });
    const fan = await createFan(server, profileId);
    const paid = () => scraped("backline_payment_events_total", { kind: "payment.succeeded", outcome: "moved" });
    const before = await paid();
    const checkout = await server.app.inject({
      method: "POST",
      url: "/api/public/checkout",
      headers: fan.headers,
      payload: {
        items: [{ productId: album.id, productVariantId: album.variants[0]?.id ?? "", isGift: false }],
        idempotencyKey: newId().padEnd(20, "k"),
        shipTo: { country: "US" },
      },
    });
    expect(checkout.statusCode).toBe(200);
    const payment = await server.app.inject({
      method: "POST",
      url: checkout.json().paymentUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `cardNumber=${encodeURIComponent("4242 4242 4242 4242")}&${TEST_ADDRESS_FORM}`,
    });
    expect(payment.statusCode).toBe(303);
    expect(await paid()).toBe(before + 1);
  });

  it("count mail sent and its job done, then mail that fails and its job failed, from the real mail worker", async () => {
    const db = server.context.db;
    const message = { profileId: server.profile.id, to: "fan@example.com", subject: "Counted", text: "A message the worker sends." };
    const mail = (outcome: string) => scraped("backline_mail_total", { outcome });
    const jobs = (outcome: string) => scraped("backline_jobs_total", { queue: "send-mail", outcome });
    const before = { sent: await mail("sent"), failed: await mail("failed"), done: await jobs("done"), jobFailed: await jobs("failed") };

    // The outbox (no SMTP_URL): the worker writes the message into DATA_DIR/outbox.
    const sending = await startJobQueue(db, { pollSeconds: 0.5 });
    try {
      await startMailWorker(sending, db, openMailTransport({ dataDir }));
      await jobMailQueue(sending, db).queue(message);
      await until(
        "the message in the outbox",
        () => existsSync(join(dataDir, "outbox")) && readdirSync(join(dataDir, "outbox")).length === 1,
        30_000,
      );
      await until("its job counted done", async () => (await jobs("done")) > before.done, 30_000);
    } finally {
      await sending.stop();
    }
    expect(await mail("sent")).toBe(before.sent + 1);
    expect(await jobs("done")).toBe(before.done + 1);

    // An SMTP server that refuses (port 1): the transport fails, and so does the job.
    const failing = await startJobQueue(db, { pollSeconds: 0.5 });
    try {
      await startMailWorker(failing, db, openMailTransport({ dataDir, smtpUrl: "smtp://127.0.0.1:1" }));
      await jobMailQueue(failing, db).queue(message);
      await until("its job counted failed", async () => (await jobs("failed")) > before.jobFailed, 30_000);
    } finally {
      await failing.stop();
    }
    // Tried once so far (the next try is 30 seconds later).
    expect(await jobs("failed")).toBe(before.jobFailed + 1);
    expect(await mail("failed")).toBe(before.failed + 1);
    expect(await mail("sent")).toBe(before.sent + 1);
  }, 90_000);
});
