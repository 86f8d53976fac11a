import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../security/tokens";
import { createFan, createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

let clientCounter = 0;
/** A client address of its own, so each test's asks are counted apart. */
const client = () => `203.0.113.${++clientCounter}`;

const post = (url: string, payload: object, remoteAddress = client()) => server.app.inject({ method: "POST", url, payload, remoteAddress });
const askReset = (email: string, remoteAddress?: string) => post("/api/public/password-resets", { email }, remoteAddress);
const askSignInLink = (email: string) => post("/api/public/sessions/email-link/request", { email, redirect: "/account" });
const check = (token: string) => post("/api/public/password-resets/check", { token });
const use = (token: string, password: string) => post("/api/public/password-resets/use", { token, password });
const logIn = (email: string, password: string) => post("/api/sessions", { email, password });
const me = (token: string) => server.app.inject({ method: "GET", url: "/api/accounts/me", headers: { authorization: `Bearer ${token}` } });

/** The last message to `email`, and the token of the link in it (`/reset-password/<token>` or `/signup/confirm/<token>`). */
function lastLinkTo(email: string, path: string): { subject: string; text: string; token: string } {
  const message = server.mail.filter((sent) => sent.to === email).at(-1);
  const token = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(message?.text ?? "")?.[1];
  if (!message || !token) throw new Error(`no ${path} link was mailed to ${email}`);
  return { subject: message.subject, text: message.text, token: decodeURIComponent(token) };
}

describe("Forgot password? (issue 35, item 1)", () => {
  it("mails a link from the artist that sets a new password once, ends every session of the account, and works once", async () => {
    const fan = await createFan(server, server.profile.id);
    const other = await createFan(server, server.profile.id, { email: `other-${Date.now()}@example.com` });
    const asked = await askReset(fan.account.email);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ checkEmail: true });

    const link = lastLinkTo(fan.account.email, "/reset-password");
    expect(link.subject).toBe(`Choose a new password for ${server.profile.name}`);
    expect(link.text).toContain("The link works once, for an hour.");
    expect(link.text).toContain("If you did not ask for this, ignore this email");
    const [stored] = await server.context.db.query<{ token_hash: string }>("SELECT token_hash FROM password_resets WHERE account_id = $1", [
      fan.account.id,
    ]);
    // Only the hash is kept.
    expect(stored?.token_hash).toBe(hashToken(link.token));

    expect((await check(link.token)).json()).toEqual({ email: fan.account.email, firstName: "Test" });
    // Checking changes nothing: the old password and the session still work.
    expect((await logIn(fan.account.email, "correct horse battery")).statusCode).toBe(200);
    expect((await me(fan.token)).statusCode).toBe(200);

    const set = await use(link.token, "a brand new tune 7");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ email: fan.account.email, firstName: "Test" });
    expect((await me(fan.token)).statusCode).toBe(401);
    expect((await logIn(fan.account.email, "correct horse battery")).statusCode).toBe(401);
    expect((await logIn(fan.account.email, "a brand new tune 7")).statusCode).toBe(200);
    // Another fan's session is not touched.
    expect((await me(other.token)).statusCode).toBe(200);

    const again = await use(link.token, "yet another tune 8");
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "password_reset_used", message: expect.stringContaining("already used") });
    expect((await logIn(fan.account.email, "yet another tune 8")).statusCode).toBe(401);
  });

  it("answers the same for an address without an account, and mails nothing", async () => {
    const fan = await createFan(server, server.profile.id);
    const known = await askReset(fan.account.email, client());
    const unknownAddress = `nobody-${Date.now()}@example.com`;
    const unknown = await askReset(unknownAddress, client());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(server.mail.filter((sent) => sent.to === unknownAddress)).toEqual([]);
    // Another artist's fan is not this artist's: nothing is mailed for them here.
    const theirs = await createFan(server, server.otherProfile.id);
    expect((await askReset(theirs.account.email, client())).statusCode).toBe(202);
    expect(server.mail.filter((sent) => sent.to === theirs.account.email)).toEqual([]);
  });

  it("refuses a link past its hour, a link never issued, and another artist's link", async () => {
    const fan = await createFan(server, server.profile.id);
    await askReset(fan.account.email, client());
    const link = lastLinkTo(fan.account.email, "/reset-password");
    await server.context.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(link.token),
    ]);
    const late = await use(link.token, "a brand new tune 7");
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: "password_reset_expired",
      message: "This link has expired: links to choose a password work for an hour. Ask for a new one.",
    });
    expect((await logIn(fan.account.email, "correct horse battery")).statusCode).toBe(200);

    const invented = await check("A".repeat(43));
    expect(invented.statusCode).toBe(404);
    expect(invented.json()).toMatchObject({ code: "password_reset_invalid" });
    expect((await check("not a token")).statusCode).toBe(404);

    await askReset(fan.account.email, client());
    const fresh = lastLinkTo(fan.account.email, "/reset-password");
    const elsewhere = await post(`/api/public/password-resets/check?profileId=${server.otherProfile.id}`, { token: fresh.token });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("judges the new password as sign-up does, and keeps the link usable after a refusal", async () => {
    const fan = await createFan(server, server.profile.id);
    await askReset(fan.account.email, client());
    const link = lastLinkTo(fan.account.email, "/reset-password");
    const short = await use(link.token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: "password_too_short", errors: [{ pointer: "/body/password" }] });
    expect((await use(link.token, "password123")).json()).toMatchObject({ code: "weak_password" });
    expect((await use(link.token, "a brand new tune 7")).statusCode).toBe(200);
  });

  it("a link sent before the account's address changed sets nothing", async () => {
    const fan = await createFan(server, server.profile.id);
    await askReset(fan.account.email, client());
    const link = lastLinkTo(fan.account.email, "/reset-password");
    await server.context.db.query("UPDATE accounts SET email = $1 WHERE id = $2", [`moved-${Date.now()}@example.com`, fan.account.id]);
    expect((await use(link.token, "a brand new tune 7")).json()).toMatchObject({ code: "password_reset_invalid" });
  });

  it("a link opened on another artist's address is sent to its own", async () => {
    const fan = await createFan(server, server.profile.id);
    await askReset(fan.account.email, client());
    const link = lastLinkTo(fan.account.email, "/reset-password");
    const url = `/reset-password/${encodeURIComponent(link.token)}`;
    const elsewhere = await server.app.inject({ method: "GET", url, headers: { host: OTHER_ARTIST_DOMAIN } });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toMatch(new RegExp(`^http://[^/]+${url.replace(/[?]/g, "\\?")}$`));
    expect(elsewhere.headers.location).not.toContain(OTHER_ARTIST_DOMAIN);
  });

  it("limits asks per address and per client", async () => {
    const fan = await createFan(server, server.profile.id);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await askReset(fan.account.email, client())).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    expect(server.mail.filter((sent) => sent.to === fan.account.email)).toHaveLength(5);

    const sameClient = client();
    const byClient: number[] = [];
    for (let i = 0; i < 21; i++) byClient.push((await askReset(`someone-${i}-${Date.now()}@example.com`, sameClient)).statusCode);
    expect(byClient.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(byClient[20]).toBe(429);
  });
});

describe("Email me a sign-in link (issue 35, item 1)", () => {
  it("mails a link that signs the fan in once, for an hour, and answers the same for an unknown address", async () => {
    const fan = await createFan(server, server.profile.id);
    const asked = await askSignInLink(fan.account.email);
    expect(asked.statusCode).toBe(202);
    const unknownAddress = `nobody-${Date.now()}@example.com`;
    const unknown = await askSignInLink(unknownAddress);
    expect(unknown.body).toBe(asked.body);
    expect(server.mail.filter((sent) => sent.to === unknownAddress)).toEqual([]);

    const link = lastLinkTo(fan.account.email, "/signup/confirm");
    expect(link.subject).toBe(`Your sign-in link for ${server.profile.name}`);
    expect(link.text).toContain("?redirect=%2Faccount");
    const signedIn = await post("/api/public/sessions/email-link", { token: link.token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await me(signedIn.json().token)).json()).toMatchObject({ id: fan.account.id });
    expect((await post("/api/public/sessions/email-link", { token: link.token })).json()).toMatchObject({ code: "email_link_used" });

    await askSignInLink(fan.account.email);
    const late = lastLinkTo(fan.account.email, "/signup/confirm");
    await server.context.db.query("UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(late.token),
    ]);
    expect((await post("/api/public/sessions/email-link", { token: late.token })).json()).toMatchObject({
      code: "email_link_expired",
      message: "This sign-in link has expired: it works for an hour. Ask for a new one on the login page, or log in with your password.",
    });
  });
});
