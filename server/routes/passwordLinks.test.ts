import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArtist } from "../artists/createArtist";
import { hashToken } from "../security/tokens";
import { createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

let counter = 0;
/** A new artist and the token of their owner's one-time link. */
async function newArtist() {
  const n = ++counter;
  const result = await createArtist(server.context.db, { name: `Band ${n}`, ownerEmail: `owner${n}@band.example` });
  if (!result.ok) throw new Error("refused");
  return { ...result.artist, token: result.artist.passwordLink.token };
}

const check = (token: string) => server.app.inject({ method: "POST", url: "/api/editor/password-links/check", payload: { token } });
const use = (token: string, password: string) =>
  server.app.inject({ method: "POST", url: "/api/editor/password-links/use", payload: { token, password } });
const logIn = (profileId: string, email: string, password: string) =>
  server.app.inject({ method: "POST", url: "/api/editor/sessions", payload: { profileId, email, password } });

describe("one-time password links (issue 17)", () => {
  it("say whose password they set, set it once, and the owner then logs in with it", async () => {
    const artist = await newArtist();
    expect((await check(artist.token)).json()).toEqual({
      profileId: artist.profile.id,
      artistName: artist.profile.name,
      email: artist.owner.email,
    });
    expect((await logIn(artist.profile.id, artist.owner.email, "a fresh tune 42")).statusCode).toBe(401);

    const set = await use(artist.token, "a fresh tune 42");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ profileId: artist.profile.id, email: artist.owner.email });
    const login = await logIn(artist.profile.id, artist.owner.email, "a fresh tune 42");
    expect(login.statusCode).toBe(200);
    expect(login.json().editor).toMatchObject({ role: "owner", profileId: artist.profile.id });

    const again = await use(artist.token, "another tune 43");
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "password_link_used", reason: "used", message: expect.stringContaining("already used") });
    expect((await check(artist.token)).json()).toMatchObject({ code: "password_link_used" });
    // The second try changed nothing.
    expect((await logIn(artist.profile.id, artist.owner.email, "another tune 43")).statusCode).toBe(401);
  });

  it("refuse a short or common password with the usual messages, and stay usable", async () => {
    const artist = await newArtist();
    const short = await use(artist.token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: "password_too_short",
      reason: "newPassword",
      message: "Password is too short, should be at least 8 characters",
      errors: [{ pointer: "/body/password" }],
    });
    const common = await use(artist.token, "Password1");
    expect(common.json()).toMatchObject({ code: "weak_password" });
    expect((await check(artist.token)).statusCode).toBe(200);
  });

  it("say plainly when they expired or were never issued", async () => {
    const artist = await newArtist();
    await server.context.db.query("UPDATE password_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(artist.token),
    ]);
    for (const response of [await check(artist.token), await use(artist.token, "a fresh tune 42")]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        code: "password_link_expired",
        reason: "expired",
        message:
          "This link has expired. Ask for a new one with 'Forgot password?' on the studio's login page, or ask the person who set up your site.",
      });
    }
    const unknown = await check("no-such-token-no-such-token-000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "password_link_invalid" });
    expect((await check("short")).json()).toMatchObject({ code: "validation_failed" });
  });
});
