/**
 * A page's latency at a steady pace, to a tenth of a millisecond: autocannon reports whole
 * milliseconds, too coarse to tell a 10% change of a 6 ms p99. Requests leave on a fixed schedule
 * (so a slow answer does not slow the pace) over keep-alive connections, each timed from its
 * scheduled start to its last byte, so time waiting for a free connection counts too.
 */
import { Agent, request } from "node:http";

export interface PacedLatency {
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly failures: number;
  /** Every answer's latency, sorted, for a percentile over several runs together. */
  readonly sorted: readonly number[];
}

/** The value below which `share` of the sorted values fall. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
}

export const round = (ms: number) => Math.round(ms * 10) / 10;

/** GETs `url` `perSecond` times a second for `seconds`, over up to `connections` sockets; latencies in ms. */
export async function pacedLatency(
  url: string,
  { perSecond, seconds, connections = 10 }: { perSecond: number; seconds: number; connections?: number },
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  const one = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const sent = request(url, { agent }, (response) => {
        response.resume();
        response.once("end", () => {
          if (response.statusCode === 200) latencies.push(performance.now() - scheduled);
          else failures += 1;
          resolve();
        });
      });
      sent.once("error", () => {
        failures += 1;
        resolve();
      });
      sent.end();
    });
  const total = perSecond * seconds;
  const interval = 1000 / perSecond;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const scheduled = started + index * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(scheduled));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    requests: sorted.length,
    failures,
    sorted,
  } satisfies PacedLatency;
}
