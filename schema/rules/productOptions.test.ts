import { describe, expect, it } from "vitest";
import { optionsProblem, variantForChoice } from "./productOptions";

const options = [
  { name: "Size", values: ["S", "M"] },
  { name: "Colour", values: ["Black", "Sand"] },
];

describe("a product's options and its variants (issue 36)", () => {
  it("accepts variants naming one value of each option, each combination once", () => {
    expect(optionsProblem(options, [{ optionValues: ["S", "Black"] }, { optionValues: ["M", "Black"] }])).toBeNull();
    expect(optionsProblem([], [{}, { optionValues: [] }])).toBeNull();
  });

  it("names the first problem", () => {
    expect(optionsProblem([...options, { name: "size", values: ["L"] }], [])).toEqual({ kind: "optionNamesRepeat", name: "size" });
    expect(optionsProblem(options, [{ optionValues: ["S"] }])).toEqual({ kind: "variantOptionCount", position: 1, expected: 2 });
    expect(optionsProblem(options, [{ optionValues: ["S", "Red"] }])).toMatchObject({
      kind: "variantOptionValue",
      value: "Red",
      option: "Colour",
    });
    expect(optionsProblem(options, [{ optionValues: ["S", "Sand"] }, { optionValues: ["S", "Sand"] }])).toEqual({
      kind: "variantRepeats",
      combination: "S / Sand",
    });
  });

  it("finds the variant a fan's choice names, and none for a combination not sold", () => {
    const variants = [
      { id: "a", optionValues: ["S", "Black"] },
      { id: "b", optionValues: ["M", "Sand"] },
    ];
    expect(variantForChoice(variants, ["M", "Sand"])?.id).toBe("b");
    expect(variantForChoice(variants, ["M", "Black"])).toBeUndefined();
  });
});
