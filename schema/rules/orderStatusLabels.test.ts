import { describe, expect, it } from "vitest";
import { orderStateLabel, orderStatusFilterLabel } from "./orderStatusLabels";

describe("an order's state as people read it (issue 34, item 6)", () => {
  it("is 'Refunded' for a cancelled order whose money went back, and 'Cancelled' for one with nothing given back", () => {
    expect(orderStateLabel({ status: "cancelled", refundedCents: 999 })).toBe("Refunded");
    expect(orderStateLabel({ status: "cancelled", refundedCents: 0 })).toBe("Cancelled");
  });

  it("says a partial refund beside the status it left, and the status alone without one", () => {
    expect(orderStateLabel({ status: "delivered", refundedCents: 200 })).toBe("Delivered, partly refunded");
    expect(orderStateLabel({ status: "delivered", refundedCents: 0 })).toBe("Delivered");
    expect(orderStateLabel({ status: "initiated_payment", refundedCents: 0 })).toBe("Awaiting payment");
  });

  it("filters refunded orders with the cancelled ones", () => {
    expect(orderStatusFilterLabel("cancelled")).toBe("Refunded or cancelled");
    expect(orderStatusFilterLabel("shipped")).toBe("Shipped");
  });
});
