import { useCallback, useState } from "react";
import { type PasskeysApi, passkeysApi } from "../api/passkeysApi";
import { type TwoFactorApi, twoFactorApi } from "../api/twoFactorApi";
import type { StudioSectionProps } from "../shell/studioSections";
import { useLoadedList } from "../shell/useLoadedList";
import { PasskeySettings } from "./PasskeySettings";
import { TeamTwoFactor } from "./TeamTwoFactor";
import { TwoFactorSettings } from "./TwoFactorSettings";

/**
 * Your account: what an editor manages of their own sign-in (issue 35, item 7: two-step sign-in and
 * passkeys), and, for an owner,
 * what the whole team must use. Open even when the team requires two-step sign-in the editor has
 * not set up yet: it is where they set it up.
 */
export function AccountWorkspace({
  api = twoFactorApi,
  passkeys = passkeysApi,
  ...props
}: StudioSectionProps & { readonly api?: TwoFactorApi; readonly passkeys?: PasskeysApi }) {
  const profileId = props.profile.id;
  const load = useCallback(() => api.status(profileId), [api, profileId]);
  const { list: status } = useLoadedList("Your account", load);
  const [teamRequires, setTeamRequires] = useState<boolean | null>(null);
  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-account-heading">
        <div className="studio-admin__head">
          <h1 id="studio-account-heading">Your account</h1>
        </div>
        <p className="studio-hint">
          Signed in as {props.editor.email} ({props.editor.role}) to {props.profile.name}'s studio.
        </p>
        {/* Loaded again when the owner changes what the team requires: whether it may be turned off changes with it. */}
        <TwoFactorSettings key={String(teamRequires)} profileId={profileId} api={api} onChange={props.onTwoFactorChange} />
        <PasskeySettings profileId={profileId} api={passkeys} />
        {/* Its loading and failure show in the card above, which asks the same. */}
        {props.editor.role === "owner" && status.state === "ready" ? (
          <TeamTwoFactor profileId={profileId} required={status.value.requiredByTeam} api={api} onChange={setTeamRequires} />
        ) : null}
      </main>
    </div>
  );
}
