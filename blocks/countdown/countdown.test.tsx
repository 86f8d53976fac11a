// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { renderOnServer } from "../../runtime/interpreter/serverRendering";
import { unreadyBlocks } from "../../runtime/readiness";
import type { Product } from "../../schema/entities/catalogue";
import type { Event } from "../../schema/entities/events";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { countdownBlock } from "./index";
import { remainingLabel, remainingUntil } from "./remaining";

/** Sat, Jun 14, 2031, 19:30 UTC: the moment most tests count to. */
const MOMENT = "2031-06-14T19:30:00.000Z";
const AT = Date.parse(MOMENT);
const SECOND = 1000;
const DAY = 86_400 * SECOND;

beforeEach(() => {
  // The browser's own clock, which the block reads: moved by the tests, never waited for.
  vi.useFakeTimers({ now: AT - (12 * DAY + 3 * 3600 * SECOND + 25 * 60 * SECOND + 9 * SECOND) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function release(overrides: Partial<Product> = {}): Product {
  return {
    id: "rel-1",
    title: "Night Drive",
    artist: "Neon Coast",
    description: "",
    credits: "",
    category: "Music",
    media: [],
    variants: [],
    releasedAt: MOMENT,
    ...overrides,
  };
}

function event(overrides: Partial<Event> = {}): Event {
  return {
    id: "ev-1",
    title: "Live in London",
    dateTime: MOMENT,
    localDateTime: "2031-06-14T20:30",
    timeZone: "Europe/London",
    address: { name: "The Roundhouse", street: "", zipCode: "", city: "London", country: "UK" },
    actionLink: "tickets.example.com/roundhouse",
    actionText: "Tickets",
    ...overrides,
  };
}

function loaded(props: StoredPropsOf<"Countdown">, states: { release?: LoadState; event?: LoadState } = {}): LoadedData {
  const [release, event] = [
    props.target === "release" ? (props.releaseId ?? "") : "",
    props.target === "event" ? (props.eventId ?? "") : "",
  ];
  return {
    [dataKey({ resource: "release", params: { id: release } })]: states.release ?? { status: "ready", value: null },
    [dataKey({ resource: "event", params: { id: event } })]: states.event ?? { status: "ready", value: null },
  };
}

function page(props: StoredPropsOf<"Countdown">): PageDocument {
  return pageWithBlock("Countdown", props, "cd-1");
}

function view(props: StoredPropsOf<"Countdown">, data?: LoadedData, mode: RenderMode = "view", navigate?: (href: string) => void) {
  return (
    <DocumentView
      document={page(props)}
      registry={siteBlocks}
      data={data ?? loaded(props)}
      mode={mode}
      {...(navigate ? { navigate } : {})}
    />
  );
}

/** Mounts the block and lets its first tick run; returns the block's element, or null when it shows nothing. */
function mount(props: StoredPropsOf<"Countdown">, data?: LoadedData, mode: RenderMode = "view", navigate?: (href: string) => void) {
  const { container } = render(view(props, data, mode, navigate));
  return () => container.querySelector<HTMLElement>(".bl-countdown");
}

/** The count as a person sees it: each figure with its unit's label. */
function figures(block: HTMLElement | null) {
  return [...(block?.querySelectorAll(".bl-countdown__unit") ?? [])].map((unit) => unit.textContent);
}

const ON_DATE: StoredPropsOf<"Countdown"> = { title: "Out Friday", date: MOMENT };

describe("the time left", () => {
  it("counts whole days, hours, minutes and seconds, and nothing once the moment has come", () => {
    expect(remainingUntil(AT, AT - DAY - 61 * SECOND)).toEqual({ days: 1, hours: 0, minutes: 1, seconds: 1 });
    expect(remainingUntil(AT, AT - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remainingUntil(AT, AT - 999)).toBeNull();
    expect(remainingUntil(AT, AT)).toBeNull();
    expect(remainingUntil(AT, AT + DAY)).toBeNull();
  });

  it("is named by its two largest units, in words", () => {
    expect(remainingLabel({ days: 12, hours: 3, minutes: 25, seconds: 9 })).toBe("12 days, 3 hours left");
    expect(remainingLabel({ days: 1, hours: 1, minutes: 0, seconds: 0 })).toBe("1 day, 1 hour left");
    expect(remainingLabel({ days: 0, hours: 2, minutes: 1, seconds: 5 })).toBe("2 hours, 1 minute left");
    expect(remainingLabel({ days: 0, hours: 0, minutes: 4, seconds: 30 })).toBe("4 minutes, 30 seconds left");
    expect(remainingLabel({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe("1 second left");
  });
});

describe("Countdown before the moment", () => {
  it("writes the moment in words on the server, with no time left that the kept HTML would get wrong", () => {
    const html = renderOnServer(() => renderToString(view({ ...ON_DATE, timeZone: "America/New_York" })));
    expect(html).toContain("Out Friday");
    expect(html).toContain('<time dateTime="2031-06-14T19:30:00.000Z">Sat, Jun 14, 2031 · 3:30 PM EDT</time>');
    expect(html).not.toContain("timer");
    expect(html).not.toContain("bl-countdown__unit");
  });

  it("hydrates the server's HTML without a mismatch, then counts", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderOnServer(() => renderToString(view(ON_DATE)));
    // The kept HTML reaches a fan a while after it was made.
    vi.setSystemTime(Date.now() + 3 * 3600 * SECOND);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(host, view(ON_DATE), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(host.querySelector('[role="timer"]')?.getAttribute("aria-label")).toBe("12 days, 0 hours left");
    act(() => root.unmount());
    consoleError.mockRestore();
  });

  it("shows days, hours, minutes and seconds with their labels, ticking each second, under a timer that does not announce them", () => {
    const block = mount(ON_DATE);
    const timer = screen.getByRole("timer", { name: "12 days, 3 hours left" });
    expect(timer.getAttribute("aria-live")).toBe("off");
    expect(figures(block())).toEqual(["12Days", "03Hours", "25Minutes", "09Seconds"]);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(figures(block())).toEqual(["12Days", "03Hours", "25Minutes", "08Seconds"]);
    // Twelve days on, as a tab left open would see them (the browser's clock jumps; the next tick reads it).
    vi.setSystemTime(Date.now() + 12 * DAY);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(figures(block())).toEqual(["0Days", "03Hours", "25Minutes", "07Seconds"]);
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe("3 hours, 25 minutes left");
  });

  it("turns to its message, without a link, when a typed date comes", () => {
    const block = mount({ ...ON_DATE, endedMessage: "It's here" });
    vi.setSystemTime(AT - 2 * SECOND);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe("1 second left");
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.queryByRole("timer")).toBeNull();
    expect(block()?.querySelector(".bl-countdown__ended")?.textContent).toBe("It's here");
    expect(block()?.querySelector("a")).toBeNull();
    // The count stops: nothing is left to tick.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Countdown after the moment", () => {
  it("shows its message linking to the release's page, opened on the client", () => {
    vi.setSystemTime(AT + DAY);
    const props: StoredPropsOf<"Countdown"> = { target: "release", releaseId: "rel-1" };
    const navigate = vi.fn();
    mount(props, loaded(props, { release: { status: "ready", value: release() } }), "view", navigate);
    expect(screen.queryByRole("timer")).toBeNull();
    const link = screen.getByRole("link", { name: "Out now" });
    expect(link.getAttribute("href")).toBe("/music/rel-1");
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/music/rel-1", {});
  });

  it("links an event's message to its tickets, in a new tab, and writes its time in the venue's zone", () => {
    const props: StoredPropsOf<"Countdown"> = { target: "event", eventId: "ev-1", endedMessage: "On now", timeZone: "Asia/Tokyo" };
    const block = mount(props, loaded(props, { event: { status: "ready", value: event() } }));
    expect(block()?.querySelector("time")?.textContent).toBe("Sat, Jun 14, 2031 · 8:30 PM GMT+1");
    vi.setSystemTime(AT);
    act(() => vi.advanceTimersByTime(SECOND));
    const link = screen.getByRole("link", { name: "On now" });
    expect(link.getAttribute("href")).toBe("https://tickets.example.com/roundhouse");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows no message at all when its message is empty", () => {
    vi.setSystemTime(AT + SECOND);
    const block = mount({ ...ON_DATE, endedMessage: "" });
    expect(block()?.querySelector(".bl-countdown__ended")).toBeNull();
    expect(block()?.querySelector("time")).not.toBeNull();
  });
});

describe("Countdown without its moment", () => {
  const gone: StoredPropsOf<"Countdown"> = { title: "Out Friday", target: "release", releaseId: "rel-gone" };

  it("hides on the site when its release is gone, and says so in the editor", () => {
    expect(mount(gone)()).toBeNull();
    cleanup();
    const block = mount(gone, undefined, "edit");
    expect(block()?.querySelector("h2")?.textContent).toBe("Out Friday");
    expect(block()?.querySelector(".bl-countdown__hint")?.textContent).toMatch(/^This release is not on the site/);
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("treats a release without a date and a deleted event as gone", () => {
    const undated: StoredPropsOf<"Countdown"> = { target: "release", releaseId: "rel-1" };
    const { releasedAt: _, ...withoutDate } = release();
    expect(mount(undated, loaded(undated, { release: { status: "ready", value: withoutDate } }), "edit")()?.textContent).toContain(
      "without a date",
    );
    cleanup();
    const deleted: StoredPropsOf<"Countdown"> = { target: "event", eventId: "ev-deleted" };
    expect(mount(deleted, undefined, "edit")()?.textContent).toContain("This event is not on the site (deleted): choose another.");
  });

  it("asks for a date, a release or an event in the editor until one is chosen, and shows nothing on the site", () => {
    for (const [target, hint] of [
      ["date", "Choose a date and time to count down to."],
      ["release", "Choose a release to count down to."],
      ["event", "Choose an event to count down to."],
    ] as const) {
      expect(mount({ target })()).toBeNull();
      cleanup();
      expect(mount({ target }, undefined, "edit")()?.querySelector(".bl-countdown__hint")?.textContent).toBe(hint);
      cleanup();
    }
  });

  it("shows its title only while its data is not there, or could not be loaded", () => {
    const props: StoredPropsOf<"Countdown"> = { title: "Soon", target: "event", eventId: "ev-1" };
    for (const data of [{}, loaded(props, { event: { status: "error", message: "timeout" } })]) {
      const block = mount(props, data);
      expect(block()?.textContent).toBe("Soon");
      cleanup();
    }
  });

  it("takes a date no calendar has as no date", () => {
    expect(mount({ date: "2031-13-45T19:30:00Z" }, undefined, "edit")()?.textContent).toContain("Choose a date");
  });
});

describe("Countdown definition", () => {
  it("asks for its target only: the other need names nothing, which loads nothing", () => {
    const resolved = {
      title: "",
      target: "release",
      date: "",
      timeZone: "UTC",
      releaseId: "rel-1",
      eventId: "ev-1",
      endedMessage: "",
    } as const;
    expect(countdownBlock.load?.(resolved, {})).toEqual({
      release: { resource: "release", params: { id: "rel-1" } },
      event: { resource: "event", params: { id: "" } },
    });
    expect(countdownBlock.load?.({ ...resolved, target: "event" }, {})).toEqual({
      release: { resource: "release", params: { id: "" } },
      event: { resource: "event", params: { id: "ev-1" } },
    });
  });

  it("is not ready to publish until its target is chosen", () => {
    const problems = (props: StoredPropsOf<"Countdown">) =>
      unreadyBlocks(page(props).root, siteBlocks, { emailListIds: null, joinableTiers: null }).map((block) => block.problem);
    expect(problems({})).toEqual(["No date is chosen: it has nothing to count down to."]);
    expect(problems({ target: "release", date: MOMENT })).toEqual(["No release is chosen: it has nothing to count down to."]);
    expect(problems({ target: "event" })).toEqual(["No event is chosen: it has nothing to count down to."]);
    expect(problems({ date: "2031-13-45T19:30:00Z" })).toEqual(["Its date is not a real date: choose another."]);
    expect(problems({ date: MOMENT })).toEqual([]);
    expect(problems({ target: "event", eventId: "ev-1" })).toEqual([]);
  });
});
