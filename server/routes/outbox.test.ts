import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage, OutboxPage } from "../../schema/api/outbox";
import { createProduct } from "../data/products";
import type { MailMessage } from "../mail/mailTransport";
import { outboxTransport } from "../mail/outboxTransport";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

/** Writes messages as the mail worker does when SMTP_URL is unset. */
async function write(...messages: MailMessage[]): Promise<void> {
  const transport = outboxTransport(join(server.context.config.dataDir, "outbox"), "Backline <no-reply@localhost>");
  for (const message of messages) {
    await transport.send(message);
    // File names carry the millisecond they were written: keep the order unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  transport.close();
}

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  // A real receipt: a free order, fulfilled as checkout does, its message written as the worker would.
  const free = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Free One",
    artist: "A",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 0, payWhatYouWant: true }],
  });
  const fan = await createFan(server, server.profile.id, { email: "ana@example.com" });
  const checkout = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers: fan.headers,
    payload: {
      items: [{ productId: free.id, productVariantId: free.variants[0]?.id, isGift: false, price: 0 }],
      idempotencyKey: newId().padEnd(20, "k"),
    },
  });
  expect(checkout.statusCode).toBe(200);
  await write(...server.mail);
  await write(
    { profileId: server.otherProfile.id, to: "theirs@example.com", subject: "Their receipt", text: "Not yours." },
    {
      profileId: server.profile.id,
      to: "bo@example.com",
      subject: "A gift for you — Nöël",
      text: "Someone sent you music.",
      html: '<p>Someone sent you <strong>music</strong>.</p><script>parent.alert("hi")</script>',
    },
  );
}, 60_000);
afterAll(() => server.close());

const outbox = (profileId = server.profile.id) => `/api/profiles/${profileId}/outbox`;

async function list(query = "", headers = editor.headers, profileId = server.profile.id) {
  const response = await server.app.inject({ url: `${outbox(profileId)}?${query}`, headers });
  return { status: response.statusCode, body: response.json() as OutboxPage & { code?: string } };
}

async function read(id: string, headers = editor.headers, profileId = server.profile.id) {
  const response = await server.app.inject({ url: `${outbox(profileId)}/${id}`, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as OutboxMessage & { code?: string; message?: string },
  };
}

describe("the studio's outbox (issue 18)", () => {
  it("lists the messages sent for the artist, newest first, a page at a time, and none of another artist's", async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ transport: "outbox", total: 2 });
    expect(all.body.data.map((message) => [message.to, message.subject])).toEqual([
      ["bo@example.com", "A gift for you — Nöël"],
      ["ana@example.com", `Your receipt from ${server.profile.name}`],
    ]);
    expect(Date.parse(all.body.data[0]?.sentAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const second = await list("offset=1&limit=1");
    expect(second.body).toMatchObject({ total: 2, data: [{ to: "ana@example.com" }] });
    expect(JSON.stringify(all.body)).not.toContain("Their receipt");
    const theirs = await list("", otherEditor.headers, server.otherProfile.id);
    expect(theirs.body.data.map((message) => message.subject)).toContain("Their receipt");
    expect(JSON.stringify(theirs.body)).not.toMatch(/receipt from Test|gift/);
  });

  it("reads one message: its headers, its text and its HTML as written, for no cache to keep", async () => {
    const [gift, receipt] = (await list()).body.data;
    const opened = await read(gift?.id ?? "");
    expect(opened.status).toBe(200);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.body).toMatchObject({
      to: "bo@example.com",
      subject: "A gift for you — Nöël",
      from: "Backline <no-reply@localhost>",
      text: "Someone sent you music.",
      html: '<p>Someone sent you <strong>music</strong>.</p><script>parent.alert("hi")</script>',
    });
    expect(opened.body.headers).toContainEqual({ name: "X-Backline-Profile", value: server.profile.id });
    const receiptText = (await read(receipt?.id ?? "")).body.text ?? "";
    expect(receiptText).toContain("Free One");
    expect(receiptText).toContain("Your music is in your library");
  });

  it("does not show another artist's message through this profile, nor to another artist's editor", async () => {
    const theirs = (await list("", otherEditor.headers, server.otherProfile.id)).body.data.find(
      (message) => message.subject === "Their receipt",
    );
    const refused = await read(theirs?.id ?? "");
    expect(refused).toMatchObject({
      status: 404,
      body: { code: "not_found", reason: "outboxMessage", message: "This message is not in the outbox." },
    });
    const mine = (await list()).body.data[0]?.id ?? "";
    expect((await read(mine, otherEditor.headers)).status).toBe(403);
    expect((await list("", otherEditor.headers)).status).toBe(403);
    expect((await read(mine, {})).status).toBe(401);
    expect((await read(mine, (await createFan(server, server.profile.id)).headers)).status).toBe(403);
  });

  it("refuses message ids that are not the outbox's names, so no other file is read", async () => {
    for (const id of [
      "..%2Fupload-secret",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2fupload-secret",
      "upload-secret",
      "2026-01-01T00-00-00-000Z-abcdef12.eml",
      "x".repeat(65),
    ]) {
      const answer = await read(id);
      expect(answer.status, id).toBe(400);
      expect(answer.body.code, id).toBe("validation_failed");
    }
    expect((await read("2026-01-01T00-00-00-000Z-abcdef12")).status).toBe(404);
    expect((await list("limit=0")).status).toBe(400);
    expect((await list("limit=101")).status).toBe(400);
  });
});

describe("the outbox when mail goes through SMTP", () => {
  let smtp: TestServer;
  beforeAll(async () => {
    smtp = await createTestServer("pglite", { config: { smtpUrl: "smtp://127.0.0.1:2525" } });
  }, 60_000);
  afterAll(() => smtp.close());

  it("says that mail goes through SMTP, and has no message to read", async () => {
    const { headers } = await createTestEditor(smtp, smtp.profile.id);
    const listed = await smtp.app.inject({ url: `/api/profiles/${smtp.profile.id}/outbox`, headers });
    expect(listed.json()).toEqual({ transport: "smtp", total: 0, data: [] });
    const opened = await smtp.app.inject({ url: `/api/profiles/${smtp.profile.id}/outbox/2026-01-01T00-00-00-000Z-abcdef12`, headers });
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toMatchObject({ code: "outbox_off" });
  });
});
