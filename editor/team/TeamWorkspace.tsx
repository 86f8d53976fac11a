import { useCallback } from "react";
import type { EditorRole } from "../../schema/api/accounts";
import type { TeamMember } from "../../schema/api/team";
import { type TeamApi, teamApi } from "../api/teamApi";
import { ListProblem } from "../shell/ListStates";
import { ROLE_LABELS } from "../shell/roleLabels";
import { StudioTable } from "../shell/StudioTable";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { InvitationList } from "./InvitationList";
import { InviteForm } from "./InviteForm";
import { RoleSelect } from "./RoleSelect";

/**
 * The studio's Team section (issue 35, item 5): who works on the artist's site and in which role.
 * Owners invite people by email, withdraw invitations, change roles and remove people; anyone can
 * leave. The server keeps the last owner; a refusal is shown in its words.
 */
export function TeamWorkspace({ profile, editor, logOut, api = teamApi }: StudioSectionProps & { readonly api?: TeamApi }) {
  const load = useCallback(() => api.get(profile.id), [api, profile.id]);
  const { list: team, refresh } = useLoadedList("The team", load);
  const { problem, change } = useListChanges(refresh);
  const { confirm, dialog } = useConfirmDialog();
  const isOwner = editor.role === "owner";

  const changeRole = (member: TeamMember, role: EditorRole) =>
    change(
      () => api.changeRole(profile.id, member.id, role),
      "The role was not changed",
      `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}`,
    );

  const remove = async (member: TeamMember) => {
    const leaving = member.you;
    const confirmed = await confirm({
      title: leaving ? "Leave this team?" : `Remove ${member.name}?`,
      message: leaving
        ? `You will be signed out, and need a new invitation to work on ${profile.name}'s site again.`
        : `${member.name} is signed out at once and can no longer open ${profile.name}'s studio.`,
      confirmLabel: leaving ? "Leave team" : "Remove",
      danger: true,
    });
    if (!confirmed) return;
    if (leaving) {
      await change(async () => {
        await api.remove(profile.id, member.id);
        logOut();
      }, "You did not leave the team");
      return;
    }
    await change(() => api.remove(profile.id, member.id), `${member.name} was not removed`, `${member.name} removed`);
  };

  const withdraw = (invitationId: string, email: string) =>
    change(() => api.withdraw(profile.id, invitationId), "The invitation was not withdrawn", `Invitation to ${email} withdrawn`);

  const value = team.state === "ready" ? team.value : null;
  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-team-heading">
        <div className="studio-admin__head">
          <h1 id="studio-team-heading">Team</h1>
        </div>
        <p>
          Owners can do everything. Editors work on pages, posts, emails and music. Viewers can look at everything but fans' addresses, and
          change nothing.
        </p>
        {team.state === "loading" ? <p aria-busy="true">Loading the team…</p> : null}
        {team.state === "failed" ? <ListProblem problem={team.message} /> : null}
        <ListProblem problem={problem} />
        {value ? (
          <StudioTable label="Team" columns={["Name", "Email", "Role"]} actions>
            {value.members.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.name}
                  {member.you ? " (you)" : ""}
                </td>
                <td>{member.email}</td>
                <td>
                  {isOwner ? (
                    <RoleSelect label={`Role of ${member.name}`} value={member.role} onChange={(role) => void changeRole(member, role)} />
                  ) : (
                    ROLE_LABELS[member.role]
                  )}
                </td>
                <td className="studio-admin__actions">
                  {isOwner || member.you ? (
                    <button type="button" onClick={() => void remove(member)}>
                      {member.you ? "Leave team" : `Remove ${member.name}`}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </StudioTable>
        ) : null}
        {isOwner ? <InviteForm profileId={profile.id} api={api} onInvited={refresh} /> : null}
        {value ? <InvitationList invitations={value.invitations} canWithdraw={isOwner} onWithdraw={withdraw} /> : null}
      </main>
      {dialog}
    </div>
  );
}
