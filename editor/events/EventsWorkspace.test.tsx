// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { zonedLocalToInstant } from "../../runtime/time/zonedTime";
import type { EventInput } from "../../schema/api/events";
import type { Event } from "../../schema/entities/events";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { type EventsApi, EventsWorkspace } from "./EventsWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "The Lantern Coast" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

/** An event as the server answers what the studio sent: the instant read from the venue's clock. */
const answered = (id: string, { localDateTime = "", dateTime, ...rest }: EventInput): Event => ({
  id,
  ...rest,
  dateTime: dateTime ?? zonedLocalToInstant(localDateTime, rest.timeZone) ?? "",
  localDateTime,
  actionLink: rest.actionLink ?? "",
  actionText: rest.actionText ?? "",
});

/** An events API in memory, as the server answers. */
function fakeEvents(initial: Event[] = [], { failList = false } = {}) {
  let events = [...initial];
  let next = 1;
  const api: EventsApi = {
    listEvents: vi.fn(async () => {
      if (failList) throw new Error("the server is down");
      return [...events];
    }),
    createEvent: vi.fn(async (_profileId: string, input: EventInput) => {
      const event = answered(`ev${next++}`, input);
      events.push(event);
      return event;
    }),
    updateEvent: vi.fn(async (_profileId: string, id: string, input: EventInput) => {
      const event = answered(id, input);
      events = events.map((candidate) => (candidate.id === id ? event : candidate));
      return event;
    }),
    deleteEvent: vi.fn(async (_profileId: string, id: string) => {
      events = events.filter((event) => event.id !== id);
      return { ok: true as const };
    }),
  };
  return api;
}

function renderEvents(api: EventsApi) {
  return render(<EventsWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

const stored: Event = {
  id: "seattle",
  title: "Seattle night",
  dateTime: "2030-12-05T04:00:00.000Z",
  localDateTime: "2030-12-04T20:00",
  timeZone: "America/Los_Angeles",
  address: { name: "The Crocodile", street: "", zipCode: "", city: "Seattle", country: "USA" },
  actionLink: "",
  actionText: "",
};

describe("the studio's Events section", () => {
  it("says there are none yet, then adds one typed on the venue's clock", async () => {
    const api = fakeEvents();
    renderEvents(api);
    expect(await screen.findByText(/No events yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add event" }));
    const form = screen.getByRole("form", { name: "New event" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Berlin night" } });
    fireEvent.change(within(form).getByLabelText("Date and time, at the venue"), { target: { value: "2030-06-01T20:00" } });
    fireEvent.change(within(form).getByLabelText("Venue's time zone"), { target: { value: "Europe/Berlin" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save event" }));
    await waitFor(() => expect(api.createEvent).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.createEvent).mock.calls[0]?.[1]).toMatchObject({
      title: "Berlin night",
      localDateTime: "2030-06-01T20:00",
      timeZone: "Europe/Berlin",
    });
    const list = await screen.findByRole("list", { name: "Your events" });
    expect(within(list).getByText("Berlin night")).toBeTruthy();
    expect(within(list).getByText(/Sat, Jun 1, 2030 · 8:00 PM GMT\+2/)).toBeTruthy();
  });

  it("lists an event at the server's reading of the venue's clock, the one the site shows, and edits that one", async () => {
    // A server whose time zone database has the zone an hour from this browser's: it read 9 PM.
    const apart = { ...stored, localDateTime: "2030-12-04T21:00" };
    renderEvents(fakeEvents([apart]));
    const list = await screen.findByRole("list", { name: "Your events" });
    expect(within(list).getByText(/Wed, Dec 4, 2030 · 9:00 PM PST/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit Seattle night" }));
    const form = screen.getByRole("form", { name: "Edit Seattle night" });
    expect((within(form).getByLabelText("Date and time, at the venue") as HTMLInputElement).value).toBe("2030-12-04T21:00");
  });

  it("edits an event at its venue's clock, and deletes one only once confirmed", async () => {
    const api = fakeEvents([stored]);
    renderEvents(api);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Seattle night" }));
    const form = screen.getByRole("form", { name: "Edit Seattle night" });
    expect((within(form).getByLabelText("Date and time, at the venue") as HTMLInputElement).value).toBe("2030-12-04T20:00");
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Seattle, late" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save event" }));
    expect(await screen.findByText("Seattle, late")).toBeTruthy();
    expect(vi.mocked(api.updateEvent).mock.calls[0]?.[2]).toMatchObject({ localDateTime: stored.localDateTime, timeZone: stored.timeZone });

    const message = 'Delete the event "Seattle, late"? This cannot be undone.';
    fireEvent.click(screen.getByRole("button", { name: "Delete Seattle, late" }));
    await answerConfirm({ title: "Delete this event?", message, button: "Cancel" });
    expect(api.deleteEvent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete Seattle, late" }));
    await answerConfirm({ title: "Delete this event?", message, button: "Delete event" });
    await waitFor(() => expect(screen.queryByText("Seattle, late")).toBeNull());
  });

  it("finds an event by its title, venue or city", async () => {
    const berlin = { ...stored, id: "e2", title: "Berlin night", address: { ...stored.address, name: "Lido", city: "Berlin" } };
    renderEvents(fakeEvents([stored, berlin]));
    const search = await screen.findByLabelText("Find an event");
    fireEvent.change(search, { target: { value: "lido" } });
    expect(screen.getByRole("list", { name: "Your events" }).textContent).toContain("Berlin night");
    expect(screen.getByRole("list", { name: "Your events" }).textContent).not.toContain(stored.title);
    fireEvent.change(search, { target: { value: "tokyo" } });
    expect(screen.getByText("No event matches.")).toBeTruthy();
  });

  it("says so when the events cannot be loaded, and tries again", async () => {
    const api = fakeEvents([], { failList: true });
    renderEvents(api);
    expect((await screen.findByRole("alert")).textContent).toContain("The events could not be loaded: the server is down");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.listEvents).toHaveBeenCalledTimes(2));
  });
});
