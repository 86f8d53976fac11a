import { profileQuerySchema } from "../../schema/api/common";
import { consentTokenBodySchema, listConfirmationCheckSchema, listConfirmationSchema } from "../../schema/api/consent";
import { joinEmailListBodySchema, joinEmailListResponseSchema } from "../../schema/api/emailLists";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { recordBusinessEvent } from "../analytics/businessEvent";
import { joinWithConsent } from "../consent/joinWithConsent";
import { CONFIRM_LINK_DAYS, type ConfirmLink, confirmSubscription, findConfirmLink } from "../data/emailLists";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { answerNoSoonerThan } from "../http/steadyAnswer";
import { hashToken, ISSUED_TOKEN_PATTERN } from "../security/tokens";
import { welcomeAfter } from "../welcomes/welcomeAfter";
import { followRoutes } from "./follows";
import type { RoutePlugin } from "./plugin";

/** How long a join's answer takes at least, whoever the address is (the work takes a few ms). */
export const JOIN_ANSWER_FLOOR_MS = 60;

const errors = errorResponses(400, 404, 410, 429);

/** A link that cannot confirm, as the fan is told: why, and what to do instead. */
function refusalOf(link: ConfirmLink | null): HttpError | null {
  if (!link) return httpError("confirm_link_invalid", "unknown");
  if (link.state === "used") return httpError("confirm_link_used", "again");
  if (link.state === "expired") return httpError("confirm_link_expired", "tooOld", CONFIRM_LINK_DAYS);
  if (link.state === "withdrawn") return httpError("confirm_link_withdrawn", "later");
  return null;
}

/** The email-list rule of SPEC §5 on an already normalized address: its refusal, or null when it may join. */
function emailListError(email: string): HttpError | null {
  if (email === "") return httpError("bad_request", "emailListEmailRequired");
  return emailError(email) ? httpError("bad_request", "emailListEmailInvalid") : null;
}

/**
 * Joining an artist's email list from the Email-list block (SPEC §7), with double opt-in (issue
 * 19): the address is pending until its owner opens the confirmation link of the email the join
 * sends, on the artist's site. The join answers the same whoever the address is.
 */
export const emailListJoinRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, clock } = context;
  // Following the artist (issue 37) is a join of its own kind, with the same double opt-in.
  await app.register(followRoutes, { context });

  /**
   * A confirmation link's token, counted as a try (by its hash, since counters are stored, and by
   * the client's address), opened or used by `open`, or refused with why it cannot confirm.
   */
  const linkOf = async (
    request: Parameters<typeof requestProfile>[0] & { body: { token: string } },
    open: (profileId: string, token: string, now: Date) => Promise<ConfirmLink | null>,
  ): Promise<ConfirmLink> => {
    const { token } = request.body;
    const profile = await requestProfile(request, db);
    await limitRate(request, context, "confirmLink", { profileId: profile.id, account: `token:${hashToken(token)}` });
    const link = ISSUED_TOKEN_PATTERN.test(token) ? await open(profile.id, token, new Date(clock.now())) : null;
    const refused = refusalOf(link);
    if (refused || !link) throw refused ?? httpError("confirm_link_invalid", "unknown");
    return link;
  };
  const linkSchema = <Answer>(answer: Answer) => ({
    tags: ["email lists"],
    querystring: profileQuerySchema,
    body: consentTokenBodySchema,
    response: { 200: answer, ...errors },
  });

  app.post(
    "/public/email-lists/join",
    { schema: { tags: ["email lists"], body: joinEmailListBodySchema, response: { 200: joinEmailListResponseSchema, ...errors } } },
    async (request) => {
      const started = performance.now();
      const profile = await requestProfile(request, db);
      const email = normalizeEmail(request.body.email);
      await limitRate(request, context, "listJoin", { profileId: profile.id, account: email });
      const refused = emailListError(email);
      if (refused) throw refused.withFields({ errors: [{ pointer: "/body/email", rule: "emailList", message: refused.message }] });
      // Where the confirmation links, known before the join so that nothing fails after it.
      const origin = await siteOriginOf(request, db, config);
      const joined = await joinWithConsent(context, {
        profileId: profile.id,
        artistName: profile.name,
        emailListId: request.body.emailListId,
        email,
        origin,
      });
      if (joined === "no-such-list") throw httpError("not_found", "emailList");
      // A new address is emailed and a known one not: the answer waits out the difference.
      await answerNoSoonerThan(started, JOIN_ANSWER_FLOOR_MS);
      return { ok: true as const };
    },
  );

  // What a link opens, changing nothing: the page asks before it confirms (link scanners open links too).
  app.post("/public/email-lists/confirm/check", { schema: linkSchema(listConfirmationCheckSchema) }, async (request) => {
    const link = await linkOf(request, (profileId, token, now) => findConfirmLink(db, profileId, token, now));
    return { listName: link.listName, confirmed: link.state === "done" };
  });

  app.post("/public/email-lists/confirm", { schema: linkSchema(listConfirmationSchema) }, async (request) => {
    const link = await linkOf(request, async (profileId, token, now) => {
      const confirmed = await confirmSubscription(db, profileId, token, now);
      // A join confirmed now (not a link used again) gets the list's welcome, if the artist has one on.
      if (confirmed?.state === "valid") {
        // A join counts once, when its link confirms it: the list is the subject, the address is not kept.
        recordBusinessEvent(context.analytics, { profileId, kind: "list_join", at: now, subject: confirmed.emailListId });
        await welcomeAfter(context, profileId, { kind: "list", id: confirmed.emailListId }, { email: confirmed.email }, request.log);
      }
      return confirmed;
    });
    return { listName: link.listName };
  });
};
