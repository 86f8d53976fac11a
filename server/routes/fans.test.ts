import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FanPage } from "../../schema/api/fans";
import { createTier } from "../data/tiers";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const fans = (profileId = server.profile.id) => `/api/profiles/${profileId}/fans`;
const get = (url: string, headers = editor.headers) => server.app.inject({ url, headers });

describe("the artist's fans for the studio (issue 17)", () => {
  it("are listed newest first with their tier, searched by name or address, filtered by tier, and a tier given by hand", async () => {
    const crew = await createTier(server.context.db, { profileId: server.profile.id, name: "Crew" });
    const ann = await createFan(server, server.profile.id, { email: "ann.searchable@example.com" });
    await createFan(server, server.profile.id, { email: "ben@example.com", membershipTierId: crew.id });
    await createFan(server, server.otherProfile.id, { email: "elsewhere@example.com" });

    const all = (await get(fans())).json() as FanPage;
    expect(all.data.map((fan) => fan.email)).toContain("ann.searchable@example.com");
    expect(all.data.some((fan) => fan.email === "elsewhere@example.com")).toBe(false);
    expect(all.data.find((fan) => fan.email === "ben@example.com")).toMatchObject({ membershipTierId: crew.id, tierName: "Crew" });

    expect(((await get(`${fans()}?search=SEARCHABLE`)).json() as FanPage).data.map((fan) => fan.email)).toEqual([
      "ann.searchable@example.com",
    ]);
    expect(((await get(`${fans()}?tier=${crew.id}`)).json() as FanPage).data.map((fan) => fan.email)).toEqual(["ben@example.com"]);
    expect(((await get(`${fans()}?tier=none&search=ann`)).json() as FanPage).total).toBe(1);
    expect(((await get(`${fans()}?limit=1`)).json() as FanPage).data).toHaveLength(1);

    // Comped: the artist gives Ann the tier by hand, and the list says so.
    const given = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/members/${ann.account.id}/membership`,
      headers: editor.headers,
      payload: { membershipTierId: crew.id },
    });
    expect(given.statusCode).toBe(200);
    expect(((await get(`${fans()}?tier=${crew.id}`)).json() as FanPage).total).toBe(2);
  });

  it("are exported as CSV, names and all, cells a spreadsheet would run kept as text", async () => {
    await createFan(server, server.profile.id, { email: "csv@example.com" });
    const csv = await get(`${fans()}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("first_name,last_name,email,tier,signed_up_at");
    expect(lines.some((line) => line.includes(",csv@example.com,"))).toBe(true);
  });

  it("are the artist's alone: another artist's editor and a fan are refused", async () => {
    expect((await get(fans(), otherEditor.headers)).statusCode).toBe(403);
    expect((await get(`${fans()}.csv`, otherEditor.headers)).statusCode).toBe(403);
    const fan = await createFan(server, server.profile.id);
    expect((await get(fans(), fan.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ url: fans() })).statusCode).toBe(401);
  });
});
