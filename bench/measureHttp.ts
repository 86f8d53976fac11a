import autocannon from "autocannon";

/** Requests per second and latency of one URL (with `headers`): autocannon with 10 connections for 8 s, after 2 s of warm-up. */
export async function measureHttp(name: string, url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: 10, duration: 8 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    route: name,
    "requests/s": Math.round(result.requests.average),
    "p99 latency (ms)": result.latency.p99,
    "mean latency (ms)": result.latency.average,
  };
}
