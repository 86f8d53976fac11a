import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import type { StoredDocument } from "../../schema/api/documents";
import type { NewsletterDetail, NewsletterSummary } from "../../schema/api/newsletters";
import type { EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { setMembership } from "../data/accounts";
import { addSubscribers } from "../data/audience";
import { saveDocument } from "../data/documents";
import { createEmailList } from "../data/emailLists";
import { createTier } from "../data/tiers";
import type { MailMessage, MailTransport } from "../mail/mailTransport";
import { sendNewsletterBatch } from "../newsletters/sendNewsletterBatch";
import { readUnsubscribeToken } from "../newsletters/unsubscribeToken";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
let listId: string;
let tierId: string;
const email = (): EmailDocument => {
  const document = newEmailDocument({ id: "news-1", title: "November news", starter: "blank" });
  return {
    ...document,
    settings: { ...document.settings, subject: "News for {{first_name|friend}}" },
    root: {
      ...document.root,
      children: [
        { id: "hello", type: "Text", props: { content: richTextFromPlainText("Hi {{first_name|friend}}, tour dates are out.") } },
        { id: "secret", type: "Text", props: { content: richTextFromPlainText("Presale code: LANTERN"), membersOnly: true } },
      ],
    },
  } as EmailDocument;
};

/** A transport that keeps what it is given, refusing the addresses in `refuse` (a flaky SMTP server). */
function recordingTransport(refuse = new Set<string>()): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "smtp",
    sent,
    async send(message) {
      if (refuse.has(message.to)) throw new Error("451 try again later");
      sent.push(message);
      return { messageId: message.messageId ?? "" };
    },
    close() {},
  };
}

const pace = { batchSize: 2, perMinute: 600, leaseSeconds: 30 };

async function sendAll(sendId: string, transport: MailTransport): Promise<void> {
  for (let batch = 0; batch < 50; batch++) {
    const outcome = await sendNewsletterBatch(server.context, transport, sendId, pace);
    if (outcome !== "more") return;
  }
  throw new Error("the send never finished");
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.context.db;
  const profileId = server.profile.id;
  editor = await createTestEditor(server, profileId);
  const saved = await saveDocument(db, profileId, email());
  if (!saved.ok) throw new Error("the email was not saved");
  listId = (await createEmailList(db, profileId, "Fans of the band")).id;
  await addSubscribers(db, profileId, listId, ["ada@example.com", "bo@example.com", "cy@example.com"]);
  await db.query("INSERT INTO email_subscribers (email_list_id, email, status) VALUES ($1, 'pending@example.com', 'pending')", [listId]);
  tierId = (await createTier(db, { profileId, name: "Inner Circle", priceMonthly: 10 })).id;
  const member = await createFan(server, profileId, { email: "ada@example.com" });
  await setMembership(db, profileId, member.account.id, tierId, "studio");
}, 60_000);
afterAll(() => server.close());

const api = (method: "GET" | "POST" | "PUT", path: string, payload?: object) =>
  server.app.inject({ method, url: `/api/profiles/${server.profile.id}${path}`, headers: editor.headers, ...(payload ? { payload } : {}) });
const key = () => newId().padEnd(20, "k");

describe("newsletters (issue 19)", () => {
  it("name the audience and how many confirmed subscribers it reaches", async () => {
    const preview = await api("POST", "/newsletters/audience", { audience: { emailListId: listId } });
    expect(preview.json()).toEqual({ name: "Fans of the band", recipients: 3, members: 1 });
    const members = await api("POST", "/newsletters/audience", { audience: { membershipTierIds: [tierId] } });
    expect(members.json()).toEqual({ name: "members of Inner Circle", recipients: 1, members: 1 });
  });

  it("send each confirmed subscriber their own copy, once, with the one-click unsubscribe headers", async () => {
    const created = await api("POST", "/newsletters", {
      documentId: "news-1",
      audience: { emailListId: listId },
      idempotencyKey: key(),
      publishWebVersion: true,
    });
    expect(created.statusCode).toBe(201);
    const summary = created.json() as NewsletterSummary;
    expect(summary).toMatchObject({
      subject: "News for {{first_name|friend}}",
      audienceName: "Fans of the band",
      status: "scheduled",
      counts: { total: 3, queued: 3 },
    });
    expect(server.newsletterStarts.map((start) => start.sendId)).toContain(summary.id);

    const transport = recordingTransport(new Set(["bo@example.com"]));
    await sendNewsletterBatch(server.context, transport, summary.id, pace);
    // bo's server refused once: back in the queue, then sent on a later batch.
    const retrying = recordingTransport();
    await sendAll(summary.id, retrying);
    const messages = [...transport.sent, ...retrying.sent];
    expect(messages.map((message) => message.to).sort()).toEqual(["ada@example.com", "bo@example.com", "cy@example.com"]);
    expect(new Set(messages.map((message) => message.messageId)).size).toBe(3);

    const ada = messages.find((message) => message.to === "ada@example.com");
    const cy = messages.find((message) => message.to === "cy@example.com");
    expect(ada?.subject).toBe("News for Test");
    expect(cy?.subject).toBe("News for friend");
    // ada is a member: the members-only part is hers alone.
    expect(ada?.text).toContain("Presale code: LANTERN");
    expect(cy?.text).not.toContain("LANTERN");
    expect(cy?.html).toContain("Hi friend, tour dates are out.");
    expect(cy?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /^<(https?:\/\/[^>]+\/unsubscribe\/([^>]+))>$/.exec(cy?.headers?.["List-Unsubscribe"] ?? "");
    expect(readUnsubscribeToken(server.context.config.uploadSecret, link?.[2] ?? "")).toEqual({
      profileId: server.profile.id,
      email: "cy@example.com",
    });
    expect(cy?.html).toContain(link?.[1]);
    expect(cy?.text).toContain(link?.[1]);

    const detail = (await api("GET", `/newsletters/${summary.id}`)).json() as NewsletterDetail;
    expect(detail.newsletter).toMatchObject({ status: "sent", counts: { total: 3, sent: 3, queued: 0 } });
    expect(detail.recipients.map((recipient) => recipient.status)).toEqual(["sent", "sent", "sent"]);
    expect(detail.recipients.map((recipient) => recipient.error)).toEqual([null, null, null]);

    // The web version: the same document, as a reader without a membership sees it.
    const web = await server.app.inject({ url: `${detail.newsletter.webUrl}?profileId=${server.profile.id}` });
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain("Hi friend, tour dates are out.");
    expect(web.body).not.toContain("LANTERN");
    expect(web.headers["content-security-policy"]).toContain("default-src 'none'");
    // Between the site's header and footer (issue 34, item 16): this artist's name, links on this artist's address.
    const header = /<header data-site-header="".*?<\/header>/s.exec(web.body)?.[0] ?? "";
    const footer = /<footer data-site-footer="".*?<\/footer>/s.exec(web.body)?.[0] ?? "";
    expect(header).toContain(">TEST ARTIST</a>");
    expect(footer).toContain(`© ${new Date(server.context.clock.now()).getUTCFullYear()} Test Artist`);
    expect(footer).toMatch(/href="https?:\/\/[^"]+\/privacy-policy"/);
    expect(web.body.indexOf(header)).toBeLessThan(web.body.indexOf("Hi friend, tour dates are out."));
    expect(web.body.indexOf(footer)).toBeGreaterThan(web.body.indexOf("Hi friend, tour dates are out."));
    expect(web.body).not.toContain(server.otherProfile.name);
    expect(web.body).not.toContain(server.otherProfile.name.toUpperCase());
  });

  it("skip an address suppressed after the send was made, and make one send of a doubled submission", async () => {
    const same = key();
    const [first, second] = await Promise.all([
      api("POST", "/newsletters", { documentId: "news-1", audience: { emailListId: listId }, idempotencyKey: same }),
      api("POST", "/newsletters", { documentId: "news-1", audience: { emailListId: listId }, idempotencyKey: same }),
    ]);
    expect(second.json().id).toBe(first.json().id);
    await server.context.db.query(
      "INSERT INTO mail_suppressions (profile_id, email, reason) VALUES ($1, 'bo@example.com', 'unsubscribed')",
      [server.profile.id],
    );
    const transport = recordingTransport();
    await sendAll(first.json().id, transport);
    expect(transport.sent.map((message) => message.to).sort()).toEqual(["ada@example.com", "cy@example.com"]);
    const detail = (await api("GET", `/newsletters/${first.json().id}?status=skipped`)).json() as NewsletterDetail;
    expect(detail.recipients.map((recipient) => recipient.email)).toEqual(["bo@example.com"]);
    // A later send leaves the suppressed address out from the start.
    expect((await api("POST", "/newsletters/audience", { audience: { emailListId: listId } })).json().recipients).toBe(2);
  });

  it("send a test to the editor and up to five others of the studio team or the confirmed subscribers, every part shown", async () => {
    const colleague = await createTestEditor(server, server.profile.id, "editor");
    const before = server.mail.length;
    const test = await api("POST", "/emails/news-1/test", { to: ["CY@example.com", colleague.editor.email] });
    expect(test.statusCode).toBe(200);
    expect(test.json().sentTo).toEqual([editor.editor.email.toLowerCase(), "cy@example.com", colleague.editor.email]);
    const sent = server.mail.slice(before);
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [editor.editor.email.toLowerCase(), "[Test] News for friend"],
      ["cy@example.com", "[Test] News for friend"],
      [colleague.editor.email, "[Test] News for friend"],
    ]);
    expect(sent[0]?.text).toContain("LANTERN");
    const tooMany = await api("POST", "/emails/news-1/test", { to: ["a@x.io", "b@x.io", "c@x.io", "d@x.io", "e@x.io", "f@x.io"] });
    expect(tooMany.statusCode).toBe(400);
  });

  it("refuse a test to anyone else, naming the address, and send nothing of it", async () => {
    const other = server.otherProfile.id;
    const theirs = await createTestEditor(server, other);
    const theirList = (await createEmailList(server.context.db, other, "Theirs")).id;
    await addSubscribers(server.context.db, other, theirList, ["theirs@example.com"]);
    const before = server.mail.length;
    const stranger = await api("POST", "/emails/news-1/test", { to: ["cy@example.com", "stranger@example.com"] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      code: "test_recipient_not_allowed",
      reason: "refused",
      message: "A test goes only to your studio team and to addresses confirmed on one of your lists: stranger@example.com is neither.",
      errors: [{ pointer: "/body/to/1" }],
    });
    // Pending on the list, unsubscribed since, another artist's editor or subscriber: none of them.
    const others = ["pending@example.com", "bo@example.com", theirs.editor.email, "theirs@example.com"];
    const refused = await api("POST", "/emails/news-1/test", { to: others });
    expect(refused.json().message).toBe(
      `A test goes only to your studio team and to addresses confirmed on one of your lists: ${others.join(", ")} are neither.`,
    );
    expect(server.mail.slice(before)).toEqual([]);
  });

  it("take 20 tests an hour from an editor, then 429", async () => {
    const busy = await createTestEditor(server, server.profile.id, "editor");
    const test = () =>
      server.app.inject({
        method: "POST",
        url: `/api/profiles/${server.profile.id}/emails/news-1/test`,
        headers: busy.headers,
        payload: { to: [] },
      });
    for (let count = 1; count <= 20; count++) expect((await test()).statusCode).toBe(200);
    const over = await test();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("rate_limited");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Another editor's tests are counted apart.
    expect((await api("POST", "/emails/news-1/test", { to: [] })).statusCode).toBe(200);
  });

  it("schedule for later and cancel; refuse the past, nobody to send to, another artist's list, and fans", async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await api("POST", "/newsletters", {
      documentId: "news-1",
      audience: { emailListId: listId },
      sendAt: later,
      idempotencyKey: key(),
    });
    expect(scheduled.json()).toMatchObject({ status: "scheduled", sendAt: later });
    expect(await sendNewsletterBatch(server.context, recordingTransport(), scheduled.json().id, pace)).toBe("not-due");
    expect((await api("POST", `/newsletters/${scheduled.json().id}/cancel`)).json().status).toBe("cancelled");
    expect((await api("POST", `/newsletters/${scheduled.json().id}/cancel`)).statusCode).toBe(409);

    const past = await api("POST", "/newsletters", {
      documentId: "news-1",
      audience: { emailListId: listId },
      sendAt: "2020-01-01T00:00:00.000Z",
      idempotencyKey: key(),
    });
    expect(past.json()).toMatchObject({ code: "bad_request", reason: "sendAtPast", message: "A scheduled time must be in the future." });
    const empty = (await createEmailList(server.context.db, server.profile.id, "Empty")).id;
    expect(
      (await api("POST", "/newsletters", { documentId: "news-1", audience: { emailListId: empty }, idempotencyKey: key() })).json().message,
    ).toBe("Nobody would get this email: Empty has no one to send to (confirmed, not unsubscribed).");
    const theirs = (await createEmailList(server.context.db, server.otherProfile.id, "Theirs")).id;
    expect((await api("POST", "/newsletters/audience", { audience: { emailListId: theirs } })).statusCode).toBe(404);
    const fan = await createFan(server, server.profile.id);
    const asFan = await server.app.inject({ url: `/api/profiles/${server.profile.id}/newsletters`, headers: fan.headers });
    expect(asFan.statusCode).toBe(403);
    const other = await createTestEditor(server, server.otherProfile.id);
    const asOther = await server.app.inject({ url: `/api/profiles/${server.profile.id}/newsletters`, headers: other.headers });
    expect(asOther.statusCode).toBe(403);
  });

  it("show the email as it was sent, not the draft edited since, and a send stored without one (issue 34)", async () => {
    const asSent = { ...email(), id: "news-2", title: "December news" } as EmailDocument;
    const saved = (await api("PUT", "/documents/news-2", { document: asSent })).json() as StoredDocument;
    const created = await api("POST", "/newsletters", { documentId: "news-2", audience: { emailListId: listId }, idempotencyKey: key() });
    expect(created.statusCode, created.body).toBe(201);
    const sendId = (created.json() as NewsletterSummary).id;
    await sendAll(sendId, recordingTransport());
    const edited = {
      ...asSent,
      root: {
        ...asSent.root,
        children: [{ id: "later", type: "Text", props: { content: richTextFromPlainText("Written after sending.") } }],
      },
    } as EmailDocument;
    const save = await api("PUT", "/documents/news-2", { document: edited, baseVersion: saved.version });
    expect(save.statusCode, save.body).toBe(200);

    const detail = await api("GET", `/newsletters/${sendId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { newsletter, document, recipients } = detail.json() as NewsletterDetail;
    expect(newsletter.status).toBe("sent");
    expect(recipients.length).toBeGreaterThan(0);
    expect(document).toEqual(saved.draft);
    expect(JSON.stringify(document)).toContain("tour dates are out.");
    expect(JSON.stringify(document)).not.toContain("Written after sending.");

    // A row kept by an earlier version without an email document: the detail still answers, saying there is none.
    await server.context.db.query("UPDATE newsletter_sends SET document = '{}'::jsonb WHERE id = $1", [sendId]);
    const old = await api("GET", `/newsletters/${sendId}`);
    expect(old.statusCode, old.body).toBe(200);
    expect((old.json() as NewsletterDetail).document).toBeNull();
    expect((old.json() as NewsletterDetail).recipients).toEqual(recipients);
  });

  it("give the 'Members only' parts to the paid tiers' members by default, and to the tiers the artist chooses (issue 30)", async () => {
    const db = server.context.db;
    const profileId = server.profile.id;
    const friends = (await createTier(db, { profileId, name: "Friends" })).id;
    const list = (await createEmailList(db, profileId, "Members mix")).id;
    await addSubscribers(db, profileId, list, ["dee@example.com", "eve@example.com", "fay@example.com"]);
    const dee = await createFan(server, profileId, { email: "dee@example.com" });
    await setMembership(db, profileId, dee.account.id, friends, "studio");
    const eve = await createFan(server, profileId, { email: "eve@example.com" });
    await setMembership(db, profileId, eve.account.id, tierId, "studio");

    const sendWith = async (more: object) => {
      const created = await api("POST", "/newsletters", {
        documentId: "news-1",
        audience: { emailListId: list },
        idempotencyKey: key(),
        ...more,
      });
      expect(created.statusCode, created.body).toBe(201);
      const transport = recordingTransport();
      await sendAll(created.json().id, transport);
      return Object.fromEntries(transport.sent.map((message) => [message.to.split("@")[0], message.text?.includes("LANTERN") ?? false]));
    };
    const preview = (more: object) => api("POST", "/newsletters/audience", { audience: { emailListId: list }, ...more });

    // dee has a free membership: before issue 30 any membership got the members' parts.
    expect((await preview({})).json()).toEqual({ name: "Members mix", recipients: 3, members: 1 });
    expect(await sendWith({})).toEqual({ dee: false, eve: true, fay: false });
    expect((await preview({ membersOnlyTierIds: [friends] })).json().members).toBe(1);
    expect(await sendWith({ membersOnlyTierIds: [friends] })).toEqual({ dee: true, eve: false, fay: false });
    expect(await sendWith({ membersOnlyTierIds: [] })).toEqual({ dee: false, eve: false, fay: false });
    // Members of tiers: the same choice holds.
    const tiered = await api("POST", "/newsletters/audience", { audience: { membershipTierIds: [friends, tierId] } });
    expect(tiered.json()).toMatchObject({ members: 2 });

    const theirs = (await createTier(db, { profileId: server.otherProfile.id, name: "Theirs" })).id;
    const refused = await preview({ membersOnlyTierIds: [theirs] });
    expect(refused.json()).toEqual({ code: "bad_request", reason: "unknownTier", message: "This artist has no such membership tier." });
    const refusedSend = await api("POST", "/newsletters", {
      documentId: "news-1",
      audience: { emailListId: list },
      membersOnlyTierIds: [theirs],
      idempotencyKey: key(),
    });
    expect(refusedSend.statusCode).toBe(400);
  });
});
