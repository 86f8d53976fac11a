import { api } from "../../client/api/client";
import type { Editor, EditorRole } from "../../schema/api/accounts";
import type { InvitationCheck, Team, TeamInvitation } from "../../schema/api/team";
import { studioCall } from "./studioCall";

/** The artist's studio team (issue 35, item 5), and an invitation's link as its invitee opens it. */
export const teamApi = {
  get: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/team`).json<Team>()),
  invite: (profileId: string, email: string, role: EditorRole) =>
    studioCall(() => api().post(`profiles/${profileId}/team/invitations`, { json: { email, role } }).json<TeamInvitation>()),
  withdraw: (profileId: string, invitationId: string) =>
    studioCall(() => api().delete(`profiles/${profileId}/team/invitations/${invitationId}`).json<{ ok: true }>()),
  changeRole: (profileId: string, editorId: string, role: EditorRole) =>
    studioCall(() => api().put(`profiles/${profileId}/team/members/${editorId}`, { json: { role } }).json<{ ok: true }>()),
  /** Takes someone off the team, or, with the asker's own id, leaves it. */
  remove: (profileId: string, editorId: string) =>
    studioCall(() => api().delete(`profiles/${profileId}/team/members/${editorId}`).json<{ ok: true }>()),
  checkInvitation: (token: string) => studioCall(() => api().post("team-invitations/check", { json: { token } }).json<InvitationCheck>()),
  /** Accepts an invitation, signing its invitee in: a new account's name and password, or their existing password. */
  acceptInvitation: (token: string, answer: { name?: string; password: string }) =>
    studioCall(() =>
      api()
        .post("team-invitations/accept", { json: { token, ...answer } })
        .json<{ editor: Editor }>(),
    ),
};

export type TeamApi = typeof teamApi;
