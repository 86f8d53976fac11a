import { afterEach, describe, expect, it } from "vitest";
import { initApi, NO_TOKEN } from "../../client/api/client";
import { analyticsApi } from "./analyticsApi";

function answering(status: number, body: unknown): Request[] {
  const seen: Request[] = [];
  initApi({
    profileId: null,
    baseUrl: "http://studio.test/api",
    tokenStore: NO_TOKEN,
    fetch: async (input) => {
      seen.push(input as Request);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  return seen;
}

afterEach(() => initApi({ profileId: null, tokenStore: NO_TOKEN }));

describe("the analytics API (issue 38)", () => {
  it("asks for a period's summary with its from and to", async () => {
    const seen = answering(200, { from: "2026-11-01", to: "2026-11-30" });
    expect(await analyticsApi.summary("artist-1", { from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ["GET", "http://studio.test/api/profiles/artist-1/analytics?from=2026-11-01&to=2026-11-30"],
    ]);
  });

  it("asks for the live count", async () => {
    const seen = answering(200, { visitors: 4 });
    expect(await analyticsApi.live("artist-1")).toEqual({ visitors: 4 });
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ["GET", "http://studio.test/api/profiles/artist-1/analytics/live"],
    ]);
  });

  it("refuses in the server's words", async () => {
    answering(400, { code: "INVALID_PERIOD", message: "The period is longer than 366 days." });
    await expect(analyticsApi.summary("artist-1", { from: "2020-01-01", to: "2026-11-30" })).rejects.toThrow(
      "The period is longer than 366 days.",
    );
  });
});
