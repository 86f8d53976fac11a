import { errorResponseSchema } from "../../schema/api/common";
import { postPageSchema, postsQuerySchema } from "../../schema/api/posts";
import { listPosts } from "../data/posts";
import { fanOf } from "../http/caller";
import { requestProfile } from "../http/profile";
import { privateMediaLinker, withMediaLinks } from "../media/privateMediaLinks";
import type { RoutePlugin } from "./plugin";

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** SPEC §7 the posts feed: an artist's posts, newest first, locked ones without their content. */
export const postRoutes: RoutePlugin = async (app, { context: { db, config } }) => {
  app.get(
    "/public/posts",
    { schema: { tags: ["posts"], querystring: postsQuerySchema, response: { 200: postPageSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await fanOf(request, db, profile.id);
      const { page, limit, filter = {} } = request.query;
      // What a member sees differs from what a visitor sees: no shared cache may keep one for the other.
      reply.header("vary", "authorization");
      if (fan) reply.header("cache-control", "private, no-store");
      const posts = await listPosts(db, {
        profileId: profile.id,
        viewerAccountId: fan?.id ?? null,
        page,
        limit,
        filter: {
          ...(filter.query === undefined ? {} : { query: filter.query }),
          ...(filter.type === undefined || filter.type === "all" ? {} : { type: filter.type }),
          ...(filter.membershipTierId === undefined ? {} : { membershipTierId: filter.membershipTierId }),
        },
      });
      return withMediaLinks(posts, privateMediaLinker(config.uploadSecret));
    },
  );
};
