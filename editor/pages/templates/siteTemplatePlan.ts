import type { TemplateSite } from "../../../runtime/templates/siteTemplate";
import type { PageDocument } from "../../../schema/page";
import type { SiteDocument } from "../../../schema/site";
import { type PageEntry, pageIdForPath, withPageEntry } from "../pageEntries";

/** A page the template writes: over the artist's page at the same path (keeping its id), or as a new page. */
export interface PlannedPage {
  readonly document: PageDocument;
  readonly replaces: boolean;
}

/** What applying a template to the whole site writes. */
export interface SiteTemplatePlan {
  readonly site: SiteDocument;
  readonly pages: readonly PlannedPage[];
}

/**
 * A template applied to an artist's whole site: each of its pages takes the place of the artist's
 * page at the same path (the home page's, at /), or comes as a new page; the artist's other pages
 * stay, out of the header links. The site takes the template's look and header links, keeping the
 * artist's logo, social links, search settings and not-found page.
 */
export function planSiteTemplate(site: SiteDocument, existing: readonly PageEntry[], template: TemplateSite): SiteTemplatePlan {
  const taken = new Set(existing.map((page) => page.id));
  const pages = template.pages.map((page): PlannedPage => {
    const same = existing.find((candidate) => candidate.path === page.path);
    const id = same?.id ?? pageIdForPath(page.path, taken);
    taken.add(id);
    return { document: { ...page, id }, replaces: same !== undefined };
  });
  // The font stack typed before the font picker would hide the template's fonts: the template's fonts take its place.
  const { fontFamily: _typedFonts, ...settings } = site.settings ?? {};
  const look = template.site.settings ?? {};
  const themed: SiteDocument = {
    ...site,
    theme: "default",
    settings: {
      ...settings,
      ...(look.colors ? { colors: { ...look.colors } } : {}),
      ...(look.cornerRadius === undefined ? {} : { cornerRadius: look.cornerRadius }),
      ...(look.headingFont ? { headingFont: look.headingFont } : {}),
      ...(look.bodyFont ? { bodyFont: look.bodyFont } : {}),
      headerLinks: (look.headerLinks ?? []).map((link) => ({ ...link })),
    },
  };
  const withPages = pages.reduce(
    (current, { document }) => withPageEntry(current, { id: document.id, title: document.title, path: document.path }),
    themed,
  );
  return { site: withPages, pages };
}

/**
 * Where one page of a template goes when it is added as a new page: its own path or, when that is
 * taken, the first free one after it (`/tour-2`); the home page goes to `/welcome`, since / is the
 * site's home.
 */
export function newPathForTemplatePage(page: Pick<PageDocument, "path">, existing: readonly PageEntry[]): string {
  const base = page.path === "/" ? "/welcome" : page.path;
  const paths = new Set(existing.map((entry) => entry.path));
  let path = base;
  for (let suffix = 2; paths.has(path); suffix += 1) path = `${base}-${suffix}`;
  return path;
}
