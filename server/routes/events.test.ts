import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../schema/entities/events";
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

const events = (profileId = server.profile.id) => `/api/profiles/${profileId}/events`;
const inAYear = (hours = 0) => new Date(Date.now() + 365 * 24 * 3600_000 + hours * 3600_000).toISOString();

const show = (title: string, dateTime = inAYear()) => ({
  title,
  dateTime,
  timeZone: "America/Los_Angeles",
  address: { name: "The Crocodile", street: "2505 1st Ave", zipCode: "98121", city: "Seattle", country: "USA" },
  actionLink: "https://tickets.example/seattle",
  actionText: "Tickets",
});

async function add(body: object, headers = editor.headers, profileId = server.profile.id) {
  const response = await server.app.inject({ method: "POST", url: events(profileId), headers, payload: body });
  return { status: response.statusCode, body: response.json() as Event & { code?: string; message?: string } };
}

const publicEvents = async () => (await server.app.inject({ url: `/api/public/events?profileId=${server.profile.id}` })).json() as Event[];

describe("the artist's events (issue 17)", () => {
  it("are added, listed, changed and deleted by the artist's editors, and fans see the upcoming ones at once", async () => {
    const added = await add(show("Seattle night"));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ title: "Seattle night", timeZone: "America/Los_Angeles", actionText: "Tickets" });
    expect((await publicEvents()).map((event) => event.title)).toContain("Seattle night");

    const past = await add(show("Last year's night", new Date(Date.now() - 30 * 24 * 3600_000).toISOString()));
    expect(past.status).toBe(201);
    const listed = (await server.app.inject({ url: events(), headers: editor.headers })).json() as Event[];
    const titles = listed.map((event) => event.title);
    // Upcoming first, past last; fans never see the past one.
    expect(titles.indexOf("Seattle night")).toBeLessThan(titles.indexOf("Last year's night"));
    expect((await publicEvents()).map((event) => event.title)).not.toContain("Last year's night");

    const changed = await server.app.inject({
      method: "PUT",
      url: `${events()}/${added.body.id}`,
      headers: editor.headers,
      payload: { ...show("Seattle, second night"), timeZone: "Europe/Berlin" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: added.body.id, title: "Seattle, second night", timeZone: "Europe/Berlin" });
    expect((await publicEvents()).map((event) => event.title)).toContain("Seattle, second night");

    const deleted = await server.app.inject({ method: "DELETE", url: `${events()}/${added.body.id}`, headers: editor.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await publicEvents()).map((event) => event.title)).not.toContain("Seattle, second night");
    const again = await server.app.inject({ method: "DELETE", url: `${events()}/${added.body.id}`, headers: editor.headers });
    expect(again.json()).toEqual({ code: "not_found", reason: "event", message: "Event not found." });
  });

  it("refuses what is not an event, naming the problem: no title, a bad time, an unknown zone, an unsafe link", async () => {
    expect((await add({ ...show("x"), title: "" })).status).toBe(400);
    expect((await add({ ...show("x"), dateTime: "next Friday" })).status).toBe(400);
    const zone = await add({ ...show("x"), timeZone: "Mars/Olympus_Mons" });
    expect(zone).toMatchObject({
      status: 400,
      body: { code: "bad_request", reason: "unknownTimeZone", message: expect.stringContaining('"Mars/Olympus_Mons" is not a time zone') },
    });
    expect((await add({ ...show("x"), actionLink: "javascript:alert(1)" })).status).toBe(400);
    expect((await add({ ...show("x"), address: { city: "Seattle" } })).status).toBe(400);
  });

  it("take the time on the venue's clock, read with the server's time zone database, and answer it as the site will show it", async () => {
    const { dateTime: _instant, ...onTheClock } = show("Seattle, on the clock");
    const added = await add({ ...onTheClock, localDateTime: "2031-12-04T20:00" });
    expect(added).toMatchObject({ status: 201, body: { dateTime: "2031-12-05T04:00:00.000Z", localDateTime: "2031-12-04T20:00" } });
    // A time the change to daylight time skips is the one after it: the answer says which the site shows.
    const skipped = await add({ ...onTheClock, localDateTime: "2031-03-09T02:30" });
    expect(skipped.body).toMatchObject({ dateTime: "2031-03-09T10:30:00.000Z", localDateTime: "2031-03-09T03:30" });
    // An event given as an instant is answered on the venue's clock too.
    expect((await add(show("Seattle, instant", "2031-12-05T04:00:00.000Z"))).body.localDateTime).toBe("2031-12-04T20:00");
    const changed = await server.app.inject({
      method: "PUT",
      url: `${events()}/${added.body.id}`,
      headers: editor.headers,
      payload: { ...onTheClock, localDateTime: "2031-12-04T21:15", timeZone: "Europe/Berlin" },
    });
    expect(changed.json()).toMatchObject({ dateTime: "2031-12-04T20:15:00.000Z", localDateTime: "2031-12-04T21:15" });
  });

  it("refuses an event with both times or neither, and a clock time that is no date, naming the problem", async () => {
    const { dateTime: _instant, ...onTheClock } = show("x");
    for (const body of [onTheClock, { ...show("x"), localDateTime: "2031-12-04T20:00" }])
      expect(await add(body)).toMatchObject({
        status: 400,
        body: { code: "bad_request", reason: "eventTime", message: expect.stringContaining("one of the two") },
      });
    expect(await add({ ...onTheClock, localDateTime: "2031-02-30T20:00" })).toMatchObject({
      status: 400,
      body: { reason: "eventLocalTime", message: "2031-02-30T20:00 is not a date and time in America/Los_Angeles." },
    });
    expect((await add({ ...onTheClock, localDateTime: "Friday 8pm" })).status).toBe(400);
  });

  it("belong to their artist: another artist's editor, a fan and a visitor can neither read nor change them", async () => {
    const mine = await add(show("Private night"));
    expect((await server.app.inject({ url: events(), headers: otherEditor.headers })).statusCode).toBe(403);
    expect((await add(show("Sneaky"), otherEditor.headers)).status).toBe(403);
    const fan = await createFan(server, server.profile.id);
    expect((await server.app.inject({ url: events(), headers: fan.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ url: events() })).statusCode).toBe(401);
    // The other artist's own events route knows nothing of this one's event.
    const theirs = await server.app.inject({
      method: "PUT",
      url: `${events(server.otherProfile.id)}/${mine.body.id}`,
      headers: otherEditor.headers,
      payload: show("Taken over"),
    });
    expect(theirs.statusCode).toBe(404);
    const stillMine = (await server.app.inject({ url: events(), headers: editor.headers })).json() as Event[];
    expect(stillMine.find((event) => event.id === mine.body.id)?.title).toBe("Private night");
  });
});
