// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockNode } from "../../schema/page";
import { PanelHost, type PanelHostOptions } from "../settings/panelTestKit";
import type { EventOption, ReleaseOption } from "../settings/types";
import CountdownSettings from "./CountdownSettings";

afterEach(cleanup);

const RELEASES: ReleaseOption[] = [
  { id: "rel-1", title: "Night Drive", releasedAt: "2031-06-14T19:30:00.000Z" },
  { id: "rel-2", title: "Demo" },
];
const EVENTS: EventOption[] = [{ id: "ev-1", title: "Live in London", dateTime: "2031-06-14T19:30:00Z", timeZone: "Europe/London" }];

function panel(props: Record<string, unknown> = {}, options: Partial<PanelHostOptions> = {}) {
  const onChange = vi.fn();
  const node = { id: "cd", type: "Countdown", props } as BlockNode;
  render(<PanelHost Panel={CountdownSettings} node={node} options={{ onChange, ...options }} />);
  return onChange;
}

describe("CountdownSettings", () => {
  it("sends the title and the message once it has passed, each a text edit", () => {
    const onChange = panel();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Out Friday" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Out Friday" }, { key: "title", kind: "text" });
    const message = screen.getByLabelText("Message once it has passed") as HTMLInputElement;
    expect(message.value).toBe("Out now");
    expect(message.maxLength).toBe(120);
    fireEvent.change(message, { target: { value: "Listen now" } });
    expect(onChange).toHaveBeenLastCalledWith({ endedMessage: "Listen now" }, { key: "endedMessage", kind: "text" });
  });

  it("takes a date and time as the chosen zone's clock shows it, and keeps that time when the zone changes", () => {
    const onChange = panel({ timeZone: "America/Los_Angeles" });
    const when = screen.getByLabelText("Date and time") as HTMLInputElement;
    expect(when.value).toBe("");
    fireEvent.change(when, { target: { value: "2026-12-04T20:00" } });
    expect(onChange).toHaveBeenLastCalledWith({ date: "2026-12-05T04:00:00.000Z" }, { key: "date", kind: "text" });
    expect(when.value).toBe("2026-12-04T20:00");
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/Berlin" } });
    expect(onChange).toHaveBeenLastCalledWith(
      { timeZone: "Europe/Berlin", date: "2026-12-04T19:00:00.000Z" },
      { key: "timeZone", kind: "text" },
    );
    expect(when.value).toBe("2026-12-04T20:00");
  });

  it("refuses a time zone that is none, and sends nothing for it", () => {
    const onChange = panel({ date: "2026-12-05T04:00:00.000Z" });
    const zone = screen.getByLabelText("Time zone");
    fireEvent.change(zone, { target: { value: "Mars/Olympus_Mons" } });
    expect(screen.getByText("This browser does not know that time zone.")).toBeTruthy();
    fireEvent.change(zone, { target: { value: "next door" } });
    expect(zone.getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("picks one of the artist's releases, asked for when the panel opens", async () => {
    const listReleases = vi.fn(async () => RELEASES);
    const onChange = panel({}, { listReleases });
    expect(screen.queryByLabelText("Release")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "A release" }));
    expect(onChange).toHaveBeenLastCalledWith({ target: "release" }, { key: "target", kind: "choice" });
    const picker = (await screen.findByRole("option", { name: "Night Drive · Sat, Jun 14, 2031" })).closest("select") as HTMLSelectElement;
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No release", "Night Drive · Sat, Jun 14, 2031", "Demo · no date"]);
    fireEvent.change(picker, { target: { value: "0" } });
    expect(onChange).toHaveBeenLastCalledWith({ releaseId: "rel-1" }, { key: "releaseId", kind: "choice" });
    expect(listReleases).toHaveBeenCalledTimes(1);
  });

  it("keeps a chosen release the studio no longer lists, named as not on the site", async () => {
    panel({ target: "release", releaseId: "rel-gone" }, { listReleases: async () => RELEASES });
    expect(await screen.findByRole("option", { name: "Release not on the site (rel-gone)" })).toBeTruthy();
    expect((screen.getByLabelText("Release") as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      "Release not on the site (rel-gone)",
    );
  });

  it("says what to do when the artist has no release or no upcoming event", async () => {
    panel({ target: "release" }, { listReleases: async () => [] });
    expect(await screen.findByText("Publish a release with a date to count down to it.")).toBeTruthy();
    cleanup();
    panel({ target: "event" }, { listEvents: () => Promise.reject(new Error("offline")) });
    expect(await screen.findByText("Add an upcoming event to count down to it.")).toBeTruthy();
  });

  it("picks an upcoming event, written in its venue's time, and clears it back to none", async () => {
    const onChange = panel({ target: "event", eventId: "ev-1" }, { listEvents: async () => EVENTS });
    const option = await screen.findByRole("option", { name: "Live in London · Sat, Jun 14, 2031 · 8:30 PM GMT+1" });
    const picker = option.closest("select") as HTMLSelectElement;
    expect(picker.selectedOptions[0]).toBe(option);
    expect(screen.queryByLabelText("Time zone")).toBeNull();
    fireEvent.change(picker, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith({ eventId: "" }, { key: "eventId", kind: "choice" });
  });
});
