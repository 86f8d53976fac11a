import type { FastifyRequest } from "fastify";
import { profileQuerySchema } from "../../schema/api/common";
import {
  type LinkRequestBody,
  linkRequestAnswerSchema,
  linkRequestBodySchema,
  passwordResetAnswerSchema,
  passwordResetCheckBodySchema,
  passwordResetUseBodySchema,
} from "../../schema/api/passwordResets";
import { normalizeEmail } from "../../schema/rules/registration";
import { safeRedirect } from "../../site/screens/account/redirect";
import { findAccountByEmail } from "../data/accounts";
import { createSignInLink } from "../data/emailConfirmations";
import { createPasswordReset, findPasswordReset, type PasswordResetState, spendPasswordReset } from "../data/passwordResets";
import { deleteOtherSessions } from "../data/sessions";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { countedLinkTry } from "../http/linkTry";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { answerNoSoonerThan } from "../http/steadyAnswer";
import { sendPasswordResetLink, sendSignInLink } from "../notices/accountNotices";
import { hashPassword } from "../security/passwords";
import { newPasswordProblem } from "./accounts";
import type { RoutePlugin } from "./plugin";

/** How long asking for a link takes at least, whoever the address is: finding the account and queueing the mail take most of it. */
export const LINK_REQUEST_FLOOR_MS = 250;

const errors = errorResponses(400, 404, 410, 429, 503);

function refusalOf(state: Extract<PasswordResetState, { ok: false }>): HttpError {
  if (state.problem === "used") return httpError("password_reset_used", "used");
  if (state.problem === "expired") return httpError("password_reset_expired", "expired");
  return httpError("password_reset_invalid", "unknown");
}

/**
 * A fan who forgot their password (issue 35, item 1), on the artist's site, with mail from the
 * artist: 'Forgot password?' mails a link to choose a new one, 'Email me a sign-in link' a link
 * that signs them in (the registration's link screen uses it). Both answer the same for every
 * address, in the same time, and are limited per address and per client; each link works once,
 * for an hour, and only its hash is kept. A new password ends every session of the account.
 */
export const passwordResetRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;
  const answerSchema = <Body, Answer>(body: Body, answer: Answer) => ({
    tags: ["accounts"],
    querystring: profileQuerySchema,
    body,
    response: { 200: answer, 202: answer, ...errors },
  });

  /** Asks for a link: counted, then mailed when the address has an account, answering the same in the same time either way. */
  const linkRequest = (action: "passwordReset" | "signInLink") => async (request: FastifyRequest, body: LinkRequestBody) => {
    const started = performance.now();
    const profile = await requestProfile(request, db);
    const email = normalizeEmail(body.email);
    await limitRate(request, context, action, { profileId: profile.id, account: email });
    const found = email ? await findAccountByEmail(db, profile.id, email) : null;
    if (found) {
      const { account } = found;
      const siteOrigin = await siteOriginOf(request, db, config);
      const notice = { profileId: profile.id, email: account.email, artistName: profile.name };
      // Where the fan was going (a checkout), once the link has them in.
      const redirect = safeRedirect(body.redirect);
      const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
      const link = { profileId: profile.id, accountId: account.id, email: account.email };
      if (action === "passwordReset") {
        const token = await createPasswordReset(db, link);
        await sendPasswordResetLink(context.mail, { ...notice, link: `${siteOrigin}/reset-password/${encodeURIComponent(token)}${query}` });
      } else {
        const token = await createSignInLink(db, link);
        await sendSignInLink(context.mail, { ...notice, link: `${siteOrigin}/signup/confirm/${encodeURIComponent(token)}${query}` });
      }
    }
    await answerNoSoonerThan(started, LINK_REQUEST_FLOOR_MS);
    return { checkEmail: true as const };
  };

  app.post("/public/password-resets", { schema: answerSchema(linkRequestBodySchema, linkRequestAnswerSchema) }, async (request, reply) =>
    reply.code(202).send(await linkRequest("passwordReset")(request, request.body)),
  );
  app.post(
    "/public/sessions/email-link/request",
    { schema: answerSchema(linkRequestBodySchema, linkRequestAnswerSchema) },
    async (request, reply) => reply.code(202).send(await linkRequest("signInLink")(request, request.body)),
  );

  /** The artist, once a link's try is counted by the token's hash and by the client's address. */
  const counted = (request: FastifyRequest, token: string) =>
    countedLinkTry(request, context, "passwordResetLink", token, () => refusalOf({ ok: false, problem: "unknown" }));

  app.post(
    "/public/password-resets/check",
    { schema: answerSchema(passwordResetCheckBodySchema, passwordResetAnswerSchema) },
    async (request) => {
      const profile = await counted(request, request.body.token);
      const state = await findPasswordReset(db, profile.id, request.body.token);
      if (!state.ok) throw refusalOf(state);
      return { email: state.email, firstName: state.firstName };
    },
  );

  app.post(
    "/public/password-resets/use",
    { schema: answerSchema(passwordResetUseBodySchema, passwordResetAnswerSchema) },
    async (request) => {
      const { token, password } = request.body;
      const profile = await counted(request, token);
      // A link that no longer works says so before the password is judged.
      const before = await findPasswordReset(db, profile.id, token);
      if (!before.ok) throw refusalOf(before);
      const problem = newPasswordProblem(password, "/body/password");
      if (problem) throw problem;
      // Hashed before the transaction: scrypt takes tens of milliseconds, the transaction none of them.
      const passwordHash = await hashPassword(password);
      const used = await db.transaction(async (tx) => {
        const state = await spendPasswordReset(tx, profile.id, token, passwordHash);
        // Whoever knew the old password, or holds a session of it, is signed out everywhere.
        if (state.ok) await deleteOtherSessions(tx, { kind: "fan", accountId: state.accountId }, null);
        return state;
      });
      if (!used.ok) throw refusalOf(used);
      return { email: used.email, firstName: used.firstName };
    },
  );
};
