import { afterAll, describe, expect, it } from "vitest";
import { tcpProxy, throughProxy } from "../testing/tcpProxy";
import { DATABASES_UNDER_TEST } from "../testing/testDatabase";
import { createTestApp, type TestApp } from "../testing/testServer";

/**
 * The readiness probe when the database goes away (issue 40, item 7): /readyz answers 503 naming
 * the database while /healthz stays 200 (the process is alive: a load balancer stops sending it
 * requests, an orchestrator does not restart it), and /readyz is 200 again once the database is back.
 */
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
}, 30_000);

async function probes(app: TestApp) {
  const [health, ready] = await Promise.all([app.app.inject({ url: "/healthz" }), app.app.inject({ url: "/readyz" })]);
  return { health: health.statusCode, ready: ready.statusCode, checks: (ready.json() as { checks: Record<string, string> }).checks };
}

/**
 * PostgreSQL through a TCP proxy the test cuts: the shared test server other tests use keeps
 * running. Needs TEST_DATABASE_URL (CI's .ci/postgres.sh), skipped without it as the other
 * PostgreSQL tests are.
 */
describe.each(DATABASES_UNDER_TEST.filter((kind) => kind === "postgres"))("on %s, a database that goes away", (kind) => {
  it("makes /readyz 503 naming the database, refused or silent, while /healthz stays 200; then ready again", async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? "");
    const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
    const app = await createTestApp(kind, { postgresUrl: throughProxy(target.toString(), proxy) });
    // The app's schema is dropped through the proxy, which then goes.
    closers.push(async () => {
      await app.close();
      await proxy.close();
    });
    try {
      expect(await probes(app)).toEqual({ health: 200, ready: 200, checks: { database: "ok", storage: "ok" } });

      // Stopped: connections refused, the open ones broken.
      await proxy.stop();
      expect(await probes(app)).toEqual({ health: 200, ready: 503, checks: { database: "unreachable", storage: "ok" } });
      // A request that needs the database is refused in the product's words, and the process goes on.
      const page = await app.app.inject({ url: "/api/public/membership-tiers" });
      expect(page.statusCode).toBe(503);
      // Hung: connections taken and never answered; the probe gives up within its own time.
      await proxy.start({ muted: true });
      expect(await probes(app)).toEqual({ health: 200, ready: 503, checks: { database: "timeout", storage: "ok" } });
      // Back: the pool makes new connections.
      await proxy.stop();
      await proxy.start();
      expect(await probes(app)).toEqual({ health: 200, ready: 200, checks: { database: "ok", storage: "ok" } });
    } finally {
      await proxy.start();
    }
  }, 60_000);
});

describe("on pglite, a database that stops answering", () => {
  it("makes /readyz 503 with the database's check timed out while a transaction holds it, and ready once it ends", async () => {
    const app = await createTestApp("pglite");
    closers.push(() => app.close());
    expect(await probes(app)).toEqual({ health: 200, ready: 200, checks: { database: "ok", storage: "ok" } });
    // The embedded database runs one transaction at a time: while one is held, nothing else is answered.
    let release = () => {};
    const held = app.context.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await probes(app)).toEqual({ health: 200, ready: 503, checks: { database: "timeout", storage: "ok" } });
    release();
    await held;
    expect(await probes(app)).toEqual({ health: 200, ready: 200, checks: { database: "ok", storage: "ok" } });
  }, 60_000);
});
