import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSoftPasskey, relyingPartyInTests } from "../testing/passkeyTesting";
import { softAuthenticator } from "../testing/softAuthenticator";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
}, 60_000);
afterAll(() => server.close());

let address = 0;
const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/profiles/${server.profile.id}/account/passkeys${url}`,
    headers,
    remoteAddress: `198.18.2.${++address}`,
    ...(payload ? { payload } : {}),
  });
const lastMailTo = (email: string) => server.mail.filter((message) => message.to === email).at(-1);
type Options = { challenge: string; rp: { id: string }; user: { id: string }; excludeCredentials: { id: string }[] };
const optionsFor = async (headers: Record<string, string>) =>
  ((await call("POST", "/options", headers)).json() as { options: Options }).options;

describe("an editor's passkeys in Your account (issue 35, item 7)", () => {
  it("adds a named passkey made at the artist's address, lists it, and mails the editor, naming the artist", async () => {
    const { editor, headers } = await createTestEditor(server, server.profile.id, "viewer");
    const options = await optionsFor(headers);
    const party = await relyingPartyInTests(server, headers);
    expect(options.rp.id).toBe(party.rpId);
    // The user handle is the editor's id, never their email.
    expect(Buffer.from(options.user.id, "base64url").toString()).toBe(editor.id);
    const passkey = softAuthenticator(party);
    const added = await call("POST", "", headers, { name: "Laptop", credential: passkey.register(options) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ name: "Laptop", lastUsedAt: null });
    const listed = (await call("GET", "", headers)).json() as { passkeys: { name: string; createdAt: string }[] };
    expect(listed.passkeys.map((each) => each.name)).toEqual(["Laptop"]);
    expect(Date.parse(listed.passkeys[0]?.createdAt ?? "")).not.toBeNaN();
    const mailed = lastMailTo(editor.email);
    expect(mailed?.subject).toBe(`A passkey was added for ${server.profile.name}'s studio`);
    expect(mailed?.text).toContain('"Laptop"');
    expect(mailed?.text).toContain("If it was not you");
    // The next options exclude it, so the browser does not make a second passkey on the same authenticator.
    expect((await optionsFor(headers)).excludeCredentials.map((each) => each.id)).toEqual([passkey.credentialId]);
  });

  it("refuses a challenge used already, another editor's, one older than 5 minutes, another address, and a nameless passkey", async () => {
    const { headers } = await createTestEditor(server, server.profile.id, "editor");
    const other = await createTestEditor(server, server.profile.id, "editor");
    const party = await relyingPartyInTests(server, headers);

    const options = await optionsFor(headers);
    expect((await call("POST", "", headers, { name: "  ", credential: softAuthenticator(party).register(options) })).json()).toMatchObject({
      code: "bad_request",
      reason: "passkeyName",
    });
    expect((await call("POST", "", headers, { name: "Phone", credential: softAuthenticator(party).register(options) })).statusCode).toBe(
      200,
    );
    const reused = await call("POST", "", headers, { name: "Again", credential: softAuthenticator(party).register(options) });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ code: "passkey_challenge_invalid" });

    const othersOptions = await optionsFor(other.headers);
    const stolen = await call("POST", "", headers, { name: "Theirs", credential: softAuthenticator(party).register(othersOptions) });
    expect(stolen.json()).toMatchObject({ code: "passkey_challenge_invalid" });

    const late = await optionsFor(headers);
    clock.advance(5 * 60_000 + 1);
    const expired = await call("POST", "", headers, { name: "Late", credential: softAuthenticator(party).register(late) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "passkey_challenge_expired" });

    const phishing = softAuthenticator({ rpId: party.rpId, origin: "https://studio-login.example" });
    const elsewhere = await call("POST", "", headers, { name: "Phished", credential: phishing.register(await optionsFor(headers)) });
    expect(elsewhere.json()).toMatchObject({ code: "passkey_invalid", reason: "wrong" });
    const otherHost = softAuthenticator({ rpId: "example.org", origin: party.origin });
    expect(
      (await call("POST", "", headers, { name: "Other host", credential: otherHost.register(await optionsFor(headers)) })).json(),
    ).toMatchObject({ code: "passkey_invalid" });
    expect(((await call("GET", "", headers)).json() as { passkeys: unknown[] }).passkeys).toHaveLength(1);
  });

  it("removes one of the editor's own passkeys, mails them, and never another editor's", async () => {
    const { editor, headers } = await createTestEditor(server, server.profile.id, "editor");
    const other = await createTestEditor(server, server.profile.id, "owner");
    const { id } = await addSoftPasskey(server, { headers, name: "Old phone" });
    const refused = await call("DELETE", `/${id}`, other.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "passkey_not_found" });
    expect(((await call("GET", "", headers)).json() as { passkeys: unknown[] }).passkeys).toHaveLength(1);

    expect((await call("DELETE", `/${id}`, headers)).statusCode).toBe(200);
    expect(((await call("GET", "", headers)).json() as { passkeys: unknown[] }).passkeys).toEqual([]);
    const mailed = lastMailTo(editor.email);
    expect(mailed?.subject).toBe(`A passkey was removed for ${server.profile.name}'s studio`);
    expect(mailed?.text).toContain('"Old phone"');
    expect((await call("DELETE", `/${id}`, headers)).statusCode).toBe(404);
    // The owner reads both in the audit log, by the passkey's name.
    const log = await server.app.inject({
      method: "GET",
      url: `/api/profiles/${server.profile.id}/audit-log?category=sign_ins`,
      headers: other.headers,
    });
    const entries = (log.json() as { data: { actor: string; action: string; subject: string }[] }).data
      .filter((entry) => entry.actor.includes(editor.email))
      .map((entry) => [entry.action, entry.subject]);
    // Order-free: both may carry the same instant.
    expect(entries.sort()).toEqual([
      ["passkey_added", "Old phone"],
      ["passkey_removed", "Old phone"],
    ]);
  });

  it("refuses the same authenticator added twice", async () => {
    const { headers } = await createTestEditor(server, server.profile.id, "editor");
    const { passkey } = await addSoftPasskey(server, { headers });
    const again = await call("POST", "", headers, { name: "Twice", credential: passkey.register(await optionsFor(headers)) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "passkey_state", reason: "taken" });
  });
});
