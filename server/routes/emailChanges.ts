import type { FastifyRequest } from "fastify";
import { profileQuerySchema } from "../../schema/api/common";
import {
  emailChangeAskedSchema,
  emailChangeBodySchema,
  emailChangeSchema,
  emailChangeTokenBodySchema,
} from "../../schema/api/emailChanges";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { findAccountByEmail } from "../data/accounts";
import {
  confirmEmailChange,
  type EmailChangeProblem,
  findEmailChange,
  findEmailChangeUndo,
  requestEmailChange,
  undoEmailChange,
} from "../data/emailChanges";
import { deleteOtherSessions } from "../data/sessions";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { countedLinkTry } from "../http/linkTry";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { askToConfirmNewEmail, tellOldEmailOfChange } from "../notices/accountNotices";
import type { RoutePlugin } from "./plugin";
import { checkPassword } from "./sessions";

const errors = errorResponses(400, 401, 404, 409, 410, 429, 503);

function refusalOf(problem: EmailChangeProblem, link: "confirm" | "undo"): HttpError {
  if (problem === "used") return httpError("email_change_used", link);
  if (problem === "expired") return httpError("email_change_expired", link);
  if (problem === "taken") return httpError("email_taken", "account");
  return httpError("email_change_invalid", "unknown");
}

/**
 * A fan changes their email address (issue 35, item 2): asked with the current password, made by
 * a link sent to the new address, told to the old address with a link that undoes it for 7 days
 * (and signs every device out, since someone else may have made it). Links work once, only their
 * hashes kept; asking is limited per account and per client.
 */
export const emailChangeRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;
  const schema = <Body, Answer>(body: Body, answer: Answer) => ({
    tags: ["accounts"],
    querystring: profileQuerySchema,
    body,
    response: { 200: answer, 202: answer, ...errors },
  });

  app.post(
    "/accounts/me/email-change",
    { config: { caller: "fan" }, schema: schema(emailChangeBodySchema, emailChangeAskedSchema) },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const newEmail = normalizeEmail(request.body.newEmail);
      if (emailError(newEmail)) throw httpError("bad_request", "newEmailInvalid");
      if (newEmail === fan.email) throw httpError("bad_request", "sameEmail");
      await limitRate(request, context, "emailChange", { profileId: profile.id, account: fan.id });
      // The current password, checked as a login is, with the same limits.
      await checkPassword(request, reply, db, {
        profileId: profile.id,
        kind: "fan",
        body: { email: fan.email, password: request.body.password },
        find: (email) => findAccountByEmail(db, profile.id, email),
        ownerOf: (found) => `fan:${found.account.id}`,
      });
      const token = await requestEmailChange(db, { profileId: profile.id, accountId: fan.id, oldEmail: fan.email, newEmail });
      const origin = await siteOriginOf(request, db, config);
      await askToConfirmNewEmail(context.mail, {
        profileId: profile.id,
        email: newEmail,
        oldEmail: fan.email,
        artistName: profile.name,
        link: `${origin}/account/change-email/${encodeURIComponent(token)}`,
      });
      return reply.code(202).send({ checkEmail: true as const, email: newEmail });
    },
  );

  /** The artist, once a link's try is counted by the token's hash and by the client's address. */
  const counted = (request: FastifyRequest, token: string, link: "confirm" | "undo") =>
    countedLinkTry(request, context, "confirmLink", token, () => refusalOf("unknown", link));

  app.post("/public/email-changes/check", { schema: schema(emailChangeTokenBodySchema, emailChangeSchema) }, async (request) => {
    const profile = await counted(request, request.body.token, "confirm");
    const found = await findEmailChange(db, profile.id, request.body.token);
    if (!found.ok) throw refusalOf(found.problem, "confirm");
    return { oldEmail: found.oldEmail, newEmail: found.newEmail };
  });

  app.post("/public/email-changes/confirm", { schema: schema(emailChangeTokenBodySchema, emailChangeSchema) }, async (request) => {
    const origin = await siteOriginOf(request, db, config);
    const profile = await counted(request, request.body.token, "confirm");
    const confirmed = await confirmEmailChange(db, profile.id, request.body.token);
    if (!confirmed.ok) throw refusalOf(confirmed.problem, "confirm");
    const { oldEmail, newEmail } = confirmed.change;
    await tellOldEmailOfChange(context.mail, {
      profileId: profile.id,
      email: oldEmail,
      newEmail,
      artistName: profile.name,
      link: `${origin}/account/undo-email-change/${encodeURIComponent(confirmed.undoToken)}`,
    });
    return { oldEmail, newEmail };
  });

  app.post("/public/email-changes/undo/check", { schema: schema(emailChangeTokenBodySchema, emailChangeSchema) }, async (request) => {
    const profile = await counted(request, request.body.token, "undo");
    const found = await findEmailChangeUndo(db, profile.id, request.body.token);
    if (!found.ok) throw refusalOf(found.problem, "undo");
    return { oldEmail: found.oldEmail, newEmail: found.newEmail };
  });

  app.post("/public/email-changes/undo", { schema: schema(emailChangeTokenBodySchema, emailChangeSchema) }, async (request) => {
    const profile = await counted(request, request.body.token, "undo");
    const undone = await undoEmailChange(db, profile.id, request.body.token);
    if (!undone.ok) throw refusalOf(undone.problem, "undo");
    // Whoever made the change may hold a session: every device is signed out.
    await deleteOtherSessions(db, { kind: "fan", accountId: undone.accountId }, null);
    return { oldEmail: undone.oldEmail, newEmail: undone.newEmail };
  });
};
