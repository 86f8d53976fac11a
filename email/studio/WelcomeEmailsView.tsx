import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import type { WelcomeEmailsApi } from "../../editor/api/welcomeEmailsApi";
import type { WelcomeSetting, WelcomeTriggerKind } from "../../schema/api/welcomeEmails";
import { errorMessageOf } from "../../schema/errors";
import type { EmailEntry } from "./useEmailManager";

/** A trigger the artist may welcome: its kind, id ('' for the first purchase) and how the table names it. */
interface Trigger {
  readonly kind: WelcomeTriggerKind;
  readonly id: string;
  readonly name: string;
}

type Loaded =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; triggers: readonly Trigger[]; welcomes: readonly WelcomeSetting[] };

async function loadTriggers(api: WelcomeEmailsApi, profileId: string): Promise<readonly Trigger[]> {
  const [lists, tiers] = await Promise.all([api.listEmailLists(profileId), api.listTiers(profileId)]);
  return [
    ...lists.map((list) => ({ kind: "list" as const, id: list.id, name: `Joins the list “${list.name}” (once they confirm)` })),
    ...tiers.map((tier) => ({ kind: "tier" as const, id: tier.id, name: `Joins ${tier.name}` })),
    { kind: "first_purchase" as const, id: "", name: "Buys for the first time" },
  ];
}

/** One trigger's row: the email that answers it (or none), on or off, and how many it went to. */
function WelcomeRow({
  trigger,
  welcome,
  emails,
  busy,
  onSet,
  onRemove,
}: {
  readonly trigger: Trigger;
  readonly welcome: WelcomeSetting | undefined;
  readonly emails: readonly EmailEntry[];
  readonly busy: boolean;
  onSet(documentId: string, enabled: boolean): void;
  onRemove(): void;
}) {
  const selectId = useId();
  return (
    <tr>
      <th scope="row">
        <label htmlFor={selectId}>{trigger.name}</label>
      </th>
      <td>
        <select
          id={selectId}
          value={welcome?.documentId ?? ""}
          disabled={busy}
          onChange={(event) => (event.target.value === "" ? onRemove() : onSet(event.target.value, welcome?.enabled ?? true))}
        >
          <option value="">No welcome</option>
          {emails.map((email) => (
            <option key={email.id} value={email.id}>
              {email.title}
            </option>
          ))}
        </select>
      </td>
      <td>
        {welcome ? (
          <label>
            <input
              type="checkbox"
              checked={welcome.enabled}
              disabled={busy}
              onChange={(event) => onSet(welcome.documentId, event.target.checked)}
            />{" "}
            {welcome.enabled ? "On" : "Off"}
          </label>
        ) : null}
      </td>
      <td>{welcome ? `${welcome.sent} sent` : ""}</td>
    </tr>
  );
}

/**
 * The Emails section's Welcome tab (issue 37, item 4): for each list, each tier and the first
 * purchase, which of the artist's emails greets the person (written under Drafts), on or off.
 * Each person gets each welcome once; the email goes as it is saved when the welcome is sent.
 */
export function WelcomeEmailsView({
  tabs,
  profileId,
  emails,
  api,
}: {
  readonly tabs: ReactNode;
  readonly profileId: string;
  readonly emails: readonly EmailEntry[] | null;
  readonly api: WelcomeEmailsApi;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const [triggers, welcomes] = await Promise.all([loadTriggers(api, profileId), api.list(profileId)]);
      setLoaded({ kind: "ready", triggers, welcomes });
    } catch (error) {
      setLoaded({
        kind: "failed",
        message: `The welcome emails could not be loaded: ${errorMessageOf(error, "the server did not answer")}`,
      });
    }
  }, [api, profileId]);
  useEffect(() => void load(), [load]);

  const change = async (run: () => Promise<readonly WelcomeSetting[]>) => {
    if (loaded.kind !== "ready") return;
    setBusy(true);
    setProblem(null);
    try {
      setLoaded({ ...loaded, welcomes: await run() });
    } catch (error) {
      setProblem(`The welcome was not changed: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="studio-workspace__pages">
        {tabs}
        <p className="studio-hint">Write a welcome under Drafts, then choose it here for a list, a tier or a first purchase.</p>
      </div>
      <main className="studio-workspace__canvas studio-workspace__canvas--any-width studio-admin" aria-labelledby="welcome-emails-heading">
        <h1 id="welcome-emails-heading">Welcome emails</h1>
        <p className="studio-hint">Each person gets each welcome once. Unsubscribed addresses never get one.</p>
        {loaded.kind === "loading" ? <p aria-busy="true">Loading the welcome emails…</p> : null}
        {loaded.kind === "failed" ? (
          <p className="studio-field-error" role="alert">
            {loaded.message}{" "}
            <button type="button" onClick={() => void load()}>
              Try again
            </button>
          </p>
        ) : null}
        {problem ? (
          <p className="studio-field-error" role="alert">
            {problem}
          </p>
        ) : null}
        {loaded.kind === "ready" ? (
          <div className="studio-table-scroll">
            <table className="studio-admin__table" aria-label="Welcome emails">
              <thead>
                <tr>
                  <th scope="col">When someone…</th>
                  <th scope="col">Email</th>
                  <th scope="col">On</th>
                  <th scope="col">Sent</th>
                </tr>
              </thead>
              <tbody>
                {loaded.triggers.map((trigger) => (
                  <WelcomeRow
                    key={`${trigger.kind}:${trigger.id}`}
                    trigger={trigger}
                    welcome={loaded.welcomes.find((welcome) => welcome.kind === trigger.kind && welcome.triggerId === trigger.id)}
                    emails={emails ?? []}
                    busy={busy}
                    onSet={(documentId, enabled) =>
                      void change(() => api.set(profileId, trigger.kind, trigger.id, { documentId, enabled }))
                    }
                    onRemove={() => void change(() => api.remove(profileId, trigger.kind, trigger.id))}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </main>
    </>
  );
}
