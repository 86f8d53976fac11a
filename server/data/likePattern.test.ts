import { describe, expect, it } from "vitest";
import { likePattern } from "./likePattern";

describe("likePattern", () => {
  it("takes %, _ and \\ literally, anywhere in the text", () => {
    expect(likePattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("leaves other text as it is", () => {
    expect(likePattern("tide pools")).toBe("%tide pools%");
    expect(likePattern("")).toBe("%%");
  });
});
