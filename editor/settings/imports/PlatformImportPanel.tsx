import { useCallback, useEffect, useState } from "react";
import {
  IMPORT_PLATFORMS,
  type ImportPlatformName,
  MAX_PLATFORM_IMPORT_BYTES,
  MAX_PLATFORM_IMPORT_ROWS,
  type PlatformImportResult,
  type PlatformImportSummary,
  type PlatformTierMapping,
} from "../../../schema/api/platformImports";
import { errorMessageOf } from "../../../schema/errors";
import { type PlatformImportsApi, platformImportsApi } from "../../api/platformImportsApi";
import { FileDropZone } from "../../shell/FileDropZone";
import type { StudioSectionProps } from "../../shell/studioSections";
import { useToast } from "../../shell/toasts";
import { countsInWords, isImporting, PLATFORM_LABELS } from "./importWords";
import { PatronTierMapping } from "./PatronTierMapping";
import { PlatformImportHistory } from "./PlatformImportHistory";

type Step =
  | { readonly step: "idle" }
  | { readonly step: "reading" }
  | { readonly step: "preview"; readonly csv: string; readonly name: string; readonly result: PlatformImportResult }
  | { readonly step: "running" }
  | { readonly step: "failed"; readonly message: string };

/** How often the list is asked again while an import is being written. */
const POLL_MS = 1000;

const LIMITS = `CSV files up to ${MAX_PLATFORM_IMPORT_BYTES / 1_000_000} MB and ${MAX_PLATFORM_IMPORT_ROWS.toLocaleString("en-US")} rows.`;

/**
 * Import from another platform (issue 40, item 3): the artist drops an export, the studio reads it
 * and shows what it would do (counts, and each row it cannot take with its row number) before
 * anything is written; importing then adds the subscribers and suppresses the addresses that
 * unsubscribed or bounced there; each import is listed and can be undone as a whole.
 */
export function PlatformImportPanel({
  profile,
  api = platformImportsApi,
  pollMs = POLL_MS,
}: StudioSectionProps & { readonly api?: PlatformImportsApi; readonly pollMs?: number }) {
  const toast = useToast();
  const [state, setState] = useState<Step>({ step: "idle" });
  const [platform, setPlatform] = useState<ImportPlatformName | "">("");
  const [lists, setLists] = useState<readonly { id: string; name: string }[]>([]);
  const [listId, setListId] = useState("");
  const [imports, setImports] = useState<readonly PlatformImportSummary[] | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const [ownTiers, setOwnTiers] = useState<readonly { id: string; name: string }[]>([]);

  const reload = useCallback(() => api.listImports(profile.id).then(setImports, () => setImports([])), [api, profile.id]);
  useEffect(() => {
    void reload();
    api.listEmailLists(profile.id).then(
      (loaded) => {
        setLists(loaded);
        setListId((chosen) => chosen || (loaded[0]?.id ?? ""));
      },
      () => setLists([]),
    );
    api.listTiers(profile.id).then(setOwnTiers, () => setOwnTiers([]));
  }, [api, profile.id, reload]);

  // While a job writes an import, the list is asked again until it is done; the one started here is announced when finished.
  const importing = imports?.some(isImporting) ?? false;
  useEffect(() => {
    if (!importing) return;
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [importing, pollMs, reload]);
  useEffect(() => {
    const done = imports?.find((each) => each.id === started && !isImporting(each));
    if (!done) return;
    setStarted(null);
    if (!done.undoneAt) toast(`Imported: ${countsInWords(done.counts)}`);
  }, [imports, started, toast]);

  const request = (csv: string, tiers: readonly PlatformTierMapping[] = []) => ({
    csv,
    ...(platform ? { platform } : {}),
    ...(listId ? { emailListId: listId } : {}),
    ...(tiers.length > 0 ? { tiers: [...tiers] } : {}),
  });
  const mappingOf = (result: PlatformImportResult) => result.tiers.map(({ name, tierId }) => ({ name, tierId }));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PLATFORM_IMPORT_BYTES) {
      setState({ step: "failed", message: `${file.name} is larger than 2 MB: split it, then import each part.` });
      return;
    }
    setState({ step: "reading" });
    try {
      const csv = await file.text();
      setState({ step: "preview", csv, name: file.name, result: await api.importFile(profile.id, request(csv), false) });
    } catch (error) {
      setState({ step: "failed", message: `The file could not be read: ${errorMessageOf(error, "the server did not answer")}` });
    }
  };

  // A Patreon tier mapped anew: the counts are asked again with the mapping (a member here already gets no second membership).
  const map = async (preview: Extract<Step, { step: "preview" }>, name: string, tierId: string | null) => {
    const tiers = mappingOf(preview.result).map((each) => (each.name === name ? { name, tierId } : each));
    try {
      setState({ ...preview, result: await api.importFile(profile.id, request(preview.csv, tiers), false) });
    } catch (error) {
      setState({ step: "failed", message: `The file could not be read: ${errorMessageOf(error, "the server did not answer")}` });
    }
  };

  const run = async (preview: Extract<Step, { step: "preview" }>) => {
    setState({ step: "running" });
    try {
      const result = await api.importFile(profile.id, request(preview.csv, mappingOf(preview.result)), true);
      setState({ step: "idle" });
      setStarted(result.importId);
      await reload();
    } catch (error) {
      setState({ step: "failed", message: `Nothing was imported: ${errorMessageOf(error, "the server did not answer")}` });
    }
  };

  return (
    <div className="studio-admin__import">
      <p>
        Bring your subscribers from Mailchimp, Substack or Bandcamp, and your members from Patreon. Consent is kept as it was given there:
        addresses that unsubscribed or bounced are imported as never to be mailed. Patrons become fans here, invited by email to set a
        password, with the membership you choose for their tier. A Bandcamp sales report brings its buyers as fans with their purchases,
        listed in Orders as imported history: never revenue here, never fulfilled or emailed. {LIMITS}
      </p>
      <ImportChoices platform={platform} onPlatform={setPlatform} lists={lists} listId={listId} onList={setListId} />
      <FileDropZone label="Import an export file (CSV)" accept=".csv,text/csv" onFiles={([file]) => void choose(file)} />
      {state.step === "reading" ? <p aria-busy="true">Reading the file…</p> : null}
      {state.step === "running" ? <p aria-busy="true">Starting the import…</p> : null}
      {state.step === "failed" ? (
        <p className="studio-field-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.step === "preview" ? (
        <ImportPreview
          {...state}
          ownTiers={ownTiers}
          onMap={(name, tierId) => void map(state, name, tierId)}
          onRun={() => void run(state)}
          onCancel={() => setState({ step: "idle" })}
        />
      ) : null}
      <PlatformImportHistory profileId={profile.id} api={api} imports={imports} onUndone={() => void reload()} />
    </div>
  );
}

/** Which platform the file is from (or recognised from it), and which list its subscribers join. */
function ImportChoices({
  platform,
  onPlatform,
  lists,
  listId,
  onList,
}: {
  platform: ImportPlatformName | "";
  onPlatform(platform: ImportPlatformName | ""): void;
  lists: readonly { id: string; name: string }[];
  listId: string;
  onList(listId: string): void;
}) {
  return (
    <div className="studio-admin__actions">
      <label>
        Platform{" "}
        <select value={platform} onChange={(event) => onPlatform(event.target.value as ImportPlatformName | "")}>
          <option value="">Recognise from the file</option>
          {IMPORT_PLATFORMS.map((each) => (
            <option key={each} value={each}>
              {PLATFORM_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Email list{" "}
        <select value={listId} onChange={(event) => onList(event.target.value)}>
          <option value="">No list: subscribe no one</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** What the file would do, before anything is written: its counts, and each row it cannot take. */
function ImportPreview({
  name,
  result,
  ownTiers,
  onMap,
  onRun,
  onCancel,
}: {
  name: string;
  result: PlatformImportResult;
  ownTiers: readonly { id: string; name: string }[];
  onMap(name: string, tierId: string | null): void;
  onRun(): void;
  onCancel(): void;
}) {
  return (
    <div className="studio-admin__preview" role="status" aria-label="Import preview">
      <p>
        {name} ({PLATFORM_LABELS[result.platform]}): {result.rows.toLocaleString("en-US")} {result.rows === 1 ? "row" : "rows"};{" "}
        {countsInWords(result.counts)}.
      </p>
      {result.platform === "patreon" ? <PatronTierMapping tiers={result.tiers} ownTiers={ownTiers} onChange={onMap} /> : null}
      {result.problems.length > 0 ? (
        <ul aria-label="Rows not imported">
          {result.problems.map((problem) => (
            <li key={problem.row}>
              Row {problem.row}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="studio-admin__actions">
        <button type="button" disabled={result.counts.people === 0} onClick={onRun}>
          Import
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
