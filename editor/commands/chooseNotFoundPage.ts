import type { SiteDocument } from "../../schema/site";

/** The site with another page (by path) shown at addresses no page answers, or Backline's own when `path` is undefined. History: a step of its own (a choice). */
export function chooseNotFoundPage(site: SiteDocument, path: string | undefined): SiteDocument {
  if (site.notFoundPage === path) return site;
  if (path !== undefined) return { ...site, notFoundPage: path };
  const { notFoundPage: _dropped, ...rest } = site;
  return rest;
}
