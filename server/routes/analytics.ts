import { isbot } from "isbot";
import { analyticsBatchSchema, analyticsLiveSchema, analyticsQuerySchema, analyticsSummarySchema } from "../../schema/api/analytics";
import { profileParamsSchema } from "../../schema/api/common";
import { analyticsSummary } from "../analytics/analyticsSummary";
import { answerDeadline } from "../analytics/answerDeadline";
import { ingestLimit } from "../analytics/ingestLimit";
import { daySecrets, visitorHash } from "../analytics/visitorHash";
import { visitorsSince } from "../data/analyticsSummary";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import type { RoutePlugin } from "./plugin";

/** A batch is a few kilobytes; more is not a page's. */
const BATCH_BODY_BYTES = 64 * 1024;
/** The longest period the home asks for: a year and a day. */
const MAX_PERIOD_DAYS = 366;
const LIVE_WINDOW_MS = 5 * 60_000;

/** Whether the browser asked not to be tracked: Do Not Track, or Global Privacy Control. */
const asksNotToBeTracked = (headers: Record<string, string | string[] | undefined>) => headers.dnt === "1" || headers["sec-gpc"] === "1";

/**
 * Events from the artist's site (issue 38): answered 202 at once, whatever they held; a bot's, a
 * browser's that asks not to be tracked and a flooding address's are dropped unseen. The rest are
 * written through the buffer, in batches, with the day's visitor hash, the address's country (with
 * GEOIP_DATABASE) and no address.
 */
export const analyticsIngestRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock, config, analytics, countryOf } = context;
  const secretOf = daySecrets(analytics.db);
  const limit = ingestLimit();

  app.post(
    "/public/analytics/events",
    {
      bodyLimit: BATCH_BODY_BYTES,
      // A 202 of four bytes: nothing to compress, and @fastify/compress's hook was a fifth of the main
      // thread's time per batch in the bench's CPU profile (README, analytics bench).
      compress: false,
      schema: { tags: ["analytics"], body: analyticsBatchSchema, response: { 202: { type: "null" }, ...errorResponses(400, 404, 413) } },
    },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const userAgent = request.headers["user-agent"] ?? "";
      const now = new Date(clock.now());
      reply.code(202).header("cache-control", "no-store");
      if (isbot(userAgent) || asksNotToBeTracked(request.headers) || !limit.allow(request.ip, now.getTime())) return null;
      const visitor = visitorHash(await secretOf(now), profile.id, request.ip, userAgent);
      const siteHost = (request.headers.host ?? "").replace(/:\d+$/, "");
      const country = countryOf(request.ip);
      analytics.recordBatch({
        events: request.body.events,
        sender: { profileId: profile.id, visitor, userAgent, siteHost, country },
        at: now,
      });
      if (config.analyticsBufferMs === 0) await analytics.flush();
      return null;
    },
  );
};

/** The studio's numbers (issue 38): a period's summary, and who is on the site right now, each within a deadline (answerDeadline). */
export const analyticsStudioRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock, config, analytics } = context;
  const withinDeadline = answerDeadline(config.analyticsAnswerMs === undefined ? {} : { ms: config.analyticsAnswerMs });
  app.get(
    "/analytics",
    {
      config: { studioRole: "viewer" },
      schema: {
        tags: ["analytics"],
        params: profileParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const start = Date.parse(`${from}T00:00:00Z`);
      const end = Date.parse(`${to}T00:00:00Z`);
      if (Number.isNaN(start) || Number.isNaN(end) || end < start || (end - start) / 86_400_000 + 1 > MAX_PERIOD_DAYS)
        throw httpError("bad_request", "analyticsPeriod");
      return withinDeadline(() =>
        analyticsSummary({ db, analyticsDb: analytics.db, now: new Date(clock.now()) }, request.params.profileId, from, to),
      );
    },
  );
  app.get(
    "/analytics/live",
    {
      config: { studioRole: "viewer" },
      schema: { tags: ["analytics"], params: profileParamsSchema, response: { 200: analyticsLiveSchema, ...errorResponses(400, 503) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const since = new Date(clock.now() - LIVE_WINDOW_MS);
      return { visitors: await withinDeadline(() => visitorsSince(analytics.db, request.params.profileId, since)) };
    },
  );
};
