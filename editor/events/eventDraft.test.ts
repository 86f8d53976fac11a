import { describe, expect, it, vi } from "vitest";
import type { Event } from "../../schema/entities/events";
import { draftOfEvent, emptyEventDraft, eventInputOf, timeZoneChoices } from "./eventDraft";

const seattle: Event = {
  id: "ev1",
  title: "Seattle night",
  dateTime: "2026-12-05T04:00:00.000Z",
  localDateTime: "2026-12-04T20:00",
  timeZone: "America/Los_Angeles",
  address: { name: "The Crocodile", street: "2505 1st Ave", zipCode: "98121", city: "Seattle", country: "USA" },
  actionLink: "https://tickets.example",
  actionText: "Tickets",
};

describe("an event's form", () => {
  it("shows a stored event at the venue's clock as the server reads it, and sends back the same event on that clock", () => {
    const draft = draftOfEvent(seattle);
    expect(draft).toMatchObject({ localDateTime: "2026-12-04T20:00", timeZone: "America/Los_Angeles", venue: "The Crocodile" });
    // The server's reading wins over the browser's database: where they differ, the form shows what the site shows.
    expect(draftOfEvent({ ...seattle, localDateTime: "2026-12-04T21:00" }).localDateTime).toBe("2026-12-04T21:00");
    const checked = eventInputOf(draft);
    expect(checked).toEqual({
      ok: true,
      input: {
        title: "Seattle night",
        localDateTime: "2026-12-04T20:00",
        timeZone: "America/Los_Angeles",
        address: seattle.address,
        actionLink: "https://tickets.example",
        actionText: "Tickets",
      },
    });
  });

  it("names what is missing by its field: a title, a time, a link's words", () => {
    expect(eventInputOf({ ...emptyEventDraft("UTC"), actionLink: "https://x.example" })).toEqual({
      ok: false,
      problems: {
        title: "Give the event a title.",
        localDateTime: "Choose the date and time.",
        actionText: "Say what the link does, such as Tickets.",
      },
    });
    expect(eventInputOf({ ...emptyEventDraft("UTC"), title: "x", localDateTime: "2026-02-30T20:00" })).toMatchObject({
      ok: false,
      problems: { localDateTime: "This is not a date and time in the chosen time zone." },
    });
  });

  it("offers the runtime's zones, UTC, and the event's own", () => {
    const zones = timeZoneChoices("Antarctica/Troll");
    expect(zones).toContain("UTC");
    expect(zones).toContain("Europe/Berlin");
    expect(zones).toContain("Antarctica/Troll");
  });

  it("names zones by their current names, each once, UTC first (issue 34)", () => {
    const zones = timeZoneChoices("Europe/Kyiv");
    expect(zones[0]).toBe("UTC");
    for (const current of ["Europe/Kyiv", "Asia/Kolkata", "Asia/Ho_Chi_Minh", "America/Nuuk"]) expect(zones).toContain(current);
    for (const old of ["Europe/Kiev", "Asia/Calcutta", "Asia/Saigon", "America/Godthab"]) expect(zones).not.toContain(old);
    expect(new Set(zones).size).toBe(zones.length);
    // Every name offered is one the runtime reads, so the venue's time converts.
    for (const zone of zones) expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow();
  });

  it("starts a new event in the artist's zone, by its current name", () => {
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Europe/Kiev",
    });
    expect(emptyEventDraft().timeZone).toBe("Europe/Kyiv");
    spy.mockRestore();
  });
});
