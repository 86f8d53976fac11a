import { escapeHtml } from "../../site/head/head";
import type { Queryable } from "../db/database";

/** The public pages of an artist's site for search engines: published pages, the music list and every release. */
export async function sitemapXml(db: Queryable, profileId: string, origin: string): Promise<string> {
  const pages = await db.query<{ path: string }>(
    "SELECT published->>'path' AS path FROM documents WHERE profile_id = $1 AND kind = 'page' AND published IS NOT NULL ORDER BY 1",
    [profileId],
  );
  const products = await db.query<{ id: string }>("SELECT id FROM products WHERE profile_id = $1 ORDER BY released_at DESC", [profileId]);
  const paths = [
    ...pages.map((page) => page.path),
    "/music",
    ...products.map((product) => `/music/${encodeURIComponent(product.id)}`),
    "/privacy-policy",
  ];
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
