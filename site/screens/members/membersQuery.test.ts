import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MembershipTier } from "../../../schema/entities/membership";
import {
  activeFilters,
  DEFAULT_MEMBERS_QUERY,
  hasFilters,
  MAX_POST_SEARCH_LENGTH,
  MAX_POSTS_PAGE,
  type MembersQuery,
  membersHref,
  membersQueryString,
  normalizePostSearch,
  POST_TYPE_FILTERS,
  parseMembersQuery,
  toPostListQuery,
  withoutFilter,
} from "./membersQuery";

const parse = (text: string) => parseMembersQuery(new URLSearchParams(text));

const tier = (id: string, name: string): MembershipTier => ({
  id,
  name,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  priceMonthly: 5,
  priceYearly: 50,
  benefits: [],
});

const membersQuery: fc.Arbitrary<MembersQuery> = fc.record({
  search: fc.string({ unit: "grapheme", maxLength: 150 }).map(normalizePostSearch),
  type: fc.constantFrom(...POST_TYPE_FILTERS),
  tier: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), { nil: null }),
  page: fc.integer({ min: 1, max: MAX_POSTS_PAGE }),
});

describe("the members query", () => {
  it("reads search, type, tier and page", () => {
    expect(parse("search=tour%20dates&type=poll&tier=tier-gold&page=3")).toEqual({
      search: "tour dates",
      type: "poll",
      tier: "tier-gold",
      page: 3,
    });
    expect(parse("")).toEqual(DEFAULT_MEMBERS_QUERY);
  });

  it("forgives odd values", () => {
    expect(parse("type=story&tier=no%20way&page=abc")).toEqual(DEFAULT_MEMBERS_QUERY);
    expect(parse("type=all").type).toBe("all");
    expect(parse("type=text").type).toBe("all");
    expect(parse("type=POLL").type).toBe("all");
    expect(parse(`tier=${"x".repeat(65)}`).tier).toBeNull();
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=99999999999").page).toBe(MAX_POSTS_PAGE);
    expect(parse("search=%20%20").search).toBe("");
    expect([...parse(`search=${"a".repeat(300)}`).search]).toHaveLength(MAX_POST_SEARCH_LENGTH);
    expect(parse("search=a&search=b").search).toBe("a");
  });

  it("writes only what differs from the defaults, in a fixed order", () => {
    expect(membersQueryString(DEFAULT_MEMBERS_QUERY)).toBe("");
    expect(membersHref(DEFAULT_MEMBERS_QUERY)).toBe("/members");
    expect(membersHref({ page: 2, tier: "t1", type: "video", search: "salt & static" })).toBe(
      "/members?search=salt+%26+static&type=video&tier=t1&page=2",
    );
    expect(membersHref({ ...DEFAULT_MEMBERS_QUERY, search: "  padded  " })).toBe("/members?search=padded");
  });

  it("reads back what it writes, for every combination of filters", () => {
    const searches = ["", "night", "100% & more", "ünïcödé 🎸"];
    const tiers = [null, "tier-gold"];
    const pages = [1, 2, 57];
    let combinations = 0;
    for (const search of searches)
      for (const type of POST_TYPE_FILTERS)
        for (const tierId of tiers)
          for (const page of pages) {
            const query: MembersQuery = { search, type, tier: tierId, page };
            expect(parse(membersQueryString(query))).toEqual(query);
            expect(new URL(membersHref(query), "https://site.test").pathname).toBe("/members");
            combinations += 1;
          }
    expect(combinations).toBe(searches.length * POST_TYPE_FILTERS.length * tiers.length * pages.length);
  });

  it("reads back what it writes, for any query (property)", () => {
    fc.assert(
      fc.property(membersQuery, (query) => {
        expect(parse(membersQueryString(query))).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });

  it("writes the same text again for whatever it read (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("search", "type", "tier", "page", "other"), fc.string({ maxLength: 80 })), (params) => {
        const text = new URLSearchParams(params).toString();
        const once = membersQueryString(parse(text));
        expect(membersQueryString(parse(once))).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it("asks the server for ten posts a page, with only the filters set", () => {
    expect(toPostListQuery({ search: "tour", type: "poll", tier: "t1", page: 2 })).toEqual({
      page: 2,
      limit: 10,
      query: "tour",
      type: "poll",
      membershipTierId: "t1",
    });
    expect(toPostListQuery(DEFAULT_MEMBERS_QUERY)).toEqual({ page: 1, limit: 10 });
  });

  it("names the active filters, and removes one at a time back to page 1", () => {
    const tiers = [tier("t1", "Supporter")];
    const query: MembersQuery = { search: "tour", type: "audio", tier: "t1", page: 3 };
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters({ ...DEFAULT_MEMBERS_QUERY, page: 4 })).toBe(false);
    expect(activeFilters(query, tiers)).toEqual([
      { key: "search", label: "“tour”" },
      { key: "type", label: "Audio" },
      { key: "tier", label: "Supporter" },
    ]);
    expect(activeFilters({ ...query, tier: "gone" }, tiers)[2]).toEqual({ key: "tier", label: "Unknown tier" });
    expect(withoutFilter(query, "search")).toEqual({ ...query, search: "", page: 1 });
    expect(withoutFilter(query, "type")).toEqual({ ...query, type: "all", page: 1 });
    expect(withoutFilter(query, "tier")).toEqual({ ...query, tier: null, page: 1 });
    expect(activeFilters(DEFAULT_MEMBERS_QUERY, tiers)).toEqual([]);
  });
});
