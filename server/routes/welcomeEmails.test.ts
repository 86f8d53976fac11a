import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import type { WelcomeSetting } from "../../schema/api/welcomeEmails";
import type { EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { saveDocument } from "../data/documents";
import { createEmailList } from "../data/emailLists";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { createTier } from "../data/tiers";
import { oweWelcome } from "../data/welcomeEmails";
import type { MailMessage } from "../mail/mailTransport";
import { fulfilPaidOrder } from "../orders/fulfilOrder";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { sendOwedWelcomes } from "../welcomes/sendOwedWelcomes";

let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
let freeTier: string;
let listId: string;

const welcomeEmail = (id: string, words: string): EmailDocument => {
  const document = newEmailDocument({ id, title: words, starter: "blank" });
  return {
    ...document,
    settings: { ...document.settings, subject: `${words}, {{first_name|friend}}` },
    root: {
      ...document.root,
      children: [{ id: "hello", type: "Text", props: { content: richTextFromPlainText(`${words}. Glad you're here.`) } }],
    },
  } as EmailDocument;
};

const api = (method: "GET" | "PUT" | "DELETE", path: string, payload?: object) =>
  server.app.inject({ method, url: `/api/profiles/${server.profile.id}${path}`, headers: editor.headers, ...(payload ? { payload } : {}) });
const welcomesTo = (email: string, words: string): MailMessage[] =>
  server.mail.filter((message) => message.to === email && message.subject.startsWith(words));

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  const profileId = server.profile.id;
  editor = await createTestEditor(server, profileId);
  for (const [id, words] of [
    ["welcome-tier", "Welcome to the Friends"],
    ["welcome-list", "Thanks for joining the list"],
    ["thanks-purchase", "Thank you for your first order"],
  ] as const) {
    const saved = await saveDocument(db, profileId, welcomeEmail(id, words));
    if (!saved.ok) throw new Error("the email was not saved");
  }
  freeTier = (await createTier(db, { profileId, name: "Friends" })).id;
  listId = (await createEmailList(db, profileId, "Tour News")).id;
}, 60_000);
afterAll(() => server.close());

describe("welcome emails", () => {
  it("are set per list, per tier and for the first purchase, each on or off, and refused for what is not the artist's", async () => {
    expect((await api("PUT", `/welcome-emails/tier/${freeTier}`, { documentId: "welcome-tier", enabled: true })).statusCode).toBe(200);
    expect((await api("PUT", `/welcome-emails/list/${listId}`, { documentId: "welcome-list", enabled: true })).statusCode).toBe(200);
    const set = await api("PUT", "/welcome-emails/first_purchase/purchase", { documentId: "thanks-purchase", enabled: true });
    expect(
      (set.json() as { welcomes: WelcomeSetting[] }).welcomes.map((welcome) => [welcome.kind, welcome.documentId, welcome.enabled]),
    ).toEqual([
      ["first_purchase", "thanks-purchase", true],
      ["list", "welcome-list", true],
      ["tier", "welcome-tier", true],
    ]);
    const otherList = (await createEmailList(server.context.db, server.otherProfile.id, "Theirs")).id;
    expect((await api("PUT", `/welcome-emails/list/${otherList}`, { documentId: "welcome-list", enabled: true })).statusCode).toBe(404);
    expect((await api("PUT", `/welcome-emails/tier/${freeTier}`, { documentId: "no-such-email", enabled: true })).statusCode).toBe(404);
    expect((await api("PUT", "/welcome-emails/first_purchase/other", { documentId: "thanks-purchase", enabled: true })).statusCode).toBe(
      404,
    );
  });

  it("greet a new member of a tier once, however often they join, with their first name and a one-click unsubscribe", async () => {
    const fan = await createFan(server, server.profile.id);
    const join = (membershipTierId: string | null) =>
      server.app.inject({ method: "PUT", url: "/api/accounts/me/membership", headers: fan.headers, payload: { membershipTierId } });
    expect((await join(freeTier)).statusCode).toBe(200);
    await join(null);
    await join(freeTier);
    const [welcome, ...more] = welcomesTo(fan.account.email, "Welcome to the Friends");
    expect(more).toEqual([]);
    expect(welcome?.subject).toBe("Welcome to the Friends, Test");
    expect(welcome?.text).toContain("You get this email because you became a member of Test Artist.");
    expect(welcome?.text).toMatch(/Unsubscribe \(http:\/\/test-artist\.localhost\/unsubscribe\/[\w.-]+\)/);
    expect(welcome?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("welcome a list's subscriber when their join is confirmed, once, not when the link is used again", async () => {
    const email = `joiner-${newId()}@example.com`.toLowerCase();
    const joined = await server.app.inject({
      method: "POST",
      url: "/api/public/email-lists/join",
      payload: { email, emailListId: listId },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const link = server.mail.find((message) => message.to === email);
    const token = /\/email-lists\/confirm\/([A-Za-z0-9_-]+)$/m.exec(link?.text ?? "")?.[1] ?? "";
    expect(welcomesTo(email, "Thanks for joining the list")).toHaveLength(0);
    for (let click = 0; click < 2; click++)
      expect((await server.app.inject({ method: "POST", url: "/api/public/email-lists/confirm", payload: { token } })).statusCode).toBe(
        200,
      );
    expect(welcomesTo(email, "Thanks for joining the list")).toHaveLength(1);
  });

  it("thank a buyer for their first purchase only, however often the order is fulfilled", async () => {
    const { db } = server.context;
    const fan = await createFan(server, server.profile.id);
    const product = await createProduct(db, {
      profileId: server.profile.id,
      title: `Single ${newId()}`,
      artist: "A",
      category: "Music",
      releaseType: "single",
      variants: [{ price: 5 }],
    });
    const paid = async () => {
      const { order } = await createOrder(db, {
        profileId: server.profile.id,
        accountId: fan.account.id,
        email: fan.account.email,
        idempotencyKey: newId().padEnd(20, "k"),
        lines: [{ productId: product.id, variantId: product.variants[0]?.id ?? "", title: product.title, priceCents: 500, gift: null }],
        totalCents: 500,
      });
      await moveOrder(db, order.id, "paid", "payment succeeded");
      return order;
    };
    const first = await paid();
    const site = { name: "Test Artist", origin: "http://test-artist.localhost" };
    await fulfilPaidOrder(db, server.context.mail, first, site);
    await fulfilPaidOrder(db, server.context.mail, first, site);
    await fulfilPaidOrder(db, server.context.mail, await paid(), site);
    expect(await sendOwedWelcomes(server.context)).toBe(1);
    expect(await sendOwedWelcomes(server.context)).toBe(0);
    const [thanks, ...more] = welcomesTo(fan.account.email, "Thank you for your first order");
    expect(more).toEqual([]);
    expect(thanks?.text).toContain("You get this email because you bought from Test Artist.");
  });

  it("never go to an unsubscribed address, nor when turned off, nor after their email was removed", async () => {
    const { db } = server.context;
    const profileId = server.profile.id;
    const person = (email: string) => ({ email, firstName: "" });
    await db.query("INSERT INTO mail_suppressions (profile_id, email, reason) VALUES ($1, 'gone@example.com', 'unsubscribed')", [
      profileId,
    ]);
    expect(await oweWelcome(db, profileId, { kind: "tier", id: freeTier }, person("gone@example.com"))).toBe(true);
    await sendOwedWelcomes(server.context);
    expect(server.mail.filter((message) => message.to === "gone@example.com")).toEqual([]);
    const [skipped] = await db.query<{ skipped: string }>("SELECT skipped FROM welcome_sends WHERE email = 'gone@example.com'");
    expect(skipped?.skipped).toBe("Unsubscribed, bounced or complained.");

    await api("PUT", `/welcome-emails/tier/${freeTier}`, { documentId: "welcome-tier", enabled: false });
    expect(await oweWelcome(db, profileId, { kind: "tier", id: freeTier }, person("late@example.com"))).toBe(false);
    await api("PUT", `/welcome-emails/tier/${freeTier}`, { documentId: "welcome-tier", enabled: true });
    // Owed, then the email is removed before it went (a server stopped between the two, say).
    expect(await oweWelcome(db, profileId, { kind: "tier", id: freeTier }, person("orphan@example.com"))).toBe(true);
    expect((await api("DELETE", `/welcome-emails/tier/${freeTier}`)).statusCode).toBe(200);
    await sendOwedWelcomes(server.context);
    expect(server.mail.filter((message) => message.to === "orphan@example.com")).toEqual([]);
    expect((await api("DELETE", `/welcome-emails/tier/${freeTier}`)).statusCode).toBe(404);
  });
});
