import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../storage/diskStorage";
import { createTestApp, createTestServer, type TestApp, type TestServer } from "../testing/testServer";
import { httpRequestDuration } from "./metricsRegistry";
import { UNMATCHED_ROUTE } from "./requestTracking";

const METRICS_TOKEN = "metrics-token-for-the-tests-0123456789";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer("pglite", {
    config: { metricsToken: METRICS_TOKEN },
    jobQueue: { check: async () => {}, depths: async () => ({ "send-mail": 3 }) },
  });
}, 60_000);
afterAll(() => server.close());

describe("/healthz and /readyz", () => {
  it("answer on any Host, uncached, without a database call for /healthz", async () => {
    for (const host of ["10.0.0.7:3000", "localhost", "unknown-artist.example"]) {
      const health = await server.app.inject({ url: "/healthz", headers: { host } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      expect(health.headers["cache-control"]).toBe("no-store");
      const ready = await server.app.inject({ url: "/readyz", headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok", queue: "ok" } });
      expect(ready.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers /readyz 503 naming the media store when it cannot be written", async () => {
    const blocker = join(tmpdir(), `backline-not-a-folder-${process.pid}`);
    writeFileSync(blocker, "a file where the media folder should be");
    const app = await createTestApp("pglite", { storage: diskStorage(join(blocker, "media")) });
    try {
      const ready = await app.app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", checks: { database: "ok", storage: "unreachable" } });
      // The process is alive all the same.
      expect((await app.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers /readyz 503 naming the database when it is stopped, and the job queue when it fails", async () => {
    let app: TestApp | undefined = await createTestApp("pglite", {
      jobQueue: {
        check: () => Promise.reject(new Error("connect ECONNREFUSED 10.1.2.3:5432 user=backline")),
        depths: async () => ({}),
      },
    });
    const queueDown = await app.app.inject({ url: "/readyz" });
    expect(queueDown.statusCode).toBe(503);
    expect(queueDown.json()).toEqual({ status: "unavailable", checks: { database: "ok", storage: "ok", queue: "unreachable" } });
    // The error's text (a host, a user) is never shown.
    expect(queueDown.body).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|user=/);
    await app.context.db.close();
    const stopped = await app.app.inject({ url: "/readyz" });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json().checks.database).toBe("unreachable");
    // Its database is closed already: closing the rest may complain of it.
    await app.close().catch(() => undefined);
    app = undefined;
  });
});

describe("/metrics behind METRICS_TOKEN", () => {
  it("refuses a request without the token or with a wrong one, in the catalogue's words", async () => {
    const without = await server.app.inject({ url: "/metrics" });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: "unauthorized", reason: "metricsToken" });
    expect(without.body).not.toContain("backline_");
    for (const authorization of [`Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(1)}`, METRICS_TOKEN, "Bearer "]) {
      const wrong = await server.app.inject({ url: "/metrics", headers: { authorization } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).not.toContain("backline_");
    }
  });

  it("answers the token's bearer with the metrics in Prometheus's text format", async () => {
    // Refused (no session), and still counted under its route's pattern.
    expect((await server.app.inject({ url: `/api/profiles/${server.profile.id}/documents` })).statusCode).toBe(401);
    const metrics = await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.headers["cache-control"]).toBe("no-store");
    expect(metrics.body).toMatch(
      /backline_http_request_duration_seconds_count\{method="GET",route="\/api\/profiles\/:profileId\/documents",status="4xx"\} \d+/,
    );
    expect(metrics.body).toContain('backline_job_queue_depth{queue="send-mail"} 3');
    // The embedded database: its one connection.
    expect(metrics.body).toContain('backline_db_connections{state="total"} 1');
  });

  it("serves no metrics on the main port without METRICS_TOKEN", async () => {
    const app = await createTestApp("pglite");
    try {
      const metrics = await app.app.inject({ url: "/metrics" });
      // The site's own answer to an unknown address, not metrics.
      expect(metrics.statusCode).toBeGreaterThanOrEqual(400);
      expect(metrics.body).not.toContain("backline_");
    } finally {
      await app.close();
    }
  });
});

describe("route labels", () => {
  it("are route patterns: 1,000 distinct unknown paths add at most a label or two", async () => {
    const routes = async () => new Set((await httpRequestDuration.get()).values.map((value) => value.labels.route));
    const before = await routes();
    for (let index = 0; index < 1000; index++) {
      await server.app.inject({ url: `/no-such-page-${index}` });
      await server.app.inject({ url: `/api/no-such-route-${index}` });
    }
    const after = await routes();
    expect(after.size - before.size).toBeLessThanOrEqual(2);
    expect([...after].some((route) => String(route).includes("no-such"))).toBe(false);
    expect(after.has(UNMATCHED_ROUTE) || after.has("/*")).toBe(true);
  });
});

describe("request ids", () => {
  it("keeps a short plain X-Request-Id and echoes it; replaces anything else", async () => {
    const kept = await server.app.inject({ url: "/healthz", headers: { "x-request-id": "lb-4f2a.9:1" } });
    expect(kept.headers["x-request-id"]).toBe("lb-4f2a.9:1");
    for (const hostile of ["x".repeat(65), "two words", "<script>", "a\u00e9b"]) {
      const replaced = await server.app.inject({ url: "/api/session", headers: { "x-request-id": hostile } });
      expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await server.app.inject({ url: "/api/session" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
