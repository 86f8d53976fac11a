// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { Event } from "../../schema/entities/events";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { upcomingEventsBlock } from "./index";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

function event(id: string, overrides: Partial<Event> = {}): Event {
  return {
    id,
    title: `Show ${id}`,
    dateTime: "2031-06-14T19:30:00Z",
    localDateTime: "2031-06-14T20:30",
    timeZone: "Europe/London",
    address: { name: "The Roundhouse", street: "Chalk Farm Road", zipCode: "NW1 8EH", city: "London", country: "United Kingdom" },
    actionLink: "https://tickets.example.com/roundhouse",
    actionText: "Tickets",
    ...overrides,
  };
}

function eventsData(state: LoadState): LoadedData {
  return { [dataKey({ resource: "events" })]: state };
}

function page(props: StoredPropsOf<"UpcomingEvents">): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children: [{ id: "ue-1", type: "UpcomingEvents", props }] },
  };
}

/** Renders one Upcoming Events block in a page and returns its element. */
function renderBlock(props: StoredPropsOf<"UpcomingEvents">, data?: LoadedData): HTMLElement {
  const { container } = render(<DocumentView document={page(props)} registry={siteBlocks} {...(data ? { data } : {})} />);
  const element = container.querySelector<HTMLElement>(".bl-upcoming-events");
  if (!element) throw new Error("no upcoming events rendered");
  return element;
}

/** Each event as a person reads it. */
function eventsShown(section: HTMLElement) {
  return [...section.querySelectorAll(".bl-event")].map((item) => {
    const link = item.querySelector("a");
    return {
      title: item.querySelector(".bl-event__title")?.textContent,
      when: item.querySelector("time")?.textContent,
      dateTime: item.querySelector("time")?.getAttribute("datetime"),
      where: item.querySelector("address")?.textContent,
      link: link ? { text: link.textContent, href: link.getAttribute("href") } : null,
    };
  });
}

describe("Upcoming Events list", () => {
  it("shows each event's title, time at its venue, venue and action link", () => {
    const section = renderBlock(
      {},
      eventsData({
        status: "ready",
        value: [
          event("e1", { title: "Live in London" }),
          event("e2", {
            title: "Festival set",
            dateTime: "2031-07-01T22:00:00+02:00",
            localDateTime: "2031-07-01T22:00",
            timeZone: "Europe/Berlin",
            address: { name: "Open Air", street: "", zipCode: "", city: "Berlin", country: "Germany" },
            actionLink: "example.com/festival",
            actionText: "More info",
          }),
        ],
      }),
    );
    expect(section.querySelector("h2")?.textContent).toBe("Upcoming events");
    expect(eventsShown(section)).toEqual([
      {
        title: "Live in London",
        when: "Sat, Jun 14, 2031 · 8:30 PM GMT+1",
        dateTime: "2031-06-14T19:30:00Z",
        where: "The Roundhouse, Chalk Farm Road, NW1 8EH London, United Kingdom",
        link: { text: "Tickets", href: "https://tickets.example.com/roundhouse" },
      },
      {
        title: "Festival set",
        when: "Tue, Jul 1, 2031 · 10:00 PM GMT+2",
        dateTime: "2031-07-01T22:00:00+02:00",
        where: "Open Air, Berlin, Germany",
        link: { text: "More info", href: "https://example.com/festival" },
      },
    ]);
  });

  it("shows the venue's time on the server and in the browser alike, whatever the machine's time zone", () => {
    vi.stubEnv("TZ", "Pacific/Auckland");
    const html = renderToString(
      <DocumentView document={page({})} registry={siteBlocks} data={eventsData({ status: "ready", value: [event("e1")] })} />,
    );
    expect(html).toContain("Sat, Jun 14, 2031 · 8:30 PM GMT+1");
    const section = renderBlock({}, eventsData({ status: "ready", value: [event("e1")] }));
    expect(eventsShown(section).map((item) => item.when)).toEqual(["Sat, Jun 14, 2031 · 8:30 PM GMT+1"]);
  });

  it("joins a zip code without a city, and a city without a zip code", () => {
    const section = renderBlock(
      {},
      eventsData({
        status: "ready",
        value: [
          event("e1", { address: { name: "", street: "1 Main St", zipCode: "10001", city: "", country: "USA" } }),
          event("e2", { address: { name: "Club", street: "", zipCode: "", city: "", country: "" } }),
        ],
      }),
    );
    expect(eventsShown(section).map((item) => item.where)).toEqual(["1 Main St, 10001, USA", "Club"]);
  });

  it("opens the action link in a new tab without giving it the page", () => {
    renderBlock({ title: "Tour" }, eventsData({ status: "ready", value: [event("e1")] }));
    const link = screen.getByRole("link", { name: "Tickets" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "java\tscript:alert(1)"])(
    "turns the unsafe action link %j into about:blank",
    (actionLink) => {
      renderBlock({}, eventsData({ status: "ready", value: [event("e1", { actionLink })] }));
      expect(screen.getByRole("link", { name: "Tickets" }).getAttribute("href")).toBe("about:blank");
    },
  );

  it("shows no action link without a link or without its text", () => {
    const section = renderBlock(
      {},
      eventsData({ status: "ready", value: [event("e1", { actionLink: "" }), event("e2", { actionText: "" })] }),
    );
    expect(eventsShown(section).map((item) => item.link)).toEqual([null, null]);
    expect(section.querySelectorAll("a")).toHaveLength(0);
  });

  it("shows at most 5 events by default, in the order given", () => {
    const value = ["a", "b", "c", "d", "e", "f", "g"].map((id) => event(id));
    expect(eventsShown(renderBlock({}, eventsData({ status: "ready", value }))).map((item) => item.title)).toEqual([
      "Show a",
      "Show b",
      "Show c",
      "Show d",
      "Show e",
    ]);
  });

  it("respects its limit", () => {
    const value = ["a", "b", "c"].map((id) => event(id));
    expect(eventsShown(renderBlock({ limit: 1 }, eventsData({ status: "ready", value }))).map((item) => item.title)).toEqual(["Show a"]);
  });

  it("says 'No upcoming events' for an empty list", () => {
    const section = renderBlock({}, eventsData({ status: "ready", value: [] }));
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("No upcoming events");
    expect(section.querySelector(".bl-events")).toBeNull();
  });

  it("says the events could not be loaded on error", () => {
    const section = renderBlock({}, eventsData({ status: "error", message: "relation events does not exist" }));
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("The events could not be loaded.");
    expect(section.textContent).not.toContain("relation");
    expect(section.querySelector(".bl-events")).toBeNull();
  });

  it("shows neither events nor a message without data", () => {
    const section = renderBlock({});
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("");
    expect(section.querySelector(".bl-events")).toBeNull();
  });
});

describe("Upcoming Events data", () => {
  it("declares the events as its need", () => {
    expect(upcomingEventsBlock.load?.({ title: "Upcoming events", limit: 5 }, { profileId: "artist-1" })).toEqual({
      events: { resource: "events" },
    });
  });

  it("renders on the server, in the venue's time", () => {
    const html = renderToString(
      <DocumentView
        document={page({ title: "On tour" })}
        registry={siteBlocks}
        data={eventsData({ status: "ready", value: [event("e1", { title: "Live in London", actionLink: "javascript:alert(1)" })] })}
      />,
    );
    expect(html).toContain("On tour");
    expect(html).toContain("Live in London");
    expect(html).toContain("Sat, Jun 14, 2031 · 8:30 PM GMT+1");
    expect(html).toContain("The Roundhouse, Chalk Farm Road, NW1 8EH London, United Kingdom");
    expect(html).toContain('href="about:blank"');
    expect(html).not.toContain("javascript:");
  });

  it("renders its empty state on the server", () => {
    const html = renderToString(
      <DocumentView document={page({})} registry={siteBlocks} data={eventsData({ status: "ready", value: [] })} />,
    );
    expect(html).toContain("No upcoming events");
  });
});
