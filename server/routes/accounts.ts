import type { FastifyRequest } from "fastify";
import {
  accountSchema,
  editorSchema,
  editorSessionResponseSchema,
  loginBodySchema,
  registrationBodySchema,
  sessionResponseSchema,
} from "../../schema/api/accounts";
import { errorResponseSchema, okResponseSchema, profileQuerySchema } from "../../schema/api/common";
import { normalizeEmail, validateLogin, validateRegistration } from "../../schema/rules/registration";
import { createAccount, findAccountByEmail } from "../data/accounts";
import { findEditorByEmail } from "../data/editors";
import { createSession, deleteSession } from "../data/sessions";
import { noteFailure, noteSuccess, refuseIfThrottled, throttleKeys } from "../http/authThrottle";
import { bearerToken, callerOf, requireFan } from "../http/caller";
import { HttpError, httpErrors } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { tellOwnerOfRepeatedRegistration } from "../notices/accountNotices";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../security/commonPasswords";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../security/passwords";
import { createToken, newId } from "../security/tokens";
import type { RoutePlugin } from "./plugin";

const WRONG_CREDENTIALS = "Email or password is incorrect.";
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** SPEC §7 accounts and sessions: registration, login, logout, the current user; and editors' login. */
export const accountRoutes: RoutePlugin = async (app, { context: { db } }) => {
  /**
   * Checks a login the same way for fans and editors: SPEC §5's 'Password is required', the rate
   * limits, and one answer for a wrong password and an unknown email (with the same work done).
   */
  async function checkCredentials<Found extends { passwordHash: string }>(
    request: FastifyRequest,
    profileId: string,
    body: { email: string; password: string },
    find: (email: string) => Promise<Found | null>,
    throttleAs = (email: string) => email,
  ): Promise<Found> {
    const checked = validateLogin(body);
    if (!checked.ok) throw httpErrors.badRequest(checked.errors[0]?.message ?? "Password is required");
    const keys = throttleKeys(request, "login", profileId, throttleAs(checked.email));
    await refuseIfThrottled(db, keys);
    const found = await find(checked.email);
    const valid = found ? await verifyPassword(body.password, found.passwordHash) : await verifyAgainstNothing(body.password);
    if (!found || !valid) {
      await noteFailure(db, keys);
      throw httpErrors.unauthorized(WRONG_CREDENTIALS);
    }
    await noteSuccess(db, keys);
    return found;
  }

  app.post(
    "/public/accounts",
    { schema: { tags: ["accounts"], body: registrationBodySchema, response: { 201: sessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const keys = throttleKeys(request, "register", profile.id, normalizeEmail(request.body.email));
      await refuseIfThrottled(db, keys);
      const checked = validateRegistration(request.body);
      if (!checked.ok) {
        await noteFailure(db, keys);
        const [first] = checked.errors;
        throw new HttpError(400, first?.message ?? "The registration is not valid.", {
          errors: checked.errors.map(({ field, message }) => ({ pointer: `/body/${field}`, rule: "registration", message })),
        });
      }
      const { firstName, lastName, email, password } = checked.value;
      if (isCommonPassword(password)) {
        await noteFailure(db, keys);
        throw new HttpError(400, COMMON_PASSWORD_MESSAGE, {
          code: "weak_password",
          errors: [{ pointer: "/body/password", rule: "commonPassword", message: COMMON_PASSWORD_MESSAGE }],
        });
      }
      const account = await createAccount(db, {
        profileId: profile.id,
        firstName,
        lastName,
        email,
        passwordHash: await hashPassword(password),
      });
      await noteSuccess(db, keys);
      if (!account) {
        // Answered as a new registration would be, so the answer does not tell who has an account:
        // a token that opens nothing and an account that is not stored. The owner is told instead.
        const existing = await findAccountByEmail(db, profile.id, email);
        if (existing) tellOwnerOfRepeatedRegistration(request.log, { profileId: profile.id, accountId: existing.account.id });
        return reply.code(201).send({
          token: createToken(),
          account: { id: newId(), profileId: profile.id, firstName, lastName, email, membership: { membershipTierId: null } },
        });
      }
      const token = await createSession(db, profile.id, { kind: "fan", accountId: account.id });
      return reply.code(201).send({ token, account });
    },
  );

  app.post(
    "/sessions",
    { schema: { tags: ["accounts"], body: loginBodySchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { account } = await checkCredentials(request, profile.id, request.body, (email) => findAccountByEmail(db, profile.id, email));
      return { token: await createSession(db, profile.id, { kind: "fan", accountId: account.id }), account };
    },
  );

  app.delete(
    "/sessions",
    { schema: { tags: ["accounts"], response: { 200: okResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw httpErrors.unauthorized("Send the session's token to log out.");
      await deleteSession(db, token);
      return { ok: true as const };
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

  app.post(
    "/editor/sessions",
    { schema: { tags: ["editors"], body: loginBodySchema, response: { 200: editorSessionResponseSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { editor } = await checkCredentials(
        request,
        profile.id,
        request.body,
        (email) => findEditorByEmail(db, profile.id, email),
        // Editors' failures count apart from a fan's with the same email.
        (email) => `editor:${email}`,
      );
      return { token: await createSession(db, profile.id, { kind: "editor", editorId: editor.id }), editor };
    },
  );

  app.get("/editor/me", { schema: { tags: ["editors"], response: { 200: editorSchema, 401: errorResponseSchema } } }, async (request) => {
    const caller = await callerOf(request, db);
    if (caller.kind !== "editor") throw httpErrors.unauthorized("Log in as an editor to do this.");
    return caller.editor;
  });
};
