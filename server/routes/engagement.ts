import type { FastifyReply, FastifyRequest } from "fastify";
import { countResponseSchema, entityQuerySchema } from "../../schema/api/common";
import { likeStateResponseSchema, saveStateResponseSchema } from "../../schema/api/engagement";
import {
  commentBodySchema,
  commentPageSchema,
  commentsQuerySchema,
  entityBodySchema,
  likedResponseSchema,
  savedResponseSchema,
} from "../../schema/api/posts";
import { commentSchema, type EntityType } from "../../schema/entities/posts";
import type { ServerContext } from "../context";
import { hasFilterWord, isCommentBlocked, listFilterWords } from "../data/commentFilters";
import {
  addComment,
  addMark,
  countComments,
  countMarks,
  type EntityRef,
  hasMark,
  listComments,
  type Mark,
  removeMark,
} from "../data/engagement";
import { findPostAccess } from "../data/posts";
import type { Queryable } from "../db/database";
import { fanOf, requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { commentReportRoutes } from "./commentReports";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 403, 404);

interface EntityTarget {
  readonly ref: EntityRef;
  readonly hasAccess: boolean;
  /** The fan asking, if they are a fan of this artist. */
  readonly fanId: string | null;
}

type EntityParts = { entityId: string; entityType: EntityType };

/** The artist's post a request names, and whether its caller may see it; 404 when the artist has no such post. */
async function targetOf(request: FastifyRequest, db: Queryable, entity: EntityParts): Promise<EntityTarget> {
  const profile = await requestProfile(request, db);
  const fan = await fanOf(request, db, profile.id);
  const post = await findPostAccess(db, profile.id, entity.entityId, fan?.id ?? null);
  if (!post) throw httpError("not_found", "post");
  return {
    ref: { profileId: profile.id, entityType: entity.entityType, entityId: post.id },
    hasAccess: post.hasAccess,
    fanId: fan?.id ?? null,
  };
}

/**
 * The post a fan of this artist acts on: 401 for anyone else, 429 past the action's rate limit,
 * 404 when unknown, 403 when locked to them.
 */
async function actionTargetOf(
  request: FastifyRequest,
  context: ServerContext,
  entity: EntityParts,
  action: "mark" | "comment",
): Promise<{ ref: EntityRef; fanId: string }> {
  const { db } = context;
  const profile = await requestProfile(request, db);
  const fan = await requireFan(request, db, profile.id);
  await limitRate(request, context, action, { profileId: profile.id, account: fan.id });
  const post = await findPostAccess(db, profile.id, entity.entityId, fan.id);
  if (!post) throw httpError("not_found", "post");
  if (!post.hasAccess) throw httpError("forbidden", "membersOnly");
  return { ref: { profileId: profile.id, entityType: entity.entityType, entityId: post.id }, fanId: fan.id };
}

/**
 * A fan's comment on a post: 400 when only whitespace, 403 `comments_turned_off` when the artist
 * turned their commenting off; held for the artist's approval when it has one of the artist's
 * filter words (issue 37, item 6).
 */
async function addFanComment(request: FastifyRequest, context: ServerContext, body: EntityParts & { content: string }) {
  const { db } = context;
  const content = body.content.trim();
  const { ref, fanId } = await actionTargetOf(request, context, body, "comment");
  // The schema caps the length (COMMENT_MAX_LENGTH); trimming only shortens.
  if (content === "") throw httpError("bad_request", "emptyComment");
  if (await isCommentBlocked(db, ref.profileId, fanId)) throw httpError("comments_turned_off", "blocked");
  const held = hasFilterWord(content, await listFilterWords(db, ref.profileId));
  const comment = await addComment(db, ref, fanId, content, { held });
  if (!comment) throw httpError("not_found", "post");
  return comment;
}

/** SPEC §7 likes, saves and comments on posts: anyone reads counts, fans of the artist act on the posts they may see. */
export const engagementRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const statusOf = async (request: FastifyRequest, reply: FastifyReply, mark: Mark, entity: EntityParts) => {
    const { ref, fanId } = await targetOf(request, db, entity);
    // The answer depends on who asks: no shared cache may keep one fan's for another.
    reply.header("vary", "authorization");
    return fanId ? hasMark(db, mark, ref, fanId) : false;
  };

  app.get(
    "/public/likes/status",
    { schema: { tags: ["engagement"], querystring: entityQuerySchema, response: { 200: likedResponseSchema, ...errors } } },
    async (request, reply) => ({ liked: await statusOf(request, reply, "likes", request.query) }),
  );

  app.get(
    "/public/saves/status",
    { schema: { tags: ["engagement"], querystring: entityQuerySchema, response: { 200: savedResponseSchema, ...errors } } },
    async (request, reply) => ({ saved: await statusOf(request, reply, "saves", request.query) }),
  );

  app.get(
    "/public/likes/count",
    { schema: { tags: ["engagement"], querystring: entityQuerySchema, response: { 200: countResponseSchema, ...errors } } },
    async (request) => {
      const { ref } = await targetOf(request, db, request.query);
      return { count: await countMarks(db, "likes", ref) };
    },
  );

  app.post(
    "/public/likes",
    {
      config: { caller: "fan" },
      schema: { tags: ["engagement"], body: entityBodySchema, response: { 200: likeStateResponseSchema, ...errors } },
    },
    async (request) => {
      const { ref, fanId } = await actionTargetOf(request, context, request.body, "mark");
      await addMark(db, "likes", ref, fanId);
      return { liked: true, count: await countMarks(db, "likes", ref) };
    },
  );

  app.delete(
    "/public/likes",
    {
      config: { caller: "fan" },
      schema: { tags: ["engagement"], body: entityBodySchema, response: { 200: likeStateResponseSchema, ...errors } },
    },
    async (request) => {
      const { ref, fanId } = await actionTargetOf(request, context, request.body, "mark");
      await removeMark(db, "likes", ref, fanId);
      return { liked: false, count: await countMarks(db, "likes", ref) };
    },
  );

  app.post(
    "/public/saves",
    {
      config: { caller: "fan" },
      schema: { tags: ["engagement"], body: entityBodySchema, response: { 200: saveStateResponseSchema, ...errors } },
    },
    async (request) => {
      const { ref, fanId } = await actionTargetOf(request, context, request.body, "mark");
      await addMark(db, "saves", ref, fanId);
      return { saved: true };
    },
  );

  app.delete(
    "/public/saves",
    {
      config: { caller: "fan" },
      schema: { tags: ["engagement"], body: entityBodySchema, response: { 200: saveStateResponseSchema, ...errors } },
    },
    async (request) => {
      const { ref, fanId } = await actionTargetOf(request, context, request.body, "mark");
      await removeMark(db, "saves", ref, fanId);
      return { saved: false };
    },
  );

  app.get(
    "/public/comments/count",
    { schema: { tags: ["engagement"], querystring: entityQuerySchema, response: { 200: countResponseSchema, ...errors } } },
    async (request) => {
      const { ref } = await targetOf(request, db, request.query);
      return { count: await countComments(db, ref) };
    },
  );

  app.get(
    "/public/comments",
    { schema: { tags: ["engagement"], querystring: commentsQuerySchema, response: { 200: commentPageSchema, ...errors } } },
    async (request, reply) => {
      const { ref, hasAccess, fanId } = await targetOf(request, db, request.query);
      if (!hasAccess) throw httpError("forbidden", "membersOnly");
      // A fan reads their own comments awaiting approval, and whether theirs are turned off: no shared cache may keep it.
      reply.header("vary", "authorization");
      const page = await listComments(db, ref, { page: request.query.page, limit: request.query.limit, viewerId: fanId });
      return { ...page, commentsTurnedOff: fanId ? await isCommentBlocked(db, ref.profileId, fanId) : false };
    },
  );

  app.post(
    "/public/comments",
    { config: { caller: "fan" }, schema: { tags: ["engagement"], body: commentBodySchema, response: { 201: commentSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await addFanComment(request, context, request.body)),
  );

  await app.register(commentReportRoutes, { context });
};
