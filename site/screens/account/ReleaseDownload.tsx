import { useEffect, useId, useRef, useState } from "react";
import { formatDuration } from "../../../runtime/time/duration";
import type { DownloadFormatName } from "../../../schema/api/downloads";
import { LibraryPlayButton, type LibraryRelease } from "./LibraryPlayButton";
import { type DownloadState, type PrepareDownload, useDownload } from "./useDownload";

/** What a download says while it is made, in words and for screen readers. */
function DownloadProgress({ state, what }: { readonly state: DownloadState; readonly what: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  // The link takes the focus when it appears, so a keyboard user is where the file is.
  useEffect(() => {
    if (state.kind === "ready") link.current?.focus();
  }, [state.kind]);
  if (state.kind === "idle") return null;
  if (state.kind === "failed") return <p role="alert">{state.message}</p>;
  if (state.kind === "ready") {
    return (
      <a ref={link} className="account-library__file" href={state.url} download={state.fileName}>
        {`Download ${state.fileName}`}
      </a>
    );
  }
  const progress = state.total > 0 ? ` ${state.ready} of ${state.total} files` : "";
  return (
    <p className="account-library__preparing" role="status" aria-busy="true">
      {`Preparing ${what}…${progress}`}
      {state.total > 0 ? <progress value={state.ready} max={state.total} aria-hidden="true" /> : null}
    </p>
  );
}

/**
 * A bought release's downloads (issue 32): the format the fan chooses (lossless ones only where
 * the artist uploaded lossless audio), the whole release as a zip, and each track on its own.
 */
export function ReleaseDownload({ release, prepare }: { readonly release: LibraryRelease; readonly prepare: PrepareDownload }) {
  const selectId = useId();
  const [format, setFormat] = useState<DownloadFormatName | undefined>(release.formats[0]?.id);
  const whole = useDownload(prepare, release.productId);
  const single = useDownload(prepare, release.productId);
  const [trackTitle, setTrackTitle] = useState("");
  return (
    <div className="account-library__download">
      {format && !release.preOrderDate ? (
        <div className="account-library__choice">
          <label htmlFor={selectId}>Format</label>
          <select id={selectId} value={format} onChange={(event) => setFormat(event.currentTarget.value as DownloadFormatName)}>
            {release.formats.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          {/* Named apart from each track's button: a single's track often has the release's title. */}
          <button type="button" className="bl-button bl-button--outline" onClick={() => whole.start(format)}>
            {`Download all of ${release.title} (zip)`}
          </button>
        </div>
      ) : null}
      <DownloadProgress state={whole.state} what={release.title} />
      <ol className="account-library__tracks" aria-label={`Tracks of ${release.title}`}>
        {release.tracks.map((track) => (
          <li key={track.id} className="account-library__track">
            {track.url ? <LibraryPlayButton release={release} trackId={track.id} title={track.title} /> : null}
            <span className="account-library__track-title">
              {track.title}{" "}
              <span className="account-library__time">{track.durationSeconds === null ? "" : formatDuration(track.durationSeconds)}</span>
            </span>
            {track.url ? (
              format ? (
                <button
                  type="button"
                  className="bl-button bl-button--outline account-library__track-download"
                  aria-label={`Download ${track.title}`}
                  onClick={() => {
                    setTrackTitle(track.title);
                    single.start(format, track.id);
                  }}
                >
                  Download
                </button>
              ) : null
            ) : (
              <span>{track.locked ? "Out on the release date" : "Being prepared"}</span>
            )}
          </li>
        ))}
      </ol>
      <DownloadProgress state={single.state} what={trackTitle} />
    </div>
  );
}
