import { type ChangeEvent, useRef } from "react";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import type { PageSession } from "../document/documentSession";
import { exportPage, importPageFile } from "../document/importExport";

/**
 * The top bar's Import and Export of the open page as JSON. An import is checked before it
 * replaces anything (one undoable change); a refused file's errors go to `onErrors`.
 */
export function PageImportExport({
  page,
  registry,
  onErrors,
}: {
  page: PageSession | null;
  registry: BlockRegistry;
  onErrors(errors: readonly string[] | null): void;
}) {
  const importInput = useRef<HTMLInputElement>(null);
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || !page) return;
    const result = await importPageFile(file, page.store, registry);
    onErrors(result.ok ? null : result.errors);
  };
  return (
    <div className="studio-topbar__group studio-topbar__import">
      <button type="button" aria-label="Import JSON" disabled={!page} onClick={() => importInput.current?.click()}>
        Import
      </button>
      <input
        ref={importInput}
        type="file"
        accept=".json,application/json"
        aria-label="Import JSON file"
        hidden
        onChange={(event) => void importFile(event)}
      />
      <button type="button" aria-label="Export JSON" disabled={!page} onClick={() => page && exportPage(page.store.getState().document)}>
        Export
      </button>
    </div>
  );
}
