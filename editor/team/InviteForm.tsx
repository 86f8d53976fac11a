import { type FormEvent, useState } from "react";
import type { EditorRole } from "../../schema/api/accounts";
import { invitationBodySchema } from "../../schema/api/team";
import { errorMessageOf } from "../../schema/errors";
import type { TeamApi } from "../api/teamApi";
import { AdminField } from "../shell/AdminField";
import { useToast } from "../shell/toasts";
import { RoleSelect } from "./RoleSelect";

/** An owner's invitation of someone into the studio: their address and role; the server mails the link. */
export function InviteForm({ profileId, api, onInvited }: { profileId: string; api: TeamApi; onInvited(): Promise<void> }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<EditorRole>("editor");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === "") return setProblem("Enter the email address of the person to invite.");
    setBusy(true);
    setProblem(undefined);
    try {
      const invitation = await api.invite(profileId, email.trim(), role);
      toast(`Invitation sent to ${invitation.email}`);
      setEmail("");
      await onInvited();
    } catch (error) {
      setProblem(errorMessageOf(error, "the server did not answer"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="studio-admin__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="studio-team-invite">
      <h2 id="studio-team-invite">Invite someone</h2>
      <AdminField
        label="Email address"
        value={email}
        onChange={setEmail}
        problem={problem}
        maxLength={invitationBodySchema.properties.email.maxLength}
      />
      <div className="studio-admin__field">
        <RoleSelect label="Role" value={role} onChange={setRole} visibleLabel />
      </div>
      <div className="studio-admin__actions">
        <button type="submit" disabled={busy}>
          {busy ? "Sending…" : "Send invitation"}
        </button>
      </div>
    </form>
  );
}
