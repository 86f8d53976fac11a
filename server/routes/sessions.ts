import type { FastifyReply, FastifyRequest } from "fastify";
import { editorSchema, loginBodySchema, sessionResponseSchema } from "../../schema/api/accounts";
import { okResponseSchema } from "../../schema/api/common";
import { editorLoginResponseSchema } from "../../schema/api/twoFactor";
import { validateLogin } from "../../schema/rules/registration";
import { findAccountByEmail } from "../data/accounts";
import { recordAudit } from "../data/auditLog";
import { findEditorByEmail } from "../data/editors";
import { findTwoFactor } from "../data/editorTwoFactor";
import type { DeviceOwner } from "../data/knownDevices";
import { createSession, deleteSession } from "../data/sessions";
import { CHALLENGE_MINUTES, createChallenge } from "../data/twoFactorChallenges";
import { callerOf, STUDIO_COOKIE, sessionToken } from "../http/caller";
import { deviceName } from "../http/deviceName";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { takeLoginAttempt } from "../http/loginGuard";
import { requestProfile } from "../http/profile";
import { openStudioSession } from "../http/studioSession";
import { verifyAgainstNothing, verifyPassword } from "../security/passwords";
import { isRemembered } from "../twoFactor/rememberedDevice";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 429, 503);

/**
 * Checks a password the same way for fans and editors: SPEC §5's 'Password is required', one
 * attempt taken before the check (loginGuard.ts), and one answer, after the same work, for a
 * wrong password and an unknown email.
 */
export async function checkPassword<Found extends { passwordHash: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Parameters<typeof takeLoginAttempt>[1],
  {
    profileId,
    kind,
    body,
    find,
    ownerOf,
    onNewDevice,
  }: {
    profileId: string;
    kind: "fan" | "editor";
    body: { email: string; password: string };
    find: (email: string) => Promise<Found | null>;
    ownerOf: (found: Found) => DeviceOwner;
    /** Called when the password was right on a browser that had not logged in to this account before. */
    onNewDevice?: (found: Found) => Promise<void>;
  },
): Promise<Found> {
  const checked = validateLogin(body);
  if (!checked.ok) throw httpError("bad_request", "passwordRequired");
  const found = await find(checked.email);
  const attempt = await takeLoginAttempt(request, db, { profileId, kind, email: checked.email, owner: found ? ownerOf(found) : null });
  let valid: boolean;
  try {
    valid = found ? await verifyPassword(body.password, found.passwordHash) : await verifyAgainstNothing(body.password);
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (!found || !valid) throw httpError("unauthorized", "wrongCredentials");
  await attempt.succeeded(reply);
  if (attempt.newDevice) await onNewDevice?.(found);
  return found;
}

/** SPEC §7 sessions: fans log in and out; editors log in for the studio (an HttpOnly cookie) or the API (a token). */
export const sessionRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    "/sessions",
    { schema: { tags: ["accounts"], body: loginBodySchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const { account } = await checkPassword(request, reply, db, {
        profileId: profile.id,
        kind: "fan",
        body: request.body,
        find: (email) => findAccountByEmail(db, profile.id, email),
        ownerOf: (found) => `fan:${found.account.id}`,
      });
      return {
        token: await createSession(db, profile.id, { kind: "fan", accountId: account.id }, deviceName(request.headers["user-agent"])),
        account,
      };
    },
  );

  app.delete(
    "/sessions",
    { schema: { tags: ["accounts"], response: { 200: okResponseSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (!token) throw httpError("unauthorized", "noSessionToken");
      await deleteSession(db, token);
      if (request.cookies[STUDIO_COOKIE]) reply.clearCookie(STUDIO_COOKIE, { path: "/api" });
      return { ok: true as const };
    },
  );

  app.post(
    "/editor/sessions",
    { schema: { tags: ["editors"], body: loginBodySchema, response: { 200: editorLoginResponseSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const { editor } = await checkPassword(request, reply, db, {
        profileId: profile.id,
        kind: "editor",
        body: request.body,
        find: (email) => findEditorByEmail(db, profile.id, email),
        ownerOf: (found) => `editor:${found.editor.id}`,
        onNewDevice: ({ editor }) =>
          recordAudit(db, {
            profileId: profile.id,
            actor: editor,
            action: "new_device_sign_in",
            subject: deviceName(request.headers["user-agent"]),
          }),
      });
      // Two-step sign-in (issue 35, item 7): the password alone opens no session, unless this browser was remembered.
      const twoFactor = await findTwoFactor(db, profile.id, editor.id);
      if (twoFactor?.confirmed && !(await isRemembered(request, context, editor))) {
        const challenge = await createChallenge(db, profile.id, editor.id, context.clock.now());
        return { secondStep: { challenge, expiresInSeconds: CHALLENGE_MINUTES * 60 } };
      }
      return openStudioSession(request, reply, db, editor);
    },
  );

  app.get("/editor/me", { schema: { tags: ["editors"], response: { 200: editorSchema, ...errorResponses(401) } } }, async (request) => {
    const caller = await callerOf(request, db);
    if (caller.kind !== "editor") throw httpError("unauthorized", "logInAsEditor");
    return caller.editor;
  });
};
