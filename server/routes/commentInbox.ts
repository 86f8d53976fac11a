import {
  blockedFansSchema,
  commentBlockParamsSchema,
  commentInboxPageSchema,
  commentInboxQuerySchema,
  FILTER_WORDS_MAX,
  filterWordsSchema,
  inboxCommentParamsSchema,
} from "../../schema/api/commentModeration";
import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import { recordAudit } from "../data/auditLog";
import { listFilterWords, replaceFilterWords, tidyFilterWords } from "../data/commentFilters";
import { approveComment, blockCommenter, listBlockedCommenters, listInboxComments, unblockCommenter } from "../data/commentInbox";
import { pageForRole, rowsForRole } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/**
 * Comment moderation across the artist's posts (issue 37, item 6): the new comments in one list,
 * held ones approved, fans' commenting turned off and on, the filter words. Reads are every
 * role's (a viewer reads fans' addresses hidden, as everywhere); changes are editors' and owners'
 * (the default): moderating is day-to-day work on what fans read, as writing posts is, and turning
 * a fan's commenting off touches neither money nor the team, is undone in a click, and is audited.
 */
export const commentInboxRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.get(
    "/comments",
    {
      schema: {
        tags: ["posts"],
        params: profileParamsSchema,
        querystring: commentInboxQuerySchema,
        response: { 200: commentInboxPageSchema, ...errors },
      },
    },
    async (request) => {
      const { filter = "all", offset = 0, limit = 50 } = request.query;
      return pageForRole(studioOf(request), await listInboxComments(db, request.params.profileId, { filter, offset, limit }));
    },
  );

  app.post(
    "/comments/:commentId/approve",
    { schema: { tags: ["posts"], params: inboxCommentParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, commentId } = request.params;
      if (!(await approveComment(db, profileId, commentId))) throw httpError("not_found", "comment");
      return { ok: true as const };
    },
  );

  app.get(
    "/comment-blocks",
    { schema: { tags: ["posts"], params: profileParamsSchema, response: { 200: blockedFansSchema, ...errors } } },
    async (request) => ({
      data: rowsForRole(studioOf(request), await listBlockedCommenters(db, request.params.profileId)),
    }),
  );

  for (const blocked of [true, false]) {
    app.route({
      method: blocked ? "PUT" : "DELETE",
      url: "/comment-blocks/:accountId",
      schema: { tags: ["posts"], params: commentBlockParamsSchema, response: { 200: okResponseSchema, ...errors } },
      handler: async (request) => {
        const { profileId, accountId } = request.params;
        const name = await (blocked ? blockCommenter : unblockCommenter)(db, profileId, accountId);
        if (name === null) throw httpError("not_found", "commentFan");
        const action = blocked ? "commenter_blocked" : "commenter_unblocked";
        await recordAudit(db, { profileId, actor: studioOf(request).editor, action, subject: name });
        return { ok: true as const };
      },
    });
  }

  app.get(
    "/comment-filter-words",
    { schema: { tags: ["posts"], params: profileParamsSchema, response: { 200: filterWordsSchema, ...errors } } },
    async (request) => ({
      words: await listFilterWords(db, request.params.profileId),
    }),
  );

  app.put(
    "/comment-filter-words",
    { schema: { tags: ["posts"], params: profileParamsSchema, body: filterWordsSchema, response: { 200: filterWordsSchema, ...errors } } },
    async (request) => {
      const words = tidyFilterWords(request.body.words);
      // The schema bounds what arrives; tidying only shortens, this is the rule written once more where it is kept.
      if (words.length > FILTER_WORDS_MAX) throw httpError("bad_request", "filterWords");
      await replaceFilterWords(db, request.params.profileId, words);
      return { words: await listFilterWords(db, request.params.profileId) };
    },
  );
};
