import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../entities/commerce";
import { canMoveOrder, nextOrderStatuses } from "./orderStatus";

const status = fc.constantFrom(...ORDER_STATUSES);

describe("order status transitions", () => {
  it("take a download from payment to delivery, and goods through processing and shipping", () => {
    const walk = (path: OrderStatus[], shipsGoods: boolean) =>
      path.slice(1).every((to, index) => canMoveOrder(path[index] as OrderStatus, to, { shipsGoods }));
    expect(walk(["initiated_payment", "paid", "delivered"], false)).toBe(true);
    expect(walk(["initiated_payment", "paid", "processing", "shipped", "delivered"], true)).toBe(true);
    expect(walk(["initiated_payment", "payment_failed", "initiated_payment", "paid"], false)).toBe(true);
    expect(canMoveOrder("paid", "delivered", { shipsGoods: true })).toBe(false);
    expect(canMoveOrder("paid", "processing", { shipsGoods: false })).toBe(false);
    expect(canMoveOrder("initiated_payment", "shipped", { shipsGoods: true })).toBe(false);
  });

  it("let a refund cancel from every status but cancelled, and nothing leave cancelled", () => {
    fc.assert(
      fc.property(status, fc.boolean(), (from, shipsGoods) => {
        expect(canMoveOrder(from, "cancelled", { shipsGoods })).toBe(from !== "cancelled");
        expect(canMoveOrder("cancelled", from, { shipsGoods })).toBe(false);
      }),
    );
  });

  it("never move an order back to a status it has passed once paid", () => {
    const rank: Record<OrderStatus, number> = {
      initiated_payment: 0,
      payment_failed: 0,
      paid: 1,
      processing: 2,
      shipped: 3,
      delivered: 4,
      cancelled: 5,
    };
    fc.assert(
      fc.property(status, status, fc.boolean(), (from, to, shipsGoods) => {
        if (canMoveOrder(from, to, { shipsGoods }) && rank[from] >= 1) expect(rank[to]).toBeGreaterThan(rank[from]);
      }),
    );
    expect(nextOrderStatuses("paid", { shipsGoods: true })).toEqual(["processing", "cancelled"]);
    expect(nextOrderStatuses("paid", { shipsGoods: false })).toEqual(["delivered", "cancelled"]);
  });
});
