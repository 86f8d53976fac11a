import { type ReactElement, useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import { keepSubmitInside } from "../../client/ui/keepSubmitInside";
import { useModalDialog } from "../../client/ui/useModalDialog";
import type { MediaType } from "../../schema/entities/media";
import { FileDropZone } from "../shell/FileDropZone";
import { StudioContext } from "../state/StudioContext";
import { MediaDetails } from "./MediaDetails";
import { MediaPickerGrid } from "./MediaPickerGrid";
import type { PickedMedia } from "./pickedMedia";
import { ACCEPT_BY_TYPE } from "./uploadMedia";
import { useMediaPickerLibrary } from "./useMediaPickerLibrary";

export interface MediaPickerProps {
  readonly open: boolean;
  readonly type: MediaType;
  /** Whose media: the open studio's artist when absent (a section with no document names it). */
  readonly profileId?: string;
  onClose(): void;
  onSelect(item: PickedMedia): void;
}

function MediaPickerDialog({ type, onClose, onSelect, profileId }: Omit<MediaPickerProps, "open">) {
  const studio = useContext(StudioContext);
  const profile = { id: profileId ?? studio?.profile.id ?? "" };
  if (!profile.id) throw new Error("The media picker needs the artist: open it in the studio, or give it profileId");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog, true, onClose);

  const { listing, selectedId, setSelectedId, selected, retry, replaceItem, upload, uploadError, startUpload } = useMediaPickerLibrary(
    profile.id,
    type,
  );
  const noun = type === "image" ? "image" : "video";

  const percent = upload ? Math.round(upload.progress * 100) : 0;
  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby={titleId} onSubmit={keepSubmitInside}>
      <div className="media-picker__header">
        <h2 id={titleId} className="media-picker__title">
          {type === "image" ? "Choose an image" : "Choose a video"}
        </h2>
        <button type="button" className="settings-button settings-button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="media-picker__body">
        <MediaPickerGrid
          type={type}
          listing={listing}
          selectedId={selectedId}
          onChoose={setSelectedId}
          onSelect={onSelect}
          onRetry={retry}
        />
        {selected ? <MediaDetails key={selected.id} profileId={profile.id} item={selected} onSaved={replaceItem} /> : null}
        {upload ? (
          <div className="media-picker__upload">
            <span>Uploading {upload.name}…</span>
            <div
              className="media-picker__progress"
              role="progressbar"
              aria-label={`Uploading ${upload.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="media-picker__progress-bar" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
        {uploadError ? (
          <p className="media-picker__error" role="alert">
            {uploadError}
          </p>
        ) : null}
      </div>
      <div className="media-picker__footer">
        <FileDropZone
          compact
          label={`Upload ${noun} file`}
          accept={ACCEPT_BY_TYPE[type]}
          disabled={upload !== null}
          buttonLabel={`Upload ${noun}`}
          buttonClassName="settings-button"
          onFiles={([file]) => file && void startUpload(file)}
        />
        <span className="media-picker__spacer" />
        <button type="button" className="settings-button settings-button--quiet" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="settings-button settings-button--primary"
          disabled={!selected}
          onClick={() => selected && onSelect({ url: selected.url, alt: selected.alt ?? "" })}
        >
          Select {noun}
        </button>
      </div>
    </dialog>
  );
}

/**
 * The media picker (SPEC §2): the artist's images or videos in 3 columns; choose one, or upload a
 * file (any image, or MP4 for videos) with its progress shown, after which it is chosen. A failed
 * upload says why and keeps what was chosen.
 */
export function MediaPicker({ open, type, onClose, onSelect, profileId }: MediaPickerProps) {
  // Mounted only while open, so each opening starts fresh (the list reloads, nothing chosen).
  return open ? <MediaPickerDialog type={type} onClose={onClose} onSelect={onSelect} {...(profileId ? { profileId } : {})} /> : null;
}

interface PendingPick {
  readonly type: MediaType;
  readonly resolve: (item: PickedMedia | null) => void;
}

/**
 * The media picker as a function: `pickMedia(type)` opens it and resolves with the chosen URL, or
 * null when it is closed (or another pick replaces it); `pickMediaItem(type)` resolves with the
 * item's alt text too (issue 34: an image keeps its words wherever it goes). Render `element`
 * somewhere inside the studio.
 */
export function useMediaPicker(profileId?: string): {
  pickMedia(type: MediaType): Promise<string | null>;
  pickMediaItem(type: MediaType): Promise<PickedMedia | null>;
  element: ReactElement;
} {
  const [pending, setPending] = useState<PendingPick | null>(null);
  const pendingRef = useRef<PendingPick | null>(null);

  const settle = useCallback((item: PickedMedia | null) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(item);
  }, []);

  const pickMediaItem = useCallback(
    (type: MediaType) =>
      new Promise<PickedMedia | null>((resolve) => {
        pendingRef.current?.resolve(null);
        const next = { type, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const pickMedia = useCallback(async (type: MediaType) => (await pickMediaItem(type))?.url ?? null, [pickMediaItem]);

  // A pick still open when the studio goes away chooses nothing.
  useEffect(() => () => pendingRef.current?.resolve(null), []);

  const element = (
    <MediaPicker
      open={pending !== null}
      type={pending?.type ?? "image"}
      onClose={() => settle(null)}
      onSelect={(item) => settle(item)}
      {...(profileId ? { profileId } : {})}
    />
  );
  return { pickMedia, pickMediaItem, element };
}
