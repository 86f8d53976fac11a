import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_RULES } from "../http/rateLimits";
import { addSoftPasskey, type SoftPasskey } from "../testing/passkeyTesting";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { enrolTwoFactor, STEP_MS } from "../testing/twoFactorTesting";
import { manualClock } from "../time/clock";

const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
}, 60_000);
afterAll(() => server.close());

let address = 0;
const post = (url: string, payload: object = {}) =>
  server.app.inject({ method: "POST", url: `/api/editor/sessions${url}`, payload, remoteAddress: `198.18.3.${++address}` });
type RequestOptions = { challenge: string; rpId: string; allowCredentials?: { id: string }[]; userVerification: string };
async function optionsOf(response: Awaited<ReturnType<typeof post>>): Promise<RequestOptions> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { options: RequestOptions }).options;
}

/** An editor with two-step sign-in on and a passkey, and a way to get the password's challenge. */
async function enrolled() {
  const made = await createTestEditor(server, server.profile.id, "editor");
  await enrolTwoFactor(server, { profileId: server.profile.id, headers: made.headers });
  clock.advance(STEP_MS);
  const { passkey } = await addSoftPasskey(server, { headers: made.headers });
  const passwordChallenge = async () => {
    const logIn = await post("", { email: made.editor.email, password: "editor password" });
    return (logIn.json() as { secondStep: { challenge: string } }).secondStep.challenge;
  };
  return { ...made, passkey, passwordChallenge };
}

async function meOf(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
  const { token } = response.json() as { token: string };
  return (await server.app.inject({ method: "GET", url: "/api/editor/me", headers: { authorization: `Bearer ${token}` } })).json();
}

const secondStep = async (challenge: string, passkey: SoftPasskey, answer = {}) => {
  const options = await optionsOf(await post("/second-step/passkey-options", { challenge }));
  return post("/second-step/passkey", { challenge, credential: passkey.signIn(options, answer) });
};

describe("a passkey as the second step of a studio sign-in (issue 35, item 7)", () => {
  it("opens the session in place of the code, offering only the editor's own passkeys, and records its use", async () => {
    const editor = await enrolled();
    const challenge = await editor.passwordChallenge();
    const options = await optionsOf(await post("/second-step/passkey-options", { challenge }));
    expect(options.allowCredentials?.map((each) => each.id)).toEqual([editor.passkey.credentialId]);
    const signedIn = await post("/second-step/passkey", { challenge, credential: editor.passkey.signIn(options) });
    expect(await meOf(signedIn)).toMatchObject({ id: editor.editor.id });
    // The password's challenge is used up with it.
    expect((await post("/second-step/passkey-options", { challenge })).json()).toMatchObject({ code: "two_factor_challenge_invalid" });
    const listed = await server.app.inject({
      method: "GET",
      url: `/api/profiles/${server.profile.id}/account/passkeys`,
      headers: editor.headers,
    });
    expect((listed.json() as { passkeys: { lastUsedAt: string | null }[] }).passkeys[0]?.lastUsedAt).toBe(
      new Date(clock.now()).toISOString(),
    );
  });

  it("refuses another editor's passkey, a passkey answer given twice, and a counter that went back", async () => {
    const editor = await enrolled();
    const other = await enrolled();
    const refused = await secondStep(await editor.passwordChallenge(), other.passkey);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "passkey_invalid", reason: "unknown" });

    const challenge = await editor.passwordChallenge();
    const options = await optionsOf(await post("/second-step/passkey-options", { challenge }));
    const answer = editor.passkey.signIn(options);
    expect((await post("/second-step/passkey", { challenge, credential: answer })).statusCode).toBe(200);
    const replayed = await post("/second-step/passkey", { challenge: await editor.passwordChallenge(), credential: answer });
    expect(replayed.statusCode).toBe(404);
    expect(replayed.json()).toMatchObject({ code: "passkey_challenge_invalid" });

    // The soft authenticator has sent 2 so far; a copy of it sending 1 again is refused.
    const cloned = await secondStep(await editor.passwordChallenge(), editor.passkey, { counter: 1 });
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json()).toMatchObject({ code: "passkey_invalid", reason: "counter" });
    expect((await secondStep(await editor.passwordChallenge(), editor.passkey, { counter: 50 })).statusCode).toBe(200);
  });

  it("refuses a passkey challenge older than 5 minutes, one made for a sign-in without a password, and a forged signature", async () => {
    const editor = await enrolled();
    const challenge = await editor.passwordChallenge();
    const options = await optionsOf(await post("/second-step/passkey-options", { challenge }));
    clock.advance(5 * 60_000 + 1);
    const late = await post("/second-step/passkey", {
      challenge: await editor.passwordChallenge(),
      credential: editor.passkey.signIn(options),
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "passkey_challenge_expired" });

    const fresh = await editor.passwordChallenge();
    const signInOptions = await optionsOf(await post("/passkey-options"));
    const crossed = await post("/second-step/passkey", { challenge: fresh, credential: editor.passkey.signIn(signInOptions) });
    expect(crossed.json()).toMatchObject({ code: "passkey_challenge_invalid" });

    const forgedOptions = await optionsOf(await post("/second-step/passkey-options", { challenge: fresh }));
    const forged = editor.passkey.signIn(forgedOptions);
    const signature = Buffer.from(forged.response.signature, "base64url");
    signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 1, signature.length - 1);
    const tampered = { ...forged, response: { ...forged.response, signature: signature.toString("base64url") } };
    expect((await post("/second-step/passkey", { challenge: fresh, credential: tampered })).json()).toMatchObject({
      code: "passkey_invalid",
      reason: "wrong",
    });
  });

  it("answers 409 when the editor has no passkey, so the studio asks for the code", async () => {
    const made = await createTestEditor(server, server.profile.id, "editor");
    await enrolTwoFactor(server, { profileId: server.profile.id, headers: made.headers });
    const logIn = await post("", { email: made.editor.email, password: "editor password" });
    const { challenge } = (logIn.json() as { secondStep: { challenge: string } }).secondStep;
    expect((await post("/second-step/passkey-options", { challenge })).json()).toMatchObject({ code: "passkey_state", reason: "none" });
  });
});

describe("signing in with a passkey alone (issue 35, item 7)", () => {
  it("names no passkey in the options, requires user verification, and opens the session of the passkey's editor", async () => {
    const editor = await enrolled();
    const options = await optionsOf(await post("/passkey-options"));
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    expect(await meOf(await post("/passkey", { credential: editor.passkey.signIn(options) }))).toMatchObject({ id: editor.editor.id });

    const unverified = await post("/passkey", {
      credential: editor.passkey.signIn(await optionsOf(await post("/passkey-options")), { userVerified: false }),
    });
    expect(unverified.json()).toMatchObject({ code: "passkey_invalid", reason: "wrong" });
  });

  it("refuses a removed passkey and a challenge given for the second step", async () => {
    const made = await createTestEditor(server, server.profile.id, "editor");
    const { passkey, id } = await addSoftPasskey(server, { headers: made.headers });
    await server.app.inject({ method: "DELETE", url: `/api/profiles/${server.profile.id}/account/passkeys/${id}`, headers: made.headers });
    const removed = await post("/passkey", { credential: passkey.signIn(await optionsOf(await post("/passkey-options"))) });
    expect(removed.json()).toMatchObject({ code: "passkey_invalid", reason: "unknown" });

    const editor = await enrolled();
    const secondStepOptions = await optionsOf(await post("/second-step/passkey-options", { challenge: await editor.passwordChallenge() }));
    expect((await post("/passkey", { credential: editor.passkey.signIn(secondStepOptions) })).json()).toMatchObject({
      code: "passkey_challenge_invalid",
    });
  });

  it("counts every answer per passkey, right or wrong, and refuses past the limit with 429 before looking at it", async () => {
    const editor = await enrolled();
    const limit = RATE_RULES.passkey.account.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      // A made-up challenge: each answer is refused, yet counted.
      statuses.push((await post("/passkey", { credential: editor.passkey.signIn({ challenge: `guess-${i}` }) })).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const options = await optionsOf(await post("/passkey-options"));
    expect((await post("/passkey", { credential: editor.passkey.signIn(options) })).json()).toMatchObject({ code: "rate_limited" });
  });
});
