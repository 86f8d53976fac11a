import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutcomes } from "./metricsRegistry";
import { startMetricsServer } from "./metricsServer";

let server: Awaited<ReturnType<typeof startMetricsServer>>;
let base: string;
beforeAll(async () => {
  server = await startMetricsServer(0, "127.0.0.1");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("serves the metrics at /metrics on its own port, uncached", async () => {
  mailOutcomes.inc({ outcome: "sent" });
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.text()).toMatch(/backline_mail_total\{outcome="sent"\} [1-9]/);
});

it("serves nothing else there", async () => {
  for (const path of ["/", "/healthz", "/api/session", "/metrics/x"]) expect((await fetch(`${base}${path}`)).status).toBe(404);
  expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
});
