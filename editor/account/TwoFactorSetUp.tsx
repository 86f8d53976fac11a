import { type FormEvent, useState } from "react";
import { type TwoFactorSetup, twoFactorCodeBodySchema } from "../../schema/api/twoFactor";
import { fieldLimits } from "../../schema/fieldLimits";
import { AdminField } from "../shell/AdminField";

/** The secret in groups of four, as authenticator apps show a key to type. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * Setting up an authenticator app: its QR code and the same secret as text (shown this once; the
 * server never sends it again), then the app's first code turns two-step sign-in on.
 */
export function TwoFactorSetUp({
  setup,
  onConfirm,
  onCancel,
}: {
  readonly setup: TwoFactorSetup;
  /** Sends the code; resolves to the problem to show, or null when it was taken. */
  onConfirm(code: string): Promise<string | null>;
  onCancel(): void;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setProblem("Type the 6 digits the app shows.");
      return;
    }
    setBusy(true);
    const refused = await onConfirm(code.replace(/\s/g, ""));
    setBusy(false);
    setProblem(refused ?? undefined);
  };
  return (
    <form className="studio-account__setup" onSubmit={submit} noValidate>
      <h3>Set up your authenticator app</h3>
      <ol>
        <li>Open an authenticator app on your phone (1Password, Google Authenticator, Authy, Microsoft Authenticator…).</li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <img className="studio-account__qr" src={setup.qrCode} alt="QR code to scan with your authenticator app" width={200} height={200} />
      <p>
        Key: <code className="studio-account__secret">{grouped(setup.secret)}</code>
      </p>
      <p className="studio-hint">The key is shown only now. If you leave before finishing, start again for a new one.</p>
      <AdminField
        label="Code from the app"
        value={code}
        onChange={setCode}
        problem={problem}
        {...fieldLimits(twoFactorCodeBodySchema.properties.code)}
        autoComplete="one-time-code"
      />
      <div className="studio-admin__actions">
        <button type="submit" disabled={busy}>
          {busy ? "Checking…" : "Turn on"}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
