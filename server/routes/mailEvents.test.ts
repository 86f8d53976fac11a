import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSubscribers } from "../data/audience";
import { createEmailList } from "../data/emailLists";
import { suppressionOf } from "../data/suppressions";
import { listConfirmedSubscribers } from "../testing/confirmedSubscribers";
import { createTestServer, type TestServer } from "../testing/testServer";

const TOKEN = "a-long-enough-mail-webhook-token";

let server: TestServer;
let off: TestServer;
beforeAll(async () => {
  [server, off] = await Promise.all([createTestServer("pglite", { config: { mailWebhookToken: TOKEN } }), createTestServer()]);
}, 60_000);
afterAll(() => Promise.all([server.close(), off.close()]));

const report = (payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, on = server) =>
  on.app.inject({ method: "POST", url: "/api/mail/events", payload: payload as object, headers });

describe("the mail provider's bounce and complaint reports", () => {
  it("are off without MAIL_WEBHOOK_TOKEN, like the operator API", async () => {
    const response = await report({ events: [{ type: "bounce", email: "a@example.com" }] }, { authorization: `Bearer ${TOKEN}` }, off);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "mail_webhook_off",
      reason: "off",
      message: "Bounce and complaint reports are off on this server: set MAIL_WEBHOOK_TOKEN to turn them on.",
    });
  });

  it("want the token as a bearer token, checked before the body is read", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong-token" }, { authorization: TOKEN }] as Record<string, string>[]) {
      const response = await report("{ not json", { ...headers, "content-type": "application/json" });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({
        code: "unauthorized",
        reason: "mailWebhookToken",
        message: "Send the server's mail webhook token (MAIL_WEBHOOK_TOKEN) as Authorization: Bearer <token>.",
      });
    }
  });

  it("suppress each address for the artist named, or for every artist that has it, and the sends leave it out", async () => {
    const mine = await createEmailList(server.context.db, server.profile.id, "Mine");
    const theirs = await createEmailList(server.context.db, server.otherProfile.id, "Theirs");
    await addSubscribers(server.context.db, server.profile.id, mine.id, ["full@example.com", "spam@example.com", "fine@example.com"]);
    await addSubscribers(server.context.db, server.otherProfile.id, theirs.id, ["full@example.com", "spam@example.com"]);
    const response = await report({
      events: [
        { type: "bounce", email: "Full@Example.com" },
        { type: "complaint", email: "spam@example.com", profileId: server.profile.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, suppressed: 3 });
    expect(await suppressionOf(server.context.db, server.profile.id, "full@example.com")).toBe("bounce");
    expect(await suppressionOf(server.context.db, server.otherProfile.id, "full@example.com")).toBe("bounce");
    expect(await suppressionOf(server.context.db, server.profile.id, "spam@example.com")).toBe("complaint");
    expect(await suppressionOf(server.context.db, server.otherProfile.id, "spam@example.com")).toBeNull();
    expect(await listConfirmedSubscribers(server.context.db, server.profile.id, mine.id)).toEqual([{ email: "fine@example.com" }]);
    // The provider retries: nothing more happens.
    expect((await report({ events: [{ type: "bounce", email: "full@example.com" }] })).json()).toEqual({ ok: true, suppressed: 0 });
  });

  it("take at most 500 events a call, each a bounce or a complaint with an address", async () => {
    const events = Array.from({ length: 501 }, (_, index) => ({ type: "bounce", email: `n${index}@example.com` }));
    for (const payload of [
      { events },
      { events: [] },
      { events: [{ type: "delivered", email: "a@example.com" }] },
      { events: [{ type: "bounce" }] },
      { events: [{ type: "bounce", email: "a@example.com", profileId: "bad id" }] },
    ]) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      // 501 events are refused before the body is parsed (issue 30), the rest by the schema.
      expect(response.json().code).toBe(payload.events.length > 500 ? "body_too_wide" : "validation_failed");
    }
    expect((await report({ events: events.slice(0, 500) })).statusCode).toBe(200);
  });
});
