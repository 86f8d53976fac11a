import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../client/api/client";
import type { Editor } from "../../schema/api/accounts";
import { secondStepBodySchema } from "../../schema/api/twoFactor";
import { fieldLimits } from "../../schema/fieldLimits";
import { type PasskeysApi, passkeysApi } from "../api/passkeysApi";
import { studioApi } from "../api/studioApi";

/**
 * The second step of signing in (issue 35, item 7), once the password was right: the 6 digits the
 * authenticator app shows, or one of the recovery codes; 'Remember this device' skips the step in
 * this browser for 30 days. The code field is one field for both, so a lost phone needs no detour.
 * 'Use a passkey' answers the step with one of the editor's passkeys instead.
 */
export function StudioSecondStep({
  challenge,
  onSignedIn,
  onStartAgain,
  api = studioApi,
  passkeys = passkeysApi,
}: {
  readonly challenge: string;
  onSignedIn(editor: Editor): void;
  /** Back to the password: the challenge expired or is unknown. */
  onStartAgain(): void;
  readonly api?: Pick<typeof studioApi, "signInWithCode">;
  readonly passkeys?: Pick<PasskeysApi, "signInSecondStep">;
}) {
  const codeId = useId();
  const rememberId = useId();
  const [code, setCode] = useState("");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<{ message: string; startAgain: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (step: () => Promise<{ editor: Editor }>) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await step()).editor);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "An error occurred";
      const code = caught instanceof ApiError ? caught.code : null;
      setError({ message, startAgain: code === "two_factor_challenge_invalid" || code === "two_factor_challenge_expired" });
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError({ message: "Type the 6-digit code from your authenticator app, or a recovery code.", startAgain: false });
      return;
    }
    await signIn(() => api.signInWithCode({ challenge, code: code.trim(), rememberDevice: remember }));
  };

  return (
    <form className="studio-login__form" onSubmit={submit} noValidate>
      <h1>Two-step sign-in</h1>
      <p>
        Type the 6-digit code your authenticator app shows for this studio. Lost your phone? Type one of your recovery codes instead, or use
        a passkey you added under Your account.
      </p>
      <label htmlFor={codeId}>Code</label>
      <input
        id={codeId}
        autoComplete="one-time-code"
        // biome-ignore lint/a11y/noAutofocus: the password was just typed; the code is the one thing left to type.
        autoFocus
        value={code}
        {...fieldLimits(secondStepBodySchema.properties.code)}
        onChange={(event) => setCode(event.target.value)}
      />
      <label className="studio-login__check" htmlFor={rememberId}>
        <input id={rememberId} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        Remember this device for 30 days
      </label>
      {error ? (
        <p className="studio-login__error" role="alert">
          {error.message}
        </p>
      ) : null}
      {error?.startAgain ? (
        <button type="button" onClick={onStartAgain}>
          Log in again
        </button>
      ) : (
        <>
          <button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Sign in"}
          </button>
          <button
            type="button"
            className="studio-login__quiet"
            disabled={busy}
            onClick={() => void signIn(() => passkeys.signInSecondStep({ challenge, rememberDevice: remember }))}
          >
            Use a passkey
          </button>
        </>
      )}
    </form>
  );
}
