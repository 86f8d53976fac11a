import { type ChangeEvent, useEffect, useId, useState } from "react";
import type { TrackAudio } from "../../schema/api/releases";
import { errorMessageOf } from "../../schema/errors";
import { moveItem, SortableList } from "../panels/site/SortableList";
import { draftKey, durationText, type TrackDraft } from "./releaseDraft";
import { TrackListeningFields } from "./TrackListeningFields";
import { TrackProcessingStatus } from "./TrackProcessingStatus";
import { DEFAULT_LISTENING, type PreviewProblems } from "./trackListening";
import { TRACK_ACCEPT, trackFileProblem } from "./uploadTrack";

/** An upload under way: the file's name and how much of it has gone. */
interface Uploading {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
}

/** `my-song_final.wav` → `my song final`: a first title when the file has no title tag. */
export function titleOfFileName(name: string): string {
  return (
    name
      .replace(/\.[A-Za-z0-9]{1,5}$/, "")
      .replace(/[-_.]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "Untitled"
  );
}

/** The track a read upload becomes: its tags (or file name) as title and artist, its length as read. */
export function trackOfAudio(audio: TrackAudio, file: { name: string }): TrackDraft {
  return {
    key: draftKey("track"),
    title: audio.title ?? titleOfFileName(file.name),
    artist: audio.artist ?? "",
    hasExplicitContent: false,
    isFeatured: false,
    audio: { url: audio.url, name: file.name.slice(0, 255) },
    durationSeconds: audio.durationSeconds,
    // The server queued it as it read it; where it stands is known once the release is saved.
    processing: null,
    ...DEFAULT_LISTENING,
  };
}

/**
 * A release's tracks (issue 17): uploaded (several at once, each with its progress, each read by
 * the server, which refuses what is not audio), titled, marked explicit or featured, removed, and
 * put in order by dragging or with Move up / Move down. Each says where its audio stands in the
 * pipeline (a failed one can be retried) and what visitors hear of it (issue 32).
 */
export function TrackList({
  tracks,
  releaseArtist,
  onChange,
  onAdd,
  upload,
  onUploadingChange,
  previewProblems = {},
  onRetry,
}: {
  readonly tracks: readonly TrackDraft[];
  readonly releaseArtist: string;
  onChange(tracks: readonly TrackDraft[]): void;
  /** Adds a track at the end (uploads finish one after another, after edits made meanwhile). */
  onAdd(track: TrackDraft): void;
  upload(file: File, onProgress: (fraction: number) => void): Promise<TrackAudio>;
  /** Whether uploads are under way: the release is not saved meanwhile. */
  onUploadingChange(uploading: boolean): void;
  /** What is wrong with each track's preview, by the track's key. */
  readonly previewProblems?: Readonly<Record<string, PreviewProblems>>;
  /** Queues a track's failed audio again. */
  onRetry?(track: TrackDraft): Promise<void>;
}) {
  const [uploading, setUploading] = useState<readonly Uploading[]>([]);
  const [failures, setFailures] = useState<readonly string[]>([]);
  const inputId = useId();
  const busy = uploading.length > 0;
  useEffect(() => onUploadingChange(busy), [busy, onUploadingChange]);
  const change = (key: string, changes: Partial<TrackDraft>) =>
    onChange(tracks.map((track) => (track.key === key ? { ...track, ...changes } : track)));

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const refused = files.flatMap((file) => {
      const problem = trackFileProblem(file);
      return problem ? [problem] : [];
    });
    const accepted = files.filter((file) => trackFileProblem(file) === null);
    setFailures(refused);
    if (accepted.length === 0) return;
    const queued = accepted.map((file) => ({ key: draftKey("upload"), name: file.name, progress: 0 }));
    setUploading((current) => [...current, ...queued]);
    for (const [index, file] of accepted.entries()) {
      const key = queued[index]?.key;
      const setProgress = (progress: number) =>
        setUploading((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
      try {
        onAdd(trackOfAudio(await upload(file, setProgress), file));
      } catch (error) {
        setFailures((current) => [...current, `${file.name}: ${errorMessageOf(error, "the upload failed")}`]);
      }
      setUploading((current) => current.filter((item) => item.key !== key));
    }
  };

  return (
    <fieldset className="studio-admin__benefits">
      <legend>Tracks</legend>
      {tracks.length === 0 && uploading.length === 0 ? <p className="studio-hint">No tracks yet: upload the audio files.</p> : null}
      {tracks.length > 0 ? (
        <SortableList
          label="Tracks in order"
          items={tracks}
          itemName={(track) => track.title || "untitled track"}
          onMove={(from, to) => onChange(moveItem(tracks, from, to))}
          renderItem={(track, index) => (
            <div className="studio-track">
              <span className="studio-track__number">{index + 1}.</span>
              <input
                aria-label={`Title of track ${index + 1}`}
                value={track.title}
                maxLength={200}
                onChange={(event) => change(track.key, { title: event.target.value })}
              />
              <input
                aria-label={`Artist of track ${index + 1}`}
                value={track.artist}
                placeholder={releaseArtist}
                maxLength={200}
                onChange={(event) => change(track.key, { artist: event.target.value })}
              />
              <label>
                <input
                  type="checkbox"
                  aria-label={`Explicit (track ${index + 1})`}
                  checked={track.hasExplicitContent}
                  onChange={(event) => change(track.key, { hasExplicitContent: event.target.checked })}
                />{" "}
                Explicit
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={track.isFeatured}
                  onChange={(event) => change(track.key, { isFeatured: event.target.checked })}
                />{" "}
                Featured
              </label>
              <span className="studio-hint" title={track.audio?.name}>
                {track.audio ? durationText(track.durationSeconds) : "No audio"}
              </span>
              {track.audio ? (
                <TrackProcessingStatus
                  processing={track.processing}
                  number={index + 1}
                  {...(onRetry ? { onRetry: () => onRetry(track) } : {})}
                />
              ) : null}
              <TrackListeningFields
                track={track}
                number={index + 1}
                {...(previewProblems[track.key] ? { problems: previewProblems[track.key] } : {})}
                onChange={(changes) => change(track.key, changes)}
              />
              <button
                type="button"
                aria-label={`Remove track ${index + 1}`}
                onClick={() => onChange(tracks.filter((other) => other.key !== track.key))}
              >
                Remove
              </button>
            </div>
          )}
        />
      ) : null}
      {uploading.map((item) => (
        <p key={item.key} className="studio-hint">
          <label>
            Uploading {item.name}…{" "}
            <progress max={1} value={item.progress}>
              {Math.round(item.progress * 100)}%
            </progress>
          </label>
        </p>
      ))}
      {failures.map((failure) => (
        <p key={failure} className="studio-field-error" role="alert">
          {failure}
        </p>
      ))}
      <label htmlFor={inputId} className="studio-admin__upload">
        Upload tracks (WAV, MP3, FLAC, AAC/M4A, OGG)
      </label>
      <input id={inputId} type="file" accept={TRACK_ACCEPT} multiple onChange={(event) => void addFiles(event)} />
    </fieldset>
  );
}
