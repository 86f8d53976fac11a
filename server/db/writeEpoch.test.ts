import { describe, expect, it } from "vitest";
import { openPglite } from "./pglite";
import { writeEpoch } from "./writeEpoch";

describe("the write count (what the session cache keys by)", () => {
  it("stays put for reads and moves for a write and for a transaction's end, before the caller has its answer", async () => {
    const db = await openPglite("memory://");
    try {
      await db.query("CREATE TABLE t (n int)");
      const before = writeEpoch();
      await db.query("SELECT 1");
      await db.query("  select n FROM t WHERE n = $1", [1]);
      expect(writeEpoch()).toBe(before);
      await db.query("INSERT INTO t VALUES (1)");
      const afterInsert = writeEpoch();
      expect(afterInsert).toBeGreaterThan(before);
      await db.query("WITH gone AS (DELETE FROM t RETURNING n) SELECT count(*) FROM gone");
      expect(writeEpoch()).toBeGreaterThan(afterInsert);
      const beforeTransaction = writeEpoch();
      await db.transaction(async (tx) => tx.query("SELECT 1"));
      expect(writeEpoch()).toBeGreaterThan(beforeTransaction);
    } finally {
      await db.close();
    }
  });
});
