import { describe, expect, it } from "vitest";
import type { AnalyticsRow } from "../data/analyticsEvents";
import { pageViewRow } from "../testing/analyticsRows";
import { analyticsBuffer } from "./analyticsBuffer";

const row = (path: string): AnalyticsRow => ({ ...pageViewRow("p", "1970-01-01T00:00:00Z", "v"), path });
const rows = (count: number, prefix = "/") => Array.from({ length: count }, (_, index) => row(`${prefix}${index}`));

/** A database that writes only when told: each call's rows, and the release of the oldest write. */
function heldDatabase() {
  const written: AnalyticsRow[][] = [];
  const releases: (() => void)[] = [];
  const writeRows = (batch: readonly AnalyticsRow[]) =>
    new Promise<void>((resolve) => {
      releases.push(() => {
        written.push([...batch]);
        resolve();
      });
    });
  return { written, writeRows, release: () => releases.shift()?.() };
}

describe("analyticsBuffer", () => {
  it("writes kept rows in one call when flushed, and a full batch at once", async () => {
    const calls: number[] = [];
    const buffer = analyticsBuffer(
      async (batch) => {
        calls.push(batch.length);
      },
      { flushMs: 0, batchSize: 10 },
    );
    buffer.add(rows(4));
    expect(calls).toEqual([]);
    await buffer.flush();
    expect(calls).toEqual([4]);
    buffer.add(rows(10));
    await buffer.flush();
    expect(calls).toEqual([4, 10]);
  });

  it("counts rows still being written against its bound, so a slow database cannot grow a queue of writes", async () => {
    const database = heldDatabase();
    const buffer = analyticsBuffer(database.writeRows, { flushMs: 0, batchSize: 10, maxRows: 25 });
    // Each full batch goes to a write the database has not finished.
    buffer.add(rows(10, "/a"));
    buffer.add(rows(10, "/b"));
    buffer.add(rows(10, "/c"));
    expect(buffer.dropped).toBe(5);
    buffer.add(rows(10, "/d"));
    expect(buffer.dropped).toBe(15);
    // A finished write makes room again.
    await new Promise((resolve) => setImmediate(resolve));
    database.release();
    await new Promise((resolve) => setImmediate(resolve));
    buffer.add(rows(10, "/e"));
    expect(buffer.dropped).toBe(15);
    const closing = buffer.close();
    for (let index = 0; index < 4; index += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      database.release();
    }
    await closing;
    expect(database.written.flat()).toHaveLength(35);
    expect(database.written.flat().some((kept) => kept.path.startsWith("/d"))).toBe(false);
  });

  it("keeps going after a failed write, and tells of it", async () => {
    const errors: unknown[] = [];
    let fail = true;
    const written: number[] = [];
    const buffer = analyticsBuffer(
      async (batch) => {
        if (fail) throw new Error("database gone");
        written.push(batch.length);
      },
      { flushMs: 0, onError: (error) => errors.push(error) },
    );
    buffer.add(rows(3));
    await buffer.flush();
    fail = false;
    buffer.add(rows(2));
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(written).toEqual([2]);
  });
});
