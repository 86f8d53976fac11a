import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { enrolTwoFactor, STEP_MS } from "../testing/twoFactorTesting";
import { manualClock } from "../time/clock";
import { totpCodeAt } from "../twoFactor/totp";

const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
}, 60_000);
afterAll(() => server.close());

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url: `/api/profiles/${server.profile.id}${url}`, headers, ...(payload ? { payload } : {}) });
const lastMailTo = (email: string) => server.mail.filter((message) => message.to === email).at(-1);

describe("an editor's two-step sign-in in the studio (issue 35, item 7)", () => {
  it("shows a new secret once as a QR code and text, keeps it sealed, and turns on with a code from it, giving ten recovery codes", async () => {
    const { editor, headers } = await createTestEditor(server, server.profile.id, "editor");
    expect((await call("POST", "/account/two-factor/confirm", headers, { code: "123456" })).json()).toMatchObject({
      code: "two_factor_state",
      reason: "notStarted",
    });
    const setup = await call("POST", "/account/two-factor/setup", headers);
    const { secret, otpauthUrl, qrCode } = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(editor.email));
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1] as string, "base64").toString()).toContain("<svg");
    const [stored] = await server.context.db.query<{ sealed_secret: string }>(
      "SELECT sealed_secret FROM editor_two_factor WHERE editor_id = $1",
      [editor.id],
    );
    expect(stored?.sealed_secret).not.toContain(secret);

    const wrong = await call("POST", "/account/two-factor/confirm", headers, { code: totpCodeAt(secret, clock.now() + 5 * STEP_MS) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "two_factor_code_invalid", reason: "wrong" });
    const confirmed = await call("POST", "/account/two-factor/confirm", headers, { code: totpCodeAt(secret, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect((await call("GET", "/account/two-factor", headers)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredByTeam: false,
    });
    // The secret is never shown again: setting up anew is refused while one is on.
    expect((await call("POST", "/account/two-factor/setup", headers)).json()).toMatchObject({ reason: "alreadyOn" });

    const mailed = lastMailTo(editor.email);
    expect(mailed?.subject).toBe(`Two-step sign-in is on for ${server.profile.name}'s studio`);
    expect(mailed?.text).toContain(`${server.profile.name}'s studio`);
    expect(mailed?.text).toContain("If it was not you");
    expect(mailed?.text).toContain("Forgot password?");
  });

  it("is every role's own: a viewer of the studio sets theirs up too", async () => {
    const viewer = await createTestEditor(server, server.profile.id, "viewer");
    const { recoveryCodes } = await enrolTwoFactor(server, { profileId: server.profile.id, headers: viewer.headers });
    expect(recoveryCodes).toHaveLength(10);
    clock.advance(STEP_MS);
  });

  it("makes new recovery codes with a code from the app: the old ones stop working", async () => {
    const made = await createTestEditor(server, server.profile.id, "editor");
    const { secret, recoveryCodes } = await enrolTwoFactor(server, { profileId: server.profile.id, headers: made.headers });
    expect((await call("POST", "/account/two-factor/recovery-codes", made.headers, { code: "000000" })).statusCode).toBe(400);
    clock.advance(STEP_MS);
    const renewed = await call("POST", "/account/two-factor/recovery-codes", made.headers, { code: totpCodeAt(secret, clock.now()) });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect(lastMailTo(made.editor.email)?.subject).toBe(`New recovery codes for ${server.profile.name}'s studio`);

    // An old code is refused, a new one taken (and counted).
    const old = await call("POST", "/account/two-factor/recovery-codes", made.headers, { code: recoveryCodes[0] as string });
    expect(old.json()).toMatchObject({ reason: "recovery" });
    expect((await call("POST", "/account/two-factor/recovery-codes", made.headers, { code: fresh[0] as string })).statusCode).toBe(200);
  });

  it("turns off with a code (not a wrong one): sign-in then asks the password alone, and the editor is told", async () => {
    const made = await createTestEditor(server, server.profile.id, "editor");
    const { secret } = await enrolTwoFactor(server, { profileId: server.profile.id, headers: made.headers });
    clock.advance(STEP_MS);
    expect((await call("POST", "/account/two-factor/disable", made.headers, { code: "999999" })).statusCode).toBe(400);
    const off = await call("POST", "/account/two-factor/disable", made.headers, { code: totpCodeAt(secret, clock.now()) });
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredByTeam: false });
    expect(lastMailTo(made.editor.email)?.subject).toBe(`Two-step sign-in is off for ${server.profile.name}'s studio`);
    const login = await server.app.inject({
      method: "POST",
      url: "/api/editor/sessions",
      payload: { email: made.editor.email, password: "editor password" },
      remoteAddress: "198.18.2.1",
    });
    expect(login.json()).toHaveProperty("token");
    expect((await call("POST", "/account/two-factor/disable", made.headers, { code: "123456" })).json()).toMatchObject({ reason: "off" });
  });

  it("lets an owner require it of the team: an editor without it can use only their account until they set it up, and cannot turn it off", async () => {
    const owner = await createTestEditor(server, server.profile.id, "owner");
    const editor = await createTestEditor(server, server.profile.id, "editor");
    const require = (headers: Record<string, string>, required: boolean) => call("PUT", "/team/two-factor", headers, { required });

    expect((await require(editor.headers, true)).json()).toMatchObject({ code: "role_required", reason: "owner" });
    expect((await require(owner.headers, true)).json()).toMatchObject({ code: "two_factor_state", reason: "ownerFirst" });
    await enrolTwoFactor(server, { profileId: server.profile.id, headers: owner.headers });
    expect((await require(owner.headers, true)).json()).toEqual({ required: true });

    const closed = await call("GET", "/home", editor.headers);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: "two_factor_setup_required" });
    expect((await call("GET", "/account/two-factor", editor.headers)).json()).toMatchObject({ enabled: false, requiredByTeam: true });
    expect((await call("GET", "/home", owner.headers)).statusCode).toBe(200);
    // Another artist's studio is not touched.
    const elsewhere = await createTestEditor(server, server.otherProfile.id, "editor");
    const other = await server.app.inject({
      method: "GET",
      url: `/api/profiles/${server.otherProfile.id}/home`,
      headers: elsewhere.headers,
    });
    expect(other.statusCode).toBe(200);

    clock.advance(STEP_MS);
    const { secret } = await enrolTwoFactor(server, { profileId: server.profile.id, headers: editor.headers });
    expect((await call("GET", "/home", editor.headers)).statusCode).toBe(200);
    clock.advance(STEP_MS);
    const keep = await call("POST", "/account/two-factor/disable", editor.headers, { code: totpCodeAt(secret, clock.now()) });
    expect(keep.statusCode).toBe(409);
    expect(keep.json()).toMatchObject({ reason: "requiredByTeam" });

    expect((await require(owner.headers, false)).json()).toEqual({ required: false });
  });
});
