import type { ReleaseType } from "../../../schema/entities/catalogue";
import type { ProductListQuery } from "../../../schema/siteData";
import { listPageParam, normalizeListSearch, parseListPage } from "../listQuery";

/** Products per page on /music (SPEC §9). */
export const MUSIC_PAGE_SIZE = 10;

/** The longest search kept; longer text is cut. */
export const MAX_MUSIC_SEARCH_LENGTH = 100;

/** The highest page number read from an address; larger numbers are read as this one. */
export const MAX_MUSIC_PAGE = 10_000;

export type ReleaseTypeFilter = ReleaseType | "all";

export const RELEASE_TYPE_FILTERS: readonly ReleaseTypeFilter[] = ["all", "album", "single"];

/** What /music shows, as kept in its address (SPEC §2 "URL query"): `?search=…&releaseType=album&page=2`. */
export interface MusicQuery {
  /** Trimmed; empty for no search. */
  readonly search: string;
  readonly releaseType: ReleaseTypeFilter;
  /** From 1. */
  readonly page: number;
}

export const DEFAULT_MUSIC_QUERY: MusicQuery = { search: "", releaseType: "all", page: 1 };

/** `text` trimmed and cut to the longest search (by code points, so no surrogate pair is split). */
export function normalizeSearch(text: string): string {
  return normalizeListSearch(text, MAX_MUSIC_SEARCH_LENGTH);
}

function parseReleaseType(text: string | null): ReleaseTypeFilter {
  return text === "album" || text === "single" ? text : "all";
}

/**
 * Reads the music query from an address's query, forgiving anything odd: an unknown release type
 * is "all", a page that is not a positive whole number is 1. Other parameters are ignored.
 */
export function parseMusicQuery(search: URLSearchParams): MusicQuery {
  return {
    search: normalizeSearch(search.get("search") ?? ""),
    releaseType: parseReleaseType(search.get("releaseType")),
    page: parseListPage(search.get("page"), MAX_MUSIC_PAGE),
  };
}

/**
 * The query part of the address for `query`, without `?`, leaving out defaults (no search, all
 * release types, page 1), always in the same order: equal queries give equal text.
 * @example musicQueryString({ search: "tide", releaseType: "album", page: 2 }) // "search=tide&releaseType=album&page=2"
 */
export function musicQueryString(query: MusicQuery): string {
  const params = new URLSearchParams();
  const search = normalizeSearch(query.search);
  if (search) params.set("search", search);
  if (query.releaseType !== "all") params.set("releaseType", query.releaseType);
  const page = listPageParam(query.page, MAX_MUSIC_PAGE);
  if (page) params.set("page", page);
  return params.toString();
}

/** The address of /music showing `query`. */
export function musicHref(query: MusicQuery): string {
  const text = musicQueryString(query);
  return text ? `/music?${text}` : "/music";
}

/** The address of a release's page. */
export function musicDetailHref(productId: string): string {
  return `/music/${encodeURIComponent(productId)}`;
}

/** What to ask the catalogue for (SPEC §7 GET /public/products: category Music, limit 10). */
export function toProductListQuery(query: MusicQuery): ProductListQuery {
  return {
    page: query.page,
    limit: MUSIC_PAGE_SIZE,
    category: "Music",
    ...(query.search ? { query: query.search } : {}),
    ...(query.releaseType === "all" ? {} : { releaseType: query.releaseType }),
  };
}
