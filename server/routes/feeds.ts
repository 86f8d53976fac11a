import type { FastifyReply, FastifyRequest } from "fastify";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { atomFeed } from "../feeds/atom";
import { publicFeedChannel } from "../feeds/publicFeed";
import { rssFeed } from "../feeds/rss";
import { hostArtistOf, siteOriginOf } from "../http/siteOrigin";
import { memberFeedRoutes } from "./memberFeeds";
import type { RoutePlugin } from "./plugin";

/**
 * Readers poll feeds often: a shared cache may answer for five minutes, as for a newsletter's web
 * version, and the server keeps each feed in the published-content cache until the artist's posts
 * or newsletters change (their triggers; a scheduled post comes due within the cache's minute).
 */
const FEED_CACHING = "public, max-age=300";

const FORMATS = {
  "/feed.xml": { type: "application/rss+xml; charset=utf-8", write: rssFeed },
  "/feed.atom": { type: "application/atom+xml; charset=utf-8", write: atomFeed },
} as const;

/**
 * The artist's public feeds on their site (issue 37, item 5): /feed.xml (RSS 2.0) and /feed.atom
 * (Atom 1.0), of public posts and newsletters' web versions. The host names the artist, as for
 * every page; links are built from the artist's own address. Members' private feeds beside them.
 */
export const feedRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context, cache }) => {
  const { db, config, clock } = context;
  for (const [path, format] of Object.entries(FORMATS)) {
    app.get(path, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const profile = await hostArtistOf(request, db, config);
      const origin = await siteOriginOf(request, db, config, profile.id);
      const feed = await cache.get(profile.id, `feed:${origin}${path}`, async () =>
        format.write(await publicFeedChannel(db, profile, origin, path, clock.now())),
      );
      return reply.type(format.type).header("cache-control", FEED_CACHING).send(feed);
    });
  }
  await app.register(memberFeedRoutes, { context });
};
