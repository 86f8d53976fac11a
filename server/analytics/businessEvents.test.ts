import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { MembershipCheckoutResponse } from "../../schema/api/membershipCheckout";
import type { NewsletterSummary } from "../../schema/api/newsletters";
import type { Product } from "../../schema/entities/catalogue";
import { addSubscribers } from "../data/audience";
import { addBulkMail } from "../data/bulkMail";
import { saveDocument } from "../data/documents";
import { createEmailList } from "../data/emailLists";
import { createProduct } from "../data/products";
import { createTier } from "../data/tiers";
import type { MailMessage, MailTransport } from "../mail/mailTransport";
import { sendNewsletterBatch } from "../newsletters/sendNewsletterBatch";
import type { PaymentEvent } from "../payments/paymentProvider";
import { signedTestEvent } from "../payments/testProvider";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * The business's events through the real routes (issue 38): each recorded once when its thing
 * happens (a link opened again, a checkout sent again, a payment event replayed: nothing more),
 * with its amount, without a visitor and without anything that names a person.
 */
let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
let album: Product;

interface KeptRow {
  profile_id: string;
  kind: string;
  visitor: string;
  subject: string;
  amount_cents: string | number;
  [column: string]: unknown;
}

/** The business events written so far (after the buffer's write), oldest first; bigint amounts as numbers (PGlite's and pg's alike). */
async function kept(kind?: string): Promise<(KeptRow & { amount_cents: number })[]> {
  await server.context.analytics.flush();
  const rows = await server.context.analytics.db.query<KeptRow>(
    "SELECT * FROM analytics_events WHERE kind NOT IN ('pageview', 'play_start', 'play_30s', 'play_complete', 'click') ORDER BY id",
  );
  const numbered = rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
  return kind ? numbered.filter((row) => row.kind === kind) : numbered;
}

const key = () => newId().padEnd(20, "k");

async function webhook(event: PaymentEvent) {
  const { body, headers } = signedTestEvent(server.context.config.uploadSecret, event);
  const answer = await server.app.inject({ method: "POST", url: "/api/payments/webhooks/test", headers, payload: body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { outcome: string };
}

const pay = (paymentUrl: string) =>
  server.app.inject({
    method: "POST",
    url: paymentUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `cardNumber=${encodeURIComponent("4242424242424242")}`,
  });

/** A transport that keeps what it is given. */
function recordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "smtp",
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: message.messageId ?? "" };
    },
    close() {},
  };
}

const tokenIn = (pattern: RegExp, message: MailMessage | undefined) => {
  const token = pattern.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`no link in ${message?.text}`);
  return token;
};

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { analyticsBufferMs: 0 } });
  editor = await createTestEditor(server, server.profile.id);
  album = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 12 }],
  });
}, 60_000);
afterAll(() => server.close());

describe("business events (issue 38)", () => {
  it("records a list join once, when its link confirms it, naming the list and not the address", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Tour News");
    const joined = await server.app.inject({
      method: "POST",
      url: "/api/public/email-lists/join",
      payload: { email: "joiner@example.com", emailListId: list.id },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await kept("list_join")).toEqual([]);
    const token = tokenIn(/\/email-lists\/confirm\/([A-Za-z0-9_-]+)$/m, server.mail.filter((m) => m.to === "joiner@example.com").at(-1));
    for (let time = 0; time < 2; time++) {
      const confirmed = await server.app.inject({ method: "POST", url: "/api/public/email-lists/confirm", payload: { token } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    expect(await kept("list_join")).toMatchObject([{ profile_id: server.profile.id, subject: list.id, visitor: "", amount_cents: 0 }]);
  });

  it("records a follow once, when its link confirms it", async () => {
    const followed = await server.app.inject({ method: "POST", url: "/api/public/follow", payload: { email: "follower@example.com" } });
    expect(followed.statusCode, followed.body).toBe(200);
    const token = tokenIn(/\/follow\/confirm\/([A-Za-z0-9_-]+)$/m, server.mail.filter((m) => m.to === "follower@example.com").at(-1));
    for (let time = 0; time < 2; time++) {
      const confirmed = await server.app.inject({ method: "POST", url: "/api/public/follow/confirm", payload: { token } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    expect(await kept("follow")).toMatchObject([{ profile_id: server.profile.id, visitor: "" }]);
  });

  it("records a checkout started once per order and its payment once, however often the payment's event is replayed", async () => {
    const fan = await createFan(server, server.profile.id, { email: "buyer@example.com" });
    const payload = {
      items: [{ productId: album.id, productVariantId: album.variants[0]?.id ?? "", isGift: false }],
      idempotencyKey: key(),
    };
    const started = await server.app.inject({ method: "POST", url: "/api/public/checkout", headers: fan.headers, payload });
    const again = await server.app.inject({ method: "POST", url: "/api/public/checkout", headers: fan.headers, payload });
    expect(again.json().orderId).toBe(started.json().orderId);
    expect(await kept("checkout_start")).toMatchObject([{ amount_cents: 1200 }]);

    const { paymentUrl } = started.json() as CheckoutResponse;
    const sessionId = paymentUrl?.split("/").pop() ?? "";
    const event = { id: `evt_${newId()}`, type: "payment.succeeded" as const, sessionId, amountCents: 1200, paymentRef: `pay_${newId()}` };
    expect(await webhook(event)).toMatchObject({ outcome: "moved" });
    // The same event again, and another event of the same payment: neither pays the order twice.
    expect(await webhook(event)).toMatchObject({ outcome: "duplicate" });
    expect((await webhook({ ...event, id: `evt_${newId()}` })).outcome).not.toBe("moved");
    expect(await kept("order_paid")).toMatchObject([{ profile_id: server.profile.id, amount_cents: 1200, visitor: "" }]);
  });

  it("records a free cart as a checkout started and an order paid at once, of 0 cents", async () => {
    const free = await createProduct(server.context.db, {
      profileId: server.profile.id,
      title: "Free One",
      artist: "A",
      category: "Music",
      releaseType: "single",
      variants: [{ price: 0, payWhatYouWant: true }],
    });
    const fan = await createFan(server, server.profile.id);
    const before = { started: (await kept("checkout_start")).length, paid: (await kept("order_paid")).length };
    const payload = {
      items: [{ productId: free.id, productVariantId: free.variants[0]?.id ?? "", isGift: false, price: 0 }],
      idempotencyKey: key(),
    };
    for (let time = 0; time < 2; time++) {
      const answer = await server.app.inject({ method: "POST", url: "/api/public/checkout", headers: fan.headers, payload });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await kept("checkout_start")).slice(before.started)).toMatchObject([{ amount_cents: 0 }]);
    expect((await kept("order_paid")).slice(before.paid)).toMatchObject([{ amount_cents: 0 }]);
  });

  it("records a membership's start, renewal and end as MRR moves, once each, on the tier", async () => {
    const tier = await createTier(server.context.db, { profileId: server.profile.id, name: "Silver", priceMonthly: 4 });
    const member = await createFan(server, server.profile.id, { email: "member@example.com" });
    const started = await server.app.inject({
      method: "POST",
      url: "/api/public/membership/checkout",
      headers: member.headers,
      payload: { membershipTierId: tier.id, interval: "month", idempotencyKey: key() },
    });
    const { paymentUrl } = started.json() as MembershipCheckoutResponse;
    expect((await pay(paymentUrl ?? "")).statusCode).toBe(303);
    const [subscription] = await server.context.db.query<{ subscription_ref: string; current_period_end: string }>(
      "SELECT subscription_ref, current_period_end FROM membership_subscriptions WHERE membership_tier_id = $1",
      [tier.id],
    );
    const subscriptionRef = subscription?.subscription_ref ?? "";
    const periodEnd = new Date(Date.parse(subscription?.current_period_end ?? "") + 30 * 86_400_000).toISOString();
    const renewed = { id: `evt_${newId()}`, type: "subscription.renewed" as const, subscriptionRef, amountCents: 400, periodEnd };
    const ended = { id: `evt_${newId()}`, type: "subscription.ended" as const, subscriptionRef };
    for (const event of [renewed, renewed, ended, ended]) await webhook(event);

    const moves = (await kept()).filter((row) => row.kind.startsWith("membership_"));
    expect(moves.map((row) => [row.kind, row.subject, Number(row.amount_cents)])).toEqual([
      ["membership_start", tier.id, 400],
      ["membership_renew", tier.id, 0],
      ["membership_cancel", tier.id, -400],
    ]);
  });

  it("records each newsletter copy delivered once, naming the send", async () => {
    const db = server.context.db;
    const profileId = server.profile.id;
    const saved = await saveDocument(db, profileId, newEmailDocument({ id: "news-1", title: "News", starter: "blank" }));
    if (!saved.ok) throw new Error("the email was not saved");
    const list = await createEmailList(db, profileId, "Readers");
    await addSubscribers(db, profileId, list.id, ["ada@example.com", "bo@example.com", "cy@example.com"]);
    const created = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${profileId}/newsletters`,
      headers: editor.headers,
      payload: { documentId: "news-1", audience: { emailListId: list.id }, idempotencyKey: key() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const send = created.json() as NewsletterSummary;
    const transport = recordingTransport();
    for (let batch = 0; batch < 10; batch++)
      if ((await sendNewsletterBatch(server.context, transport, send.id, { batchSize: 2, perMinute: 600, leaseSeconds: 30 })) !== "more")
        break;
    expect(transport.sent).toHaveLength(3);
    const delivered = await kept("email_delivered");
    expect(delivered.map((row) => row.subject)).toEqual([send.id, send.id, send.id]);
  });

  it("records a welcome or a gift sent as an email delivered, once, and a test send not at all", async () => {
    const profileId = server.profile.id;
    const before = (await kept("email_delivered")).length;
    const welcome = { profileId, to: "new-member@example.com", subject: "Welcome", text: "Welcome aboard." };
    await addBulkMail(server.context.db, [welcome], { counted: true });
    await server.context.mail.sendBulk(profileId);
    // Sent again by nothing: a second turn finds it settled.
    await server.context.mail.sendBulk(profileId);
    const test = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${profileId}/emails/news-1/test`,
      headers: editor.headers,
      payload: { to: ["ada@example.com"] },
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(server.mail.map((message) => message.subject)).toEqual(expect.arrayContaining(["Welcome", expect.stringMatching(/^\[Test\]/)]));
    const delivered = await kept("email_delivered");
    expect(delivered.length - before).toBe(1);
    expect(delivered.at(-1)).toMatchObject({ subject: "", visitor: "" });
  });

  it("keeps nothing personal: no address, no account id, no visitor in any column", async () => {
    const rows = await kept();
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set([
        "list_join",
        "follow",
        "checkout_start",
        "order_paid",
        "membership_start",
        "membership_renew",
        "membership_cancel",
        "email_delivered",
      ]),
    );
    const accounts = await server.context.db.query<{ id: string; email: string }>("SELECT id, email FROM accounts");
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain("@");
    for (const account of accounts) expect(everything).not.toContain(account.id);
    for (const row of rows) expect(row.visitor).toBe("");
  });

  it("shows the artist's own numbers on the studio home, from the roll-ups, and none of them to another artist", async () => {
    await server.context.analytics.rollUp();
    const today = new Date(server.context.clock.now()).toISOString().slice(0, 10);
    const summaryOf = async (profileId: string) => {
      const other = profileId === server.profile.id ? editor : await createTestEditor(server, profileId);
      const answer = await server.app.inject({
        url: `/api/profiles/${profileId}/analytics?from=${today}&to=${today}`,
        headers: other.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const mine = await summaryOf(server.profile.id);
    expect(mine.funnel).toEqual({
      checkoutsStarted: { value: 2, previous: 0 },
      ordersPaid: { value: 2, previous: 0 },
      conversionPercent: 100,
    });
    // The membership began today, so no one was paying at the day's start: no churn to speak of.
    expect(mine.membershipMoves).toEqual({
      started: 1,
      renewed: 1,
      changed: 0,
      cancelled: 1,
      mrrGainedCents: 400,
      mrrLostCents: 400,
      churnPercent: null,
    });
    expect(mine.totals).toMatchObject({
      listJoins: { value: 1, previous: 0 },
      follows: { value: 1, previous: 0 },
      // The newsletter's three copies and the welcome; never the test send.
      emailsDelivered: { value: 4, previous: 0 },
      // A server's event is never a visitor.
      visitors: { value: 0 },
    });
    // Nor is anyone on the site right now because of them.
    const live = await server.app.inject({ url: `/api/profiles/${server.profile.id}/analytics/live`, headers: editor.headers });
    expect(live.json()).toEqual({ visitors: 0 });
    const theirs = await summaryOf(server.otherProfile.id);
    expect(theirs.funnel).toEqual({
      checkoutsStarted: { value: 0, previous: 0 },
      ordersPaid: { value: 0, previous: 0 },
      conversionPercent: 0,
    });
    expect(theirs.membershipMoves).toEqual({
      started: 0,
      renewed: 0,
      changed: 0,
      cancelled: 0,
      mrrGainedCents: 0,
      mrrLostCents: 0,
      churnPercent: null,
    });
    expect(theirs.totals).toMatchObject({ listJoins: { value: 0 }, follows: { value: 0 }, emailsDelivered: { value: 0 } });
  });
});
