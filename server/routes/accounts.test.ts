import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordDerivations } from "../security/passwords";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
/** What the server logged, one JSON line each: the owner of an address registered twice is told through it for now. */
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await createTestServer("pglite", {
    logger: { level: "warn", stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
  });
}, 60_000);
afterAll(() => server.close());

let counter = 0;
const uniqueEmail = () => `person${++counter}@example.com`;
// Each call comes from its own address, so the per-address limits only bite where a test means them to.
const uniqueAddress = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;
const register = (payload: Record<string, unknown>, remoteAddress = uniqueAddress()) =>
  server.app.inject({ method: "POST", url: "/api/public/accounts", payload, remoteAddress });
const login = (payload: Record<string, unknown>, remoteAddress = uniqueAddress()) =>
  server.app.inject({ method: "POST", url: "/api/sessions", payload, remoteAddress });
const openLink = (what: "check" | "", token: string) =>
  server.app.inject({ method: "POST", url: `/api/public/sessions/email-link${what ? `/${what}` : ""}`, payload: { token } });
/** The token of the link in a registration's email. */
function linkTokenOf(text: string | undefined): string {
  const token = /\/signup\/confirm\/([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return token;
}
/** Registers, and signs in by the emailed link: the session and account a new fan ends with. */
async function signUp(payload: Record<string, unknown>): Promise<{ token: string; account: { id: string } }> {
  expect((await register(payload)).statusCode).toBe(202);
  const sent = server.mail.filter((message) => message.to === String(payload.email).trim().toLowerCase()).at(-1);
  const answer = await openLink("", linkTokenOf(sent?.text));
  expect(answer.statusCode).toBe(200);
  return answer.json();
}
const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: uniqueEmail(),
  password: "analytical engine",
  ...overrides,
});

describe("POST /public/accounts", () => {
  it("registers a fan with trimmed names and a trimmed, lowercased email, answers 'check your email', and the emailed link signs them in once", async () => {
    const response = await register({
      firstName: "  Ada ",
      lastName: " Lovelace  ",
      email: "  ADA.L@Example.COM ",
      password: "analytical engine",
      redirect: "/membership/checkout?membershipTierId=t1",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ checkEmail: true });
    // No account until the address is proven: logging in with the new password tells nothing yet.
    const accountOf = async () =>
      (
        await server.context.db.query<{ id: string; password_hash: string; email_confirmed_at: unknown }>(
          "SELECT id, password_hash, email_confirmed_at FROM accounts WHERE email = 'ada.l@example.com'",
        )
      )[0];
    expect(await accountOf()).toBeUndefined();
    expect((await login({ email: "ada.l@example.com", password: "analytical engine" })).json().code).toBe("unauthorized");

    const [message, ...more] = server.mail.filter((sent) => sent.to === "ada.l@example.com");
    expect(more).toEqual([]);
    expect(message).toMatchObject({ fromName: server.profile.name, subject: `Finish creating your account at ${server.profile.name}` });
    expect(message?.text).toMatch(/\/signup\/confirm\/[A-Za-z0-9_-]{43}\?redirect=%2Fmembership%2Fcheckout%3FmembershipTierId%3Dt1$/m);
    const token = linkTokenOf(message?.text);

    const checked = await openLink("check", token);
    expect(checked.json()).toEqual({ email: "ada.l@example.com", firstName: "Ada" });
    const signedIn = await openLink("", token);
    expect(signedIn.statusCode).toBe(200);
    const stored = await accountOf();
    expect(stored?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored?.email_confirmed_at).not.toBeNull();
    expect(signedIn.json().account).toEqual({
      id: stored?.id,
      profileId: server.profile.id,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.l@example.com",
      membership: { membershipTierId: null },
    });
    const me = await server.app.inject({ url: "/api/accounts/me", headers: { authorization: `Bearer ${signedIn.json().token}` } });
    expect(me.json().email).toBe("ada.l@example.com");
    expect((await login({ email: "ada.l@example.com", password: "analytical engine" })).statusCode).toBe(200);
    // Once: a forwarded or found link signs no one in again.
    const again = await openLink("", token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("email_link_used");
    expect((await openLink("", "x".repeat(43))).json().code).toBe("email_link_invalid");
  });

  it.each([
    [{ firstName: "A".repeat(26) }, "First name is too long"],
    [{ firstName: "R2-D2" }, "First name is invalid"],
    [{ firstName: "   " }, "First name is invalid"],
    [{ lastName: "L".repeat(26) }, "Last name is too long"],
    [{ lastName: "O'Brien!" }, "Last name is invalid"],
    [{ email: `${"e".repeat(250)}@example.com` }, "Email is too long"],
    [{ email: "not an email" }, "Email is invalid"],
    [{ email: "   " }, "Email is invalid"],
    [{ password: "1234567" }, "Password is too short, should be at least 8 characters"],
  ])("refuses %o with SPEC's message", async (overrides, message) => {
    const response = await register(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("makes the account from the attempt whose link is used; the other attempts' links are spent", async () => {
    const email = uniqueEmail();
    await register(registration({ email, firstName: "Eve", password: "eves pass phrase" }));
    await register(registration({ email, firstName: "Ada", password: "adas pass phrase" }));
    const [eves, adas] = server.mail.filter((message) => message.to === email).map((message) => linkTokenOf(message.text));
    const signedIn = await openLink("", adas ?? "");
    expect(signedIn.json().account.firstName).toBe("Ada");
    const spent = await openLink("", eves ?? "");
    expect(spent.statusCode).toBe(410);
    expect(spent.json().code).toBe("email_link_used");
    expect((await login({ email, password: "eves pass phrase" })).statusCode).toBe(401);
    expect((await login({ email, password: "adas pass phrase" })).statusCode).toBe(200);
  });

  it("accepts names with letters of any script and spaces", async () => {
    const response = await register(registration({ firstName: "Zoë Anne", lastName: "Müller" }));
    expect(response.statusCode).toBe(202);
  });

  it("answers a registration of a taken address exactly as a new one, opens nothing, and emails the owner a link that signs them in", async () => {
    const email = uniqueEmail();
    const first = await register(registration({ email }));
    await openLink("", linkTokenOf(server.mail.filter((message) => message.to === email)[0]?.text));
    const again = await register(registration({ email: email.toUpperCase(), firstName: "Eve", password: "another pass phrase" }));
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const [owner] = await server.context.db.query<{ id: string; first_name: string }>(
      "SELECT id, first_name FROM accounts WHERE email = $1",
      [email],
    );
    expect(owner?.first_name).toBe("Ada");
    expect(logLines).toContainEqual(
      expect.objectContaining({ notice: "repeated-registration", profileId: server.profile.id, accountId: owner?.id }),
    );
    // The owner is told by email at their own address, with a link that signs them in; the log line names no address.
    const [, told] = server.mail.filter((message) => message.to === email);
    expect(told?.subject).toBe(`Someone tried to sign up at ${server.profile.name} with your address`);
    expect(told?.text).toMatch(/log in at http:\/\/[^/]+\/login\./);
    const signedIn = await openLink("", linkTokenOf(told?.text));
    expect(signedIn.json().account).toMatchObject({ id: owner?.id, firstName: "Ada" });
    // Eve's password opens nothing.
    expect((await login({ email, password: "another pass phrase" })).statusCode).toBe(401);
    expect(JSON.stringify(logLines)).not.toContain(email);
    const elsewhere = await register(registration({ email, profileId: server.otherProfile.id }));
    expect(elsewhere.statusCode).toBe(202);
    const [theirs] = await server.context.db.query<{ profile_id: string }>(
      "SELECT profile_id FROM pending_registrations WHERE email = $1 AND profile_id = $2",
      [email, server.otherProfile.id],
    );
    expect(theirs?.profile_id).toBe(server.otherProfile.id);
  });

  it.each(["password", "Password1", "iloveyou", "qwertyuiop", "11111111"])("refuses the common password %s", async (password) => {
    const response = await register(registration({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "weak_password",
      reason: "common",
      message: "This password is one of the most common ones and easy to guess. Choose another.",
      errors: [{ pointer: "/body/password", rule: "commonPassword", message: expect.any(String) }],
    });
  });

  it.each([64, 200])("accepts a password of %i characters, and logs in with it", async (length) => {
    const password = "long pass phrase ".repeat(20).slice(0, length);
    const email = uniqueEmail();
    await signUp(registration({ email, password }));
    expect((await login({ email, password })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown profile", async () => {
    const response = await register(registration({ profileId: "no-such-artist" }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", reason: "profile", message: "Profile not found." });
  });
});

describe("POST /sessions and DELETE /sessions", () => {
  it("logs in with the registered credentials (email in any case), and logs out so the token stops working", async () => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    const response = await login({ email: ` ${email.toUpperCase()} `, password: "analytical engine" });
    expect(response.statusCode).toBe(200);
    const { token, account } = response.json();
    expect(account.email).toBe(email);
    const headers = { authorization: `Bearer ${token}` };
    expect((await server.app.inject({ url: "/api/accounts/me", headers })).statusCode).toBe(200);
    const out = await server.app.inject({ method: "DELETE", url: "/api/sessions", headers });
    expect(out.json()).toEqual({ ok: true });
    expect((await server.app.inject({ url: "/api/accounts/me", headers })).statusCode).toBe(401);
  });

  it("gives a wrong password and an unknown email the same answer", async () => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    const wrongPassword = await login({ email, password: "wrong password" });
    const unknownEmail = await login({ email: uniqueEmail(), password: "wrong password" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({ code: "unauthorized", reason: "wrongCredentials", message: "Email or password is incorrect." });
  });

  it("refuses an empty password with 'Password is required'", async () => {
    const response = await login({ email: uniqueEmail(), password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password is required");
  });

  it("does not log a fan of one artist in to another", async () => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    const response = await login({ email, password: "analytical engine", profileId: server.otherProfile.id });
    expect(response.statusCode).toBe(401);
  });

  it("needs a token to log out", async () => {
    expect((await server.app.inject({ method: "DELETE", url: "/api/sessions" })).statusCode).toBe(401);
  });
});

describe("GET /public/accounts/me and GET /accounts/me", () => {
  it.each(["/api/public/accounts/me", "/api/accounts/me"])("%s: the user for their token, 401 without one", async (path) => {
    const { token, account } = await signUp(registration());
    const mine = await server.app.inject({ url: `${path}?profileId=${server.profile.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(mine.json()).toEqual(account);
    expect((await server.app.inject({ url: path })).statusCode).toBe(401);
    expect((await server.app.inject({ url: path, headers: { authorization: "Bearer not-a-real-token-at-all" } })).statusCode).toBe(401);
  });

  it("refuses a fan's token on another artist's site", async () => {
    const { token } = await signUp(registration());
    const response = await server.app.inject({
      url: `/api/accounts/me?profileId=${server.otherProfile.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("You are logged in to another artist's site. Log in here to do this.");
  });
});

describe("rate limits on login and registration", () => {
  it("after 8 failures for one email, answers 429 with Retry-After, even with the right password", async () => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    for (let i = 0; i < 8; i++) {
      expect((await login({ email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email, password: "analytical engine" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it("after 30 failures from one address at one artist, refuses that address there for every email, and nowhere else", async () => {
    const remoteAddress = "203.0.113.7";
    const attempt = (profileId: string, address = remoteAddress) =>
      server.app.inject({
        method: "POST",
        url: "/api/sessions",
        remoteAddress: address,
        payload: { email: uniqueEmail(), password: "guess", profileId },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(server.profile.id)).statusCode).toBe(401);
    expect((await attempt(server.profile.id)).statusCode).toBe(429);
    // Another artist's fans behind the same address, and this artist's fans elsewhere, are not locked out.
    expect((await attempt(server.otherProfile.id)).statusCode).toBe(401);
    expect((await attempt(server.profile.id, "203.0.113.8")).statusCode).toBe(401);
  });

  it("limits registrations per address: 10 an hour", async () => {
    const remoteAddress = "203.0.113.9";
    for (let i = 0; i < 10; i++) {
      const response = await server.app.inject({ method: "POST", url: "/api/public/accounts", remoteAddress, payload: registration() });
      expect(response.statusCode).toBe(202);
    }
    const blocked = await server.app.inject({ method: "POST", url: "/api/public/accounts", remoteAddress, payload: registration() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("rate_limited");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("a burst of wrong passwords", () => {
  const burst = (count: number, payload: () => Record<string, unknown>, remoteAddress: (i: number) => string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        server.app.inject({ method: "POST", url: "/api/sessions", remoteAddress: remoteAddress(i), payload: payload() }),
      ),
    );

  it.each([50, 200])("of %i at once, for one account from one address, has at most 8 evaluated", async (count) => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    const before = passwordDerivations();
    const answers = await burst(
      count,
      () => ({ email, password: "wrong guess" }),
      () => "198.51.100.1",
    );
    const evaluated = passwordDerivations() - before;
    expect(evaluated).toBeLessThanOrEqual(8);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(evaluated);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(count - evaluated);
    // The right password waits too: the account is locked, whatever the address.
    expect((await login({ email, password: "analytical engine" })).statusCode).toBe(429);
    await server.context.db.query("DELETE FROM auth_failures");
  });

  it("of 200 at once for one account from 200 addresses, has at most 8 evaluated", async () => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    const before = passwordDerivations();
    await burst(
      200,
      () => ({ email, password: "wrong guess" }),
      (i) => `198.51.101.${i}`,
    );
    expect(passwordDerivations() - before).toBeLessThanOrEqual(8);
    await server.context.db.query("DELETE FROM auth_failures");
  });

  it("of 200 at once from one address for 200 accounts, has at most 30 evaluated", async () => {
    const before = passwordDerivations();
    await burst(
      200,
      () => ({ email: uniqueEmail(), password: "wrong guess" }),
      () => "198.51.102.1",
    );
    expect(passwordDerivations() - before).toBeLessThanOrEqual(30);
    await server.context.db.query("DELETE FROM auth_failures");
  });

  it("does not keep the owner out: a correct password from a browser that logged in before gets through the lock", async () => {
    const email = uniqueEmail();
    await signUp(registration({ email }));
    // The owner logged in once from their browser, which now carries the device cookie.
    const first = await login({ email, password: "analytical engine" }, "192.0.2.50");
    const device = first.cookies.find((cookie) => cookie.name === "backline_device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
    // Someone else locks the account, and the owner's address.
    await burst(
      40,
      () => ({ email, password: "wrong guess" }),
      () => "192.0.2.50",
    );
    expect((await login({ email, password: "analytical engine" }, "192.0.2.50")).statusCode).toBe(429);
    const fromTheirBrowser = await server.app.inject({
      method: "POST",
      url: "/api/sessions",
      remoteAddress: "192.0.2.50",
      cookies: { backline_device: device?.value ?? "" },
      payload: { email, password: "analytical engine" },
    });
    expect(fromTheirBrowser.statusCode).toBe(200);
    // A made-up device cookie does not.
    const madeUp = await server.app.inject({
      method: "POST",
      url: "/api/sessions",
      remoteAddress: "192.0.2.50",
      cookies: { backline_device: "A".repeat(43) },
      payload: { email, password: "analytical engine" },
    });
    expect(madeUp.statusCode).toBe(429);
    await server.context.db.query("DELETE FROM auth_failures");
  });
});

describe("editors", () => {
  it("log in at /editor/sessions and read themselves at /editor/me; fans cannot", async () => {
    const { editor } = await createTestEditor(server, server.profile.id);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/editor/sessions",
      payload: { email: editor.email, password: "editor password" },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const me = await server.app.inject({ url: "/api/editor/me", headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toEqual(editor);
    const fan = registration();
    await register(fan);
    const fanToken = (await login({ email: fan.email, password: fan.password })).json().token;
    expect((await server.app.inject({ url: "/api/editor/me", headers: { authorization: `Bearer ${fanToken}` } })).statusCode).toBe(401);
    const wrong = await server.app.inject({
      method: "POST",
      url: "/api/editor/sessions",
      payload: { email: editor.email, password: "nope" },
    });
    expect(wrong.json()).toEqual({ code: "unauthorized", reason: "wrongCredentials", message: "Email or password is incorrect." });
  });
});
