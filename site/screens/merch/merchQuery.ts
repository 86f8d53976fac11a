import type { ProductListQuery } from "../../../schema/siteData";
import { listPageParam, parseListPage } from "../listQuery";

/** The Merch screen's address (issue 36). */
export const MERCH_PATH = "/merch";

/** Products per page on /merch: a grid of four columns, three rows. */
export const MERCH_PAGE_SIZE = 12;

const MAX_MERCH_PAGE = 10_000;

/** The page number in /merch's address (`?page=2`), forgivingly. */
export function parseMerchPage(search: URLSearchParams): number {
  return parseListPage(search.get("page"), MAX_MERCH_PAGE);
}

/** The address of /merch at `page`. */
export function merchHref(page: number): string {
  const param = listPageParam(page, MAX_MERCH_PAGE);
  return param ? `${MERCH_PATH}?page=${param}` : MERCH_PATH;
}

export { merchDetailHref } from "../../../schema/rules/merchCards";

/** What to ask the catalogue for: the artist's merch, newest first. */
export function merchListQuery(page: number): ProductListQuery {
  return { page, limit: MERCH_PAGE_SIZE, category: "Merch" };
}
