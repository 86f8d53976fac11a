import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MUSIC_QUERY,
  MAX_MUSIC_PAGE,
  MAX_MUSIC_SEARCH_LENGTH,
  type MusicQuery,
  musicHref,
  musicQueryString,
  normalizeSearch,
  parseMusicQuery,
  toProductListQuery,
} from "./musicQuery";

const parse = (text: string) => parseMusicQuery(new URLSearchParams(text));

const musicQuery: fc.Arbitrary<MusicQuery> = fc.record({
  search: fc.string({ unit: "grapheme", maxLength: 150 }).map(normalizeSearch),
  releaseType: fc.constantFrom("all" as const, "album" as const, "single" as const),
  page: fc.integer({ min: 1, max: MAX_MUSIC_PAGE }),
});

describe("the music query", () => {
  it("reads search, release type and page", () => {
    expect(parse("search=tide%20pools&releaseType=album&page=2")).toEqual({ search: "tide pools", releaseType: "album", page: 2 });
    expect(parse("")).toEqual(DEFAULT_MUSIC_QUERY);
  });

  it("forgives odd values", () => {
    expect(parse("releaseType=ep&page=abc")).toEqual(DEFAULT_MUSIC_QUERY);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-3").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999999").page).toBe(MAX_MUSIC_PAGE);
    expect(parse("search=%20%20").search).toBe("");
    expect([...parse(`search=${"a".repeat(300)}`).search]).toHaveLength(MAX_MUSIC_SEARCH_LENGTH);
  });

  it("writes only what differs from the defaults, in a fixed order", () => {
    expect(musicQueryString(DEFAULT_MUSIC_QUERY)).toBe("");
    expect(musicHref(DEFAULT_MUSIC_QUERY)).toBe("/music");
    expect(musicHref({ page: 2, releaseType: "single", search: "salt & static" })).toBe(
      "/music?search=salt+%26+static&releaseType=single&page=2",
    );
  });

  it("asks the catalogue for ten Music products a page", () => {
    expect(toProductListQuery({ search: "tide", releaseType: "album", page: 3 })).toEqual({
      page: 3,
      limit: 10,
      category: "Music",
      query: "tide",
      releaseType: "album",
    });
    expect(toProductListQuery(DEFAULT_MUSIC_QUERY)).toEqual({ page: 1, limit: 10, category: "Music" });
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(musicQuery, (query) => {
        expect(parse(musicQueryString(query))).toEqual(query);
      }),
    );
  });

  it("writes one text for every address that reads the same (so the data key is stable)", () => {
    const anyParam = fc.oneof(
      fc.string(),
      fc.constantFrom("album", "single", "all", "2", "0", "007", " 3 "),
      fc.integer({ min: -5, max: 20_000 }).map(String),
    );
    const address = fc.dictionary(fc.constantFrom("search", "releaseType", "page", "other"), anyParam);
    fc.assert(
      fc.property(address, (params) => {
        const text = new URLSearchParams(params).toString();
        const once = musicQueryString(parse(text));
        expect(musicQueryString(parse(once))).toBe(once);
      }),
    );
  });
});
