/**
 * The analytics bench's paced ingest (bench/analytics.ts), run as a process of its own beside the
 * home page's latency measure: `analyticsPacedIngest.ts <base> <seconds> <batches per second> <first address>`.
 * Batches leave at the moments of a Poisson process of that rate, as the beacons of a site's many
 * independent visitors arrive. autocannon's `overallRate` sends each second's whole quota at once,
 * at the second's start: 100 batches back to back every second, a burst no site's visitors make,
 * and the p99 it gave measured that burst (the 40–80 ms it holds the event loop), not the ingest.
 * Prints its non-2xx and error counts and the batches it sent as one JSON line.
 */
import { Agent, request } from "node:http";
import { addressOf, INGEST_BATCH } from "./analyticsIngestLoad";

/** A small seeded generator (mulberry32): the same arrivals every run, so runs compare. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function pacedIngest(base: string, seconds: number, perSecond: number, firstAddress: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const random = seeded(firstAddress + 1);
  const url = `${base}/api/public/analytics/events`;
  let sent = 0;
  let non2xx = 0;
  let errors = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const outgoing = request(
        url,
        {
          agent,
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
            // A new address for every 100 batches: under the per-address limit, as a real site's many visitors are.
            "x-forwarded-for": addressOf(firstAddress + Math.floor(index / 100)),
          },
        },
        (response) => {
          response.resume();
          response.once("end", () => {
            if ((response.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      outgoing.once("error", () => {
        errors += 1;
        resolve();
      });
      outgoing.end(INGEST_BATCH);
    });
  // Exactly `perSecond` × `seconds` arrivals at uniformly random moments of the window: a Poisson
  // process of that rate, given its count, so every run sends the same number of events.
  const total = Math.round(perSecond * seconds);
  const moments = Array.from({ length: total }, () => random() * seconds * 1000).sort((a, b) => a - b);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const moment of moments) {
    const wait = started + moment - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(sent));
    sent += 1;
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { non2xx, errors, sent };
}

if (process.argv[1]?.endsWith("analyticsPacedIngest.ts") && process.argv.length === 6) {
  const [base = "", seconds, perSecond, firstAddress] = process.argv.slice(2);
  console.log(JSON.stringify(await pacedIngest(base, Number(seconds), Number(perSecond), Number(firstAddress))));
}
