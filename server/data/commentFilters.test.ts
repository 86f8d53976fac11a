import { describe, expect, it } from "vitest";
import { hasFilterWord, tidyFilterWords } from "./commentFilters";

describe("filter words (issue 37, item 6)", () => {
  it("match whole words in any case, never inside another word", () => {
    expect(hasFilterWord("What a SCAM!", ["scam"])).toBe(true);
    expect(hasFilterWord("scammer", ["scam"])).toBe(false);
    expect(hasFilterWord("classic", ["ass"])).toBe(false);
    expect(hasFilterWord("free tickets here", ["free tickets"])).toBe(true);
    expect(hasFilterWord("Ça, c'est NUL.", ["nul"])).toBe(true);
    expect(hasFilterWord("annulé", ["nul"])).toBe(false);
  });

  it("read a word's own punctuation as text, not as a pattern", () => {
    expect(hasFilterWord("call 1-800 now", ["1-800"])).toBe(true);
    expect(hasFilterWord("a.b", ["a*b"])).toBe(false);
    expect(hasFilterWord("(buy) now", ["(buy)"])).toBe(true);
  });

  it("are kept trimmed, lower case and once each", () => {
    expect(tidyFilterWords(["  Spoiler ", "spoiler", "", " ", "SCAM"])).toEqual(["spoiler", "scam"]);
  });
});
