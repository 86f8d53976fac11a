import { listPageParam, parseListPage } from "../listQuery";

/** The newsletters' archive's address (issue 37, item 5); each web version is under it, served by the server. */
export const NEWSLETTERS_PATH = "/newsletters";

/** Newsletters per page of the archive. */
export const NEWSLETTERS_PAGE_SIZE = 20;

const MAX_NEWSLETTERS_PAGE = 10_000;

/** The page number in the archive's address (`?page=2`), forgivingly. */
export function parseNewslettersPage(search: URLSearchParams): number {
  return parseListPage(search.get("page"), MAX_NEWSLETTERS_PAGE);
}

/** The archive's address at `page`. */
export function newslettersHref(page: number): string {
  const param = listPageParam(page, MAX_NEWSLETTERS_PAGE);
  return param ? `${NEWSLETTERS_PATH}?page=${param}` : NEWSLETTERS_PATH;
}

/** A newsletter's web version: a page the server renders, not one of the app's screens. */
export function newsletterHref(slug: string): string {
  return `${NEWSLETTERS_PATH}/${encodeURIComponent(slug)}`;
}
