import {
  accountSchema,
  endedSessionsResponseSchema,
  passwordChangeBodySchema,
  registrationAnswerSchema,
  registrationBodySchema,
} from "../../schema/api/accounts";
import { profileQuerySchema } from "../../schema/api/common";
import { normalizeEmail, PASSWORD_MIN_LENGTH, validateRegistration } from "../../schema/rules/registration";
import { safeRedirect } from "../../site/screens/account/redirect";
import { findAccountByEmail, setPasswordHash } from "../data/accounts";
import { requestEmailConfirmation } from "../data/emailConfirmations";
import { holdRegistration } from "../data/pendingRegistrations";
import { deleteOtherSessions, type SessionOwner } from "../data/sessions";
import { callerOf, requireFan, sessionToken } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { answerNoSoonerThan } from "../http/steadyAnswer";
import { askToFinishRegistration, tellOwnerOfRepeatedRegistration } from "../notices/accountNotices";
import { isCommonPassword } from "../security/commonPasswords";
import { hashPassword } from "../security/passwords";
import type { RoutePlugin } from "./plugin";
import { checkPassword } from "./sessions";

/** How long registration's answer takes at least, whoever the address is (hashing the password takes most of it). */
export const REGISTRATION_ANSWER_FLOOR_MS = 400;

const errors = errorResponses(400, 401, 404, 429, 503);

/**
 * Why a new password cannot be used, or null: SPEC §5's length, and not one of the 10,000 most
 * common. `pointer` names the field in the refusal.
 */
export function newPasswordProblem(password: string, pointer = "/body/newPassword"): HttpError | null {
  const refuse = (error: HttpError) => error.withFields({ errors: [{ pointer, rule: error.code, message: error.message }] });
  if (password.length < PASSWORD_MIN_LENGTH) return refuse(httpError("password_too_short", "newPassword"));
  if (isCommonPassword(password)) return refuse(httpError("weak_password", "common"));
  return null;
}

/** SPEC §7 accounts: registration and the current user; a fan's password and their other devices' sessions. */
export const accountRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    "/public/accounts",
    { schema: { tags: ["accounts"], body: registrationBodySchema, response: { 202: registrationAnswerSchema, ...errors } } },
    async (request, reply) => {
      const started = performance.now();
      const profile = await requestProfile(request, db);
      await limitRate(request, context, "registration", { profileId: profile.id, account: normalizeEmail(request.body.email) });
      const checked = validateRegistration(request.body);
      if (!checked.ok) {
        const [first] = checked.errors;
        throw (first ? httpError("invalid_registration", "field", first.message) : httpError("invalid_registration", "any")).withFields({
          errors: checked.errors.map(({ field, message }) => ({ pointer: `/body/${field}`, rule: "registration", message })),
        });
      }
      const { firstName, lastName, email, password } = checked.value;
      if (isCommonPassword(password)) {
        const weak = httpError("weak_password", "common");
        throw weak.withFields({ errors: [{ pointer: "/body/password", rule: "commonPassword", message: weak.message }] });
      }
      const siteOrigin = await siteOriginOf(request, db, context.config);
      const redirect = safeRedirect(request.body.redirect);
      const linkTo = (token: string) =>
        `${siteOrigin}/signup/confirm/${encodeURIComponent(token)}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`;
      const notice = { profileId: profile.id, email, artistName: profile.name, siteOrigin };
      // The same answer for every address, and in the same time (issue 30). A new address gets a
      // link that makes the account (none exists until then, so logging in tells nothing either); an
      // address that has an account gets a link that signs its owner in.
      const passwordHash = await hashPassword(password);
      const existing = (await findAccountByEmail(db, profile.id, email))?.account ?? null;
      if (existing) {
        const token = await requestEmailConfirmation(db, { profileId: profile.id, accountId: existing.id, email: existing.email });
        if (token)
          await tellOwnerOfRepeatedRegistration(request.log, context.mail, { ...notice, accountId: existing.id, link: linkTo(token) });
      } else {
        const token = await holdRegistration(db, { profileId: profile.id, firstName, lastName, email, passwordHash });
        await askToFinishRegistration(context.mail, { ...notice, link: linkTo(token) });
      }
      await answerNoSoonerThan(started, REGISTRATION_ANSWER_FLOOR_MS);
      return reply.code(202).send({ checkEmail: true as const });
    },
  );

  for (const path of ["/public/accounts/me", "/accounts/me"]) {
    app.get(
      path,
      { schema: { tags: ["accounts"], querystring: profileQuerySchema, response: { 200: accountSchema, ...errors } } },
      async (request) => {
        const profile = await requestProfile(request, db);
        return requireFan(request, db, profile.id);
      },
    );
  }

  app.put(
    "/accounts/me/password",
    {
      config: { caller: "fan" },
      schema: { tags: ["accounts"], body: passwordChangeBodySchema, response: { 200: endedSessionsResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const { currentPassword, newPassword } = request.body;
      const problem = newPasswordProblem(newPassword);
      if (problem) throw problem;
      // The current password is checked as a login is, with the same limits.
      await checkPassword(request, reply, db, {
        profileId: profile.id,
        kind: "fan",
        body: { email: fan.email, password: currentPassword },
        find: (email) => findAccountByEmail(db, profile.id, email),
        ownerOf: (found) => `fan:${found.account.id}`,
      });
      await setPasswordHash(db, profile.id, fan.id, await hashPassword(newPassword));
      // Whoever knew the old password is logged out everywhere but here.
      const ended = await deleteOtherSessions(db, { kind: "fan", accountId: fan.id }, sessionToken(request));
      return { ok: true as const, ended };
    },
  );

  app.delete(
    "/sessions/others",
    { schema: { tags: ["accounts"], response: { 200: endedSessionsResponseSchema, ...errors } } },
    async (request) => {
      const caller = await callerOf(request, db);
      const owner: SessionOwner | null =
        caller.kind === "fan"
          ? { kind: "fan", accountId: caller.account.id }
          : caller.kind === "editor"
            ? { kind: "editor", editorId: caller.editor.id }
            : null;
      if (!owner) throw httpError("unauthorized", "logIn");
      return { ok: true as const, ended: await deleteOtherSessions(db, owner, sessionToken(request)) };
    },
  );
};
