import { useId, useState } from "react";
import { errorMessageOf } from "../../schema/errors";
import { type TwoFactorApi, twoFactorApi } from "../api/twoFactorApi";
import { useToast } from "../shell/toasts";

/**
 * An owner's choice (issue 35, item 7): everyone who edits the studio must use two-step sign-in.
 * An editor without it is then asked to set it up after signing in, before the rest of the studio.
 */
export function TeamTwoFactor({
  profileId,
  required: loaded,
  onChange,
  api = twoFactorApi,
}: {
  readonly profileId: string;
  readonly required: boolean;
  onChange?(required: boolean): void;
  readonly api?: Pick<TwoFactorApi, "requireOfTeam">;
}) {
  const id = useId();
  const [required, setRequired] = useState(loaded);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const change = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = (await api.requireOfTeam(profileId, next)).required;
      setRequired(saved);
      onChange?.(saved);
      toast(next ? "Two-step sign-in is required of the team" : "Two-step sign-in is no longer required");
    } catch (error) {
      setProblem(errorMessageOf(error, "The team's setting could not be saved"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="studio-admin__panel" aria-labelledby={`${id}-head`}>
      <h2 id={`${id}-head`}>Your team</h2>
      <label className="studio-admin__inline" htmlFor={id}>
        <input id={id} type="checkbox" checked={required} disabled={busy} onChange={(event) => void change(event.target.checked)} />
        Require two-step sign-in of everyone who edits this studio
      </label>
      <p className="studio-hint">Editors without it are asked to set it up the next time they use the studio, before anything else.</p>
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
