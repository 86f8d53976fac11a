import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../client/api/client";
import { type InvitationCheck, invitationAcceptSchema } from "../../schema/api/team";
import { errorMessageOf } from "../../schema/errors";
import { fieldLimits } from "../../schema/fieldLimits";
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from "../../schema/rules/registration";
import { type TeamApi, teamApi } from "../api/teamApi";
import { useCheckedLink } from "./useCheckedLink";

const ROLE_WORDS = {
  owner: "an owner",
  editor: "an editor",
  viewer: "a viewer",
} as const;

/** Codes after which the link cannot work again: the form goes, the reason stays. */
const FINAL_CODES = new Set(["invitation_invalid", "invitation_used", "invitation_expired"]);

/**
 * Where an invitation into an artist's studio lands (issue 35, item 5): it says who invites to
 * what, then takes a name and a new password, or, when the address already has a studio account
 * at another artist, that account's password; accepting signs in and opens the studio.
 */
export function JoinTeamScreen({
  token,
  api = teamApi,
  onJoined = () => window.location.assign("/studio"),
}: {
  token: string;
  api?: TeamApi;
  onJoined?: () => void;
}) {
  const nameId = useId();
  const passwordId = useId();
  const { state, refuse } = useCheckedLink(() => api.checkInvitation(token), token);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (invitation: InvitationCheck, event: FormEvent) => {
    event.preventDefault();
    if (!invitation.hasAccount && name.trim() === "") return setError("Enter your name: the rest of the team sees it.");
    if (!invitation.hasAccount && password.length < PASSWORD_MIN_LENGTH) return setError(REGISTRATION_MESSAGES.passwordTooShort);
    setBusy(true);
    setError(null);
    try {
      await api.acceptInvitation(token, invitation.hasAccount ? { password } : { name: name.trim(), password });
      onJoined();
    } catch (caught) {
      const message = errorMessageOf(caught);
      if (caught instanceof ApiError && FINAL_CODES.has(caught.code ?? "")) refuse(message);
      else setError(message);
      setBusy(false);
    }
  };

  return (
    <main className="studio-login">
      <div className="studio-login__form">
        <h1>{state.step === "form" ? `Join ${state.link.artistName}'s studio` : "Join a studio"}</h1>
        {state.step === "checking" ? <p>Checking your invitation…</p> : null}
        {state.step === "refused" ? (
          <p className="studio-login__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.step === "form" ? (
          <form className="studio-login__fields" onSubmit={(event) => void submit(state.link, event)} noValidate>
            <p>
              You are invited as {ROLE_WORDS[state.link.role]}, with {state.link.email}.
              {state.link.hasAccount ? " Use the password you log in to your other studio with." : ""}
            </p>
            {state.link.hasAccount ? null : (
              <>
                <label htmlFor={nameId}>Your name</label>
                <input
                  id={nameId}
                  autoComplete="name"
                  value={name}
                  {...fieldLimits(invitationAcceptSchema.properties.name)}
                  onChange={(event) => setName(event.target.value)}
                />
              </>
            )}
            <label htmlFor={passwordId}>{state.link.hasAccount ? "Your password" : "Choose a password"}</label>
            <input
              id={passwordId}
              type="password"
              autoComplete={state.link.hasAccount ? "current-password" : "new-password"}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {error ? (
              <p className="studio-login__error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" disabled={busy}>
              {busy ? "Joining…" : "Join the team"}
            </button>
          </form>
        ) : null}
      </div>
    </main>
  );
}
