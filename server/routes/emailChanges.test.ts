import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url, payload, headers, remoteAddress: `192.0.2.${++address % 250}` });
const ask = (token: string, newEmail: string, password = "correct horse battery") =>
  post("/api/accounts/me/email-change", { newEmail, password }, { authorization: `Bearer ${token}` });
const me = (token: string) => server.app.inject({ method: "GET", url: "/api/accounts/me", headers: { authorization: `Bearer ${token}` } });
const logIn = (email: string) => post("/api/sessions", { email, password: "correct horse battery" });

function linkTo(email: string, path: string): { subject: string; token: string } {
  const message = server.mail.filter((sent) => sent.to === email).at(-1);
  const token = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(message?.text ?? "")?.[1];
  if (!message || !token) throw new Error(`no ${path} link was mailed to ${email}`);
  return { subject: message.subject, token: decodeURIComponent(token) };
}
const unique = (name: string) => `${name}-${Date.now()}-${++address}@example.com`;

describe("a fan changes their email address (issue 35, item 2)", () => {
  it("takes effect only from the new address's link; the old address is told and can undo it for 7 days, which signs every device out", async () => {
    const fan = await createFan(server, server.profile.id);
    const newEmail = unique("new");
    const asked = await ask(fan.token, newEmail.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ checkEmail: true, email: newEmail });
    // Nothing changed yet.
    expect((await me(fan.token)).json().email).toBe(fan.account.email);

    const confirm = linkTo(newEmail, "/account/change-email");
    expect(confirm.subject).toBe(`Confirm your new email address for ${server.profile.name}`);
    expect((await post("/api/public/email-changes/check", { token: confirm.token })).json()).toEqual({
      oldEmail: fan.account.email,
      newEmail,
    });
    const confirmed = await post("/api/public/email-changes/confirm", { token: confirm.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await me(fan.token)).json().email).toBe(newEmail);
    expect((await logIn(newEmail)).statusCode).toBe(200);
    expect((await logIn(fan.account.email)).statusCode).toBe(401);
    expect((await post("/api/public/email-changes/confirm", { token: confirm.token })).json()).toMatchObject({ code: "email_change_used" });

    const undo = linkTo(fan.account.email, "/account/undo-email-change");
    expect(undo.subject).toBe(`Your email address for ${server.profile.name} was changed`);
    const [stored] = await server.context.db.query<{ undo_token_hash: string }>(
      "SELECT undo_token_hash FROM email_changes WHERE account_id = $1",
      [fan.account.id],
    );
    expect(stored?.undo_token_hash).toBe(hashToken(undo.token));
    const undone = await post("/api/public/email-changes/undo", { token: undo.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await me(fan.token)).statusCode).toBe(401);
    expect((await logIn(fan.account.email)).statusCode).toBe(200);
    expect((await post("/api/public/email-changes/undo", { token: undo.token })).json()).toMatchObject({ code: "email_change_used" });
  });

  it("asks for the current password, a real and new address, and refuses one another account has", async () => {
    const fan = await createFan(server, server.profile.id);
    const other = await createFan(server, server.profile.id);
    expect((await ask(fan.token, unique("x"), "not the password")).json()).toMatchObject({ code: "unauthorized" });
    expect((await ask(fan.token, "not-an-address")).json()).toMatchObject({ code: "bad_request", message: "Email is invalid" });
    expect((await ask(fan.token, fan.account.email)).json()).toMatchObject({ message: "This is already your email address." });
    expect((await post("/api/accounts/me/email-change", { newEmail: unique("x"), password: "correct horse battery" })).statusCode).toBe(
      401,
    );

    // Asking for a taken address tells nothing; its link, used, says it is taken.
    expect((await ask(fan.token, other.account.email)).statusCode).toBe(202);
    const confirm = linkTo(other.account.email, "/account/change-email");
    const taken = await post("/api/public/email-changes/confirm", { token: confirm.token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "email_taken" });
    expect((await me(fan.token)).json().email).toBe(fan.account.email);
  });

  it("refuses a confirmation past its 24 hours and an undo past its 7 days", async () => {
    const fan = await createFan(server, server.profile.id);
    const late = unique("late");
    await ask(fan.token, late);
    const confirm = linkTo(late, "/account/change-email");
    await server.context.db.query("UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(confirm.token),
    ]);
    expect((await post("/api/public/email-changes/confirm", { token: confirm.token })).json()).toMatchObject({
      code: "email_change_expired",
      message: "This link has expired: links to confirm a new address work for 24 hours. Ask for the change again on your account page.",
    });

    const next = unique("next");
    await ask(fan.token, next);
    await post("/api/public/email-changes/confirm", { token: linkTo(next, "/account/change-email").token });
    const undo = linkTo(fan.account.email, "/account/undo-email-change");
    await server.context.db.query("UPDATE email_changes SET undo_expires_at = now() - interval '1 second' WHERE undo_token_hash = $1", [
      hashToken(undo.token),
    ]);
    expect((await post("/api/public/email-changes/undo", { token: undo.token })).json()).toMatchObject({ code: "email_change_expired" });
    expect((await post("/api/public/email-changes/check", { token: "B".repeat(43) })).json()).toMatchObject({
      code: "email_change_invalid",
    });
  });

  it("limits how often a fan asks", async () => {
    const fan = await createFan(server, server.profile.id);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await ask(fan.token, unique(`many${i}`))).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
