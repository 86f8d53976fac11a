import type { SiteFontId } from "../../schema/fonts";
import type { SiteDocument } from "../../schema/site";
import { editSiteSettings } from "./editSiteSettings";

/** Which text a site font is for. */
export type SiteFontRole = "heading" | "body";

const SETTING = { heading: "headingFont", body: "bodyFont" } as const;

/**
 * The site with its headings' or its text's font chosen (`schema/fonts.ts`); `undefined` takes the
 * choice back (headings then follow the body; the body its kept stack or System sans). History: a
 * step of its own (a choice); choosing the font it has already makes none.
 */
export function chooseSiteFont(site: SiteDocument, role: SiteFontRole, font: SiteFontId | undefined): SiteDocument {
  const setting = SETTING[role];
  return site.settings?.[setting] === font ? site : editSiteSettings(site, { [setting]: font });
}
