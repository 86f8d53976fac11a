import { describe, expect, it } from "vitest";
import type { DiscountCode } from "../../schema/api/discountCodes";
import { discountInputOf, draftOfDiscount, emptyDiscountDraft, generateDiscountCode } from "./discountDraft";

describe("a discount code's draft", () => {
  it("reads dollars as integer cents and a code in upper case", () => {
    const checked = discountInputOf({ ...emptyDiscountDraft(), code: " launch-5 ", kind: "fixed", amount: "$5.5", minimumOrder: "19.99" });
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({ code: "LAUNCH-5", amount: 550, minimumOrderCents: 1999, usageLimit: null, startsAt: null }),
    });
  });

  it("names each problem by its field", () => {
    const checked = discountInputOf({
      ...emptyDiscountDraft(),
      code: "x",
      amount: "0",
      startsAt: "2030-06-02T10:00",
      endsAt: "2030-06-01T10:00",
      usageLimit: "2.5",
      minimumOrder: "ten",
    });
    expect(checked.ok ? null : Object.keys(checked.problems).sort()).toEqual(["amount", "code", "endsAt", "minimumOrder", "usageLimit"]);
  });

  it("comes back from a stored code as it was typed", () => {
    const code = {
      code: "GOLD",
      kind: "fixed",
      amount: 1250,
      appliesTo: "membership_first_period",
      productIds: [],
      tierIds: ["t1"],
      startsAt: null,
      endsAt: null,
      usageLimit: 10,
      oncePerFan: false,
      minimumOrderCents: null,
    } as unknown as DiscountCode;
    const again = discountInputOf(draftOfDiscount(code));
    expect(again).toEqual({
      ok: true,
      input: expect.objectContaining({ amount: 1250, tierIds: ["t1"], usageLimit: 10, oncePerFan: false }),
    });
  });

  it("generates codes without letters that read alike", () => {
    expect(generateDiscountCode(() => new Uint8Array([0, 1, 2, 3, 30, 31, 32, 255]))).toBe("ABCD89A9");
  });
});
