import { useCallback, useId, useState } from "react";
import type { ApiKey, CreatedApiKey } from "../../schema/api/apiKeys";
import { errorMessageOf } from "../../schema/errors";
import { type ApiKeysApi, apiKeysApi } from "../api/apiKeysApi";
import { ListStates } from "../shell/ListStates";
import { StudioDialog } from "../shell/StudioDialog";
import { StudioTable } from "../shell/StudioTable";
import { studioDateTime } from "../shell/studioDateTime";
import type { StudioSectionProps } from "../shell/studioSections";
import { useToast } from "../shell/toasts";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useLoadedList } from "../shell/useLoadedList";
import { NewApiKeyForm } from "./NewApiKeyForm";

/** Puts the key on the clipboard; false where the browser refuses (no permission, not a secure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The new key, this once: only its hash is kept, so closing the dialog loses it for good. */
function NewKeyDialog({ created, onClose }: { readonly created: CreatedApiKey; onClose(): void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const fieldId = useId();
  const copy = async () => setCopied((await copyText(created.key)) ? "Key copied." : "Select the key and copy it.");
  return (
    <StudioDialog title={`API key "${created.apiKey.name}"`} onClose={onClose}>
      <p>Copy this key now: it will not be shown again. Keep it as you would a password.</p>
      <div className="studio-admin__field">
        <label htmlFor={fieldId}>Your new API key</label>
        {/* Read-only, so a click selects it whole for copying by hand where the clipboard is refused. */}
        <input id={fieldId} type="text" readOnly value={created.key} onFocus={(event) => event.target.select()} spellCheck={false} />
      </div>
      <p role="status">{copied}</p>
      <div className="studio-admin__actions">
        <button type="button" onClick={() => void copy()}>
          Copy the key
        </button>
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
    </StudioDialog>
  );
}

function KeyRows({ keys, onRevoke }: { readonly keys: readonly ApiKey[]; onRevoke(key: ApiKey): void }) {
  return (
    <StudioTable label="API keys" columns={["Name", "Key", "May", "Made", "Last used"]} actions>
      {keys.map((key) => (
        <tr key={key.id}>
          <td>{key.name}</td>
          <td>
            <code>{key.hint}…</code>
          </td>
          <td>{key.scopes.join(", ")}</td>
          <td>
            {studioDateTime(key.createdAt)} by {key.createdBy}
          </td>
          <td>{key.lastUsedAt ? studioDateTime(key.lastUsedAt) : "Never"}</td>
          <td>
            <button type="button" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
              Revoke
            </button>
          </td>
        </tr>
      ))}
    </StudioTable>
  );
}

/**
 * Settings › API keys (issue 40, item 5): keys for integrators' scripts, each limited to what its
 * scopes allow and to this artist. A key is shown once, when made; the list shows what each may do
 * and when it was last used; revoking asks first, and the key stops working at once.
 */
export function ApiKeysPanel({ profile, api = apiKeysApi }: StudioSectionProps & { readonly api?: ApiKeysApi }) {
  const profileId = profile.id;
  const load = useCallback(async () => (await api.list(profileId)).apiKeys, [api, profileId]);
  const { list, refresh } = useLoadedList("API keys", load);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revokeProblem, setRevokeProblem] = useState<string | null>(null);
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();

  const revoke = async (key: ApiKey) => {
    const message = `Scripts using "${key.name}" will be refused from now on. This cannot be undone: make a new key if one is needed.`;
    if (!(await confirm({ title: `Revoke the API key "${key.name}"?`, message, confirmLabel: "Revoke key", danger: true }))) return;
    setRevokeProblem(null);
    try {
      await api.revoke(profileId, key.id);
      toast(`API key "${key.name}" revoked`);
    } catch (error) {
      setRevokeProblem(errorMessageOf(error, "The API key could not be revoked"));
    }
    await refresh();
  };

  const onCreated = (made: CreatedApiKey) => {
    setCreated(made);
    void refresh();
  };

  return (
    <>
      <p>
        An API key lets your own scripts and other services use this studio's API, limited to what you allow it. Send it as{" "}
        <code>Authorization: Bearer</code> followed by the key.
      </p>
      <ListStates
        list={list}
        loading="Loading…"
        empty={list.state === "ready" && list.value.length === 0 ? "You have no API keys yet." : null}
        onRetry={() => void refresh()}
      />
      {list.state === "ready" && list.value.length > 0 ? <KeyRows keys={list.value} onRevoke={(key) => void revoke(key)} /> : null}
      {revokeProblem ? (
        <p className="studio-field-error" role="alert">
          {revokeProblem}
        </p>
      ) : null}
      <NewApiKeyForm profileId={profileId} api={api} onCreated={onCreated} />
      {created ? <NewKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
      {dialog}
    </>
  );
}
