import { useState } from "react";
import type { ArtistExportSummary } from "../../../schema/api/artistExports";
import { errorMessageOf } from "../../../schema/errors";
import type { ArtistExportsApi } from "../../api/artistExportsApi";
import { downloadFromUrl } from "../../document/importExport";
import { StudioTable } from "../../shell/StudioTable";
import { studioDateTime } from "../../shell/studioDateTime";
import { isExporting, sizeInWords } from "./exportWords";

/** What an export is now, in the list's words. */
function stateOf(each: ArtistExportSummary): string {
  if (isExporting(each)) return "Being made";
  if (each.status === "failed") return each.problem ?? "Failed";
  if (each.expired) return `Expired ${studioDateTime(each.expiresAt ?? each.createdAt)}`;
  return `${sizeInWords(each.bytes ?? 0)}, can be downloaded until ${studioDateTime(each.expiresAt ?? each.createdAt)}`;
}

/** The artist's exports, newest first: when, by whom, and each ready one's download with when it expires. */
export function ArtistExportHistory({
  profileId,
  api,
  exports,
}: {
  readonly profileId: string;
  readonly api: ArtistExportsApi;
  readonly exports: readonly ArtistExportSummary[] | null;
}) {
  const [failure, setFailure] = useState("");
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (each: ArtistExportSummary) => {
    setDownloading(each.id);
    setFailure("");
    try {
      downloadFromUrl((await api.exportLink(profileId, each.id)).url);
    } catch (error) {
      setFailure(`The export was not downloaded: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setDownloading(null);
    }
  };

  if (exports === null) return <p aria-busy="true">Loading exports…</p>;
  return (
    <>
      <h3>Exports</h3>
      {failure ? (
        <p className="studio-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      {exports.length === 0 ? (
        <p>No exports yet.</p>
      ) : (
        <StudioTable label="Exports" columns={["When", "By", "State"]} actions>
          {exports.map((each) => (
            <tr key={each.id}>
              <td>{studioDateTime(each.createdAt)}</td>
              <td>{each.requestedBy}</td>
              <td>{stateOf(each)}</td>
              <td>
                {each.status === "ready" && !each.expired ? (
                  <button
                    type="button"
                    disabled={downloading === each.id}
                    onClick={() => void download(each)}
                    aria-label={`Download the export of ${studioDateTime(each.createdAt)}`}
                  >
                    {downloading === each.id ? "Starting…" : "Download"}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
    </>
  );
}
