import type { SiteDocument, ThemeSettings } from "../../schema/site";
import { compact } from "../state/compact";

/**
 * The site with some of its settings changed; a setting set to `undefined` leaves the document, so
 * its default applies again. History: the site's holder records it under the field it came from,
 * so a burst of typing or a slider drag is one step (SPEC §9).
 */
export function editSiteSettings(site: SiteDocument, patch: Partial<ThemeSettings>): SiteDocument {
  return { ...site, settings: compact({ ...(site.settings ?? {}), ...patch }) };
}
