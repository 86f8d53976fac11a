// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsBatch } from "../../schema/api/analytics";
import { pageViewEvent } from "./analyticsEvents";
import { expectValidBatch } from "./analyticsTesting";
import { SEND_INTERVAL_MS } from "./beaconSender";
import type { PrivacySignals } from "./privacy";
import { startAnalytics } from "./startAnalytics";

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

/** A page with a Button block's link as the server renders it, and a plain link. */
function renderLinks() {
  document.body.innerHTML = `<a href="https://tickets.example/tour" data-analytics-link="button">Tickets</a><a href="/about">About</a>`;
  const [button, plain] = Array.from(document.querySelectorAll("a"));
  if (!button || !plain) throw new Error("no links");
  // jsdom would try to navigate; the browser would.
  const prevent = (event: Event) => event.preventDefault();
  document.addEventListener("click", prevent);
  return { button, plain, stop: () => document.removeEventListener("click", prevent) };
}

function start(signals: PrivacySignals = {}) {
  const sent: Blob[] = [];
  const sendBeacon = vi.fn((_url: string, data: BodyInit) => {
    sent.push(data as Blob);
    return true;
  });
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  const analytics = startAnalytics({ window, navigator: { ...signals, sendBeacon }, fetch: fetch as unknown as typeof globalThis.fetch });
  return { analytics, sent, sendBeacon, fetch };
}

describe("startAnalytics", () => {
  it("sends what the components record and the marked links followed, stored nowhere", async () => {
    vi.useFakeTimers();
    const links = renderLinks();
    const { analytics, sent } = start();
    analytics.record(pageViewEvent("/", "", ""));
    links.button.click();
    links.plain.click();
    vi.advanceTimersByTime(SEND_INTERVAL_MS);
    const batches = await Promise.all(sent.map(async (blob) => JSON.parse(await blob.text()) as AnalyticsBatch));
    expect(batches).toEqual([
      {
        events: [
          { type: "pageview", path: "/", referrer: "" },
          { type: "click", path: "/", link: "https://tickets.example/tour", source: "button" },
        ],
      },
    ]);
    for (const batch of batches) expectValidBatch(batch.events);
    // No cookie, no storage: nothing that could tell this visitor apart tomorrow.
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    analytics.stop();
    links.stop();
  });

  it.each([
    ["Do Not Track", { doNotTrack: "1" }],
    ["Global Privacy Control", { globalPrivacyControl: true }],
  ] as const)("sends nothing under %s", (_name, signals) => {
    vi.useFakeTimers();
    const links = renderLinks();
    const { analytics, sendBeacon, fetch } = start(signals);
    analytics.record(pageViewEvent("/", "", ""));
    links.button.click();
    vi.advanceTimersByTime(SEND_INTERVAL_MS * 2);
    window.dispatchEvent(new Event("pagehide"));
    analytics.stop();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    links.stop();
  });

  it("collects when Do Not Track is off or unset", () => {
    const { analytics, sendBeacon } = start({ doNotTrack: "0", globalPrivacyControl: false });
    analytics.record(pageViewEvent("/", "", ""));
    analytics.stop();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
