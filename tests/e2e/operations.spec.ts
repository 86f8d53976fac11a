import { expect, test } from "@playwright/test";

/**
 * What an operator's load balancer and Prometheus call on the built server (issue 40, item 7):
 * /healthz and /readyz by IP address, whatever the Host, and /metrics only with METRICS_TOKEN.
 */
test("the built server answers /healthz and /readyz, on its IP address and on an artist's", async ({ request, baseURL }) => {
  const artist = new URL(baseURL ?? "");
  for (const origin of [`http://127.0.0.1:${artist.port}`, artist.origin]) {
    const health = await request.get(`${origin}/healthz`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get(`${origin}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok", queue: "ok" } });
    expect(ready.headers()["cache-control"]).toBe("no-store");
  }
});

test("metrics are refused without METRICS_TOKEN and served to its bearer in Prometheus's format", async ({ request, baseURL }) => {
  // Set on the end-to-end server by playwright.config.ts.
  const token = process.env.E2E_METRICS_TOKEN ?? "";
  expect(token.length).toBeGreaterThanOrEqual(24);
  const base = `http://127.0.0.1:${new URL(baseURL ?? "").port}`;
  const refused = await request.get(`${base}/metrics`);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: "unauthorized", reason: "metricsToken" });
  expect(await refused.text()).not.toContain("backline_");
  const wrong = await request.get(`${base}/metrics`, { headers: { authorization: `Bearer ${token}x` } });
  expect(wrong.status()).toBe(401);
  const metrics = await request.get(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(metrics.status()).toBe(200);
  expect(metrics.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await metrics.text();
  expect(text).toContain("backline_http_request_duration_seconds_count");
  expect(text).toMatch(/backline_job_queue_depth\{queue="send-mail"\} \d+/);
});
