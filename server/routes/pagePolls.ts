import type { FastifyRequest } from "fastify";
import { findPollOption } from "../../runtime/richText/poll/pollsIn";
import {
  pagePollParamsSchema,
  pagePollQuerySchema,
  pagePollsResponseSchema,
  pagePollVoteBodySchema,
  pagePollVoteResponseSchema,
} from "../../schema/api/pagePolls";
import {
  changePagePollVote,
  countPagePolls,
  findPublishedPagePolls,
  findPublishedPageWithPoll,
  findVotablePolls,
  type PublishedPagePolls,
} from "../data/pagePolls";
import { fanOf, requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404);

/**
 * The polls of published pages (issue 15), and of emails, whose vote links name their email
 * (issue 16; a vote is checked against what the email holds, and its counts are given only in the
 * answer to a fan's vote). Counts come from the server, never from the document;
 * a vote is checked against the published page (a poll it shows, one of that poll's options), so
 * a draft's poll or a made-up uid counts nothing. A fan of this artist votes (401 otherwise), at
 * the rate of the members feed's polls. Answers carry the caller's own votes, so nothing is cached.
 */
export const pagePollRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.get(
    "/public/page-polls/:pageId",
    {
      schema: {
        tags: ["pages"],
        params: pagePollParamsSchema,
        querystring: pagePollQuerySchema,
        response: { 200: pagePollsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const page = await findPublishedPagePolls(db, profile.id, request.params.pageId);
      if (!page) throw httpError("not_found", "page");
      const fan = await fanOf(request, db, profile.id);
      reply.header("cache-control", "private, no-store");
      return { polls: await countPagePolls(db, profile.id, page, fan?.id ?? null) };
    },
  );

  /** Votes on the page named, or, without one (an email's link), on the first published page that shows the poll. */
  const vote = async (
    request: FastifyRequest,
    findPage: (profileId: string, pollUid: string) => Promise<PublishedPagePolls | null>,
    body: { pollUid: string; optionUid: string; voted?: boolean | undefined },
  ) => {
    const profile = await requestProfile(request, db);
    const fan = await requireFan(request, db, profile.id);
    await limitRate(request, context, "vote", { profileId: profile.id, account: fan.id });
    const page = await findPage(profile.id, body.pollUid);
    if (!page?.polls.some((poll) => poll.uid === body.pollUid)) throw httpError("not_found", "pagePoll");
    if (!findPollOption(page.polls, body.pollUid, body.optionUid)) throw httpError("bad_request", "unknownPollOption");
    const change = body.voted === undefined ? "toggle" : body.voted ? "add" : "remove";
    const result = await changePagePollVote(db, profile.id, { pageId: page.pageId, ...body, accountId: fan.id }, change);
    if (!result.found) throw httpError("unauthorized", "otherArtistsFan");
    const polls = await countPagePolls(db, profile.id, page, fan.id);
    const poll = polls.find((candidate) => candidate.uid === body.pollUid);
    if (!poll) throw httpError("not_found", "pagePoll");
    return { pageId: page.pageId, path: page.path, poll };
  };

  app.post(
    "/public/page-polls/:pageId/votes",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["pages"],
        params: pagePollParamsSchema,
        body: pagePollVoteBodySchema,
        response: { 200: pagePollVoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { pollUid, optionUid, voted } = request.body;
      const answer = await vote(request, (profileId) => findVotablePolls(db, profileId, request.params.pageId), {
        pollUid,
        optionUid,
        voted,
      });
      return answer;
    },
  );

  app.post(
    "/public/page-polls/votes",
    {
      config: { caller: "fan" },
      schema: { tags: ["pages"], body: pagePollVoteBodySchema, response: { 200: pagePollVoteResponseSchema, ...errors } },
    },
    async (request) => {
      const { pollUid, optionUid, voted } = request.body;
      const answer = await vote(request, (profileId, uid) => findPublishedPageWithPoll(db, profileId, uid), { pollUid, optionUid, voted });
      return answer;
    },
  );
};
