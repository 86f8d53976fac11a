import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { createTestServer, type TestServer } from "../testing/testServer";
import { migrate } from "./migrate";

/**
 * A PostgreSQL connection that dies while a request holds it (a restart, a network cut, an
 * administrator's pg_terminate_backend): that request gets a 503, the process lives, and the next
 * request works. Needs a real server, so it runs where TEST_DATABASE_URL is set (CI sets it).
 */
describe.each(DATABASES_UNDER_TEST.filter((kind) => kind === "postgres"))("on %s, a connection killed mid-request", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, {
      beforeReady: (app, context) => {
        app.get("/api/test/slow", async () => {
          await context.db.transaction(async (tx) => {
            await tx.query("SELECT pg_sleep(5) AS slow_request_marker");
          });
          return { done: true };
        });
      },
    });
  }, 60_000);
  afterAll(() => server.close());

  it("gives that request a 503 and the next request a normal answer", async () => {
    const slow = server.app.inject({ url: "/api/test/slow" });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Wait until the request's query runs, then kill its backend.
      for (let attempt = 0; attempt < 50; attempt++) {
        const killed = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%slow_request_marker%' AND pid <> pg_backend_pid()",
        );
        if (killed.rowCount) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await admin.end();
    }
    const response = await slow;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: "unavailable",
      reason: "database",
      message: "The service is unavailable for a moment. Please try again.",
    });

    const next = await server.app.inject({ url: "/api/public/membership-tiers" });
    expect(next.statusCode).toBe(200);
  });
});

describe.each(DATABASES_UNDER_TEST)("on %s, migrations", (kind) => {
  it("apply once, in order, and a second run applies nothing", async () => {
    const { db, dispose } = await openTestDatabase(kind);
    try {
      expect(await migrate(db)).toEqual([]);
      const applied = await db.query<{ version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version");
      expect(applied).toEqual([
        { version: 1, name: "initial" },
        { version: 2, name: "hardening" },
        { version: 3, name: "event time zones" },
        { version: 4, name: "media titles" },
        { version: 5, name: "content change notifications" },
        { version: 6, name: "page poll votes" },
        { version: 7, name: "email documents" },
        { version: 8, name: "tier hiding" },
        { version: 9, name: "release editing" },
        { version: 10, name: "password links" },
        { version: 11, name: "post editing" },
        { version: 12, name: "orders" },
        { version: 13, name: "order events" },
        { version: 14, name: "checkout" },
        { version: 15, name: "receipts" },
        { version: 16, name: "membership subscriptions" },
        { version: 17, name: "gift claims" },
        { version: 18, name: "newsletters" },
        { version: 19, name: "consent links" },
        { version: 20, name: "tier includes" },
        { version: 21, name: "mail safety" },
        { version: 22, name: "payment hardening" },
        { version: 23, name: "pending registrations" },
        { version: 24, name: "artist slugs" },
        { version: 25, name: "custom domains" },
        { version: 26, name: "audio pipeline" },
        { version: 27, name: "post drafts" },
        { version: 28, name: "subscriber names" },
        { version: 29, name: "refund notices" },
        { version: 30, name: "membership payments" },
        { version: 31, name: "password resets" },
        { version: 32, name: "session devices" },
        { version: 33, name: "email changes" },
        { version: 34, name: "studio teams" },
        { version: 35, name: "audit log" },
        { version: 36, name: "two factor" },
        { version: 37, name: "team two factor" },
        { version: 38, name: "account erasure" },
        { version: 39, name: "passkeys" },
        { version: 40, name: "merch stock" },
        { version: 41, name: "download codes" },
        { version: 42, name: "discount codes" },
        { version: 43, name: "shipping" },
        { version: 44, name: "bundles and pre-orders" },
        { version: 45, name: "comment moderation" },
        { version: 46, name: "member feeds" },
        { version: 47, name: "post emails" },
        { version: 48, name: "follows" },
        { version: 49, name: "welcome emails" },
        { version: 50, name: "announcement lists" },
        { version: 51, name: "analytics" },
        { version: 52, name: "email tracking" },
        { version: 53, name: "analytics business events" },
        { version: 54, name: "analytics partitions" },
        { version: 55, name: "member counts" },
        { version: 56, name: "counted bulk mail" },
        { version: 57, name: "redirects" },
        { version: 58, name: "contact messages" },
        { version: 59, name: "video web copies" },
        { version: 60, name: "api keys" },
        { version: 61, name: "platform imports" },
        { version: 62, name: "webhooks" },
        { version: 63, name: "platform import jobs" },
        { version: 64, name: "artist exports" },
        { version: 65, name: "platform import fans" },
        { version: 66, name: "webhook log indexes" },
        { version: 67, name: "analytics rollup visitors" },
      ]);
    } finally {
      await dispose();
    }
  }, 60_000);

  it("refuse a list with a gap in its versions", async () => {
    const { db, dispose } = await openTestDatabase(kind);
    try {
      await expect(migrate(db, [{ version: 2, name: "gap", sql: "SELECT 1" }])).rejects.toThrow("Migration gap has version 2, expected 1");
    } finally {
      await dispose();
    }
  }, 60_000);
});
