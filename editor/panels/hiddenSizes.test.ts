import { describe, expect, it } from "vitest";
import { hiddenSizesOf } from "./hiddenSizes";

const node = (responsive?: unknown) => ({ id: "b", type: "Text", props: {}, ...(responsive ? { responsive } : {}) });

describe("hiddenSizesOf", () => {
  it("names the sizes a block is hidden at, largest first", () => {
    expect(hiddenSizesOf(node({ phone: { hidden: true } }))).toBe("hidden on phones");
    expect(hiddenSizesOf(node({ phone: { hidden: true }, desktop: { hidden: true } }))).toBe("hidden on desktop and phones");
    expect(hiddenSizesOf(node({ phone: { hidden: true }, tablet: { hidden: true }, desktop: { hidden: true } }))).toBe(
      "hidden on desktop, tablets and phones",
    );
  });

  it("is null for a block shown at every size", () => {
    expect(hiddenSizesOf(node())).toBeNull();
    expect(hiddenSizesOf(node({ phone: { fontSize: 20 } }))).toBeNull();
  });
});
