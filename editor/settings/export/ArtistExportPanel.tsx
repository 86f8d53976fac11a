import { useCallback, useEffect, useState } from "react";
import { ARTIST_EXPORT_DAYS, type ArtistExportSummary } from "../../../schema/api/artistExports";
import { errorMessageOf } from "../../../schema/errors";
import { type ArtistExportsApi, artistExportsApi } from "../../api/artistExportsApi";
import type { StudioSectionProps } from "../../shell/studioSections";
import { useToast } from "../../shell/toasts";
import { ArtistExportHistory } from "./ArtistExportHistory";
import { exportProgress, isExporting } from "./exportWords";

/** How often the list is asked again while an export is being made. */
const POLL_MS = 1000;

/**
 * Export (issue 40, item 1), owners only: "Export everything" starts a job that makes one zip of
 * all the artist's data; while it runs the panel says what it is adding and how far it is, then
 * the zip can be downloaded for ARTIST_EXPORT_DAYS. Earlier exports are listed below.
 */
export function ArtistExportPanel({
  profile,
  api = artistExportsApi,
  pollMs = POLL_MS,
}: StudioSectionProps & { readonly api?: ArtistExportsApi; readonly pollMs?: number }) {
  const toast = useToast();
  const [exports, setExports] = useState<readonly ArtistExportSummary[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  const [failure, setFailure] = useState("");

  const reload = useCallback(() => api.listExports(profile.id).then(setExports, () => setExports([])), [api, profile.id]);
  useEffect(() => void reload(), [reload]);

  // While a job makes an export, the list is asked again until it is done; the one started here is announced when finished.
  const running = exports?.find(isExporting);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [running, pollMs, reload]);
  useEffect(() => {
    const done = exports?.find((each) => each.id === started && !isExporting(each));
    if (!done) return;
    setStarted(null);
    if (done.status === "ready") toast("Export ready: download it below");
  }, [exports, started, toast]);

  const start = async () => {
    setStarting(true);
    setFailure("");
    try {
      const made = await api.startExport(profile.id);
      setStarted(made.id);
      await reload();
    } catch (error) {
      setFailure(`The export did not start: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="studio-admin__export">
      <p>
        Download everything of your site as one zip: pages, the site and emails, releases and tracks, posts with their likes, comments and
        votes, events, membership tiers, email lists and their subscribers with their consent, fans, memberships, orders, your team and
        their roles, media files and masters, with spreadsheets of people and orders. Passwords are never included. Each export can be
        downloaded for {ARTIST_EXPORT_DAYS} days.
      </p>
      <div className="studio-admin__actions">
        <button type="button" disabled={starting || running !== undefined} onClick={() => void start()}>
          Export everything
        </button>
      </div>
      {running ? (
        <div role="status" aria-busy="true">
          {exportProgress(running)}{" "}
          <progress
            max={Math.max(running.total, 1)}
            value={running.total > 0 ? running.done : undefined}
            aria-label={`Export progress: ${running.done} of ${running.total} files`}
          />
        </div>
      ) : null}
      {failure ? (
        <p className="studio-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <ArtistExportHistory profileId={profile.id} api={api} exports={exports} />
    </div>
  );
}
