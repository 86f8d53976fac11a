import { useState } from "react";
import type { PlatformImportSummary } from "../../../schema/api/platformImports";
import { errorMessageOf } from "../../../schema/errors";
import type { PlatformImportsApi } from "../../api/platformImportsApi";
import { StudioTable } from "../../shell/StudioTable";
import { studioDateTime } from "../../shell/studioDateTime";
import { useToast } from "../../shell/toasts";
import { useConfirmDialog } from "../../shell/useConfirmDialog";
import { countsInWords, importProgress, isImporting, keptInWords, PLATFORM_LABELS } from "./importWords";

/**
 * The artist's imports, newest first: what each brought, when, who ran it, and Undo, which removes
 * what that import added and leaves what was there before as it was.
 */
export function PlatformImportHistory({
  profileId,
  api,
  imports,
  onUndone,
}: {
  readonly profileId: string;
  readonly api: PlatformImportsApi;
  readonly imports: readonly PlatformImportSummary[] | null;
  onUndone(): void;
}) {
  const { confirm, dialog } = useConfirmDialog();
  const toast = useToast();
  const [failure, setFailure] = useState("");

  const undo = async (each: PlatformImportSummary) => {
    const go = await confirm({
      title: "Undo this import?",
      message: `Everything this ${PLATFORM_LABELS[each.platform]} import added is removed: ${countsInWords(each.counts)}. Subscribers, addresses and fans you had before it stay as they are, and so do accounts their fans have signed in to since.`,
      confirmLabel: "Undo import",
      danger: true,
    });
    if (!go) return;
    try {
      const undone = await api.undoImport(profileId, each.id);
      setFailure("");
      const kept = keptInWords(undone.kept);
      toast(kept ? `Import undone; ${kept}` : "Import undone");
      onUndone();
    } catch (error) {
      setFailure(`The import was not undone: ${errorMessageOf(error, "the server did not answer")}`);
    }
  };

  if (imports === null) return <p aria-busy="true">Loading imports…</p>;
  return (
    <>
      <h3>Imports</h3>
      {failure ? (
        <p className="studio-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      {imports.length === 0 ? (
        <p>No imports yet.</p>
      ) : (
        <StudioTable label="Imports" columns={["From", "When", "By", "What it brought"]} actions>
          {imports.map((each) => (
            <tr key={each.id}>
              <td>{PLATFORM_LABELS[each.platform]}</td>
              <td>{studioDateTime(each.createdAt)}</td>
              <td>{each.runBy}</td>
              <td>{countsInWords(each.counts)}</td>
              <td>
                {each.undoneAt ? (
                  [`Undone ${studioDateTime(each.undoneAt)}`, keptInWords(each.kept)].filter(Boolean).join("; ")
                ) : (
                  <>
                    {/* Undo is offered while it runs too: it stops the job at its next batch (and is the way out of one that failed). */}
                    {isImporting(each) ? (
                      <span role="status" aria-busy="true">
                        {importProgress(each)}{" "}
                      </span>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => void undo(each)}
                      aria-label={`Undo the ${PLATFORM_LABELS[each.platform]} import of ${studioDateTime(each.createdAt)}`}
                    >
                      Undo
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
      {dialog}
    </>
  );
}
