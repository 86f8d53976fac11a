import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailList, listSubscribers } from "../data/emailLists";
import { suppress, suppressionOf } from "../data/suppressions";
import type { MailMessage } from "../mail/mailTransport";
import { listConfirmedSubscribers } from "../testing/confirmedSubscribers";
import { createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

let joinCounter = 0;
// Each join comes from its own address, so the per-address limit only bites where a test means it to.
const join = (payload: Record<string, unknown>, remoteAddress = `10.1.${Math.floor(++joinCounter / 250)}.${joinCounter % 250}`) =>
  server.app.inject({ method: "POST", url: "/api/public/email-lists/join", payload, remoteAddress });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url: "/api/public/email-lists/confirm", payload: { token }, headers });

const mailTo = (email: string): MailMessage[] => server.mail.filter((message) => message.to === email);

/** The token of the confirmation link in a message's plain-text part. */
function confirmTokenOf(message: MailMessage | undefined): string {
  const token = /\/email-lists\/confirm\/([A-Za-z0-9_-]+)$/m.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link in ${message?.text}`);
  return token;
}

/** As if the resend window had passed for every address. */
const forgetResends = () =>
  server.context.db.query("UPDATE rate_counters SET window_started = now() - interval '1 day' WHERE key LIKE 'consent:%'");

describe("POST /public/email-lists/join", () => {
  it("joins with the email trimmed and lowercased; joining twice keeps one row and answers exactly as the first join", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "News");
    const first = await join({ email: "  Fan@Example.COM ", emailListId: list.id, profileId: server.profile.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });

    const again = await join({ email: "fan@example.com", emailListId: list.id, profileId: server.profile.id });
    expect(again.statusCode).toBe(200);
    // Nobody learns from the answer whether an address was on the list.
    expect(again.body).toBe(first.body);

    const subscribers = await listSubscribers(server.context.db, server.profile.id, list.id);
    expect(subscribers).toEqual([
      { email: "fan@example.com", joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), firstName: "", lastName: "" },
    ]);
  });

  it("takes the artist from the host when the body names none", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Default artist's list");
    const response = await join({ email: "host@example.com", emailListId: list.id });
    expect(response.json()).toEqual({ ok: true });
  });

  it("answers SPEC's messages for an empty or invalid email", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Checked");
    const cases: [string, string][] = [
      ["", "Please enter your email"],
      ["   ", "Please enter your email"],
      ["not-an-email", "Please enter a valid email"],
      ["fan@example", "Please enter a valid email"],
      ["two words@example.com", "Please enter a valid email"],
      [`${"a".repeat(250)}@example.com`, "Please enter a valid email"],
    ];
    for (const [email, message] of cases) {
      const response = await join({ email, emailListId: list.id, profileId: server.profile.id });
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toMatchObject({ message, errors: [{ pointer: "/body/email", message }] });
    }
    expect(await listSubscribers(server.context.db, server.profile.id, list.id)).toEqual([]);
    const missing = await join({ emailListId: list.id, profileId: server.profile.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^In the body: /);
  });

  it("404s an unknown list and another artist's list, both ways", async () => {
    const mine = await createEmailList(server.context.db, server.profile.id, "Mine");
    const theirs = await createEmailList(server.context.db, server.otherProfile.id, "Theirs");
    const attempts = [
      { emailListId: theirs.id, profileId: server.profile.id },
      { emailListId: theirs.id },
      { emailListId: mine.id, profileId: server.otherProfile.id },
      { emailListId: "no-such-list", profileId: server.profile.id },
    ];
    for (const attempt of attempts) {
      const response = await join({ email: "cross@example.com", ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", reason: "emailList", message: "Email list not found." });
    }
    expect(await listSubscribers(server.context.db, server.otherProfile.id, theirs.id)).toEqual([]);
    expect(await listSubscribers(server.context.db, server.profile.id, mine.id)).toEqual([]);
    const unknownProfile = await join({ email: "cross@example.com", emailListId: mine.id, profileId: "no-such-artist" });
    expect(unknownProfile.json()).toEqual({ code: "not_found", reason: "profile", message: "Profile not found." });
  });
});

describe("double opt-in (issue 19)", () => {
  it("stores a new address pending and emails it one confirmation from the artist, with the link to confirm and what ignoring it means", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Tour News");
    expect((await join({ email: "new@example.com", emailListId: list.id })).json()).toEqual({ ok: true });
    expect(await listConfirmedSubscribers(server.context.db, server.profile.id, list.id)).toEqual([]);
    const [message, ...more] = mailTo("new@example.com");
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      profileId: server.profile.id,
      fromName: "Test Artist",
      subject: "Confirm your subscription to Tour News",
    });
    expect(message?.text).toMatch(/^http:\/\/test-artist\.localhost\/email-lists\/confirm\/[A-Za-z0-9_-]{43}$/m);
    expect(message?.text).toContain("ignore this email: nothing happens");
    expect(message?.html).toContain(`href="http://test-artist.localhost/email-lists/confirm/${confirmTokenOf(message)}"`);
    expect(message?.html).toContain("Confirm my subscription");

    const confirmed = await confirm(confirmTokenOf(message));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ listName: "Tour News" });
    // A second click answers the same while the address stays subscribed.
    expect((await confirm(confirmTokenOf(message))).json()).toEqual({ listName: "Tour News" });
    expect(await listConfirmedSubscribers(server.context.db, server.profile.id, list.id)).toEqual([{ email: "new@example.com" }]);
  });

  it("answers a repeated join exactly as the first, pending or confirmed; a pending address is emailed again at most once a window, with a new link", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Repeat");
    const body = { email: "again@example.com", emailListId: list.id };
    const first = await join(body);
    const again = await join(body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(mailTo("again@example.com")).toHaveLength(1);

    await forgetResends();
    expect((await join(body)).body).toBe(first.body);
    await join(body);
    const sent = mailTo("again@example.com");
    expect(sent).toHaveLength(2);
    // Only the newest link works: one token is kept.
    expect((await confirm(confirmTokenOf(sent[0]))).statusCode).toBe(404);
    expect((await confirm(confirmTokenOf(sent[1]))).statusCode).toBe(200);

    // Confirmed: a join answers the same and sends nothing, however long after.
    await forgetResends();
    expect((await join(body)).body).toBe(first.body);
    expect(mailTo("again@example.com")).toHaveLength(2);
  });

  it("asks an address that unsubscribed for its consent again, and its confirmation lifts the unsubscribe; a bounced address is not emailed", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Comeback");
    await suppress(server.context.db, server.profile.id, "back@example.com", "unsubscribed", new Date());
    await suppress(server.context.db, server.profile.id, "bounced@example.com", "bounce", new Date());
    await join({ email: "back@example.com", emailListId: list.id });
    await join({ email: "bounced@example.com", emailListId: list.id });
    expect(mailTo("bounced@example.com")).toEqual([]);
    expect((await confirm(confirmTokenOf(mailTo("back@example.com")[0]))).statusCode).toBe(200);
    expect(await suppressionOf(server.context.db, server.profile.id, "back@example.com")).toBeNull();
    expect(await suppressionOf(server.context.db, server.profile.id, "bounced@example.com")).toBe("bounce");
  });

  it("refuses a made-up, mangled or another artist's confirmation link with 404 and a clear message", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Mine");
    await join({ email: "mine@example.com", emailListId: list.id });
    const token = confirmTokenOf(mailTo("mine@example.com")[0]);
    const message =
      "This confirmation link is not valid. Check that the whole link was copied from the email; if you joined more than once, use the newest email's link.";
    for (const [attempt, headers] of [
      ["x".repeat(43), {}],
      [token.slice(0, 20), {}],
      ["", {}],
      ["not a token at all", {}],
      [token, { host: OTHER_ARTIST_DOMAIN }],
    ] as const) {
      const response = await confirm(attempt, headers);
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json()).toEqual({ code: "confirm_link_invalid", reason: "unknown", message });
    }
    expect(await listConfirmedSubscribers(server.context.db, server.profile.id, list.id)).toEqual([]);
  });
});

describe("confirmation links that end (issue 30)", () => {
  const clock = manualClock();
  let timed: TestServer;
  beforeAll(async () => {
    timed = await createTestServer("pglite", { clock });
  }, 60_000);
  afterAll(() => timed.close());

  const post = (url: string, token: string) =>
    timed.app.inject({ method: "POST", url: `/api/public/email-lists/${url}`, payload: { token } });
  async function joined(email: string, listName: string) {
    const list = await createEmailList(timed.context.db, timed.profile.id, listName);
    await timed.app.inject({ method: "POST", url: "/api/public/email-lists/join", payload: { email, emailListId: list.id } });
    return { list, token: confirmTokenOf(timed.mail.filter((message) => message.to === email)[0]) };
  }

  it("opening a link changes nothing: the page asks first, and one click confirms", async () => {
    const { list, token } = await joined("asked@example.com", "Asked");
    const checked = await post("confirm/check", token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ listName: "Asked", confirmed: false });
    expect(await listConfirmedSubscribers(timed.context.db, timed.profile.id, list.id)).toEqual([]);
    expect((await post("confirm", token)).json()).toEqual({ listName: "Asked" });
    expect((await post("confirm/check", token)).json()).toEqual({ listName: "Asked", confirmed: true });
  });

  it("works for 7 days, then says it expired and how to get a new one", async () => {
    const { token } = await joined("slow@example.com", "Slow");
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    for (const url of ["confirm/check", "confirm"]) {
      const response = await post(url, token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        code: "confirm_link_expired",
        reason: "tooOld",
        message: "This confirmation link has expired: links work for 7 days. Join the list again on the artist's site to get a new one.",
      });
    }
  });

  it("never subscribes an address that unsubscribed after it was sent, and works once", async () => {
    const { list, token } = await joined("changed.mind@example.com", "Changed mind");
    clock.advance(60_000);
    await suppress(timed.context.db, timed.profile.id, "changed.mind@example.com", "unsubscribed", new Date(clock.now()));
    clock.advance(60_000);
    const refused = await post("confirm", token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe("confirm_link_withdrawn");
    expect(await suppressionOf(timed.context.db, timed.profile.id, "changed.mind@example.com")).toBe("unsubscribed");
    expect(await listConfirmedSubscribers(timed.context.db, timed.profile.id, list.id)).toEqual([]);

    const once = await joined("once@example.com", "Once");
    expect((await post("confirm", once.token)).statusCode).toBe(200);
    clock.advance(60_000);
    await suppress(timed.context.db, timed.profile.id, "once@example.com", "unsubscribed", new Date(clock.now()));
    const again = await post("confirm", once.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("confirm_link_used");
  });
});

describe("forged Host headers (issue 31)", () => {
  it("change no link in the confirmation email: it is on the artist's own address, or nothing is sent", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "Forged");
    const attempts: Record<string, string>[] = [
      { host: "localhost:1@evil.example" },
      { host: "localhost:3000/x" },
      { host: "evil.localhost:3000" },
      { host: "evil.example" },
      { host: "localhost:3000", "x-forwarded-host": "evil.example" },
      { host: "localhost:3000", "x-forwarded-host": "localhost:1@evil.example" },
    ];
    for (const [index, headers] of attempts.entries()) {
      const email = `forged${index}@example.com`;
      const response = await server.app.inject({
        method: "POST",
        url: "/api/public/email-lists/join",
        payload: { email, emailListId: list.id },
        headers,
        remoteAddress: `10.9.0.${index}`,
      });
      expect([200, 400, 421], JSON.stringify(headers)).toContain(response.statusCode);
      for (const message of mailTo(email)) {
        expect(`${message.text}${message.html}`).not.toContain("evil");
        for (const [link] of `${message.text}`.matchAll(/https?:\/\/\S+/g))
          expect(link).toMatch(/^http:\/\/test-artist\.localhost(:3000)?\//);
      }
    }
    // The one a proxy is not trusted to forward is believed as the plain localhost it came to.
    expect(mailTo("forged4@example.com")).toHaveLength(1);
  });
});
