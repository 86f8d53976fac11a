/**
 * The analytics bench's load (bench/analytics.ts): batches of 50 page views sent to the ingest
 * route. Imported for the as-fast-as-they-go measure; run as a process of its own
 * (`analyticsIngestLoad.ts <base> <seconds> <per second> <first address>`) beside the home page's latency
 * measure, printing its non-2xx and error counts and the batches it sent as one JSON line.
 */
import autocannon from "autocannon";

/** The `n`th address of 10.0.0.0/8. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const batch = JSON.stringify({
  events: Array.from({ length: 50 }, (_, index) => ({ type: "pageview", path: `/page-${index % 7}`, referrer: "https://example.com/" })),
});

/**
 * Batches to the ingest route from 10 connections for `seconds`, at `perSecond` batches a second (as
 * fast as they go when absent), from addresses numbered from `firstAddress`: a load after another
 * within a minute takes addresses of its own, or the per-address limit would drop its events unseen.
 */
export function ingestLoad(base: string, seconds: number, perSecond?: number, firstAddress = 0) {
  let sent = 0;
  return autocannon({
    url: `${base}/api/public/analytics/events`,
    connections: 10,
    duration: seconds,
    ...(perSecond ? { overallRate: perSecond } : {}),
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          body: batch,
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

if (process.argv[1]?.endsWith("analyticsIngestLoad.ts") && process.argv.length === 6) {
  const [base = "", seconds, perSecond, firstAddress] = process.argv.slice(2);
  const result = await ingestLoad(base, Number(seconds), Number(perSecond), Number(firstAddress));
  console.log(JSON.stringify({ non2xx: result.non2xx, errors: result.errors, sent: result.requests.total }));
}
