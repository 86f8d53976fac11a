import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { Queryable } from "../db/database";
import { installCallerGate } from "./callerGate";
import { installErrorHandling } from "./errorHandler";
import { installStudioScope, STUDIO_PREFIX, studioOf } from "./studioScope";

/** No sessions at all: every caller is a visitor, and nothing else is ever asked. */
const noSessions: Queryable = { query: async () => [] };

async function appWith(routes: (api: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  installCallerGate(app, noSessions);
  installErrorHandling(app);
  await app.register(routes, { prefix: "/api" });
  return app;
}

describe("the studio scope", () => {
  it("refuses a visitor before the route runs, in an answer no cache keeps", async () => {
    let reached = false;
    const app = await appWith(async (api) => {
      await api.register(
        async (studio) => {
          installStudioScope(studio, noSessions);
          studio.get("/things", async (request) => {
            reached = true;
            return studioOf(request).profileId;
          });
        },
        { prefix: STUDIO_PREFIX },
      );
    });
    const answer = await app.inject({ url: "/api/profiles/p1/things" });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: "unauthorized", reason: "logInAsEditor", message: "Log in as an editor to do this." });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(reached).toBe(false);
    await app.close();
  });

  it("is the only place an artist's own route may be declared: one outside it stops the server", async () => {
    const stray = appWith(async (api) => {
      api.get("/profiles/:profileId/stray", async () => "never");
    });
    await expect(stray).rejects.toThrow("GET /api/profiles/:profileId/stray is an artist's own route: register it in the studio scope");
  });

  it("gives no studio to a request outside it", async () => {
    const app = await appWith(async (api) => {
      api.get("/elsewhere", async (request) => studioOf(request).profileId);
    });
    expect((await app.inject({ url: "/api/elsewhere" })).statusCode).toBe(500);
    await app.close();
  });
});
