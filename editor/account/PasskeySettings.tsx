import { type FormEvent, useCallback, useState } from "react";
import { newPasskeyBodySchema, type Passkey } from "../../schema/api/passkeys";
import { errorMessageOf } from "../../schema/errors";
import { fieldLimits } from "../../schema/fieldLimits";
import { type PasskeysApi, passkeysApi } from "../api/passkeysApi";
import { AdminField } from "../shell/AdminField";
import { ListStates } from "../shell/ListStates";
import { StudioTable } from "../shell/StudioTable";
import { studioDateTime } from "../shell/studioDateTime";
import { useToast } from "../shell/toasts";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useLoadedList } from "../shell/useLoadedList";

/**
 * Passkeys, in Your account (issue 35, item 7): a passkey on this device (or a phone, or a key) signs
 * in without the password, or in place of the code after it. Each is named by the editor, so they
 * can tell which to remove when a device is lost; removing one asks first.
 */
export function PasskeySettings({ profileId, api = passkeysApi }: { readonly profileId: string; readonly api?: PasskeysApi }) {
  const load = useCallback(async () => (await api.list(profileId)).passkeys, [api, profileId]);
  const { list, refresh } = useLoadedList("Passkeys", load);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem("Name this passkey, such as the device it is on, so you can tell your passkeys apart.");
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const added = await api.add(profileId, name.trim());
      toast(`Passkey "${added.name}" added`);
      setName("");
      await refresh();
    } catch (error) {
      setProblem(errorMessageOf(error, "The passkey could not be added"));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    const message = `You will no longer sign in with "${passkey.name}". Remove the passkey from the device too, in its settings.`;
    if (!(await confirm({ title: `Remove the passkey "${passkey.name}"?`, message, confirmLabel: "Remove passkey", danger: true }))) return;
    setRemoveProblem(null);
    try {
      await api.remove(profileId, passkey.id);
      toast(`Passkey "${passkey.name}" removed`);
    } catch (error) {
      setRemoveProblem(errorMessageOf(error, "The passkey could not be removed"));
    }
    await refresh();
  };

  return (
    <section className="studio-admin__panel" aria-labelledby="studio-passkeys">
      <h2 id="studio-passkeys">Passkeys</h2>
      <p>
        A passkey signs you in with this device's fingerprint, face or PIN instead of your password, and can stand in for the code of
        two-step sign-in. It works only at this studio's address.
      </p>
      <ListStates
        list={list}
        loading="Loading…"
        empty={list.state === "ready" && list.value.length === 0 ? "You have no passkeys yet." : null}
        onRetry={() => void refresh()}
      />
      {list.state === "ready" && list.value.length > 0 ? (
        <StudioTable label="Passkeys" columns={["Name", "Added", "Last used"]} actions>
          {list.value.map((passkey) => (
            <tr key={passkey.id}>
              <td>{passkey.name}</td>
              <td>{studioDateTime(passkey.createdAt)}</td>
              <td>{passkey.lastUsedAt ? studioDateTime(passkey.lastUsedAt) : "Never"}</td>
              <td>
                <button type="button" onClick={() => void remove(passkey)} aria-label={`Remove ${passkey.name}`}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </StudioTable>
      ) : null}
      {removeProblem ? (
        <p className="studio-field-error" role="alert">
          {removeProblem}
        </p>
      ) : null}
      <form onSubmit={add} noValidate>
        <AdminField
          label="Passkey name"
          value={name}
          onChange={setName}
          problem={problem}
          placeholder="Laptop, Phone…"
          {...fieldLimits(newPasskeyBodySchema.properties.name)}
        />
        <div className="studio-admin__actions">
          <button type="submit" disabled={busy}>
            {busy ? "Waiting for your device…" : "Add a passkey"}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}
