import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { enrolTwoFactor, STEP_MS } from "../testing/twoFactorTesting";
import { manualClock } from "../time/clock";
import { CODE_ALLOWANCE } from "../twoFactor/checkSecondFactor";
import { totpCodeAt } from "../twoFactor/totp";

const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
}, 60_000);
afterAll(() => server.close());

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url, payload, headers, remoteAddress: `198.18.1.${++address}` });

/** An editor with two-step sign-in on, and their password's first step. */
async function enrolled() {
  const made = await createTestEditor(server, server.profile.id, "editor");
  const enrolment = await enrolTwoFactor(server, { profileId: server.profile.id, headers: made.headers });
  clock.advance(STEP_MS);
  const logIn = (headers: Record<string, string> = {}) =>
    post("/api/editor/sessions", { email: made.editor.email, password: "editor password" }, headers);
  return { ...made, ...enrolment, logIn };
}

async function challengeOf(response: Awaited<ReturnType<typeof post>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { secondStep?: { challenge: string }; token?: string };
  expect(body.token).toBeUndefined();
  return body.secondStep?.challenge ?? "";
}

const secondStep = (challenge: string, code: string, extra: object = {}, headers: Record<string, string> = {}) =>
  post("/api/editor/sessions/second-step", { challenge, code, ...extra }, headers);

describe("signing in to the studio with two-step sign-in on (issue 35, item 7)", () => {
  it("opens no session with the password alone; the app's code does, once: the same code again is refused as used", async () => {
    const editor = await enrolled();
    const challenge = await challengeOf(await editor.logIn());
    const code = totpCodeAt(editor.secret, clock.now());
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json() as { token: string };
    const me = await server.app.inject({ method: "GET", url: "/api/editor/me", headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ id: editor.editor.id });

    // Replay: the same code, within its window, on a fresh challenge.
    const again = await secondStep(await challengeOf(await editor.logIn()), code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "two_factor_code_invalid", reason: "used" });
    // An earlier step's code, still within the drift allowed, is refused too: steps only move forward.
    expect(
      (await secondStep(await challengeOf(await editor.logIn()), totpCodeAt(editor.secret, clock.now() - STEP_MS))).json(),
    ).toMatchObject({
      reason: "used",
    });
  });

  it("refuses a wrong code, and a challenge that is unknown, used up or older than 5 minutes", async () => {
    const editor = await enrolled();
    const challenge = await challengeOf(await editor.logIn());
    const wrong = await secondStep(challenge, totpCodeAt(editor.secret, clock.now() + 10 * STEP_MS));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "two_factor_code_invalid", reason: "wrong" });
    // A code of two steps ago has expired (a step either side is taken for a phone's clock, no more).
    expect((await secondStep(challenge, totpCodeAt(editor.secret, clock.now() - 2 * STEP_MS))).json()).toMatchObject({ reason: "wrong" });
    expect((await secondStep(challenge, "12345")).json()).toMatchObject({ reason: "wrong" });
    expect((await secondStep(challenge, "abcde-fghjk")).json()).toMatchObject({ reason: "recovery" });

    const unknown = await secondStep("A".repeat(43), totpCodeAt(editor.secret, clock.now()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "two_factor_challenge_invalid" });

    clock.advance(5 * 60_000);
    const late = await secondStep(challenge, totpCodeAt(editor.secret, clock.now()));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "two_factor_challenge_expired", message: expect.stringContaining("5 minutes") });

    const fresh = await challengeOf(await editor.logIn());
    expect((await secondStep(fresh, totpCodeAt(editor.secret, clock.now()))).statusCode).toBe(200);
    clock.advance(STEP_MS);
    // A challenge that opened a session opens no other.
    expect((await secondStep(fresh, totpCodeAt(editor.secret, clock.now()))).statusCode).toBe(404);
  });

  it("takes each recovery code once, case and dash aside", async () => {
    const editor = await enrolled();
    const [first] = editor.recoveryCodes;
    expect(editor.recoveryCodes).toHaveLength(10);
    expect(new Set(editor.recoveryCodes).size).toBe(10);
    const typed = (first as string).toUpperCase().replace("-", " ");
    expect((await secondStep(await challengeOf(await editor.logIn()), typed)).statusCode).toBe(200);
    const twice = await secondStep(await challengeOf(await editor.logIn()), first as string);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: "two_factor_code_invalid", reason: "recovery" });
    // Stored only as hashes.
    const stored = await server.context.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM editor_recovery_codes WHERE editor_id = $1",
      [editor.editor.id],
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(editor.recoveryCodes).not.toContain(row.code_hash);
  });

  it(`waits after ${CODE_ALLOWANCE} wrong codes: even the right one is then refused with 429 until the wait is over`, async () => {
    const editor = await enrolled();
    const challenge = await challengeOf(await editor.logIn());
    for (let i = 0; i < CODE_ALLOWANCE; i++) expect((await secondStep(challenge, "000000")).statusCode).toBe(400);
    const blocked = await secondStep(challenge, totpCodeAt(editor.secret, clock.now()));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("skips the step for 30 days in a browser remembered at sign-in, in that browser only, and not after a new password", async () => {
    const editor = await enrolled();
    const challenge = await challengeOf(await editor.logIn());
    const remembered = await secondStep(challenge, totpCodeAt(editor.secret, clock.now()), { rememberDevice: true });
    expect(remembered.statusCode).toBe(200);
    const cookie = remembered.cookies.find((c) => c.name === "backline_studio_device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", maxAge: 30 * 86_400 });
    const device = { cookie: `backline_studio_device=${cookie?.value}` };

    const skipped = await editor.logIn(device);
    expect(skipped.json()).toMatchObject({ token: expect.any(String), editor: { id: editor.editor.id } });
    // Another browser still gets the step.
    await challengeOf(await editor.logIn());
    // Another editor's sign-in in the same browser still gets it too.
    const other = await enrolled();
    await challengeOf(await other.logIn(device));

    clock.advance(30 * 86_400_000 - 60_000);
    expect((await editor.logIn(device)).json()).toHaveProperty("token");
    clock.advance(60_000);
    await challengeOf(await editor.logIn(device));
  });

  it("forgets remembered browsers when the password is set anew through a link", async () => {
    const editor = await enrolled();
    const challenge = await challengeOf(await editor.logIn());
    const remembered = await secondStep(challenge, totpCodeAt(editor.secret, clock.now()), { rememberDevice: true });
    const device = { cookie: `backline_studio_device=${remembered.cookies.find((c) => c.name === "backline_studio_device")?.value}` };
    expect((await editor.logIn(device)).json()).toHaveProperty("token");

    await post("/api/editor/password-resets", { email: editor.editor.email });
    const mailed = server.mail.filter((message) => message.to === editor.editor.email).at(-1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mailed?.text ?? "")?.[1] ?? "";
    expect((await post("/api/editor/password-links/use", { token, password: "editor password" })).statusCode).toBe(200);
    await challengeOf(await editor.logIn(device));
  });

  it("opens the studio's cookie session for the studio, as a password alone did", async () => {
    const editor = await enrolled();
    const studio = { "x-backline-studio": "1" };
    const challenge = await challengeOf(await editor.logIn(studio));
    const signedIn = await secondStep(challenge, totpCodeAt(editor.secret, clock.now()), {}, studio);
    expect(signedIn.json()).toEqual({ editor: expect.objectContaining({ id: editor.editor.id }) });
    expect(signedIn.cookies.find((c) => c.name === "backline_studio")).toMatchObject({ httpOnly: true });
  });
});
