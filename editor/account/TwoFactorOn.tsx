import { type FormEvent, useState } from "react";
import { type TwoFactorStatus, twoFactorCodeBodySchema } from "../../schema/api/twoFactor";
import { errorMessageOf } from "../../schema/errors";
import { fieldLimits } from "../../schema/fieldLimits";
import type { TwoFactorApi } from "../api/twoFactorApi";
import { AdminField } from "../shell/AdminField";
import { useToast } from "../shell/toasts";
import { useConfirmDialog } from "../shell/useConfirmDialog";

/**
 * Two-step sign-in that is on: how many recovery codes are left, and, with a code from the app or
 * a recovery code (so someone who only knows the password can change nothing), new recovery codes
 * or turning it off (after asking). Turning off is not offered when the owner requires it.
 */
export function TwoFactorOn({
  profileId,
  status,
  api,
  onNewCodes,
  onTurnedOff,
}: {
  readonly profileId: string;
  readonly status: TwoFactorStatus;
  readonly api: Pick<TwoFactorApi, "newRecoveryCodes" | "turnOff">;
  onNewCodes(codes: readonly string[]): void;
  onTurnedOff(status: TwoFactorStatus): void;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();

  const withCode = async (event: FormEvent, action: "codes" | "off") => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem("Type the 6-digit code from your authenticator app, or a recovery code.");
      return;
    }
    if (action === "off") {
      const sure = await confirm({
        title: "Turn off two-step sign-in?",
        message: "Signing in will then take your password alone, and your recovery codes and remembered devices stop working.",
        confirmLabel: "Turn off",
        danger: true,
      });
      if (!sure) return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      if (action === "codes") onNewCodes((await api.newRecoveryCodes(profileId, typed)).recoveryCodes);
      else {
        onTurnedOff(await api.turnOff(profileId, typed));
        toast("Two-step sign-in is off");
      }
      setCode("");
    } catch (error) {
      setProblem(errorMessageOf(error, "The code could not be checked"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void withCode(event, "codes")} noValidate>
      <p>
        On: signing in takes your password and a code from your authenticator app. {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <AdminField
        label="Code from the app, or a recovery code"
        value={code}
        onChange={setCode}
        problem={problem}
        {...fieldLimits(twoFactorCodeBodySchema.properties.code)}
        autoComplete="one-time-code"
      />
      <div className="studio-admin__actions">
        <button type="submit" disabled={busy}>
          Make new recovery codes
        </button>
        {status.requiredByTeam ? (
          <p className="studio-hint">The artist's owner requires two-step sign-in, so it stays on.</p>
        ) : (
          <button type="button" disabled={busy} onClick={(event) => void withCode(event, "off")}>
            Turn off
          </button>
        )}
      </div>
      {dialog}
    </form>
  );
}
