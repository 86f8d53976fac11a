import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { hashToken } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
beforeAll(async () => {
  server = await createTestServer();
  owner = await createTestEditor(server, server.profile.id, "owner");
}, 60_000);
afterAll(() => server.close());

let address = 0;
const team = () => `/api/profiles/${server.profile.id}/team`;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, headers, remoteAddress: `198.19.0.${++address}`, ...(payload ? { payload } : {}) });
const invite = (email: string, role: string, headers = owner.headers) => call("POST", `${team()}/invitations`, headers, { email, role });

/** The token of the last invitation mailed to `email`, read from the link as the invitee would. */
function mailedToken(email: string): string {
  const message = server.mail.filter((mail) => mail.to === email).at(-1);
  return /\/studio\/join\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1] ?? "";
}

describe("inviting people into the studio (issue 35, item 5)", () => {
  it("mails a one-time link on the artist's address, kept only as its hash, that makes an account in the role and signs it in", async () => {
    const invited = await invite("New.Editor@Example.com", "editor");
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: "new.editor@example.com", role: "editor" });
    const mail = server.mail.filter((message) => message.to === "new.editor@example.com").at(-1);
    expect(mail?.subject).toBe(`Test Editor invited you to ${server.profile.name}'s studio`);
    expect(mail?.text).toMatch(/as an editor: pages, posts, emails and music/);
    expect(mail?.text).toMatch(/If you did not expect this, ignore this email/);
    const token = mailedToken("new.editor@example.com");
    const stored = await server.context.db.query("SELECT 1 FROM team_invitations WHERE token_hash = $1", [hashToken(token)]);
    expect(stored).toHaveLength(1);
    expect(await server.context.db.query("SELECT 1 FROM team_invitations WHERE token_hash = $1", [token])).toHaveLength(0);

    const check = await call("POST", "/api/team-invitations/check", {}, { token });
    expect(check.json()).toEqual({ artistName: server.profile.name, email: "new.editor@example.com", role: "editor", hasAccount: false });
    const noName = await call("POST", "/api/team-invitations/accept", {}, { token, password: "a good long tune" });
    expect(noName.json()).toMatchObject({ code: "bad_request", reason: "memberNameRequired" });
    const weak = await call("POST", "/api/team-invitations/accept", {}, { token, name: "Nia", password: "short" });
    expect(weak.json()).toMatchObject({ code: "password_too_short" });
    const accepted = await call("POST", "/api/team-invitations/accept", {}, { token, name: "Nia", password: "a good long tune" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { token: session, editor } = accepted.json() as { token: string; editor: { role: string; name: string } };
    expect(editor).toMatchObject({ role: "editor", name: "Nia" });
    const me = await call("GET", "/api/editor/me", { authorization: `Bearer ${session}` });
    expect(me.json()).toMatchObject({ email: "new.editor@example.com", role: "editor" });

    const again = await call("POST", "/api/team-invitations/accept", {}, { token, name: "Nia", password: "a good long tune" });
    expect([again.statusCode, again.json().code]).toEqual([410, "invitation_used"]);
    const list = (await call("GET", team(), owner.headers)).json() as { members: { email: string; role: string; you: boolean }[] };
    expect(list.members).toContainEqual(expect.objectContaining({ email: "new.editor@example.com", role: "editor", you: false }));
    expect(list.members).toContainEqual(expect.objectContaining({ email: owner.editor.email, role: "owner", you: true }));
  });

  it("refuses a link past its week, a withdrawn one, one replaced by a newer invitation and one of another artist", async () => {
    await invite("late@example.com", "viewer");
    const late = mailedToken("late@example.com");
    await server.context.db.query("UPDATE team_invitations SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(late),
    ]);
    const expired = await call("POST", "/api/team-invitations/accept", {}, { token: late, name: "L", password: "a good long tune" });
    expect([expired.statusCode, expired.json().code]).toEqual([410, "invitation_expired"]);

    const first = (await invite("twice@example.com", "viewer")).json() as { id: string };
    const firstToken = mailedToken("twice@example.com");
    await invite("twice@example.com", "editor");
    const replaced = await call("POST", "/api/team-invitations/check", {}, { token: firstToken });
    expect([replaced.statusCode, replaced.json().code]).toEqual([404, "invitation_invalid"]);
    expect((await call("DELETE", `${team()}/invitations/${first.id}`, owner.headers)).statusCode).toBe(404);

    const pending = (await call("GET", team(), owner.headers)).json() as { invitations: { id: string; email: string; role: string }[] };
    const second = pending.invitations.find((invitation) => invitation.email === "twice@example.com");
    expect(second?.role).toBe("editor");
    expect((await call("DELETE", `${team()}/invitations/${second?.id}`, owner.headers)).statusCode).toBe(200);
    const withdrawn = await call("POST", "/api/team-invitations/check", {}, { token: mailedToken("twice@example.com") });
    expect(withdrawn.json().code).toBe("invitation_invalid");

    await invite("elsewhere@example.com", "viewer");
    const elsewhere = await call(
      "POST",
      `/api/team-invitations/check?profileId=${server.otherProfile.id}`,
      {},
      {
        token: mailedToken("elsewhere@example.com"),
      },
    );
    expect(elsewhere.json().code).toBe("invitation_invalid");
    expect((await call("POST", "/api/team-invitations/check", {}, { token: "not a token at all" })).statusCode).toBe(404);
  });

  it("joins with the password the address already signs in to another artist's studio with, and switches between the two", async () => {
    const elsewhere = await createTestEditor(server, server.otherProfile.id, "owner");
    await invite(elsewhere.editor.email, "viewer");
    const token = mailedToken(elsewhere.editor.email);
    expect((await call("POST", "/api/team-invitations/check", {}, { token })).json()).toMatchObject({ hasAccount: true });
    const wrong = await call("POST", "/api/team-invitations/accept", {}, { token, password: "not the password" });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, "invitation_wrong_password"]);
    const joined = await call("POST", "/api/team-invitations/accept", {}, { token, password: "editor password" });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().editor).toMatchObject({ role: "viewer", name: "Test Editor", profileId: server.profile.id });
    // An editor of several artists switches between them: each studio lists the others.
    const session = { authorization: `Bearer ${(joined.json() as { token: string }).token}` };
    const others = await call("GET", `/api/profiles/${server.profile.id}/editor/artists`, session);
    expect((others.json() as { artists: { name: string }[] }).artists.map((artist) => artist.name)).toEqual([server.otherProfile.name]);
    const back = await call("GET", `/api/profiles/${server.otherProfile.id}/editor/artists`, elsewhere.headers);
    expect((back.json() as { artists: { name: string }[] }).artists.map((artist) => artist.name)).toEqual([server.profile.name]);
  });

  it("refuses an address already on the team, an address that is none, an editor's invitation, and too many in an hour", async () => {
    const member = await createTestEditor(server, server.profile.id, "editor");
    expect((await invite(member.editor.email, "viewer")).json()).toMatchObject({ code: "team_member_exists" });
    expect((await invite("no address", "viewer")).json()).toMatchObject({ code: "bad_request", reason: "inviteeEmailInvalid" });
    expect((await invite("someone@example.com", "viewer", member.headers)).json()).toMatchObject({
      code: "role_required",
      reason: "owner",
    });
    const busy = await createTestEditor(server, server.profile.id, "owner");
    const answers: number[] = [];
    for (let index = 0; index < 21; index++) answers.push((await invite(`many${index}@example.com`, "viewer", busy.headers)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe("changing the team", () => {
  it("keeps one owner: the last cannot leave, be removed or become less", async () => {
    const solo = await createTestServer();
    try {
      const only = await createTestEditor(solo, solo.profile.id, "owner");
      const url = `/api/profiles/${solo.profile.id}/team/members/${only.editor.id}`;
      const demote = await solo.app.inject({ method: "PUT", url, headers: only.headers, payload: { role: "editor" } });
      expect([demote.statusCode, demote.json().reason]).toEqual([409, "demote"]);
      const leave = await solo.app.inject({ method: "DELETE", url, headers: only.headers });
      expect([leave.statusCode, leave.json().code]).toEqual([409, "last_owner"]);
      const second = await createTestEditor(solo, solo.profile.id, "owner");
      expect((await solo.app.inject({ method: "DELETE", url, headers: second.headers })).statusCode).toBe(200);
      expect((await solo.app.inject({ method: "GET", url: "/api/editor/me", headers: only.headers })).statusCode).toBe(401);
    } finally {
      await solo.close();
    }
  });

  it("lets an owner change a role, which counts at the next request, and lets anyone leave, ending their sessions", async () => {
    const member = await createTestEditor(server, server.profile.id, "editor");
    const posts = `/api/profiles/${server.profile.id}/posts`;
    expect((await call("POST", posts, member.headers, {})).statusCode).toBe(400);
    const changed = await call("PUT", `${team()}/members/${member.editor.id}`, owner.headers, { role: "viewer" });
    expect(changed.statusCode).toBe(200);
    expect((await call("POST", posts, member.headers, {})).json()).toMatchObject({ code: "role_required", reason: "viewer" });
    const other = await createTestEditor(server, server.profile.id, "viewer");
    const removeOther = await call("DELETE", `${team()}/members/${other.editor.id}`, member.headers);
    expect(removeOther.json()).toMatchObject({ code: "role_required", reason: "owner" });
    expect((await call("DELETE", `${team()}/members/${member.editor.id}`, member.headers)).statusCode).toBe(200);
    expect((await call("GET", "/api/editor/me", member.headers)).statusCode).toBe(401);
    expect((await call("DELETE", `${team()}/members/${member.editor.id}`, owner.headers)).json().reason).toBe("teamMember");
  });
});

describe("a viewer reads everything but fans' addresses", () => {
  it("sees orders, gifts and fans without addresses, and cannot search by them or export them", async () => {
    const viewer = await createTestEditor(server, server.profile.id, "viewer");
    const fan = await createFan(server, server.profile.id, { email: "buyer@example.com" });
    const song = await createProduct(server.context.db, {
      profileId: server.profile.id,
      artist: "A",
      title: "Song",
      category: "Music",
      releaseType: "single",
      variants: [{ price: 1 }],
    });
    const { order } = await createOrder(server.context.db, {
      profileId: server.profile.id,
      accountId: fan.account.id,
      email: "buyer@example.com",
      idempotencyKey: "team-viewer-order-000000",
      lines: [
        {
          productId: song.id,
          variantId: song.variants[0]?.id ?? "",
          title: "Song",
          priceCents: 100,
          gift: { name: "Gia", email: "gia@example.com", message: "" },
        },
      ],
      totalCents: 100,
    });
    await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
    const base = `/api/profiles/${server.profile.id}`;
    for (const headers of [viewer.headers, owner.headers]) {
      const sees = headers === owner.headers;
      const orders = (await call("GET", `${base}/orders`, headers)).body;
      const detail = (await call("GET", `${base}/orders/${order.id}`, headers)).body;
      const fans = (await call("GET", `${base}/fans`, headers)).body;
      for (const body of [orders, detail, fans]) expect(body.includes("buyer@example.com"), body.slice(0, 300)).toBe(sees);
      expect(detail.includes("gia@example.com")).toBe(sees);
      if (!sees) expect(JSON.parse(orders).data[0].email).toBe("hidden");
    }
    for (const route of ["orders?search=buy", "fans?search=buy", "membership-payments?search=buy"]) {
      const searched = await call("GET", `${base}/${route}`, viewer.headers);
      expect([searched.statusCode, searched.json().reason], route).toEqual([403, "addresses"]);
    }
    expect((await call("GET", `${base}/fans.csv`, viewer.headers)).statusCode).toBe(403);
  });
});
