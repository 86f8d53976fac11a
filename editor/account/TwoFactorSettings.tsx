import { useCallback, useState } from "react";
import type { TwoFactorSetup, TwoFactorStatus } from "../../schema/api/twoFactor";
import { errorMessageOf } from "../../schema/errors";
import { type TwoFactorApi, twoFactorApi } from "../api/twoFactorApi";
import { ListStates } from "../shell/ListStates";
import { useToast } from "../shell/toasts";
import { useLoadedList } from "../shell/useLoadedList";
import { RecoveryCodesShown } from "./RecoveryCodesShown";
import { TwoFactorOn } from "./TwoFactorOn";
import { TwoFactorSetUp } from "./TwoFactorSetUp";

/** What the card shows besides the status: the setup of a new app, or codes just made (each shown once). */
type Shown = { kind: "status" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "codes"; codes: readonly string[] };

/**
 * Two-step sign-in, in Your account (issue 35, item 7): off, it offers setting up an authenticator
 * app; on, it says how many recovery codes are left and, with a code, makes new ones or turns it
 * off (TwoFactorOn). `onChange` tells the studio it changed (the team may require it).
 */
export function TwoFactorSettings({
  profileId,
  onChange,
  api = twoFactorApi,
}: {
  readonly profileId: string;
  onChange?(status: TwoFactorStatus): void;
  readonly api?: TwoFactorApi;
}) {
  const load = useCallback(() => api.status(profileId), [api, profileId]);
  const { list: status, refresh } = useLoadedList("Two-step sign-in", load);
  const [shown, setShown] = useState<Shown>({ kind: "status" });
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const startSetup = async () => {
    setProblem(null);
    try {
      setShown({ kind: "setup", setup: await api.setUp(profileId) });
    } catch (error) {
      setProblem(errorMessageOf(error, "Two-step sign-in could not be set up"));
    }
  };
  const confirmSetup = async (typed: string): Promise<string | null> => {
    try {
      const { recoveryCodes } = await api.confirm(profileId, typed);
      setShown({ kind: "codes", codes: recoveryCodes });
      toast("Two-step sign-in is on");
      await refresh();
      if (onChange) onChange(await api.status(profileId));
      return null;
    } catch (error) {
      return errorMessageOf(error, "The code could not be checked");
    }
  };

  return (
    <section className="studio-admin__panel" aria-labelledby="studio-two-factor">
      <h2 id="studio-two-factor">Two-step sign-in</h2>
      <ListStates list={status} loading="Loading…" empty={null} onRetry={() => void refresh()} />
      {status.state === "ready" && shown.kind === "status" && !status.value.enabled ? (
        <>
          <p>Off: your password alone signs you in. With it on, signing in also takes a code from an authenticator app on your phone.</p>
          {problem ? (
            <p className="studio-field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="studio-admin__actions">
            <button type="button" onClick={() => void startSetup()}>
              Set up two-step sign-in
            </button>
          </div>
        </>
      ) : null}
      {shown.kind === "setup" ? (
        <TwoFactorSetUp setup={shown.setup} onConfirm={confirmSetup} onCancel={() => setShown({ kind: "status" })} />
      ) : null}
      {shown.kind === "codes" ? <RecoveryCodesShown codes={shown.codes} onDone={() => setShown({ kind: "status" })} /> : null}
      {status.state === "ready" && shown.kind === "status" && status.value.enabled ? (
        <TwoFactorOn
          profileId={profileId}
          status={status.value}
          api={api}
          onNewCodes={(codes) => {
            setShown({ kind: "codes", codes });
            void refresh();
          }}
          onTurnedOff={(off) => {
            onChange?.(off);
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}
