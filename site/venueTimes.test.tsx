// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageOf } from "../runtime/interpreter/pageTesting";
import { formatEventTime } from "../runtime/time/eventTime";
import { instantToZonedLocal } from "../runtime/time/zonedTime";
import type { Event } from "../schema/entities/events";
import { App } from "./app/App";
import type { InitialState } from "./app/initialState";
import { RouteDataStore } from "./app/RouteDataStore";
import { renderSitePage } from "./entry-server";
import { TEST_PROFILE, TEST_SITE, testSiteData } from "./screens/account/screenTesting";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const VANCOUVER_SHOW: Event = {
  id: "show-vancouver",
  title: "Vancouver",
  dateTime: "2026-12-15T03:30:00.000Z",
  localDateTime: instantToZonedLocal("2026-12-15T03:30:00.000Z", "America/Vancouver"),
  timeZone: "America/Vancouver",
  address: { name: "The Velvet Elk", street: "881 Granville St", zipCode: "V6Z 1K7", city: "Vancouver", country: "Canada" },
  actionLink: "",
  actionText: "",
};
const RELEASE_PARTY = { date: "2027-03-01T02:00:00.000Z", timeZone: "America/Vancouver" };

/** The two times as this runtime (the server, in these tests) writes them: "Mon, Dec 14, 2026 · 7:30 PM PST", … */
const SERVER_WORDS = [
  formatEventTime(VANCOUVER_SHOW.dateTime, VANCOUVER_SHOW.timeZone),
  formatEventTime(RELEASE_PARTY.date, RELEASE_PARTY.timeZone),
];

const page = pageOf(
  { id: "events", type: "UpcomingEvents", props: { title: "Shows", limit: 5 } },
  { id: "countdown", type: "Countdown", props: { target: "date", ...RELEASE_PARTY } },
);

const data = testSiteData({ page: async () => page, events: async () => [VANCOUVER_SHOW] });

const render = (siteData = data) =>
  renderSitePage({
    pathname: "/",
    search: "",
    profile: TEST_PROFILE,
    site: TEST_SITE,
    data: siteData,
    origin: "https://band.example",
    renderedAt: 0,
    poweredBy: true,
  });

/** A browser whose time zone database is another release than the server's: every zone is named otherwise (as PDT for Vancouver in Chromium 156, PST in Node 20). */
function browserWithOtherZoneRules() {
  const formatToParts = Intl.DateTimeFormat.prototype.formatToParts;
  vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts").mockImplementation(function (this: Intl.DateTimeFormat, date) {
    return formatToParts.call(this, date).map((part) => (part.type === "timeZoneName" ? { ...part, value: "ZZT" } : part));
  });
}

async function hydrate(body: string, state: InitialState) {
  const container = document.createElement("div");
  container.innerHTML = body;
  document.body.append(container);
  const timesOf = () => [...container.querySelectorAll("time")].map((time) => time.textContent);
  const serverTimes = timesOf();
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  const root = await act(async () =>
    hydrateRoot(container, <App initial={state} data={data} store={new RouteDataStore(state.routeData)} />, {
      onRecoverableError: recoverable,
    }),
  );
  const result = { mismatches: recoverable.mock.calls.length + consoleError.mock.calls.length, times: timesOf(), serverTimes };
  act(() => root.unmount());
  return result;
}

describe("events' times on a server-rendered page", () => {
  it("are embedded as the server wrote them, one per time the page shows", async () => {
    const rendered = await render();
    const show = formatEventTime(VANCOUVER_SHOW.dateTime, VANCOUVER_SHOW.timeZone);
    const party = formatEventTime(RELEASE_PARTY.date, RELEASE_PARTY.timeZone);
    expect(rendered.state.venueTimes).toEqual({
      [`${VANCOUVER_SHOW.dateTime} America/Vancouver`]: show,
      [`${RELEASE_PARTY.date} America/Vancouver`]: party,
    });
    expect(rendered.body).toContain(show);
    expect(rendered.body).toContain(party);
  });

  it("hydrate without a mismatch in a browser whose zone rules differ, showing the server's words", async () => {
    const { body, state } = await render();
    browserWithOtherZoneRules();
    const { mismatches, times, serverTimes } = await hydrate(body, state);
    expect(mismatches).toBe(0);
    expect(serverTimes).toEqual(SERVER_WORDS);
    expect(times).toEqual(serverTimes);
  });

  it("would not, without them: the browser's own rules then write other words", async () => {
    const { body, state } = await render();
    const { venueTimes: _, ...withoutTimes } = state;
    browserWithOtherZoneRules();
    const { mismatches, times } = await hydrate(body, withoutTimes);
    expect(mismatches).toBeGreaterThan(0);
    expect(times).toEqual(SERVER_WORDS.map((words) => words.replace(/\S+$/, "ZZT")));
  });

  it("leave a page without zoned times as it was: nothing embedded", async () => {
    const plain = await render(testSiteData());
    expect(plain.state.venueTimes).toBeUndefined();
  });
});
