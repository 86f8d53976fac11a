import { escapeHtml } from "../../runtime/escapeHtml";
import { listPublishedPagePaths } from "../data/documents";
import { listProductIds } from "../data/products";
import type { Queryable } from "../db/database";

/** The public pages of an artist's site for search engines: published pages, the music list and every release. */
export async function sitemapXml(db: Queryable, profileId: string, origin: string): Promise<string> {
  const pagePaths = await listPublishedPagePaths(db, profileId);
  const productIds = await listProductIds(db, profileId);
  const paths = [...pagePaths, "/music", ...productIds.map((id) => `/music/${encodeURIComponent(id)}`), "/privacy-policy"];
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
