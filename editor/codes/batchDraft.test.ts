import { describe, expect, it } from "vitest";
import { batchInputOf } from "./batchDraft";

describe("a new batch's draft", () => {
  it("gives the input the server takes", () => {
    expect(batchInputOf({ productId: "p1", size: " 1,000 ", name: " Tour " })).toEqual({
      ok: true,
      input: { productId: "p1", size: 1000, name: "Tour" },
    });
  });

  it("names each missing or wrong field", () => {
    const checked = batchInputOf({ productId: "", size: "10001", name: "  " });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual(["name", "productId", "size"]);
    expect(checked.problems.size).toContain("10,000");
    expect(batchInputOf({ productId: "p1", size: "2.5", name: "x" }).ok).toBe(false);
  });
});
