import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suppress, suppressionOf } from "../data/suppressions";
import { unsubscribeToken } from "../newsletters/unsubscribeToken";
import { createTestServer, OTHER_ARTIST_DOMAIN, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

const tokenFor = (email: string, profileId = server.profile.id) =>
  unsubscribeToken(server.context.config.uploadSecret, { profileId, email });
const api = (path: string, token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url: `/api/public/${path}`, payload: { token }, headers });
const oneClick = (token: string, payload = "List-Unsubscribe=One-Click", headers: Record<string, string> = {}) =>
  server.app.inject({
    method: "POST",
    url: `/unsubscribe/${token}`,
    payload,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
const statusOf = (email: string, profileId = server.profile.id) => suppressionOf(server.context.db, profileId, email);

const INVALID = {
  code: "unsubscribe_link_invalid",
  reason: "unknown",
  message: "This unsubscribe link is not valid. Check that the whole link was copied from the email.",
};

describe("one-click unsubscribe (RFC 8058)", () => {
  it("unsubscribes at once on the mail client's POST, without cookies or any other token, and answers 200 with no body, again and again", async () => {
    const token = tokenFor("Click@Example.com");
    for (const attempt of [1, 2]) {
      const response = await oneClick(token);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
      expect(response.body).toBe("");
    }
    expect(await statusOf("click@example.com")).toBe("unsubscribed");
  });

  it("takes the multipart/form-data body RFC 8058 prefers", async () => {
    const boundary = "---FormBoundaryjWmhtjORrn";
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      "",
      "One-Click",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const response = await oneClick(tokenFor("multipart@example.com"), payload, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf("multipart@example.com")).toBe("unsubscribed");
  });

  it("does nothing for a POST without the one-click field, and leaves the page's GET to the site", async () => {
    const token = tokenFor("careful@example.com");
    expect((await oneClick(token, "List-Unsubscribe=Maybe")).statusCode).toBe(400);
    expect((await oneClick(token, "")).statusCode).toBe(400);
    expect(await statusOf("careful@example.com")).toBeNull();
    // A link scanner's GET unsubscribes no one.
    const page = await server.app.inject({ method: "GET", url: `/unsubscribe/${token}` });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(await statusOf("careful@example.com")).toBeNull();
  });

  it("takes a link of any length a token has (an address can be long)", async () => {
    const email = `${"long".repeat(50)}@example.com`;
    expect((await oneClick(tokenFor(email))).statusCode).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");
  });

  it("refuses a forged link with 404, and sends another artist's link to that artist's address (307, posted again)", async () => {
    const token = tokenFor("victim@example.com");
    const [payload] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify([server.profile.id, "other@example.com"])).toString("base64url")}.${token.split(".")[1]}`;
    for (const attempt of [forged, `${payload}.`, "garbage"]) {
      const response = await oneClick(attempt);
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json()).toEqual(INVALID);
    }
    // A link names its artist: opened on another's address, it is sent to its own, and works there.
    const theirs = tokenFor("victim@example.com", server.otherProfile.id);
    const elsewhere = await oneClick(theirs);
    expect(elsewhere.statusCode).toBe(307);
    expect(elsewhere.headers.location).toBe(`http://${OTHER_ARTIST_DOMAIN}/unsubscribe/${theirs}`);
    expect(await statusOf("victim@example.com", server.otherProfile.id)).toBeNull();
    expect((await oneClick(theirs, undefined, { host: OTHER_ARTIST_DOMAIN })).statusCode).toBe(200);
    expect((await oneClick(token, undefined, { host: OTHER_ARTIST_DOMAIN })).statusCode).toBe(307);
    expect(await statusOf("victim@example.com")).toBeNull();
    expect(await statusOf("other@example.com")).toBeNull();
    expect(await statusOf("victim@example.com", server.otherProfile.id)).toBe("unsubscribed");
  });
});

describe("the unsubscribe page's calls", () => {
  it("tell what a link is for, unsubscribe, and subscribe again", async () => {
    const token = tokenFor("page@example.com");
    expect((await api("unsubscribe/check", token)).json()).toEqual({ email: "page@example.com", status: "subscribed" });
    expect((await api("unsubscribe", token)).json()).toEqual({ email: "page@example.com", status: "unsubscribed" });
    expect((await api("unsubscribe/check", token)).json()).toEqual({ email: "page@example.com", status: "unsubscribed" });
    expect((await api("resubscribe", token)).json()).toEqual({ email: "page@example.com", status: "subscribed" });
    expect(await statusOf("page@example.com")).toBeNull();
  });

  it("never lift a bounce or a complaint, and an unsubscribe does not hide one", async () => {
    await suppress(server.context.db, server.profile.id, "bounced@example.com", "bounce", new Date());
    await suppress(server.context.db, server.profile.id, "complained@example.com", "complaint", new Date());
    for (const [email, status] of [
      ["bounced@example.com", "bounced"],
      ["complained@example.com", "complained"],
    ] as const) {
      const token = tokenFor(email);
      for (const path of ["unsubscribe/check", "unsubscribe", "resubscribe"])
        expect((await api(path, token)).json(), `${path} ${email}`).toEqual({ email, status });
    }
  });

  it("refuse a forged or another artist's link with 404, telling nothing", async () => {
    for (const path of ["unsubscribe/check", "unsubscribe", "resubscribe"]) {
      for (const token of ["", "x.y", tokenFor("them@example.com", server.otherProfile.id)]) {
        const response = await api(path, token);
        expect(response.statusCode, `${path} ${token}`).toBe(404);
        expect(response.json()).toEqual(INVALID);
      }
    }
    expect(await statusOf("them@example.com", server.otherProfile.id)).toBeNull();
  });
});
