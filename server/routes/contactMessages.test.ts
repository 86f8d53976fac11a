import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "../../schema/page";
import { publishDocument, saveDocument } from "../data/documents";
import { createTestEditor, createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
let viewer: Awaited<ReturnType<typeof createTestEditor>>;
let otherOwner: Awaited<ReturnType<typeof createTestEditor>>;

const FORM = {
  id: "contact",
  type: "ContactForm",
  props: { phone: "optional", subject: "off", customFields: [{ id: "venue", label: "Venue", required: true }], successMessage: "Cheers!" },
};

function contactPage(id: string, path: string, blocks: unknown[] = [FORM]): PageDocument {
  return {
    schemaVersion: 2,
    kind: "page",
    id,
    title: "Contact",
    path,
    root: { id: "root", type: "Container", props: {}, children: blocks },
  } as unknown as PageDocument;
}

async function publish(profileId: string, page: PageDocument, draftOnly = false) {
  const saved = await saveDocument(server.context.db, profileId, page);
  if (!saved.ok) throw new Error(`save: ${saved.reason}`);
  if (!draftOnly && !(await publishDocument(server.context.db, profileId, page.id)).ok) throw new Error("publish");
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await createTestEditor(server, server.profile.id, "owner");
  viewer = await createTestEditor(server, server.profile.id, "viewer");
  otherOwner = await createTestEditor(server, server.otherProfile.id, "owner");
  await publish(server.profile.id, contactPage("contact-page", "/contact"));
  await publish(server.otherProfile.id, contactPage("other-contact", "/write-to-us"));
  // A form in a draft alone: fans cannot reach it.
  await publish(server.profile.id, contactPage("draft-page", "/draft"), true);
}, 60_000);
afterAll(() => server.close());

let sender = 0;
const FIELDS = { name: "Ada Fan", email: "ada@example.com", message: "Play our town?", "custom-venue": "The Roundhouse" };

function send(payload: Record<string, unknown>, remoteAddress = `10.9.0.${++sender}`, host?: string) {
  return server.app.inject({
    method: "POST",
    url: "/api/public/contact-messages",
    payload: { pageId: "contact-page", blockId: "contact", ...payload },
    remoteAddress,
    ...(host ? { headers: { host } } : {}),
  });
}

const inbox = (headers: Record<string, string>, profileId = server.profile.id, query = "") =>
  server.app.inject({ method: "GET", url: `/api/profiles/${profileId}/messages${query}`, headers });

describe("POST /public/contact-messages", () => {
  it("keeps the message for the studio and mails the artist's owner (Reply-To the fan) and the fan's copy", async () => {
    const before = server.mail.length;
    const response = await send({ fields: { ...FIELDS, name: " Ada  Fan ", email: "Ada@Example.com " }, website: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const page = (await inbox(owner.headers)).json();
    expect(page.unread).toBe(1);
    expect(page.data[0]).toMatchObject({
      read: false,
      name: "Ada Fan",
      email: "ada@example.com",
      phone: "",
      subject: "",
      message: "Play our town?",
      custom: [{ label: "Venue", value: "The Roundhouse" }],
      pagePath: "/contact",
    });
    const mailed = server.mail.slice(before);
    const toArtist = mailed.find((message) => message.to === owner.editor.email);
    expect(toArtist).toMatchObject({ replyTo: "ada@example.com", subject: "New message from Ada Fan", profileId: server.profile.id });
    expect(toArtist?.text).toContain("Venue: The Roundhouse\n\nMessage:\nPlay our town?");
    expect(toArtist?.text).toMatch(/studio: http:\/\/[^\s]+\/studio\/messages$/m);
    const copy = mailed.find((message) => message.to === "ada@example.com");
    expect(copy).toMatchObject({ subject: "We've sent your message to Test Artist", fromName: "Test Artist" });
    expect(copy?.text).toContain("Play our town?");
    expect(mailed.some((message) => message.to === otherOwner.editor.email)).toBe(false);
  });

  it("refuses fields the form as published does not have, naming each", async () => {
    const response = await send({ fields: { ...FIELDS, subject: "Hi", "custom-age": "12" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "contact_field_unknown",
      errors: [
        { pointer: "/body/fields/subject", rule: "unknownField" },
        { pointer: "/body/fields/custom-age", rule: "unknownField" },
      ],
    });
  });

  it("refuses missing required fields and overlong text, field by field, and keeps nothing", async () => {
    const before = (await inbox(owner.headers)).json().total;
    const response = await send({ fields: { email: "", phone: "12345", message: "x".repeat(5001) } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("contact_message_invalid");
    expect(body.message).toBe("Name is required");
    expect(body.errors.map((error: { pointer: string; message: string }) => [error.pointer, error.message])).toEqual([
      ["/body/fields/name", "Name is required"],
      ["/body/fields/email", "Please enter your email"],
      ["/body/fields/custom-venue", "Venue is required"],
      ["/body/fields/message", "Message is too long: at most 5,000 characters"],
    ]);
    expect((await inbox(owner.headers)).json().total).toBe(before);
  });

  it("404s a block that is no contact form, a page not published, and another artist's page", async () => {
    for (const payload of [{ blockId: "root" }, { pageId: "draft-page" }, { pageId: "other-contact" }]) {
      const response = await send({ ...payload, fields: FIELDS });
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
  });

  it("answers a filled honeypot as if sent, and keeps and mails nothing", async () => {
    const before = { total: (await inbox(owner.headers)).json().total, mail: server.mail.length };
    const response = await send({ fields: { ...FIELDS, email: "bot@example.com" }, website: "http://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await inbox(owner.headers)).json().total).toBe(before.total);
    expect(server.mail.length).toBe(before.mail);
  });

  it("limits messages per address named with 429 and Retry-After", async () => {
    const fields = { ...FIELDS, email: "eager@example.com" };
    for (let sent = 0; sent < 5; sent += 1) expect((await send({ fields })).statusCode).toBe(200);
    const refused = await send({ fields });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts only messages it takes: a fan who corrects their mistakes is not locked out by them", async () => {
    const fields = { ...FIELDS, email: "careful@example.com" };
    const address = "10.6.0.1";
    for (let tries = 0; tries < 25; tries += 1)
      expect((await send({ fields: { ...fields, message: "x".repeat(5001) } }, address)).statusCode).toBe(400);
    expect((await send({ fields }, address)).statusCode).toBe(200);
  });

  it("limits messages per client address", async () => {
    let last = 0;
    for (let sent = 0; sent < 21; sent += 1)
      last = (await send({ fields: { ...FIELDS, email: `fan${sent}@example.com` } }, "10.8.0.1")).statusCode;
    expect(last).toBe(429);
  });
});

describe("the plain form POST (without JavaScript)", () => {
  const post = (form: Record<string, string>) =>
    server.app.inject({
      method: "POST",
      url: "/contact-form",
      payload: new URLSearchParams(form).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", referer: "http://localhost/contact" },
      remoteAddress: `10.7.0.${++sender}`,
    });

  it("answers a page that says it was sent, with the artist's thank-you message", async () => {
    const response = await post({ pageId: "contact-page", blockId: "contact", website: "", ...FIELDS, email: "plain@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<h1>Message sent</h1><p>Cheers!</p>");
    const page = (await inbox(owner.headers)).json();
    expect(page.data[0].email).toBe("plain@example.com");
  });

  it("answers a page listing what to correct, escaped, with a 400", async () => {
    const response = await post({ pageId: "contact-page", blockId: "contact", name: "<b>x</b>", email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("<li>Please enter a valid email</li><li>Venue is required</li><li>Message is required</li>");
    expect(response.body).toContain('<a href="/contact">Back to the form</a>');
    expect(response.body).not.toContain("<b>x</b>");
  });
});

describe("the studio's Messages", () => {
  it("lists newest first, paged, hides fans' addresses from viewers, and never shows another artist's", async () => {
    const page = (await inbox(owner.headers, server.profile.id, "?limit=2")).json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(Date.parse(page.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page.data[1].createdAt));
    expect((await inbox(viewer.headers)).json().data[0].email).toBe("hidden");
    expect((await inbox(owner.headers, server.otherProfile.id)).statusCode).toBe(403);
    const others = (await inbox(otherOwner.headers, server.otherProfile.id)).json();
    expect(others.total).toBe(0);
  });

  it("marks read and unread, deletes, and 404s another artist's message through this artist's profile", async () => {
    const [message] = (await inbox(owner.headers)).json().data;
    const url = `/api/profiles/${server.profile.id}/messages/${message.id}`;
    const unread = async () =>
      (await server.app.inject({ method: "GET", url: `/api/profiles/${server.profile.id}/messages/unread`, headers: owner.headers })).json()
        .unread;
    const before = await unread();
    expect(
      (await server.app.inject({ method: "PUT", url: `${url}/read`, payload: { read: true }, headers: owner.headers })).statusCode,
    ).toBe(200);
    expect(await unread()).toBe(before - 1);
    expect(
      (await server.app.inject({ method: "PUT", url: `${url}/read`, payload: { read: false }, headers: owner.headers })).statusCode,
    ).toBe(200);
    expect(await unread()).toBe(before);
    // The other artist's owner, naming this message through their own profile, finds nothing.
    const otherUrl = `/api/profiles/${server.otherProfile.id}/messages/${message.id}`;
    const crossed = await server.app.inject({ method: "DELETE", url: otherUrl, headers: otherOwner.headers });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe("not_found");
    expect((await server.app.inject({ method: "DELETE", url, headers: viewer.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ method: "DELETE", url, headers: owner.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "DELETE", url, headers: owner.headers })).statusCode).toBe(404);
    const log = await server.app.inject({
      method: "GET",
      url: `/api/profiles/${server.profile.id}/audit-log?category=messages`,
      headers: owner.headers,
    });
    expect(log.json().data).toMatchObject([{ action: "contact_message_deleted", subject: `The message from ${message.name || "a fan"}` }]);
  });

  it("takes a message for the other artist on their own address, kept in their Messages alone", async () => {
    const response = await send({ pageId: "other-contact", fields: FIELDS }, "10.6.0.1", OTHER_ARTIST_DOMAIN);
    expect(response.statusCode).toBe(200);
    expect((await inbox(otherOwner.headers, server.otherProfile.id)).json().total).toBe(1);
  });
});
