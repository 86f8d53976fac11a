import { ANALYTICS_BATCH_MAX, type AnalyticsBatch, type AnalyticsEvent } from "../../schema/api/analytics";

/** Where the site sends its events: the artist's own address, so the same origin as the page. */
export const ANALYTICS_EVENTS_URL = "/api/public/analytics/events";

/** How long events wait for company before they go (a page's worth usually leaves when it is hidden). */
export const SEND_INTERVAL_MS = 5000;

/** The most events kept waiting: beyond it the oldest go, so a page left open for days never grows. */
export const QUEUE_MAX = 500;

/**
 * The most bytes of JSON in one batch: browsers refuse a beacon or keepalive fetch past 64 KiB in
 * flight, and the server's body limit is 64 KiB too. Fifty long addresses would pass it.
 */
export const BATCH_BYTES_MAX = 60 * 1024;

const utf8 = new TextEncoder();
const bytesOf = (value: unknown) => utf8.encode(JSON.stringify(value)).length;

/** Takes the next batch off the front of `queue`: at most ANALYTICS_BATCH_MAX events and BATCH_BYTES_MAX bytes (one event always goes). */
function takeBatch(queue: AnalyticsEvent[]): AnalyticsBatch {
  let bytes = bytesOf({ events: [] });
  let count = 0;
  for (const event of queue) {
    const size = bytesOf(event) + 1;
    if (count === ANALYTICS_BATCH_MAX || (count > 0 && bytes + size > BATCH_BYTES_MAX)) break;
    bytes += size;
    count++;
  }
  return { events: queue.splice(0, count) };
}

/** The part of `navigator` the sender uses; sendBeacon is missing in old browsers and some webviews. */
export interface BeaconNavigator {
  sendBeacon?(url: string, data: BodyInit): boolean;
}

export interface BeaconSenderOptions {
  readonly url?: string;
  readonly window: Pick<Window, "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout">;
  readonly document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  readonly navigator: BeaconNavigator;
  /** The fallback when there is no beacon or it is refused (its queue full). */
  readonly fetch?: typeof fetch;
  readonly intervalMs?: number;
  readonly queueMax?: number;
}

export interface BeaconSender {
  /** Queues an event; it goes within `intervalMs`, or at once if the page is hidden first. */
  record(event: AnalyticsEvent): void;
  /** Sends everything queued now, in batches of at most ANALYTICS_BATCH_MAX events and BATCH_BYTES_MAX bytes. */
  flush(): void;
  /** Sends what is left and stops listening. */
  stop(): void;
}

/**
 * Queues analytics events and sends them in batches by `navigator.sendBeacon`, which the browser
 * delivers even while the page unloads: every few seconds while something waits, and at once when
 * the page is hidden (`visibilitychange`; `pagehide` for the browsers that skip it on unload, as
 * Safari did). It keeps nothing anywhere but in memory: no cookie, no storage, no identifier.
 */
export function createBeaconSender(options: BeaconSenderOptions): BeaconSender {
  const { window: win, document: doc, navigator: nav } = options;
  const url = options.url ?? ANALYTICS_EVENTS_URL;
  const intervalMs = options.intervalMs ?? SEND_INTERVAL_MS;
  const queueMax = options.queueMax ?? QUEUE_MAX;
  const fallback = options.fetch ?? (typeof fetch === "function" ? fetch : null);
  let queue: AnalyticsEvent[] = [];
  let timer: number | null = null;

  const send = (batch: AnalyticsBatch) => {
    const body = JSON.stringify(batch);
    // WARNING: sendBeacon must be called as navigator's method, or browsers throw "Illegal invocation".
    if (nav.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
    // keepalive lets the request outlive the page, as a beacon does; "omit" sends no cookie.
    fallback?.(url, { method: "POST", keepalive: true, credentials: "omit", headers: { "content-type": "application/json" }, body }).catch(
      () => {},
    );
  };

  const flush = () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
    while (queue.length > 0) send(takeBatch(queue));
  };

  const onVisibilityChange = () => {
    if (doc.visibilityState === "hidden") flush();
  };
  doc.addEventListener("visibilitychange", onVisibilityChange);
  win.addEventListener("pagehide", flush);

  return {
    record(event) {
      queue.push(event);
      if (queue.length > queueMax) queue = queue.slice(queue.length - queueMax);
      // One timer while something waits, none while the queue is empty: an idle page never wakes.
      timer ??= win.setTimeout(flush, intervalMs);
    },
    flush,
    stop() {
      flush();
      doc.removeEventListener("visibilitychange", onVisibilityChange);
      win.removeEventListener("pagehide", flush);
    },
  };
}
