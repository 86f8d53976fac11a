import { type FormEvent, useState } from "react";
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey, newApiKeyBodySchema } from "../../schema/api/apiKeys";
import { errorMessageOf } from "../../schema/errors";
import { fieldLimits } from "../../schema/fieldLimits";
import type { ApiKeysApi } from "../api/apiKeysApi";
import { AdminField } from "../shell/AdminField";
import { API_KEY_SCOPE_WORDS } from "./apiKeyScopeWords";

/**
 * Makes an API key: a name to recognise it by (the script or service that uses it) and what it may
 * do. `onCreated` gets the key, which the panel shows this once.
 */
export function NewApiKeyForm({
  profileId,
  api,
  onCreated,
}: {
  readonly profileId: string;
  readonly api: ApiKeysApi;
  onCreated(created: CreatedApiKey): void;
}) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<readonly ApiKeyScope[]>([]);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => API_KEY_SCOPES.filter((each) => (each === scope ? on : current.includes(each))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem("Name this key, such as the script or service that will use it, so you can tell your keys apart.");
    if (scopes.length === 0) return setProblem("Choose at least one thing this key may do.");
    setBusy(true);
    setProblem(undefined);
    try {
      onCreated(await api.create(profileId, { name: name.trim(), scopes: [...scopes] }));
      setName("");
      setScopes([]);
    } catch (error) {
      setProblem(errorMessageOf(error, "The API key could not be made"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New API key">
      <AdminField
        label="Key name"
        value={name}
        onChange={setName}
        placeholder="Shop sync, Accounts…"
        {...fieldLimits(newApiKeyBodySchema.properties.name)}
      />
      <fieldset className="studio-admin__benefits">
        <legend>What this key may do</legend>
        <div className="studio-admin__choices">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} />{" "}
              {API_KEY_SCOPE_WORDS[scope]} (<code>{scope}</code>)
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="studio-admin__actions">
        <button type="submit" disabled={busy}>
          {busy ? "Making the key…" : "Make an API key"}
        </button>
      </div>
    </form>
  );
}
