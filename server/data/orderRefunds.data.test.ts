import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { listOrderEvents } from "./orderMoves";
import { listOrderRefunds, recordRefunds } from "./orderRefunds";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("an order's refunds on %s (issue 30)", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Refund Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  /** A delivered order of $12. */
  async function order(): Promise<string> {
    const id = newId();
    await db.query("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ($1, $2, 'delivered', 1200)", [id, profileId]);
    return id;
  }
  const status = async (id: string) => (await db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [id]))[0]?.status;

  it("are each counted once, however often and however together they are reported", async () => {
    const id = await order();
    const cent = { refundRef: "re_cent", amountCents: 1 };
    const [first, second] = await Promise.all([
      recordRefunds(db, {
        orderId: id,
        provider: "test",
        refunds: [cent],
        cause: "refund (test)",
        event: { provider: "test", eventId: `a-${id}` },
      }),
      recordRefunds(db, {
        orderId: id,
        provider: "test",
        refunds: [cent],
        cause: "refund (test)",
        event: { provider: "test", eventId: `b-${id}` },
      }),
    ]);
    expect([first, second].map((record) => (record.outcome === "recorded" ? record.newRefunds : -1)).sort()).toEqual([0, 1]);
    expect(
      await recordRefunds(db, {
        orderId: id,
        provider: "test",
        refunds: [cent],
        cause: "x",
        event: { provider: "test", eventId: `a-${id}` },
      }),
    ).toEqual({ outcome: "duplicate-event" });
    expect(await listOrderRefunds(db, id)).toMatchObject([{ refundRef: "re_cent", amountCents: 1, cause: "refund (test)" }]);
    expect(await status(id)).toBe("delivered");
  });

  it("cancel the order once they reach its total, and never before", async () => {
    const id = await order();
    expect(
      await recordRefunds(db, { orderId: id, provider: "test", refunds: [{ refundRef: "re_a", amountCents: 1199 }], cause: "c" }),
    ).toEqual({
      outcome: "recorded",
      newRefunds: 1,
      refundedCents: 1199,
      cancelled: false,
    });
    expect(await status(id)).toBe("delivered");
    const rest = { refundRef: "re_b", amountCents: 1 };
    const both = await Promise.all([
      recordRefunds(db, { orderId: id, provider: "test", refunds: [rest], cause: "refund (test)" }),
      recordRefunds(db, { orderId: id, provider: "test", refunds: [rest], cause: "refunded by the artist" }),
    ]);
    expect(both.filter((record) => record.outcome === "recorded" && record.cancelled)).toHaveLength(1);
    expect(await status(id)).toBe("cancelled");
    expect((await listOrderEvents(db, id)).filter((event) => event.to === "cancelled")).toHaveLength(1);
    expect(await recordRefunds(db, { orderId: "no-such-order", provider: "test", refunds: [rest], cause: "c" })).toEqual({
      outcome: "no-such-order",
    });
  });
});
