import { describe, expect, it } from "vitest";
import { namesInWords } from "./namesInWords";

describe("namesInWords", () => {
  it("lists names as a sentence does", () => {
    expect(namesInWords([])).toBe("");
    expect(namesInWords(["Gold"])).toBe("Gold");
    expect(namesInWords(["Gold", "Silver"])).toBe("Gold and Silver");
    expect(namesInWords(["Gold", "Silver", "Bronze"])).toBe("Gold, Silver and Bronze");
  });
});
