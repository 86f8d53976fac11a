import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

let address = 0;
const logIn = async (email: string, userAgent: string): Promise<string> => {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/sessions",
    payload: { email, password: "correct horse battery" },
    headers: { "user-agent": userAgent },
    remoteAddress: `198.51.100.${++address}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().token;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (token: string) => server.app.inject({ method: "GET", url: "/api/accounts/me/sessions", headers: bearer(token) });
const signOut = (token: string, id: string) =>
  server.app.inject({ method: "DELETE", url: `/api/accounts/me/sessions/${id}`, headers: bearer(token) });

describe("a fan's signed-in devices (issue 35, item 3)", () => {
  it("lists each session by its browser, this one first and marked, and signs one out", async () => {
    const fan = await createFan(server, server.profile.id);
    const laptop = await logIn(fan.account.email, FIREFOX);
    const phone = await logIn(fan.account.email, IPHONE);
    const listed = await list(laptop);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json() as { sessions: { id: string; device: string; current: boolean; lastActiveAt: string }[] };
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: "Firefox on Windows", current: true },
      { device: "Safari on iPhone", current: false },
      { device: "A browser", current: false },
    ]);
    // Nothing of the token is shown.
    expect(listed.body).not.toContain(phone);
    expect(Date.parse(sessions[0]?.lastActiveAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const phoneId = sessions[1]?.id ?? "";
    expect((await signOut(laptop, phoneId)).statusCode).toBe(200);
    expect((await list(phone)).statusCode).toBe(401);
    expect((await list(laptop)).json().sessions).toHaveLength(2);
    const again = await signOut(laptop, phoneId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "not_found", message: "This device is no longer signed in." });
  });

  it("shows and ends no other fan's sessions", async () => {
    const ada = await createFan(server, server.profile.id);
    const bea = await createFan(server, server.profile.id);
    const [beasSession] = (await list(bea.token)).json().sessions as { id: string }[];
    expect((await signOut(ada.token, beasSession?.id ?? "")).statusCode).toBe(404);
    expect((await list(bea.token)).statusCode).toBe(200);
    expect(JSON.stringify((await list(ada.token)).json())).not.toContain(beasSession?.id ?? "none");
    expect((await server.app.inject({ method: "GET", url: "/api/accounts/me/sessions" })).statusCode).toBe(401);
  });
});
