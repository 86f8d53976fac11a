import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../schema/entities/catalogue";
import type { MembershipTier } from "../../schema/entities/membership";
import { readZipTexts } from "../accounts/zipReadingTesting";
import { createSignInLink } from "../data/emailConfirmations";
import { createEmailList } from "../data/emailLists";
import { createPasswordReset } from "../data/passwordResets";
import { createPost } from "../data/posts";
import { createProduct } from "../data/products";
import { createTier } from "../data/tiers";
import type { PaymentProvider } from "../payments/paymentProvider";
import { hashToken, newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

let server: TestServer;
let album: Product;
let gold: MembershipTier;
let pollPostId: string;
let listId: string;

beforeAll(async () => {
  server = await createTestServer();
  const db = server.context.db;
  const profileId = server.profile.id;
  album = await createProduct(db, {
    profileId,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  gold = await createTier(db, { profileId, name: "Gold", priceMonthly: 10 });
  pollPostId = (
    await createPost(db, {
      profileId,
      type: "poll",
      caption: "Vote",
      poll: { question: "Which?", options: [{ text: "This one" }, { text: "That one" }] },
    })
  ).id;
  listId = (await createEmailList(db, profileId, "Newsletter")).id;
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;
const PASSWORD = "correct horse battery";
let address = 0;
const inject = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: object) =>
  server.app.inject({ method, url, headers, remoteAddress: `198.51.100.${++address % 250}`, ...(payload ? { payload } : {}) });
const deleteAccount = (fan: Fan, password = PASSWORD) => inject("POST", "/api/accounts/me/delete", fan.headers, { password });
const askExport = (fan: Fan) => inject("POST", "/api/accounts/me/data-export", fan.headers, {});
const download = (token: string, headers: Record<string, string> = {}) => inject("GET", `/api/public/data-exports/${token}`, headers);
const key = () => newId().padEnd(20, "k");

const pay = (paymentUrl: string) =>
  server.app.inject({
    method: "POST",
    url: paymentUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "cardNumber=4242424242424242",
  });

/** A fan who bought the album, pays for Gold, commented, liked, saved, voted and joined the list. */
async function busyFan(): Promise<Fan & { orderId: string; commentId: string }> {
  const fan = await createFan(server, server.profile.id);
  const variant = album.variants[0]?.id ?? "";
  const order = await inject("POST", "/api/public/checkout", fan.headers, {
    items: [{ productId: album.id, productVariantId: variant, isGift: false }],
    idempotencyKey: key(),
  });
  expect(order.statusCode, order.body).toBe(200);
  expect((await pay(order.json().paymentUrl)).statusCode).toBe(303);
  const membership = await inject("POST", "/api/public/membership/checkout", fan.headers, {
    membershipTierId: gold.id,
    interval: "month",
    idempotencyKey: key(),
  });
  expect((await pay(membership.json().paymentUrl)).statusCode).toBe(303);
  const entity = { entityId: pollPostId, entityType: "post" };
  const comment = await inject("POST", "/api/public/comments", fan.headers, { ...entity, content: "Loved the show" });
  expect(comment.statusCode, comment.body).toBe(201);
  expect((await inject("POST", "/api/public/likes", fan.headers, entity)).statusCode).toBe(200);
  expect((await inject("POST", "/api/public/saves", fan.headers, entity)).statusCode).toBe(200);
  const [option] = await server.context.db.query<{ uid: string }>("SELECT uid FROM poll_options WHERE post_id = $1 ORDER BY position", [
    pollPostId,
  ]);
  expect((await inject("POST", `/api/public/polls/${pollPostId}/votes`, fan.headers, { optionUid: option?.uid })).statusCode).toBe(200);
  await server.context.db.query("INSERT INTO email_subscribers (email_list_id, email) VALUES ($1, $2)", [listId, fan.account.email]);
  return { ...fan, orderId: order.json().orderId, commentId: comment.json().id };
}

/** The token of the last link to a copy of data mailed to `email`. */
function exportLink(email: string): { token: string; subject: string; text: string; fromName?: string } {
  const message = server.mail.filter((sent) => sent.to === email).at(-1);
  const token = /\/account\/your-data\/([A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
  if (!message || !token) throw new Error(`no data export link was mailed to ${email}`);
  return { token, subject: message.subject, text: message.text, ...(message.fromName ? { fromName: message.fromName } : {}) };
}

describe("a fan downloads their data (issue 35, item 4; GDPR art. 15 and 20)", () => {
  it("is built by a job, mailed from the artist as a link that works 7 days, and holds every kind of data as JSON and CSV", async () => {
    const fan = await busyFan();
    const asked = await askExport(fan);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ checkEmail: true, email: fan.account.email, days: 7 });

    const link = exportLink(fan.account.email);
    expect(link.subject).toBe(`Your data from ${server.profile.name} is ready to download`);
    expect(link.fromName).toBe(server.profile.name);
    expect(link.text).toContain("works for 7 days");
    expect(link.text).toContain("If you did not ask for it");
    // Only the token's hash is kept.
    const [row] = await server.context.db.query<{ token_hash: string }>("SELECT token_hash FROM data_exports WHERE account_id = $1", [
      fan.account.id,
    ]);
    expect(row?.token_hash).toBe(hashToken(link.token));

    // The link's page asks what it opens first: when it was made, and until when it works.
    const checked = await inject("POST", "/api/public/data-exports/check", {}, { token: link.token });
    expect(checked.statusCode, checked.body).toBe(200);
    const { createdAt, expiresAt } = checked.json();
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

    const zip = await download(link.token);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = readZipTexts(zip.rawPayload);
    const kinds = ["profile", "orders", "library", "memberships", "comments", "likes", "saves", "votes", "list-subscriptions"];
    expect([...files.keys()].sort()).toEqual(["README.txt", ...kinds.flatMap((kind) => [`${kind}.csv`, `${kind}.json`])].sort());
    const json = (name: string) => JSON.parse(files.get(`${name}.json`) ?? "null");
    expect(json("profile")).toEqual([
      expect.objectContaining({ id: fan.account.id, email: fan.account.email, firstName: "Test", membershipTier: "Gold" }),
    ]);
    expect(json("orders")).toEqual([
      expect.objectContaining({ orderId: fan.orderId, status: "delivered", title: "Night Drive", priceCents: 999 }),
    ]);
    expect(json("library")).toEqual([{ productId: album.id, title: "Night Drive", artist: "A" }]);
    expect(json("memberships")).toEqual([expect.objectContaining({ tier: "Gold", status: "active", amountCents: 1000 })]);
    expect(json("comments")).toEqual([expect.objectContaining({ id: fan.commentId, content: "Loved the show" })]);
    expect(json("likes")).toEqual([expect.objectContaining({ entityId: pollPostId })]);
    expect(json("saves")).toEqual([expect.objectContaining({ entityId: pollPostId })]);
    expect(json("votes")).toEqual([expect.objectContaining({ pollOf: "post", where: pollPostId, choice: "This one" })]);
    expect(json("list-subscriptions")).toEqual([expect.objectContaining({ list: "Newsletter", email: fan.account.email })]);
    const ordersCsv = files.get("orders.csv") ?? "";
    expect(ordersCsv.split("\r\n")[0]).toContain("orderId,createdAt,status");
    expect(ordersCsv).toContain(`${fan.orderId},`);
    expect(files.get("comments.csv")).toContain("Loved the show");

    // It works again within its days (a download cut off is tried again).
    expect((await download(link.token)).statusCode).toBe(200);
  });

  it("refuses a link past its 7 days, a token never issued, and another artist's site", async () => {
    const fan = await createFan(server, server.profile.id);
    await askExport(fan);
    const { token } = exportLink(fan.account.email);
    // Another artist's address with this artist's link: not found there.
    const elsewhere = await download(token, { host: OTHER_ARTIST_DOMAIN });
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: "data_export_invalid" });
    expect((await download("B".repeat(43))).json()).toMatchObject({
      code: "data_export_invalid",
      message:
        "This download link is not valid. Check that the whole link was copied from the email, or ask for a new copy on your account page.",
    });
    expect((await download("not a token!")).statusCode).toBe(404);
    // The link's page opened on another artist's address goes to this artist's (issue 31): the token names it.
    const page = await inject("GET", `/account/your-data/${token}`, { host: OTHER_ARTIST_DOMAIN });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(new RegExp(`/account/your-data/${token}$`));
    expect(page.headers.location).not.toContain(OTHER_ARTIST_DOMAIN);

    await server.context.db.query("UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(token),
    ]);
    const lateCheck = await inject("POST", "/api/public/data-exports/check", {}, { token });
    expect(lateCheck.json()).toMatchObject({ code: "data_export_expired" });
    const late = await download(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: "data_export_expired",
      message: "This download link has expired: links to a copy of your data work for 7 days. Ask for a new copy on your account page.",
    });
  });

  it("is only ever another fan's by its emailed link: a signed-in fan gets their own copy, sent to their own address", async () => {
    const alice = await busyFan();
    const bob = await createFan(server, server.profile.id);
    await askExport(alice);
    await askExport(bob);
    const bobs = readZipTexts((await download(exportLink(bob.account.email).token, bob.headers)).rawPayload);
    expect(bobs.get("profile.json")).toContain(bob.account.email);
    expect(bobs.get("profile.json")).not.toContain(alice.account.email);
    expect(JSON.parse(bobs.get("comments.json") ?? "")).toEqual([]);
    expect(server.mail.filter((sent) => sent.to === bob.account.email && sent.text.includes(alice.account.id))).toEqual([]);
    // A fan of another artist cannot ask this artist's site for a copy.
    const theirs = await createFan(server, server.otherProfile.id);
    expect((await askExport(theirs)).statusCode).toBe(401);
    expect((await inject("POST", "/api/accounts/me/data-export", {}, {})).statusCode).toBe(401);
  });

  it("limits how often a fan asks, and how often a client tries links", async () => {
    const fan = await createFan(server, server.profile.id);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await askExport(fan)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
    const tries: number[] = [];
    for (let i = 0; i < 61; i++)
      tries.push((await server.app.inject({ url: `/api/public/data-exports/${"C".repeat(43)}`, remoteAddress: "203.0.113.9" })).statusCode);
    expect(tries.at(-1)).toBe(429);
  });
});

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
    const comments = await inject("GET", `/api/public/comments?entityId=${pollPostId}&entityType=post`, other.headers);
    expect(comments.json().data).toContainEqual(
      expect.objectContaining({ id: fan.commentId, fullName: "A former fan", content: "Loved the show" }),
    );
    // Likes, saves, votes and list subscriptions are gone; so is the copy of their data.
    for (const table of ["likes", "saves", "poll_votes", "data_exports", "accounts"])
      expect(await db.query(`SELECT 1 FROM ${table} WHERE ${table === "accounts" ? "id" : "account_id"} = $1`, [fan.account.id])).toEqual(
        [],
      );
    expect(await db.query("SELECT 1 FROM email_subscribers WHERE email = $1", [fan.account.email])).toEqual([]);
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
