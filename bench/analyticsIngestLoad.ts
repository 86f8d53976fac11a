/**
 * The analytics bench's flat-out load (bench/analytics.ts): batches of 50 page views sent to the
 * ingest route from 10 connections as fast as they go. The paced load beside the home page's
 * measure is bench/analyticsPacedIngest.ts.
 */
import autocannon from "autocannon";

/** The `n`th address of 10.0.0.0/8. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** One beacon's batch: 50 page views. */
export const INGEST_BATCH = JSON.stringify({
  events: Array.from({ length: 50 }, (_, index) => ({ type: "pageview", path: `/page-${index % 7}`, referrer: "https://example.com/" })),
});

/**
 * Batches to the ingest route from 10 connections for `seconds`, as fast as they go, from addresses
 * numbered from `firstAddress`: a load after another within a minute takes addresses of its own, or
 * the per-address limit would drop its events unseen.
 */
export function ingestLoad(base: string, seconds: number, firstAddress = 0) {
  let sent = 0;
  return autocannon({
    url: `${base}/api/public/analytics/events`,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          body: INGEST_BATCH,
          headers: {
            ...request.headers,
            "content-type": "application/json",
            "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
            // A new address for every 100 batches: under the per-address limit, as a real site's many visitors are.
            "x-forwarded-for": addressOf(firstAddress + Math.floor(sent++ / 100)),
          },
        }),
      },
    ],
  });
}
