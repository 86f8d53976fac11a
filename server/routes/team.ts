import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import {
  INVITATION_PATH,
  invitationBodySchema,
  invitationParamsSchema,
  invitationResponseSchema,
  memberParamsSchema,
  roleBodySchema,
  TEAM_MAX,
  teamSchema,
} from "../../schema/api/team";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { findEditorByEmail } from "../data/editors";
import { findProfile } from "../data/profiles";
import { changeRole, countTeam, listTeam, removeMember, type TeamChange } from "../data/team";
import { countInvitations, createInvitation, listInvitations, revokeInvitation } from "../data/teamInvitations";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { studioOf } from "../http/studioScope";
import { sendTeamInvitation } from "../notices/artistNotices";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409, 429, 503);

/** Answers a change of the team: done, or why not. */
function settle(change: TeamChange, refusedAs: "remove" | "demote"): { ok: true } {
  if (change === "notFound") throw httpError("not_found", "teamMember");
  if (change === "lastOwner") throw httpError("last_owner", refusedAs);
  return { ok: true };
}

/**
 * An artist's studio team (issue 35, item 5): everyone on it sees who is; owners invite people by
 * email into a role, withdraw invitations, change roles and remove members; anyone may leave. The
 * last owner can neither leave, be removed, nor become less than an owner.
 */
export const teamRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;

  app.get(
    "/team",
    { schema: { tags: ["team"], params: profileParamsSchema, response: { 200: teamSchema, ...errors } } },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      const [members, invitations] = await Promise.all([listTeam(db, profileId, editor.id), listInvitations(db, profileId)]);
      return { members, invitations };
    },
  );

  app.post(
    "/team/invitations",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["team"],
        params: profileParamsSchema,
        body: invitationBodySchema,
        response: { 201: invitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId, editor } = studioOf(request);
      const email = normalizeEmail(request.body.email);
      if (emailError(email)) throw httpError("bad_request", "inviteeEmailInvalid");
      await limitRate(request, context, "teamInvitation", { profileId, account: `editor:${editor.id}` });
      if (await findEditorByEmail(db, profileId, email)) throw httpError("team_member_exists", "member", email);
      if ((await countTeam(db, profileId)) + (await countInvitations(db, profileId)) >= TEAM_MAX) {
        throw httpError("team_full", "full", TEAM_MAX);
      }
      const profile = await findProfile(db, profileId);
      const { invitation, token } = await createInvitation(db, { profileId, email, role: request.body.role, invitedBy: editor.id });
      const origin = await siteOriginOf(request, db, config, profileId);
      await sendTeamInvitation(context.mail, {
        profileId,
        email,
        artistName: profile?.name ?? "",
        invitedBy: editor.name || editor.email,
        role: invitation.role,
        link: `${origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`,
        expiresAt: invitation.expiresAt,
      });
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    "/team/invitations/:invitationId",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["team"], params: invitationParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      const { profileId, invitationId } = request.params;
      if (!(await revokeInvitation(db, profileId, invitationId))) throw httpError("not_found", "invitation");
      return { ok: true as const };
    },
  );

  app.put(
    "/team/members/:editorId",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["team"], params: memberParamsSchema, body: roleBodySchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      const { profileId, editorId } = request.params;
      return settle(await changeRole(db, profileId, editorId, request.body.role), "demote");
    },
  );

  app.delete(
    "/team/members/:editorId",
    // Every member may leave: an owner's removal of someone else is checked below.
    {
      config: { studioRole: "viewer" },
      schema: { tags: ["team"], params: memberParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      const { editorId } = request.params;
      if (editorId !== editor.id && editor.role !== "owner") throw httpError("role_required", "owner");
      return settle(await removeMember(db, profileId, editorId), "remove");
    },
  );
};
