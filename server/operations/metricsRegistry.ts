import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The server's Prometheus metrics (issue 40, item 7), in one registry of this process. Counters
 * are module-wide because what they count (mail sent, payment events, cache lookups) happens far
 * from any app instance; the gauges that read an app's database and queue live in serverGauges.ts.
 * Every label's values come from a closed set (route patterns, queue names, cache names), never
 * from a request, so the number of series stays bounded.
 */
export const metricsRegistry = new Registry();

/** Requests answered, by method, route pattern and status class; with their durations. */
export const httpRequestDuration = new Histogram({
  name: "backline_http_request_duration_seconds",
  help: "How long requests took to answer, by method, route pattern and status class",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Jobs run by this process's workers, by queue and how they ended. */
export const jobOutcomes = new Counter({
  name: "backline_jobs_total",
  help: "Jobs run by this server, by queue and outcome (done or failed)",
  labelNames: ["queue", "outcome"] as const,
  registers: [metricsRegistry],
});

/** Mail handed to the transport (SMTP or the outbox), by outcome. */
export const mailOutcomes = new Counter({
  name: "backline_mail_total",
  help: "Messages handed to the mail transport, by outcome (sent or failed)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

/** Payment provider events received, by kind and outcome. */
export const paymentEvents = new Counter({
  name: "backline_payment_events_total",
  help: "Payment events received from the provider, by kind and outcome (handled, replayed, ignored, failed)",
  labelNames: ["kind", "outcome"] as const,
  registers: [metricsRegistry],
});

/** Lookups in the server's bounded caches, by cache and whether the value was there. */
export const cacheLookups = new Counter({
  name: "backline_cache_lookups_total",
  help: "Lookups in the server's caches, by cache and result (hit or miss)",
  labelNames: ["cache", "result"] as const,
  registers: [metricsRegistry],
});

let processMetrics = false;

/** Adds prom-client's default process metrics (CPU, memory, event loop lag, handles) once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: "backline_" });
}
