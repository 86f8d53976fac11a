import { profileParamsSchema, profileQuerySchema } from "../../schema/api/common";
import { consentTokenBodySchema } from "../../schema/api/consent";
import {
  FOLLOWERS_PER_PAGE,
  followAnswerSchema,
  followBodySchema,
  followConfirmedSchema,
  followerPageQuerySchema,
  followerPageSchema,
} from "../../schema/api/follows";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { recordBusinessEvent } from "../analytics/businessEvent";
import { confirmFollow, countFollowers, FOLLOW_LINK_DAYS, follow, listFollowers } from "../data/followers";
import { followConfirmationMessage } from "../follows/followMessage";
import { pageForRole } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { answerNoSoonerThan } from "../http/steadyAnswer";
import { studioOf } from "../http/studioScope";
import { hashToken, ISSUED_TOKEN_PATTERN } from "../security/tokens";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 410, 429);

/** How long a follow's answer takes at least, whoever the address is, as a list join's. */
const FOLLOW_ANSWER_FLOOR_MS = 60;

/**
 * Following an artist (issue 37, item 3) from the site's header, a release page or the Link Tree:
 * an address, pending until its owner opens the confirmation link sent from the artist, on the
 * artist's own site (double opt-in, as lists). The answer is the same, in the same time, whoever
 * the address is: a follow never tells who follows. Unfollowing is the one-click unsubscribe of any
 * email that follows it: the address is suppressed at the artist, and no announcement reaches it.
 */
export const followRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, clock, mail } = context;

  app.post(
    "/public/follow",
    { schema: { tags: ["follows"], body: followBodySchema, response: { 200: followAnswerSchema, ...errors } } },
    async (request) => {
      const started = performance.now();
      const profile = await requestProfile(request, db);
      const email = normalizeEmail(request.body.email);
      await limitRate(request, context, "listJoin", { profileId: profile.id, account: email });
      const refused =
        email === ""
          ? httpError("bad_request", "emailListEmailRequired")
          : emailError(email)
            ? httpError("bad_request", "emailListEmailInvalid")
            : null;
      if (refused) throw refused.withFields({ errors: [{ pointer: "/body/email", rule: "emailList", message: refused.message }] });
      const origin = await siteOriginOf(request, db, config);
      const token = await follow(db, profile.id, email, new Date(clock.now()));
      if (token) await mail.queue(followConfirmationMessage({ profileId: profile.id, artistName: profile.name, email, origin, token }));
      // A new address is emailed and a known one not: the answer waits out the difference.
      await answerNoSoonerThan(started, FOLLOW_ANSWER_FLOOR_MS);
      return { ok: true as const };
    },
  );

  app.post(
    "/public/follow/confirm",
    {
      schema: {
        tags: ["follows"],
        querystring: profileQuerySchema,
        body: consentTokenBodySchema,
        response: { 200: followConfirmedSchema, ...errors },
      },
    },
    async (request) => {
      const { token } = request.body;
      const profile = await requestProfile(request, db);
      await limitRate(request, context, "confirmLink", { profileId: profile.id, account: `token:${hashToken(token)}` });
      const confirmed = ISSUED_TOKEN_PATTERN.test(token)
        ? await confirmFollow(db, profile.id, token, new Date(clock.now()))
        : ({ ok: false, problem: "unknown" } as const);
      if (confirmed.ok) {
        // A follow counts once: when its link confirms it, not when the link is opened again.
        if (confirmed.first) recordBusinessEvent(context.analytics, { profileId: profile.id, kind: "follow", at: new Date(clock.now()) });
        return { artistName: profile.name };
      }
      if (confirmed.problem === "expired") throw httpError("confirm_link_expired", "followTooOld", FOLLOW_LINK_DAYS);
      if (confirmed.problem === "withdrawn") throw httpError("confirm_link_withdrawn", "followLater");
      throw httpError("confirm_link_invalid", "unknown");
    },
  );
};

/** The studio's followers: how many, and a page of them (a viewer sees the count and dates, not the addresses). */
export const studioFollowerRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/followers",
    {
      schema: {
        tags: ["follows"],
        params: profileParamsSchema,
        querystring: followerPageQuerySchema,
        response: { 200: followerPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const page = request.query.page ?? 1;
      const [counts, data] = await Promise.all([
        countFollowers(db, profileId),
        listFollowers(db, profileId, { limit: FOLLOWERS_PER_PAGE, offset: (page - 1) * FOLLOWERS_PER_PAGE }),
      ]);
      return pageForRole(studioOf(request), { ...counts, data });
    },
  );
};
