import { editorSessionResponseSchema } from "../../schema/api/accounts";
import { invitationAcceptSchema, invitationCheckSchema, invitationTokenBodySchema } from "../../schema/api/team";
import { createEditor, findEditorByEmail, findPasswordHashesOfEmail } from "../data/editors";
import { acceptInvitation, findInvitation, type InvitationLookup } from "../data/teamInvitations";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { countedLinkTry } from "../http/linkTry";
import { openStudioSession } from "../http/studioSession";
import { hashPassword, verifyPassword } from "../security/passwords";
import { newPasswordProblem } from "./accounts";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409, 410, 429, 503);

/** Why an invitation's link does not work, in the words the join page shows. */
function invitationRefusal(lookup: Extract<InvitationLookup, { ok: false }>): HttpError {
  switch (lookup.problem) {
    case "unknown":
      return httpError("invitation_invalid", "unknown");
    case "used":
      return httpError("invitation_used", "used");
    case "expired":
      return httpError("invitation_expired", "expired");
  }
}

const unknownInvitation = () => httpError("invitation_invalid", "unknown");

/**
 * The password the new member signs in with: the one their address already uses in another
 * artist's studio (checked against it), else a new one, with their name.
 */
async function joiningAccount(
  db: Queryable,
  profileId: string,
  email: string,
  body: { name?: string; password: string },
): Promise<{ name: string; passwordHash: string }> {
  const existing = await findPasswordHashesOfEmail(db, profileId, email);
  if (existing.length > 0) {
    for (const account of existing) if (await verifyPassword(body.password, account.passwordHash)) return account;
    throw httpError("invitation_wrong_password", "password");
  }
  const name = body.name?.trim() ?? "";
  if (!name) throw httpError("bad_request", "memberNameRequired");
  const problem = newPasswordProblem(body.password, "/body/password");
  if (problem) throw problem;
  return { name, passwordHash: await hashPassword(body.password) };
}

/**
 * The link of an invitation into an artist's studio (issue 35, item 5), on that artist's address:
 * what it invites to, then accepting it, which makes the account (or joins with the one the
 * address has at another artist) and signs it in. Each try is counted by the token and the client.
 */
export const teamInvitationRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.post(
    "/team-invitations/check",
    { schema: { tags: ["team"], body: invitationTokenBodySchema, response: { 200: invitationCheckSchema, ...errors } } },
    async (request) => {
      const profile = await countedLinkTry(request, context, "invitationLink", request.body.token, unknownInvitation);
      const lookup = await findInvitation(db, profile.id, request.body.token);
      if (!lookup.ok) throw invitationRefusal(lookup);
      const { email, role } = lookup.invitation;
      const hasAccount = (await findPasswordHashesOfEmail(db, profile.id, email)).length > 0;
      return { artistName: profile.name, email, role, hasAccount };
    },
  );

  app.post(
    "/team-invitations/accept",
    { schema: { tags: ["team"], body: invitationAcceptSchema, response: { 200: editorSessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const { token } = request.body;
      const profile = await countedLinkTry(request, context, "invitationLink", token, unknownInvitation);
      const before = await findInvitation(db, profile.id, token);
      if (!before.ok) throw invitationRefusal(before);
      // The password is judged (or hashed, which takes tens of milliseconds) before the transaction.
      const account = await joiningAccount(db, profile.id, before.invitation.email, request.body);
      const joined = await db.transaction(async (tx) => {
        const lookup = await acceptInvitation(tx, profile.id, token);
        if (!lookup.ok) throw invitationRefusal(lookup);
        const { email, role } = lookup.invitation;
        if (await findEditorByEmail(tx, profile.id, email)) throw httpError("team_member_exists", "member", email);
        return createEditor(tx, { profileId: profile.id, email, name: account.name, role, passwordHash: account.passwordHash });
      });
      return openStudioSession(request, reply, db, joined);
    },
  );
};
