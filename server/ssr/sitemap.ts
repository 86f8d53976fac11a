import { escapeHtml } from "../../runtime/escapeHtml";
import type { SiteDocument } from "../../schema/site";
import { findPublishedSite, listPublishedPagePaths } from "../data/documents";
import { listArchivedNewsletters } from "../data/newsletterArchive";
import { listProductIds } from "../data/products";
import type { Queryable } from "../db/database";

/** Newsletters' web versions a sitemap names: the newest, as many as a search engine takes in one go. */
const SITEMAP_NEWSLETTERS = 1000;

/**
 * The public pages of an artist's site for search engines: published pages (but those hidden from
 * them, and the page shown where no page answers), the music list and every release, the
 * newsletters' archive and web versions.
 */
export async function sitemapXml(db: Queryable, profileId: string, origin: string): Promise<string> {
  const site = (await findPublishedSite(db, profileId)) as SiteDocument | null;
  const pagePaths = (await listPublishedPagePaths(db, profileId)).filter((path) => path !== site?.notFoundPage);
  const productIds = await listProductIds(db, profileId);
  const newsletters = await listArchivedNewsletters(db, profileId, { page: 1, limit: SITEMAP_NEWSLETTERS });
  const paths = [
    ...pagePaths,
    "/music",
    ...productIds.map((id) => `/music/${encodeURIComponent(id)}`),
    "/newsletters",
    ...newsletters.data.map((newsletter) => `/newsletters/${encodeURIComponent(newsletter.slug)}`),
    "/privacy-policy",
  ];
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
