import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "../../schema/errors";
import type { Queryable } from "../db/database";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * The studio's numbers while the analytics store gets no CPU (issue 38): its thread is in Linux's
 * idle class, so on a machine whose cores stay busy with other work it answers nothing until they
 * are free. Here the store's questions never come back; the home is told within its deadline that
 * the numbers are catching up, and answered again once the store is back.
 */
let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { analyticsBufferMs: 0, analyticsAnswerMs: 300 } });
  editor = await createTestEditor(server, server.profile.id);
}, 60_000);
afterAll(() => server.close());

describe("the studio's numbers while the analytics store answers nothing", () => {
  it("answer 503 busy with Retry-After within the deadline, then the numbers once the store answers again", async () => {
    const store = server.context.analytics as { db: Queryable };
    const answering = store.db;
    store.db = { query: () => new Promise(() => {}) };
    const ask = (path: string) => server.app.inject({ url: `/api/profiles/${server.profile.id}${path}`, headers: editor.headers });
    try {
      for (const path of ["/analytics?from=2026-11-01&to=2026-11-07", "/analytics/live"]) {
        const answer = await ask(path);
        expect(answer.statusCode, path).toBe(503);
        expect(answer.json()).toMatchObject({ code: "busy", message: errorMessage("busy", "analyticsBusy") });
        expect(answer.headers["retry-after"]).toBe("60");
      }
    } finally {
      store.db = answering;
    }
    expect((await ask("/analytics?from=2026-11-01&to=2026-11-07")).statusCode).toBe(200);
    expect((await ask("/analytics/live")).json()).toEqual({ visitors: 0 });
  });
});
