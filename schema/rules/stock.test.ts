import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availabilityOf, leftToSell } from "./stock";

describe("what fans are told of stock (issue 36)", () => {
  it("says nothing of stock that is not counted, 'Sold out' at none left, and a count only under the threshold", () => {
    expect(availabilityOf({ stock: null, reserved: 4 }, 5)).toEqual({});
    expect(availabilityOf({ stock: 3, reserved: 3 }, 5)).toEqual({ soldOut: true });
    expect(availabilityOf({ stock: 3, reserved: 1 }, 5)).toEqual({ soldOut: false, left: 2 });
    expect(availabilityOf({ stock: 30, reserved: 1 }, 5)).toEqual({ soldOut: false });
    expect(availabilityOf({ stock: 3, reserved: 0 }, null)).toEqual({ soldOut: false });
  });

  it("never tells more than is left, nor a negative count, whatever the holds", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.option(fc.integer({ min: 1, max: 1000 })), (stock, reserved, threshold) => {
        const said = availabilityOf({ stock, reserved }, threshold);
        const left = leftToSell({ stock, reserved });
        expect(said.soldOut).toBe(left === 0);
        if (said.left !== undefined) expect(said.left).toBe(left);
        expect(left).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
