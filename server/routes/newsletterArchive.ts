import { newsletterArchivePageSchema, newsletterArchiveQuerySchema } from "../../schema/api/feeds";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { serverSiteData } from "../cache/serverSiteData";
import { errorResponses } from "../http/errorResponses";
import { requestProfile } from "../http/profile";
import type { RoutePlugin } from "./plugin";

/**
 * GET /public/newsletters (issue 37, item 5): the artist's past newsletters that have a web
 * version, newest first, for the site's archive page. The same for everyone, so it comes through
 * the published-content cache, which a send's start or end empties (migration 046).
 */
export const newsletterArchiveRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context: { db }, cache }) => {
  app.get(
    "/public/newsletters",
    {
      schema: {
        tags: ["newsletters"],
        querystring: newsletterArchiveQuerySchema,
        response: { 200: newsletterArchivePageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { page, limit } = request.query;
      return serverSiteData(db, profile.id, cache).newsletters({ page, limit });
    },
  );
};
