import type { BlockRegistry } from "../../runtime/blockRegistry";
import type { PageSession } from "../document/documentSession";
import { exportPage, importPageFile } from "../document/importExport";
import { FileDropZone } from "../shell/FileDropZone";

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
  const importFile = async (file: File | undefined) => {
    if (!file || !page) return;
    const result = await importPageFile(file, page.store, registry);
    onErrors(result.ok ? null : result.errors);
  };
  return (
    <div className="studio-topbar__group studio-topbar__import">
      <FileDropZone
        compact
        label="Import JSON file"
        accept=".json,application/json"
        disabled={!page}
        buttonLabel="Import"
        buttonName="Import JSON"
        buttonClassName=""
        onFiles={([file]) => void importFile(file)}
      />
      <button type="button" aria-label="Export JSON" disabled={!page} onClick={() => page && exportPage(page.store.getState().document)}>
        Export
      </button>
    </div>
  );
}
