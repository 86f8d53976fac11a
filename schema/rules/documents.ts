/** Rules about an artist's documents that the studio checks as you type and the server checks again. */

/** The one site document of an artist is stored under this id; no page may take it. */
export const SITE_DOCUMENT_ID = "site";

/** The home page's path: the home page cannot be deleted, and its path does not change. */
export const HOME_PATH = "/";

/** The longest page title, in characters (the page and site schemas' `maxLength`). */
export const PAGE_TITLE_MAX_LENGTH = 120;
