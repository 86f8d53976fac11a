import type { SiteDocument, SiteSeo } from "../../schema/site";
import { compact } from "../state/compact";

/** The site with one default for search results and social cards changed; undefined removes it (and an emptied `seo` goes too). */
export function editSiteSeo(site: SiteDocument, patch: Partial<SiteSeo>): SiteDocument {
  const seo = compact({ ...site.seo, ...patch }) as SiteSeo;
  const { seo: _previous, ...rest } = site;
  return Object.keys(seo).length === 0 ? rest : { ...rest, seo };
}
