import type { TrackAudio } from "../../schema/api/releases";
import { moveItem, SortableList } from "../panels/site/SortableList";
import { FileDropZone } from "../shell/FileDropZone";
import type { TrackDraft } from "./releaseDraft";
import { TrackRow } from "./TrackRow";
import type { PreviewProblems } from "./trackListening";
import { TRACK_ACCEPT } from "./uploadTrack";
import { useTrackUploads } from "./useTrackUploads";

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
  const { uploading, failures, addFiles } = useTrackUploads({ upload, onAdd, onUploadingChange });
  const change = (key: string, changes: Partial<TrackDraft>) =>
    onChange(tracks.map((track) => (track.key === key ? { ...track, ...changes } : track)));

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
            <TrackRow
              track={track}
              index={index}
              releaseArtist={releaseArtist}
              previewProblems={previewProblems[track.key]}
              onChange={(changes) => change(track.key, changes)}
              onRemove={() => onChange(tracks.filter((other) => other.key !== track.key))}
              {...(onRetry ? { onRetry } : {})}
            />
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
      <FileDropZone
        label="Upload tracks (WAV, MP3, FLAC, AAC/M4A, OGG)"
        accept={TRACK_ACCEPT}
        multiple
        onFiles={(files) => void addFiles(files)}
      />
    </fieldset>
  );
}
