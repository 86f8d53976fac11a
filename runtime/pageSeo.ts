import type { PageDocument } from "../schema/page";
import type { SiteDocument } from "../schema/site";

/** How a page shows in search results and on social cards. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  /** The social card's picture, when the page, the site or its logo gives one. */
  readonly image?: string;
  readonly noIndex: boolean;
}

type PageFields = Pick<PageDocument, "title" | "path" | "description" | "searchTitle" | "socialImage" | "hideFromSearch">;

/**
 * The page's own title, description and picture where it gives them (issue 39, item 6), else the
 * site's defaults, else the artist's name and logo. One rule for the page's head and the studio's preview.
 */
export function pageSeo(page: PageFields, site: SiteDocument | undefined, artist: string): PageSeo {
  const image = page.socialImage ?? site?.seo?.image ?? site?.settings?.logo;
  return {
    title: page.searchTitle ?? (page.path === "/" ? artist : `${page.title} · ${artist}`),
    description: page.description ?? site?.seo?.description ?? `${artist}: music, members and shows.`,
    ...(image ? { image } : {}),
    // The page shown where no page answers is for lost fans, not for search results, at its own address too.
    noIndex: page.hideFromSearch === true || (site?.notFoundPage !== undefined && site.notFoundPage === page.path),
  };
}
