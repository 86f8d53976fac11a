import { okResponseSchema } from "../../schema/api/common";
import {
  commentModerationBodySchema,
  postCommentParamsSchema,
  postParamsSchema,
  studioCommentPageSchema,
} from "../../schema/api/studioPosts";
import { recordAudit } from "../data/auditLog";
import { deleteComment, listPostCommentsForArtist, setCommentHidden } from "../data/commentModeration";
import { findStudioPost } from "../data/studioPosts";
import { pageForRole } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

const commentQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

/** The artist moderates the comments on their posts (issue 17): lists them, hides them, shows them again, deletes them. */
export const postCommentModerationRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.get(
    "/posts/:postId/comments",
    {
      schema: {
        tags: ["posts"],
        params: postParamsSchema,
        querystring: commentQuerySchema,
        response: { 200: studioCommentPageSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, postId } = request.params;
      if (!(await findStudioPost(db, profileId, postId))) throw httpError("not_found", "post");
      const { offset = 0, limit = 50 } = request.query;
      return pageForRole(studioOf(request), await listPostCommentsForArtist(db, profileId, postId, { offset, limit }));
    },
  );

  app.patch(
    "/posts/:postId/comments/:commentId",
    {
      schema: {
        tags: ["posts"],
        params: postCommentParamsSchema,
        body: commentModerationBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, postId, commentId } = request.params;
      if (!(await setCommentHidden(db, profileId, postId, commentId, request.body.hidden))) throw httpError("not_found", "comment");
      return { ok: true as const };
    },
  );

  app.delete(
    "/posts/:postId/comments/:commentId",
    { schema: { tags: ["posts"], params: postCommentParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, postId, commentId } = request.params;
      const deleted = await deleteComment(db, profileId, postId, commentId);
      if (deleted === null) throw httpError("not_found", "comment");
      // A deletion cannot be undone: the log keeps who deleted whose comment, and its start (issue 37, item 6).
      await recordAudit(db, { profileId, actor: studioOf(request).editor, action: "comment_deleted", subject: deleted });
      return { ok: true as const };
    },
  );
};
