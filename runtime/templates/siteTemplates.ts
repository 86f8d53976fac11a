import type { SiteTemplateId } from "../../schema/rules/siteTemplateIds";
import type { SiteDocument } from "../../schema/site";
import { CURRENT_SITE_SCHEMA_VERSION } from "../../schema/version";
import { BAND_TEMPLATE } from "./bandTemplate";
import { DJ_TEMPLATE } from "./djTemplate";
import type { SiteTemplate, TemplateArtist, TemplateSite } from "./siteTemplate";
import { SOLO_TEMPLATE } from "./soloTemplate";
import { TEMPLATE_PAGES, templatePages } from "./templatePages";

/** Every starter template, in the order the studio shows them. */
export const SITE_TEMPLATES: readonly SiteTemplate[] = [BAND_TEMPLATE, SOLO_TEMPLATE, DJ_TEMPLATE];

const BY_ID: Record<SiteTemplateId, SiteTemplate> = { band: BAND_TEMPLATE, solo: SOLO_TEMPLATE, dj: DJ_TEMPLATE };

/** The template of `id` (names from outside are checked with `isSiteTemplateId` first). */
export function siteTemplateOf(id: SiteTemplateId): SiteTemplate {
  return BY_ID[id];
}

/** The site document of a template: its look, header links to its pages and the built-in members screen, and its page list. */
export function templateSiteDocument(template: SiteTemplate): SiteDocument {
  return {
    schemaVersion: CURRENT_SITE_SCHEMA_VERSION,
    kind: "site",
    theme: "default",
    settings: {
      ...template.look,
      colors: { ...template.look.colors },
      headerLinks: [
        ...TEMPLATE_PAGES.filter((page) => page.path !== "/").map((page) => ({ href: page.path, label: page.title })),
        { href: "/members", label: "Members" },
      ],
    },
    pages: TEMPLATE_PAGES.map((page) => ({ ...page })),
  };
}

/**
 * A template filled with an artist's data: the site document and the five pages (home, about,
 * music, tour, contact), home first, each at the current schema version. The pages' featured
 * music, events and membership tiers show the artist's own, loaded when the page is shown.
 */
export function buildTemplateSite(template: SiteTemplate, artist: TemplateArtist): TemplateSite {
  return { site: templateSiteDocument(template), pages: templatePages(template.words, artist) };
}
