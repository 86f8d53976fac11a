import { PAGE_PADDING } from "../../blocks/style";
import { ID_PATTERN, PAGE_PATH_PATTERN, PATTERN_HINTS } from "../../schema/common";
import type { PageDocument } from "../../schema/page";
import { HOME_PATH, PAGE_TITLE_MAX_LENGTH, SITE_DOCUMENT_ID } from "../../schema/rules/documents";
import { reservedPathMessage } from "../../schema/rules/sitePaths";
import type { SiteDocument } from "../../schema/site";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";

/** Ids pages may not take: the site document's. */
const RESERVED_IDS = new Set([SITE_DOCUMENT_ID]);

/** A page as the page list shows it. */
export interface PageEntry {
  readonly id: string;
  readonly title: string;
  readonly path: string;
}

export function isHomePage(page: Pick<PageEntry, "path">): boolean {
  return page.path === HOME_PATH;
}

/** Home first, then by path. */
export function sortPages(pages: readonly PageEntry[]): PageEntry[] {
  return [...pages].sort((a, b) => (isHomePage(a) ? -1 : isHomePage(b) ? 1 : a.path.localeCompare(b.path)));
}

/** What a person typed as a path, tidied: trimmed, with a leading slash and no trailing one. */
export function normalizePagePath(input: string): string {
  const trimmed = input.trim();
  if (trimmed === "") return "";
  const withSlash = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
}

export type PageEntryCheck =
  | { readonly ok: true; readonly title: string; readonly path: string }
  | { readonly ok: false; readonly errors: { readonly title?: string; readonly path?: string } };

/**
 * Checks a page's title and path as the schema does (the path pattern, the title's length) and
 * that no other page has the path (the server checks again).
 */
export function checkPageEntry(input: { title: string; path: string }, others: readonly PageEntry[]): PageEntryCheck {
  const title = input.title.trim();
  const path = normalizePagePath(input.path);
  const errors: { title?: string; path?: string } = {};
  if (title === "") errors.title = "Give the page a title.";
  else if (title.length > PAGE_TITLE_MAX_LENGTH) errors.title = `The title is too long (at most ${PAGE_TITLE_MAX_LENGTH} characters).`;
  if (path === "") errors.path = "Give the page a path, such as /tour.";
  else if (!new RegExp(PAGE_PATH_PATTERN).test(path)) errors.path = `The path must be ${PATTERN_HINTS[PAGE_PATH_PATTERN]}.`;
  else if (reservedPathMessage(path)) errors.path = reservedPathMessage(path) as string;
  else {
    const taken = others.find((page) => page.path === path);
    if (taken) errors.path = `Another page ("${taken.title}") already uses the path ${path}.`;
  }
  return errors.title || errors.path ? { ok: false, errors } : { ok: true, title, path };
}

/** A readable id for a new page from its path (`/tour/dates` → `tour-dates`), unique among `taken`. */
export function pageIdForPath(path: string, taken: ReadonlySet<string>): string {
  const base =
    path === HOME_PATH
      ? "home"
      : path
          .replace(/^\/+/, "")
          .replace(/[^A-Za-z0-9_-]+/g, "-")
          .slice(0, 56)
          .replace(/^-+|-+$/g, "") || "page";
  const free = (id: string) => !taken.has(id) && !RESERVED_IDS.has(id) && new RegExp(ID_PATTERN).test(id);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const id = `${base}-${suffix}`;
    if (free(id)) return id;
  }
}

/** A new, empty page: the page container and nothing in it yet. */
export function newPageDocument(page: PageEntry): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: page.id,
    title: page.title,
    path: page.path,
    root: { id: "page", type: "Container", props: { role: "page", flexDirection: "column", paddings: [...PAGE_PADDING] }, children: [] },
  };
}

/** The site's page list with a page added (or updated, when it is there already). */
export function withPageEntry(site: SiteDocument, page: PageEntry): SiteDocument {
  const pages = site.pages ?? [];
  const entry = { id: page.id, path: page.path, title: page.title };
  return pages.some((existing) => existing.id === page.id)
    ? { ...site, pages: pages.map((existing) => (existing.id === page.id ? entry : existing)) }
    : { ...site, pages: [...pages, entry] };
}

/**
 * The site after a page was renamed: its entry, header links to its old path, and the not-found
 * page when it was this one, follow it.
 */
export function withRenamedPage(site: SiteDocument, page: PageEntry, oldPath: string): SiteDocument {
  const renamed = withPageEntry(site, page);
  if (oldPath === page.path) return renamed;
  const links = renamed.settings?.headerLinks;
  const withLinks = links?.some((link) => link.href === oldPath)
    ? {
        ...renamed,
        settings: { ...renamed.settings, headerLinks: links.map((link) => (link.href === oldPath ? { ...link, href: page.path } : link)) },
      }
    : renamed;
  return withLinks.notFoundPage === oldPath ? { ...withLinks, notFoundPage: page.path } : withLinks;
}

/** The site without a page: its entry goes, and so does the choice of it as the not-found page. */
export function withoutPage(site: SiteDocument, id: string): SiteDocument {
  const pages = site.pages ?? [];
  const removed = pages.find((page) => page.id === id);
  if (!removed) return site;
  const { notFoundPage, ...rest } = site;
  const kept = notFoundPage === removed.path ? rest : site;
  return { ...kept, pages: pages.filter((page) => page.id !== id) };
}
