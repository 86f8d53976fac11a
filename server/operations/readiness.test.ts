import { describe, expect, it } from "vitest";
import { checkReadiness } from "./readiness";

describe("checkReadiness", () => {
  it("is ready when every check answers", async () => {
    expect(await checkReadiness({ database: async () => {}, storage: async () => {}, queue: async () => {} })).toEqual({
      ready: true,
      checks: { database: "ok", storage: "ok", queue: "ok" },
    });
  });

  it("names a check that throws as unreachable, one that throws at once too", async () => {
    const readiness = await checkReadiness({
      database: async () => {
        throw new Error("connection refused");
      },
      storage: () => {
        throw new Error("no such folder");
      },
    });
    expect(readiness).toEqual({ ready: false, checks: { database: "unreachable", storage: "unreachable" } });
  });

  it("does not wait past its timeout for a check that never answers", async () => {
    const started = Date.now();
    const readiness = await checkReadiness({ database: () => new Promise(() => {}), storage: async () => {} }, 50);
    expect(readiness).toEqual({ ready: false, checks: { database: "timeout", storage: "ok" } });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
