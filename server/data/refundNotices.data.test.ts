import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { moveOrder } from "./orderMoves";
import { recordRefunds } from "./orderRefunds";
import { createProfile } from "./profiles";
import { claimRefundNotice } from "./refundNotices";

describe.each(DATABASES_UNDER_TEST)("what an order's buyer is told of its refunds on %s (issue 34, item 6)", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Refund Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  /** An order of `totalCents` that was paid. */
  async function paidOrder(totalCents: number): Promise<string> {
    const id = newId();
    await db.query("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ($1, $2, 'initiated_payment', $3)", [
      id,
      profileId,
      totalCents,
    ]);
    await moveOrder(db, id, "paid", "payment.succeeded (test)");
    return id;
  }
  const refund = (orderId: string, refundRef: string, amountCents: number) =>
    recordRefunds(db, { orderId, provider: "test", refunds: [{ refundRef, amountCents }], cause: "refund (test)" });

  it("is each refund once, and the cancellation once, however many ask at once", async () => {
    const id = await paidOrder(1200);
    await refund(id, "re_a", 200);
    const both = await Promise.all([claimRefundNotice(db, id), claimRefundNotice(db, id)]);
    expect(both.filter(Boolean)).toEqual([{ newlyRefundedCents: 200, refundedCents: 200, withdrawn: false }]);
    expect(await claimRefundNotice(db, id)).toBeNull();
    await refund(id, "re_b", 1000);
    expect(await claimRefundNotice(db, id)).toEqual({ newlyRefundedCents: 1000, refundedCents: 1200, withdrawn: true });
    expect(await claimRefundNotice(db, id)).toBeNull();
  });

  it("tells of a paid order cancelled with nothing given back, and not of one cancelled unpaid", async () => {
    const free = await paidOrder(0);
    await moveOrder(db, free, "cancelled", "refunded by the artist");
    expect(await claimRefundNotice(db, free)).toEqual({ newlyRefundedCents: 0, refundedCents: 0, withdrawn: true });
    expect(await claimRefundNotice(db, free)).toBeNull();
    const unpaid = newId();
    await db.query("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ($1, $2, 'initiated_payment', 500)", [
      unpaid,
      profileId,
    ]);
    await moveOrder(db, unpaid, "cancelled", "abandoned");
    expect(await claimRefundNotice(db, unpaid)).toBeNull();
  });
});
