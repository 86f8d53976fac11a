import { ID_PATTERN } from "../../../schema/common";
import type { MembershipTier } from "../../../schema/entities/membership";
import type { PostListQuery } from "../../../schema/siteData";
import { listPageParam, normalizeListSearch, parseListPage } from "../listQuery";

/** Posts per page on /members (SPEC §9). */
export const POSTS_PAGE_SIZE = 10;

/** The longest search kept; longer text is cut. */
export const MAX_POST_SEARCH_LENGTH = 100;

/** The highest page number read from an address; larger numbers are read as this one. */
export const MAX_POSTS_PAGE = 10_000;

/** The post types the filter offers (SPEC §2: All Types, Image, Video, Audio, Poll). */
export const POST_TYPE_FILTERS = ["all", "image", "video", "audio", "poll"] as const;
export type PostTypeFilter = (typeof POST_TYPE_FILTERS)[number];

export const POST_TYPE_LABELS: Readonly<Record<PostTypeFilter, string>> = {
  all: "All Types",
  image: "Image",
  video: "Video",
  audio: "Audio",
  poll: "Poll",
};

/** What /members shows, as kept in its address (SPEC §2 "URL query"): `?search=…&type=poll&tier=…&page=2`. */
export interface MembersQuery {
  /** Trimmed; empty for no search. */
  readonly search: string;
  readonly type: PostTypeFilter;
  /** A membership tier's id, or null for all tiers. */
  readonly tier: string | null;
  /** From 1. */
  readonly page: number;
}

export const DEFAULT_MEMBERS_QUERY: MembersQuery = Object.freeze({ search: "", type: "all", tier: null, page: 1 });

const TIER_ID = new RegExp(ID_PATTERN);

/** `text` trimmed and cut to the longest search (by code points, so no surrogate pair is split). */
export function normalizePostSearch(text: string): string {
  return normalizeListSearch(text, MAX_POST_SEARCH_LENGTH);
}

function parseType(text: string | null): PostTypeFilter {
  return POST_TYPE_FILTERS.find((type) => type !== "all" && type === text) ?? "all";
}

function parseTier(text: string | null): string | null {
  return text !== null && TIER_ID.test(text) ? text : null;
}

/**
 * Reads the members query from an address's query, forgiving anything odd: an unknown type is
 * "all", a tier that cannot be an id is "all tiers", a page that is not a positive whole number is
 * 1. Other parameters are ignored.
 */
export function parseMembersQuery(search: URLSearchParams): MembersQuery {
  return {
    search: normalizePostSearch(search.get("search") ?? ""),
    type: parseType(search.get("type")),
    tier: parseTier(search.get("tier")),
    page: parseListPage(search.get("page"), MAX_POSTS_PAGE),
  };
}

/**
 * The query part of the address for `query`, without `?`, leaving out defaults (no search, all
 * types, all tiers, page 1), always in the same order: equal queries give equal text.
 * @example membersQueryString({ search: "tour", type: "poll", tier: null, page: 2 }) // "search=tour&type=poll&page=2"
 */
export function membersQueryString(query: MembersQuery): string {
  const params = new URLSearchParams();
  const search = normalizePostSearch(query.search);
  if (search) params.set("search", search);
  if (query.type !== "all") params.set("type", query.type);
  if (query.tier !== null && TIER_ID.test(query.tier)) params.set("tier", query.tier);
  const page = listPageParam(query.page, MAX_POSTS_PAGE);
  if (page) params.set("page", page);
  return params.toString();
}

/** The address of /members showing `query`. */
export function membersHref(query: MembersQuery): string {
  const text = membersQueryString(query);
  return text ? `/members?${text}` : "/members";
}

/** Whether anything narrows the posts (a search, a type or a tier): the empty text says so. */
export function hasFilters(query: MembersQuery): boolean {
  return query.search !== "" || query.type !== "all" || query.tier !== null;
}

/** What to ask the server for (SPEC §7 GET /public/posts: limit 10, filter{query, type, membershipTierId}). */
export function toPostListQuery(query: MembersQuery): PostListQuery {
  return {
    page: query.page,
    limit: POSTS_PAGE_SIZE,
    ...(query.search ? { query: query.search } : {}),
    ...(query.type === "all" ? {} : { type: query.type }),
    ...(query.tier === null ? {} : { membershipTierId: query.tier }),
  };
}

export type FilterKey = "search" | "type" | "tier";

export interface ActiveFilter {
  readonly key: FilterKey;
  readonly label: string;
}

/** The filters in effect, as chips name them; a tier the artist no longer has is named as such. */
export function activeFilters(query: MembersQuery, tiers: readonly MembershipTier[]): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (query.search) filters.push({ key: "search", label: `“${query.search}”` });
  if (query.type !== "all") filters.push({ key: "type", label: POST_TYPE_LABELS[query.type] });
  if (query.tier !== null) filters.push({ key: "tier", label: tiers.find((tier) => tier.id === query.tier)?.name ?? "Unknown tier" });
  return filters;
}

/** `query` without one filter, back on page 1. */
export function withoutFilter(query: MembersQuery, key: FilterKey): MembersQuery {
  const cleared = key === "search" ? { search: "" } : key === "type" ? { type: "all" as const } : { tier: null };
  return { ...query, ...cleared, page: 1 };
}
