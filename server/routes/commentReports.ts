import { commentReportBodySchema, commentReportedSchema } from "../../schema/api/commentModeration";
import { addCommentReport, findReportableComment } from "../data/commentInbox";
import { findPostAccess } from "../data/posts";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import type { RoutePlugin } from "./plugin";

/**
 * A logged-in fan reports a comment to the artist (issue 37, item 6), once. Only a comment fans
 * are shown on a post this fan may read can be reported: another artist's, a hidden one, one
 * awaiting approval or on a post locked to them is as unknown (404).
 */
export const commentReportRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    "/public/comments/reports",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["engagement"],
        body: commentReportBodySchema,
        response: { 201: commentReportedSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "mark", { profileId: profile.id, account: fan.id });
      const { commentId, reason } = request.body;
      const comment = await findReportableComment(db, profile.id, commentId);
      const post = comment ? await findPostAccess(db, profile.id, comment.postId, fan.id) : null;
      if (!comment || !post?.hasAccess) throw httpError("not_found", "comment");
      if (comment.accountId === fan.id) throw httpError("bad_request", "ownComment");
      const added = await addCommentReport(db, { profileId: profile.id, commentId, accountId: fan.id, reason: reason?.trim() || null });
      if (!added) throw httpError("comment_already_reported", "reported");
      return reply.code(201).send({ reported: true as const });
    },
  );
};
