import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { themeCss } from "../../runtime/theme";
import type { Redirect } from "../../schema/api/redirects";
import { errorMessage } from "../../schema/errors";
import { redirectKeyOf } from "../../schema/rules/redirects";
import type { SiteDocument } from "../../schema/site";
import { renderSitePage } from "../../site/entry-server";
import { siteStylesheet } from "../../site/styles/siteStylesheet";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { serverSiteData } from "../cache/serverSiteData";
import { findPublishedSite, logFailedMigrations } from "../data/documents";
import { artistSellsMerch } from "../data/products";
import { listRedirects } from "../data/redirects";
import type { Queryable } from "../db/database";
import { siteFontHead } from "../fonts/fontHead";
import { hostArtistOf, siteOriginOf } from "../http/siteOrigin";
import { privateMediaLinker } from "../media/privateMediaLinks";
import type { RoutePlugin } from "../routes/plugin";
import { type CachedPage, cachedPage, isNotModified, PUBLIC_PAGE_CACHE_CONTROL, pageEncodingFor } from "./cachedPage";
import { readClientAssets } from "./clientAssets";
import { contentSecurityPolicy } from "./contentSecurityPolicy";
import { pageShell } from "./pageShell";
import { sitemapXml } from "./sitemap";

/**
 * An artist's redirects by old path, for a lookup per unknown path. A plain object (sized by the
 * cache as JSON, unlike a Map), kept when empty too, so a site with none asks the database once;
 * every old path starts with `/`, so no inherited name is ever one.
 */
async function redirectsByPath(db: Queryable, profileId: string): Promise<Record<string, Redirect | undefined>> {
  return Object.fromEntries((await listRedirects(db, profileId)).map((redirect) => [redirect.fromPath, redirect]));
}

/**
 * The fan-facing site, rendered on the server: every GET that is not the API, media or a built
 * asset. The artist comes from the host alone (issue 31: no link names an artist otherwise); the page from the site's routes; the browser hydrates it.
 */
export const sitePages: RoutePlugin<{ siteDir?: string; cache: PublishedContentCache }> = async (app, { context, siteDir, cache }) => {
  const { db, config, clock } = context;
  const stylesheet = siteStylesheet();
  const stylesheetHref = `/assets/site-${createHash("sha256").update(stylesheet).digest("hex").slice(0, 12)}.css`;
  const assets = readClientAssets(siteDir);
  const policy = contentSecurityPolicy(config.publicUrl, { fontsFrom: "'self'" });

  app.get(stylesheetHref, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("content-type", "text/css; charset=utf-8").header("cache-control", "public, max-age=31536000, immutable").send(stylesheet),
  );

  const originOf = async (request: FastifyRequest) => siteOriginOf(request, db, config, (await hostArtistOf(request, db, config)).id);

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .send(
        [
          "User-agent: *",
          "Disallow: /account",
          "Disallow: /checkout",
          "Disallow: /membership/checkout",
          "Disallow: /login",
          "Disallow: /signup",
          `Sitemap: ${await originOf(request)}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const profile = await hostArtistOf(request, db, config);
    return reply.header("content-type", "application/xml; charset=utf-8").send(await sitemapXml(db, profile.id, await originOf(request)));
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, "http://site");
    if (url.pathname === "/api" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/assets/")) return reply.callNotFound();
    const profile = await hostArtistOf(request, db, config);
    const site = (await cache.get(profile.id, "site", () =>
      findPublishedSite(db, profile.id, logFailedMigrations(request.log)),
    )) as SiteDocument | null;
    if (!site) {
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", policy)
        .send(`<!doctype html><title>Not published</title><p>${errorMessage("not_found", "siteNotPublished")}</p>`);
    }
    const origin = await siteOriginOf(request, db, config, profile.id);
    const search = url.search.slice(1);
    const render = async (): Promise<CachedPage> => {
      const renderedAt = clock.now();
      const page = await renderSitePage({
        pathname: url.pathname,
        search,
        profile,
        site,
        data: serverSiteData(db, profile.id, cache, privateMediaLinker(config.uploadSecret, clock.now())),
        origin,
        renderedAt,
        poweredBy: config.showPoweredBy !== false,
        hasMerch: await artistSellsMerch(db, profile.id, cache),
        analyticsRetentionDays: config.analyticsRetentionDays ?? 90,
      });
      const html = pageShell(page, {
        stylesheetHref,
        themeCss: themeCss(site.settings),
        fonts: siteFontHead(site.settings),
        assets,
        icon: site.settings?.logo,
        feed: { href: `${origin}/feed.xml`, title: profile.name },
      });
      return cachedPage(page.status, html, renderedAt);
    };
    // Kept until the artist's content changes: pages without a query (which anyone can vary
    // without end), and only found ones (a 404 is not worth memory).
    const kept = search === "";
    const page = kept
      ? await cache.get(profile.id, `html:${origin}${url.pathname}`, render, (value) => value.status === 200)
      : await render();
    if (page.status === 404) {
      // A path no page answers may be one of the artist's old site's (issue 39, item 7): sent on, on the artist's own address.
      const byPath = await cache.get(profile.id, "redirects", () => redirectsByPath(db, profile.id));
      const redirect = byPath[redirectKeyOf(url.pathname)];
      if (redirect) {
        // Its path is checked to be one of this site's (schema/rules/redirects.ts): the target is always on the artist's origin.
        const target = new URL(redirect.toPath, origin);
        if (!target.search && url.search) target.search = url.search;
        return reply.header("cache-control", "no-cache").redirect(target.href, redirect.permanent ? 301 : 302);
      }
    }
    reply.code(page.status).header("content-security-policy", policy);
    if (page.status !== 200) return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(page.html);
    reply.header("cache-control", PUBLIC_PAGE_CACHE_CONTROL).header("etag", page.etag).header("last-modified", page.lastModified);
    if (isNotModified(request, page)) return reply.code(304).send();
    reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
    const encoding = kept ? pageEncodingFor(request.headers["accept-encoding"]) : null;
    // A kept page is compressed once; the compression plugin leaves an encoded answer alone (and
    // compresses the others).
    if (encoding) return reply.header("content-encoding", encoding).send(page.encoded(encoding));
    return reply.send(page.html);
  }

  app.get("/", { schema: { hide: true } }, renderPage);
  app.get("/*", { schema: { hide: true } }, renderPage);
};
