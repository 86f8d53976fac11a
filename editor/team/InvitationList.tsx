import type { TeamInvitation } from "../../schema/api/team";
import { ROLE_LABELS } from "../shell/roleLabels";
import { studioDateTime } from "../shell/studioDateTime";

/** The team's pending invitations, each with its role and how long its link works; owners may withdraw one. */
export function InvitationList({
  invitations,
  canWithdraw,
  onWithdraw,
}: {
  readonly invitations: readonly TeamInvitation[];
  readonly canWithdraw: boolean;
  onWithdraw(invitationId: string, email: string): Promise<void>;
}) {
  if (invitations.length === 0) return null;
  return (
    <section className="studio-admin__panel" aria-labelledby="studio-team-invitations">
      <h2 id="studio-team-invitations">Invitations</h2>
      <ul className="studio-admin__list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="studio-admin__item">
            <div>
              <strong>{invitation.email}</strong>
              <p>
                {ROLE_LABELS[invitation.role]} · the link works until {studioDateTime(invitation.expiresAt)}
              </p>
            </div>
            {canWithdraw ? (
              <button
                type="button"
                aria-label={`Withdraw invitation to ${invitation.email}`}
                onClick={() => void onWithdraw(invitation.id, invitation.email)}
              >
                Withdraw
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
