/** A page number to show, or a gap of hidden pages (one before the window, one after it). */
export type PageItem = number | "start-ellipsis" | "end-ellipsis";

/** Up to this many pages every page is shown (SPEC §9); past it, always this many items. */
export const MAX_PLAIN_PAGES = 7;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The items of a pager (SPEC §9 "all pages up to 7, else windows with ellipsis"): every page when
 * there are 7 or fewer; otherwise 7 items: the first and last page, the current page with its
 * neighbours, and an ellipsis for each gap (near an end the window widens so the count stays 7).
 * `current` is clamped to 1..`totalPages`; no pages gives no items.
 * @example paginationItems(5, 10) // [1, "start-ellipsis", 4, 5, 6, "end-ellipsis", 10]
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (total === 0) return [];
  if (total <= MAX_PLAIN_PAGES) return range(1, total);
  const page = Math.min(total, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  // 1 2 3 4 5 … N, 1 … N-4 N-3 N-2 N-1 N, or 1 … c-1 c c+1 … N.
  if (page <= 4) return [...range(1, 5), "end-ellipsis", total];
  if (page >= total - 3) return [1, "start-ellipsis", ...range(total - 4, total)];
  return [1, "start-ellipsis", page - 1, page, page + 1, "end-ellipsis", total];
}

/** How many pages `total` items fill, `pageSize` a page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * Loads page `page` of a list, or its last page when `page` is past the end (an old link, a
 * hand-typed `?page=99`), so a list with items never shows as empty. The answer's `page` says
 * which page it is.
 */
export async function loadPageInRange<Result extends { data: unknown[]; page: number; pageSize: number; total: number }>(
  page: number,
  load: (page: number) => Promise<Result>,
): Promise<Result> {
  const result = await load(page);
  if (result.data.length > 0 || page <= 1 || result.total === 0) return result;
  return load(Math.max(1, pageCount(result.total, result.pageSize)));
}
