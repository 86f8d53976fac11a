import { errorResponseSchema, profileQuerySchema } from "../../schema/api/common";
import { consentTokenBodySchema, listConfirmationSchema } from "../../schema/api/consent";
import { joinEmailListBodySchema, joinEmailListResponseSchema } from "../../schema/api/emailLists";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { joinWithConsent } from "../consent/joinWithConsent";
import { confirmSubscription } from "../data/emailLists";
import { type HttpError, httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { hashToken } from "../security/tokens";
import type { RoutePlugin } from "./plugin";

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** A token as createToken makes them; anything else was never issued, so it is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

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
  const { db, config } = context;

  app.post(
    "/public/email-lists/join",
    { schema: { tags: ["email lists"], body: joinEmailListBodySchema, response: { 200: joinEmailListResponseSchema, ...errors } } },
    async (request) => {
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
      return { ok: true as const };
    },
  );

  app.post(
    "/public/email-lists/confirm",
    {
      schema: {
        tags: ["email lists"],
        querystring: profileQuerySchema,
        body: consentTokenBodySchema,
        response: { 200: listConfirmationSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { token } = request.body;
      // A visitor is counted by the token they try (its hash: counters are stored), and by their address.
      await limitRate(request, context, "confirmLink", { profileId: profile.id, account: `token:${hashToken(token)}` });
      const confirmed = TOKEN_PATTERN.test(token) ? await confirmSubscription(db, profile.id, token) : null;
      if (!confirmed) throw httpError("confirm_link_invalid", "unknown");
      return { listName: confirmed.listName };
    },
  );
};
