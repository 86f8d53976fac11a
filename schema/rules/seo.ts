/**
 * How a page shows in search results and social cards (issue 39, item 6). The limits are the
 * schemas' own; the lengths shown are what search results show before they cut the text, which
 * the studio's preview cuts at too.
 */

/** The longest description a page or the site keeps. */
export const DESCRIPTION_MAX_LENGTH = 300;
/** The longest title for search results a page keeps. */
export const SEARCH_TITLE_MAX_LENGTH = 70;
/** Characters of a title a search result shows, about. */
export const SEARCH_TITLE_SHOWN = 60;
/** Characters of a description a search result shows, about. */
export const SEARCH_DESCRIPTION_SHOWN = 155;

/** Text cut where a search result would cut it, with an ellipsis. */
export function cutForSearch(text: string, shown: number): string {
  if (text.length <= shown) return text;
  const cut = text.slice(0, shown - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > shown / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
