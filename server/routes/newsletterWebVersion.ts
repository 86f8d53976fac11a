import type { SiteDocument } from "../../schema/site";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { findPublishedSite, logFailedMigrations } from "../data/documents";
import { findPublishedNewsletter } from "../data/newsletterSends";
import { httpError } from "../http/httpError";
import { hostArtistOf, siteOriginOf } from "../http/siteOrigin";
import { webVersionHtml } from "../newsletters/newsletterEdition";
import { webVersionPage } from "../newsletters/webVersionPage";
import { feedRoutes } from "./feeds";
import type { RoutePlugin } from "./plugin";

const paramsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug"],
  properties: { slug: { type: "string", pattern: "^[a-z0-9-]{1,70}$" } },
} as const;

/** The email's HTML needs its inline styles and pictures, nothing else: no script runs, nothing is framed. */
const PAGE_POLICY =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A newsletter's web version on the artist's site (issue 19), /newsletters/{slug}: rendered on the
 * server from the same document the recipients got, as a reader without a membership sees it,
 * between the site's header and footer (issue 34, item 16), every link on the artist's own address.
 * Only newsletters the artist published, once sending began.
 */
export const newsletterWebRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context, cache }) => {
  const { db, config, clock } = context;
  // The site's feeds carry the web versions too, and live on the site's address beside them (buildApp is at its length limit).
  await app.register(feedRoutes, { context, cache });
  app.get("/newsletters/:slug", { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    // A page of the artist's site: the host names the artist, as for every page.
    const profile = await hostArtistOf(request, db, config);
    const send = await findPublishedNewsletter(db, profile.id, request.params.slug);
    if (!send) throw httpError("not_found", "newsletter");
    const origin = await siteOriginOf(request, db, config, profile.id);
    const site = (await findPublishedSite(db, profile.id, logFailedMigrations(request.log))) as SiteDocument | null;
    const html = webVersionPage(webVersionHtml(send.document, { origin }), {
      origin,
      artistName: profile.name,
      settings: site?.settings,
      year: new Date(clock.now()).getUTCFullYear(),
      poweredBy: config.showPoweredBy !== false,
    });
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .header("content-security-policy", PAGE_POLICY)
      .send(html);
  });
};
