import { describe, expect, it } from "vitest";
import { EMOJI_CATALOGUE, EMOJI_RESULTS, searchEmoji } from "./emoji";

const CATEGORIES = [
  "Smileys & Emotion",
  "People & Body",
  "Animals & Nature",
  "Food & Drink",
  "Travel & Places",
  "Activities",
  "Objects",
  "Symbols",
  "Flags",
];
const SPEC_FIELDS = ["emoji", "description", "category", "aliases", "tags", "unicode_version", "ios_version", "skin_tones"];
const VERSION = /^\d+\.\d+$/;

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");

describe("the emoji catalogue", () => {
  it("holds gemoji's emoji", () => {
    expect(EMOJI_CATALOGUE.length).toBeGreaterThan(1_800);
  });

  it("gives every entry the SPEC's fields, of the right types, and no others", () => {
    const wrong = EMOJI_CATALOGUE.filter(
      (entry) =>
        Object.keys(entry).some((key) => !SPEC_FIELDS.includes(key)) ||
        typeof entry.emoji !== "string" ||
        entry.emoji === "" ||
        typeof entry.description !== "string" ||
        entry.description === "" ||
        !CATEGORIES.includes(entry.category) ||
        !isStringList(entry.aliases) ||
        entry.aliases.length === 0 ||
        !isStringList(entry.tags) ||
        typeof entry.unicode_version !== "string" ||
        !(entry.unicode_version === "" || VERSION.test(entry.unicode_version)) ||
        typeof entry.ios_version !== "string" ||
        !VERSION.test(entry.ios_version) ||
        !(entry.skin_tones === undefined || entry.skin_tones === true),
    );
    expect(wrong).toEqual([]);
  });

  it("gives each alias to one emoji only", () => {
    const aliases = EMOJI_CATALOGUE.flatMap((entry) => entry.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it("marks the emoji that take a skin tone", () => {
    const wave = EMOJI_CATALOGUE.find((entry) => entry.aliases.includes("wave"));
    expect(wave?.skin_tones).toBe(true);
    expect(EMOJI_CATALOGUE.find((entry) => entry.aliases.includes("guitar"))?.skin_tones).toBeUndefined();
  });
});

describe("searchEmoji", () => {
  it.each([
    ["smile", "😄"],
    ["heart", "❤️"],
    ["guitar", "🎸"],
    ["+1", "👍"],
    ["GUITAR", "🎸"],
    ["  tada ", "🎉"],
  ])("finds %j first as %s", (query, emoji) => {
    expect(searchEmoji(query)[0]?.emoji).toBe(emoji);
  });

  it("lists aliases that start with the query before other matches", () => {
    const results = searchEmoji("smile");
    const aliases = results.map((entry) => entry.aliases);
    const firstOther = aliases.findIndex((names) => !names.some((name) => name.startsWith("smile")));
    expect(firstOther).toBeGreaterThan(0);
    expect(aliases.slice(firstOther).every((names) => !names.some((name) => name.startsWith("smile")))).toBe(true);
  });

  it("also matches tags and descriptions", () => {
    // "sweat_smile" contains the query; "laughing" is tagged "happy"; "face with tears of joy" is described with "joy".
    expect(searchEmoji("sweat_smi").map((entry) => entry.emoji)).toContain("😅");
    expect(searchEmoji("happy").map((entry) => entry.emoji)).toContain("😀");
    expect(searchEmoji("tears of joy")[0]?.emoji).toBe("😂");
  });

  it(`returns at most ${EMOJI_RESULTS}, whatever the limit`, () => {
    expect(searchEmoji("a")).toHaveLength(EMOJI_RESULTS);
    expect(searchEmoji("a", 50)).toHaveLength(EMOJI_RESULTS);
    expect(searchEmoji("a", 3)).toHaveLength(3);
    expect(searchEmoji("a", 0)).toEqual([]);
  });

  it("returns nothing for a blank query or one that matches nothing", () => {
    expect(searchEmoji("")).toEqual([]);
    expect(searchEmoji("   ")).toEqual([]);
    expect(searchEmoji("zzzqqq")).toEqual([]);
  });
});
