// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_BATCH_MAX, type AnalyticsBatch } from "../../schema/api/analytics";
import { pageViewEvent } from "./analyticsEvents";
import { expectValidBatch } from "./analyticsTesting";
import { ANALYTICS_EVENTS_URL, BATCH_BYTES_MAX, type BeaconSender, createBeaconSender, QUEUE_MAX, SEND_INTERVAL_MS } from "./beaconSender";

const view = (n: number) => pageViewEvent(`/page-${n}`, "", "");

/** A navigator whose beacon keeps what it is given and answers `accepts`. */
function fakeNavigator(accepts = true) {
  const sent: Blob[] = [];
  const sendBeacon = vi.fn((url: string, data: BodyInit) => {
    expect(url).toBe(ANALYTICS_EVENTS_URL);
    sent.push(data as Blob);
    return accepts;
  });
  return { navigator: { sendBeacon }, sent, sendBeacon };
}

async function batchesOf(blobs: readonly Blob[]): Promise<AnalyticsBatch[]> {
  return Promise.all(
    blobs.map(async (blob) => {
      expect(blob.type).toBe("application/json");
      const batch = JSON.parse(await blob.text()) as AnalyticsBatch;
      expectValidBatch(batch.events);
      return batch;
    }),
  );
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

let sender: BeaconSender | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  sender?.stop();
  sender = null;
  setVisibility("visible");
  vi.useRealTimers();
});

describe("the beacon sender", () => {
  it("sends what is queued once its interval has passed, and nothing while the queue is empty", async () => {
    const { navigator, sent } = fakeNavigator();
    sender = createBeaconSender({ window, document, navigator });
    vi.advanceTimersByTime(SEND_INTERVAL_MS * 3);
    expect(sent).toHaveLength(0);

    sender.record(view(1));
    sender.record(view(2));
    vi.advanceTimersByTime(SEND_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect((await batchesOf(sent)).map((batch) => batch.events.map((event) => event.path))).toEqual([["/page-1", "/page-2"]]);

    sender.record(view(3));
    vi.advanceTimersByTime(SEND_INTERVAL_MS);
    expect(sent).toHaveLength(2);
  });

  it("splits a long queue into batches of at most 50", async () => {
    const { navigator, sent } = fakeNavigator();
    sender = createBeaconSender({ window, document, navigator });
    for (let n = 0; n < ANALYTICS_BATCH_MAX * 2 + 3; n++) sender.record(view(n));
    sender.flush();
    const batches = await batchesOf(sent);
    expect(batches.map((batch) => batch.events.length)).toEqual([ANALYTICS_BATCH_MAX, ANALYTICS_BATCH_MAX, 3]);
    expect(batches.flatMap((batch) => batch.events).map((event) => event.path)[0]).toBe("/page-0");
  });

  it("keeps each batch under the browsers' and the server's 64 KiB, whatever its events hold", async () => {
    const { navigator, sent } = fakeNavigator();
    sender = createBeaconSender({ window, document, navigator });
    const long = "é".repeat(3000);
    for (let n = 0; n < ANALYTICS_BATCH_MAX; n++) sender.record(pageViewEvent(`/${n}-${long}`, "", `https://a.example/${long}`));
    sender.flush();
    const batches = await batchesOf(sent);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(ANALYTICS_BATCH_MAX);
    for (const blob of sent) expect(blob.size).toBeLessThanOrEqual(BATCH_BYTES_MAX);
  });

  it("sends at once when the page is hidden, and on pagehide", async () => {
    const { navigator, sent } = fakeNavigator();
    sender = createBeaconSender({ window, document, navigator });
    sender.record(view(1));
    setVisibility("visible");
    expect(sent).toHaveLength(0);
    setVisibility("hidden");
    expect(sent).toHaveLength(1);

    sender.record(view(2));
    window.dispatchEvent(new Event("pagehide"));
    expect((await batchesOf(sent)).map((batch) => batch.events[0]?.path)).toEqual(["/page-1", "/page-2"]);
    // Nothing is left for the timer.
    vi.advanceTimersByTime(SEND_INTERVAL_MS);
    expect(sent).toHaveLength(2);
  });

  it("falls back to a keepalive fetch without cookies when the beacon is refused or missing", () => {
    const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 202 })));
    const refused = fakeNavigator(false);
    sender = createBeaconSender({ window, document, navigator: refused.navigator, fetch: fetch as typeof globalThis.fetch });
    sender.record(view(1));
    sender.flush();
    expect(refused.sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(ANALYTICS_EVENTS_URL);
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(JSON.parse(String(init?.body))).toEqual({ events: [view(1)] });
    sender.stop();

    sender = createBeaconSender({ window, document, navigator: {}, fetch: fetch as typeof globalThis.fetch });
    sender.record(view(2));
    sender.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps at most QUEUE_MAX events, dropping the oldest", async () => {
    const { navigator, sent } = fakeNavigator();
    sender = createBeaconSender({ window, document, navigator });
    for (let n = 0; n < QUEUE_MAX + 20; n++) sender.record(view(n));
    sender.flush();
    const paths = (await batchesOf(sent)).flatMap((batch) => batch.events.map((event) => event.path));
    expect(paths).toHaveLength(QUEUE_MAX);
    expect(paths[0]).toBe("/page-20");
    expect(paths.at(-1)).toBe(`/page-${QUEUE_MAX + 19}`);
  });

  it("stops listening once stopped, after sending what was left", () => {
    const { navigator, sent } = fakeNavigator();
    sender = createBeaconSender({ window, document, navigator });
    sender.record(view(1));
    sender.stop();
    expect(sent).toHaveLength(1);
    sender = null;
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(1);
  });
});
