import type { FastifyRequest } from "fastify";
import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import type { StudioPost, StudioPostStatus } from "../../schema/api/studioPosts";
import {
  postInputSchema,
  postParamsSchema,
  postStatusInputSchema,
  studioPostPageSchema,
  studioPostQuerySchema,
  studioPostSchema,
} from "../../schema/api/studioPosts";
import type { ServerContext } from "../context";
import {
  createStudioPost,
  deleteStudioPost,
  findStudioPost,
  listStudioPosts,
  replaceStudioPost,
  setStudioPostStatus,
} from "../data/studioPosts";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { deleteUnusedFiles } from "../media/deleteUnusedFiles";
import { privatizeLockedPostMedia } from "../media/privatizeLockedPostMedia";
import type { RoutePlugin } from "./plugin";
import { resolvePostInput } from "./postInput";

const errors = errorResponses(400, 404);

/**
 * A members-only post's files move to private storage as it is saved (so no public address of them
 * is left); the answer is the post as stored then.
 */
async function withPrivateMedia(context: ServerContext, profileId: string, post: StudioPost): Promise<StudioPost> {
  if (post.membershipTierId === null || post.media.length === 0) return post;
  const moved = await privatizeLockedPostMedia(context, post.id);
  return moved > 0 ? ((await findStudioPost(context.db, profileId, post.id)) ?? post) : post;
}

/** Notes in the audit log a post going out to fans (published or scheduled) or back to a draft. */
async function auditPostStatus(request: FastifyRequest, db: Queryable, before: StudioPostStatus, post: StudioPost): Promise<void> {
  const wasOut = before !== "draft";
  const isOut = post.status !== "draft";
  if (wasOut === isOut) return;
  await auditStudio(request, db, isOut ? "post_published" : "post_unpublished", post.caption.slice(0, 80) || `a ${post.type} post`);
}

/**
 * The artist's member posts (issue 17): editors list them (drafts and scheduled ones too), write,
 * change, publish, unpublish and delete them (their comments' moderation is in
 * `postCommentModeration.ts`). Fans see a published post once its time has come, through GET /public/posts, with the
 * access its tier gives.
 */
export const studioPostRoutes: RoutePlugin = async (app, { context }) => {
  const { db, storage } = context;

  app.get(
    "/posts",
    {
      schema: {
        tags: ["posts"],
        params: profileParamsSchema,
        querystring: studioPostQuerySchema,
        response: { 200: studioPostPageSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const { search = "", offset = 0, limit = 25 } = request.query;
      return listStudioPosts(db, profileId, { search, offset, limit });
    },
  );

  app.post(
    "/posts",
    { schema: { tags: ["posts"], params: profileParamsSchema, body: postInputSchema, response: { 201: studioPostSchema, ...errors } } },
    async (request, reply) => {
      const { profileId } = request.params;
      const post = await createStudioPost(db, profileId, await resolvePostInput(db, profileId, request.body));
      await auditPostStatus(request, db, "draft", post);
      return reply.code(201).send(await withPrivateMedia(context, profileId, post));
    },
  );

  app.put(
    "/posts/:postId",
    { schema: { tags: ["posts"], params: postParamsSchema, body: postInputSchema, response: { 200: studioPostSchema, ...errors } } },
    async (request) => {
      const { profileId, postId } = request.params;
      const before = await findStudioPost(db, profileId, postId);
      if (!before) throw httpError("not_found", "post");
      const post = await replaceStudioPost(db, profileId, postId, await resolvePostInput(db, profileId, request.body));
      if (!post) throw httpError("not_found", "post");
      await auditPostStatus(request, db, before.status, post);
      const saved = await withPrivateMedia(context, profileId, post);
      await deleteUnusedFiles(
        db,
        storage,
        before.media.map((item) => item.url),
      );
      return saved;
    },
  );

  app.put(
    "/posts/:postId/status",
    {
      schema: { tags: ["posts"], params: postParamsSchema, body: postStatusInputSchema, response: { 200: studioPostSchema, ...errors } },
    },
    async (request) => {
      const { profileId, postId } = request.params;
      const before = await findStudioPost(db, profileId, postId);
      const post = await setStudioPostStatus(db, profileId, postId, request.body);
      if (!before || !post) throw httpError("not_found", "post");
      await auditPostStatus(request, db, before.status, post);
      return post;
    },
  );

  app.delete(
    "/posts/:postId",
    { schema: { tags: ["posts"], params: postParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, postId } = request.params;
      const media = await deleteStudioPost(db, profileId, postId);
      if (media === null) throw httpError("not_found", "post");
      await deleteUnusedFiles(
        db,
        storage,
        media.map((item) => item.url),
      );
      return { ok: true as const };
    },
  );
};
