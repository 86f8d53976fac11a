/**
 * The parts of a paged, searchable list's address that /music and /members read and write the same
 * way (SPEC §2 "URL query"): the search text and the page number.
 */

/** `text` trimmed and cut to `maxLength` code points (so no surrogate pair is split), trimmed again after the cut. */
export function normalizeListSearch(text: string, maxLength: number): string {
  const trimmed = text.trim();
  const points = [...trimmed];
  return points.length <= maxLength ? trimmed : points.slice(0, maxLength).join("").trim();
}

/** A page number read from an address, forgivingly: anything but a positive whole number is 1, more than `maxPage` is `maxPage`. */
export function parseListPage(text: string | null, maxPage: number): number {
  if (text === null || !/^\d{1,12}$/.test(text.trim())) return 1;
  const page = Number(text.trim());
  return page < 1 ? 1 : Math.min(page, maxPage);
}

/** The `page` parameter to write for `page`, or null for the first page (the default, left out of the address). */
export function listPageParam(page: number, maxPage: number): string | null {
  return page > 1 ? String(Math.min(Math.floor(page), maxPage)) : null;
}
