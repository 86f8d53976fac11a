import { pollVoteBodySchema, pollVoteParamsSchema, pollVoteResponseSchema } from "../../schema/api/polls";
import { changePollVote, findPoll, findPostAccess } from "../data/posts";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 403, 404);

/**
 * Voting in a post's poll (SPEC §4: a vote toggles per voter). Only a logged-in fan of the artist
 * votes (401), on a post of that artist (404) they may see (403), for one of its options (400).
 * The answer is the poll as the server counts it.
 */
export const pollRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    "/public/polls/:postId/votes",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["posts"],
        params: pollVoteParamsSchema,
        body: pollVoteBodySchema,
        response: { 200: pollVoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "vote", { profileId: profile.id, account: fan.id });
      const post = await findPostAccess(db, profile.id, request.params.postId, fan.id);
      if (!post) throw httpError("not_found", "post");
      if (!post.hasAccess) throw httpError("forbidden", "membersOnly");
      const { optionUid, voted } = request.body;
      const change = voted === undefined ? "toggle" : voted ? "add" : "remove";
      const result = await changePollVote(db, profile.id, { postId: post.id, optionUid, accountId: fan.id }, change);
      if (!result.found) throw httpError("bad_request", "unknownPollOption");
      const poll = await findPoll(db, profile.id, post.id, fan.id);
      if (!poll) throw httpError("not_found", "post");
      return poll;
    },
  );
};
