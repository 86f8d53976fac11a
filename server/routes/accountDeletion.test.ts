import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignInLink } from "../data/emailConfirmations";
import { createPasswordReset } from "../data/passwordResets";
import { createTier } from "../data/tiers";
import type { PaymentProvider } from "../payments/paymentProvider";
import { hashToken } from "../security/tokens";
import { createFan, createTestEditor, createTestServer } from "../testing/testServer";
import { createFanDataWorld, type FanDataWorld, PASSWORD } from "./fanDataTesting";

let world: FanDataWorld;
let server: FanDataWorld["server"];
beforeAll(async () => {
  world = await createFanDataWorld();
  server = world.server;
}, 60_000);
afterAll(() => world.server.close());

const inject: FanDataWorld["inject"] = (...args) => world.inject(...args);
const busyFan = () => world.busyFan();
const exportLink = (email: string) => world.exportLink(email);
const askExport: FanDataWorld["askExport"] = (fan) => world.askExport(fan);
const download: FanDataWorld["download"] = (...args) => world.download(...args);
const deleteAccount: FanDataWorld["deleteAccount"] = (...args) => world.deleteAccount(...args);

describe("a fan deletes their account (issue 35, item 4; GDPR art. 17)", () => {
  it("asks for the password, ends the membership at once, keeps the order anonymised and the comment as by a former fan, and erases the rest", async () => {
    const fan = await busyFan();
    const other = await createFan(server, server.profile.id);
    await askExport(fan);
    const { token } = exportLink(fan.account.email);
    const db = server.context.db;

    const wrong = await deleteAccount(fan, "not my password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: "unauthorized",
      message: "This is not your current password. Type the password you log in with.",
    });
    expect((await inject("GET", "/api/accounts/me", fan.headers)).statusCode).toBe(200);

    // Links out for the account: a password reset and a sign-in link.
    const link = { profileId: server.profile.id, accountId: fan.account.id, email: fan.account.email };
    const resetToken = await createPasswordReset(db, link);
    const signInToken = await createSignInLink(db, link);
    expect(await db.query("SELECT 1 FROM password_resets WHERE token_hash = $1", [hashToken(resetToken)])).toHaveLength(1);

    // A newsletter sent to the fan, and one still queued for them.
    for (const [send, status] of [
      ["send_sent", "sent"],
      ["send_queued", "queued"],
    ] as const) {
      await db.query(
        `INSERT INTO newsletter_sends (id, profile_id, document_id, document, subject, audience, idempotency_key)
         VALUES ($1, $2, 'doc', '{}', 'News', '{}', $1) ON CONFLICT DO NOTHING`,
        [send, server.profile.id],
      );
      await db.query("INSERT INTO newsletter_recipients (send_id, email, first_name, status) VALUES ($1, $2, 'Test', $3)", [
        send,
        fan.account.email,
        status,
      ]);
    }

    const [subscription] = await db.query<{ subscription_ref: string }>(
      "SELECT subscription_ref FROM membership_subscriptions WHERE account_id = $1",
      [fan.account.id],
    );
    const deleted = await deleteAccount(fan);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });

    // Signed out everywhere, and the password opens nothing.
    expect((await inject("GET", "/api/accounts/me", fan.headers)).statusCode).toBe(401);
    expect((await inject("POST", "/api/sessions", {}, { email: fan.account.email, password: PASSWORD })).statusCode).toBe(401);
    expect(await db.query("SELECT 1 FROM sessions WHERE account_id = $1", [fan.account.id])).toEqual([]);
    // The membership ended now, at the provider too, and renews no more.
    const [ended] = await db.query<{ status: string; account_id: string | null }>(
      "SELECT status, account_id FROM membership_subscriptions WHERE subscription_ref = $1",
      [subscription?.subscription_ref],
    );
    expect(ended).toEqual({ status: "ended", account_id: null });
    const [atProvider] = await db.query<{ ended: boolean }>("SELECT ended FROM test_subscriptions WHERE id = $1", [
      subscription?.subscription_ref,
    ]);
    expect(atProvider?.ended).toBe(true);
    // Its end is an MRR move for the artist's numbers (issue 38), once, naming the tier and not the fan.
    await server.context.analytics.flush();
    const moves = await server.context.analytics.db.query<{ subject: string; amount_cents: string | number; visitor: string }>(
      "SELECT subject, amount_cents, visitor FROM analytics_events WHERE profile_id = $1 AND kind = 'membership_cancel'",
      [server.profile.id],
    );
    const [tier] = await db.query<{ membership_tier_id: string }>(
      "SELECT membership_tier_id FROM membership_subscriptions WHERE subscription_ref = $1",
      [subscription?.subscription_ref],
    );
    expect(moves.map((move) => [move.subject, Number(move.amount_cents), move.visitor])).toEqual([[tier?.membership_tier_id, -1000, ""]]);
    // The order stays for the artist's accounting, without the buyer.
    const editor = await createTestEditor(server, server.profile.id);
    const studioOrder = await inject("GET", `/api/profiles/${server.profile.id}/orders/${fan.orderId}`, editor.headers);
    expect(studioOrder.json()).toMatchObject({
      status: "delivered",
      totalCents: 999,
      buyer: { email: "", name: "", accountId: null, erased: true },
    });
    const list = await inject("GET", `/api/profiles/${server.profile.id}/orders`, editor.headers);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: fan.orderId, email: "", buyerErased: true }));
    // The membership's payment stays too, by a former fan.
    const payments = await inject("GET", `/api/profiles/${server.profile.id}/membership-payments`, editor.headers);
    expect(payments.json().data).toContainEqual(
      expect.objectContaining({ accountId: null, email: "", fanName: "A former fan", tierName: "Gold" }),
    );
    expect(JSON.stringify(payments.json())).not.toContain(fan.account.email);
    // The comment stays, by a former fan.
    const comments = await inject("GET", `/api/public/comments?entityId=${world.pollPostId}&entityType=post`, other.headers);
    expect(comments.json().data).toContainEqual(
      expect.objectContaining({ id: fan.commentId, fullName: "A former fan", content: "Loved the show" }),
    );
    // Likes, saves, votes and list subscriptions are gone; so is the copy of their data.
    for (const table of ["likes", "saves", "poll_votes", "data_exports", "accounts"])
      expect(await db.query(`SELECT 1 FROM ${table} WHERE ${table === "accounts" ? "id" : "account_id"} = $1`, [fan.account.id])).toEqual(
        [],
      );
    expect(await db.query("SELECT 1 FROM email_subscribers WHERE email = $1", [fan.account.email])).toEqual([]);
    // What they sent through a Contact form goes too (it was sent with their address in capitals).
    expect(await db.query("SELECT 1 FROM contact_messages WHERE lower(email) = lower($1)", [fan.account.email])).toEqual([]);
    expect(await db.query("SELECT 1 FROM orders WHERE email = $1", [fan.account.email])).toEqual([]);
    expect(await db.query("SELECT 1 FROM newsletter_recipients WHERE email = $1", [fan.account.email])).toEqual([]);
    const sent = await db.query<{ email: string; first_name: string; status: string }>(
      "SELECT email, first_name, status FROM newsletter_recipients WHERE send_id IN ('send_sent', 'send_queued')",
    );
    expect(sent).toEqual([{ email: expect.stringMatching(/^a former fan #[0-9a-f]{12}$/), first_name: "", status: "sent" }]);
    expect((await download(token)).statusCode).toBe(404);
    // Every link the account had is revoked with it.
    expect(await db.query("SELECT 1 FROM password_resets WHERE token_hash = $1", [hashToken(resetToken)])).toEqual([]);
    expect(await db.query("SELECT 1 FROM email_confirmations WHERE token_hash = $1", [hashToken(signInToken)])).toEqual([]);
    expect((await inject("POST", "/api/public/sessions/email-link", {}, { token: signInToken })).statusCode).toBeGreaterThanOrEqual(400);
    // Told, from the artist, with what to do if it was not them.
    const told = server.mail.filter((sent) => sent.to === fan.account.email).at(-1);
    expect(told?.subject).toBe(`Your account at ${server.profile.name} was deleted`);
    expect(told?.fromName).toBe(server.profile.name);
    expect(told?.text).toContain("If you did not delete your account");
    // The other fan is untouched.
    expect((await inject("GET", "/api/accounts/me", other.headers)).statusCode).toBe(200);
  });

  it("keeps the account whole, and the fan signed in, when the provider cannot end the membership", async () => {
    // Stripe's API down: only what deleting an account asks of a provider is there.
    const down = { name: "stripe", endSubscriptionNow: () => Promise.reject(new Error("Stripe is down")) } as unknown as PaymentProvider;
    const failing = await createTestServer("pglite", { payments: down });
    try {
      const fan = await createFan(failing, failing.profile.id);
      const silver = await createTier(failing.context.db, { profileId: failing.profile.id, name: "Silver", priceMonthly: 5 });
      await failing.context.db.query(
        `INSERT INTO membership_subscriptions
           (id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, status, idempotency_key, payment_provider, subscription_ref)
         VALUES ('sub_x', $1, $2, $3, 'month', 500, 'active', 'key', 'stripe', 'sub_stripe_x')`,
        [failing.profile.id, fan.account.id, silver.id],
      );
      const refused = await failing.app.inject({
        method: "POST",
        url: "/api/accounts/me/delete",
        headers: fan.headers,
        payload: { password: PASSWORD },
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: "account_deletion_failed",
        message:
          "Your membership could not be cancelled at the payment provider, so nothing was deleted and you are still signed in. Try again in a few minutes.",
      });
      expect((await failing.app.inject({ url: "/api/accounts/me", headers: fan.headers })).statusCode).toBe(200);
      const [kept] = await failing.context.db.query<{ status: string }>("SELECT status FROM membership_subscriptions WHERE id = 'sub_x'");
      expect(kept?.status).toBe("active");
    } finally {
      await failing.close();
    }
  });

  it("limits how often a fan tries", async () => {
    const fan = await createFan(server, server.profile.id);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await deleteAccount(fan, `wrong ${i}`)).statusCode);
    // Five tries an hour (before the login guard's own allowance of eight would lock the account).
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await inject("GET", "/api/accounts/me", fan.headers)).statusCode).toBe(200);
  });
});
