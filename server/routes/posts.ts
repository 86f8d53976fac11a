import { postPageSchema, postsQuerySchema } from "../../schema/api/posts";
import { VISITOR_VIEWER } from "../../schema/siteData";
import { ownAnswer } from "../cache/ownAnswers";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { serverSiteData } from "../cache/serverSiteData";
import { listPosts } from "../data/posts";
import { fanOf } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { requestProfile } from "../http/profile";
import { privateMediaLinker, withMediaLinks } from "../media/privateMediaLinks";
import { newsletterArchiveRoutes } from "./newsletterArchive";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/**
 * SPEC §7 the posts feed: an artist's posts, newest first, locked ones without their content. A
 * visitor's answer comes through the published-content cache; a fan's is their own, never kept.
 */
export const postRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context, cache }) => {
  const { db, config, clock } = context;
  // The newsletters' archive is the posts' neighbour on the site, cached the same way (buildApp is at its length limit).
  await app.register(newsletterArchiveRoutes, { context, cache });
  app.get(
    "/public/posts",
    { schema: { tags: ["posts"], querystring: postsQuerySchema, response: { 200: postPageSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await fanOf(request, db, profile.id);
      // Signed for this answer: a linker made at start hands out dead links an hour later.
      const linker = privateMediaLinker(config.uploadSecret, clock.now());
      const { page, limit, filter = {} } = request.query;
      // What a member sees differs from what a visitor sees: no shared cache may keep one for the other.
      reply.header("vary", "authorization");
      const postFilter = {
        ...(filter.query ? { query: filter.query } : {}),
        ...(filter.type === undefined || filter.type === "all" ? {} : { type: filter.type }),
        ...(filter.membershipTierId === undefined ? {} : { membershipTierId: filter.membershipTierId }),
      };
      if (!fan) return serverSiteData(db, profile.id, cache, linker).posts({ page, limit, ...postFilter }, VISITOR_VIEWER);
      // The fan's own page, kept for them alone for a second (cache/ownAnswers.ts); links signed per answer.
      const key = JSON.stringify(["posts", profile.id, page, limit, postFilter]);
      const posts = await ownAnswer(db, fan.id, key, () =>
        listPosts(db, { profileId: profile.id, viewerAccountId: fan.id, page, limit, filter: postFilter }),
      );
      return withMediaLinks(posts, linker);
    },
  );
};
