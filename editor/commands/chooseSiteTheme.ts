import type { SiteDocument, SiteTheme } from "../../schema/site";

/** The site in another theme; the pages and settings stay as they are, so switching back loses nothing. History: a step of its own (a choice). */
export function chooseSiteTheme(site: SiteDocument, theme: SiteTheme): SiteDocument {
  return site.theme === theme ? site : { ...site, theme };
}
