import { describe, expect, it } from "vitest";
import { fieldLimits } from "./fieldLimits";

describe("fieldLimits", () => {
  it("reads a string's lengths and a number's bounds as a field's attributes", () => {
    expect(fieldLimits({ maxLength: 200, minLength: 1 })).toEqual({ maxLength: 200, minLength: 1 });
    expect(fieldLimits({ minimum: 0, maximum: 48 })).toEqual({ min: 0, max: 48 });
  });

  it("gives nothing for what the schema leaves open", () => {
    expect(fieldLimits({})).toEqual({});
  });
});
