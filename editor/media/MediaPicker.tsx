import { type ReactElement, useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../../client/api/client";
import { useModalDialog } from "../../client/ui/useModalDialog";
import { useMountedRef } from "../../client/ui/useMountedRef";
import type { MediaItem, MediaType } from "../../schema/entities/media";
import { errorMessageOf, UPLOAD_FAILED } from "../../schema/errors";
import { studioApi } from "../api/studioApi";
import { StudioContext } from "../app/StudioContext";
import { MediaDetails } from "./MediaDetails";
import { ACCEPT_BY_TYPE, uploadMedia, uploadProblem } from "./uploadMedia";

export interface MediaPickerProps {
  readonly open: boolean;
  readonly type: MediaType;
  /** Whose media: the open studio's artist when absent (a section with no document names it). */
  readonly profileId?: string;
  onClose(): void;
  onSelect(url: string): void;
}

type Listing = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; items: readonly MediaItem[] };

/** An upload's failure as the picker says it: the browser's own upload failures already say so. */
function uploadFailure(error: unknown): string {
  const message = errorMessageOf(error, "Something went wrong.");
  return error instanceof ApiError && error.code === UPLOAD_FAILED ? message : `The upload failed: ${message}`;
}

function Thumbnail({ item }: { readonly item: MediaItem }) {
  return item.type === "video" ? (
    <video className="media-picker__thumb" src={item.url} muted preload="metadata" />
  ) : (
    <img className="media-picker__thumb" src={item.url} alt="" loading="lazy" />
  );
}

function MediaPickerDialog({ type, onClose, onSelect, profileId }: Omit<MediaPickerProps, "open">) {
  const studio = useContext(StudioContext);
  const profile = { id: profileId ?? studio?.profile.id ?? "" };
  if (!profile.id) throw new Error("The media picker needs the artist: open it in the studio, or give it profileId");
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  useModalDialog(dialog, true, onClose);

  const [listing, setListing] = useState<Listing>({ status: "loading" });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const mounted = useMountedRef();

  useEffect(() => {
    let current = true;
    // `attempt` is here so "Try again" loads the list again.
    void attempt;
    setListing({ status: "loading" });
    studioApi.listMedia(profile.id, type).then(
      (items) => current && setListing({ status: "ready", items }),
      (error: unknown) => current && setListing({ status: "failed", message: errorMessageOf(error, "Something went wrong.") }),
    );
    return () => {
      current = false;
    };
  }, [profile.id, type, attempt]);

  const noun = type === "image" ? "image" : "video";
  const items = listing.status === "ready" ? listing.items : [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const startUpload = async (file: File) => {
    const problem = uploadProblem(file, type);
    if (problem) {
      setUploadError(uploadFailure(new Error(problem)));
      return;
    }
    setUploadError(null);
    setUpload({ name: file.name, progress: 0 });
    try {
      const created = await uploadMedia(profile.id, file, type, (progress) => {
        if (mounted.current) setUpload({ name: file.name, progress });
      });
      // The list again, with the new item chosen; the item is shown even if the list was read before it was stored.
      const list = await studioApi.listMedia(profile.id, type).catch(() => items);
      if (!mounted.current) return;
      setListing({ status: "ready", items: list.some((item) => item.id === created.id) ? list : [created, ...list] });
      setSelectedId(created.id);
    } catch (error) {
      // What was chosen stays chosen; only the failure is said.
      if (mounted.current) setUploadError(uploadFailure(error));
    } finally {
      if (mounted.current) setUpload(null);
    }
  };

  const percent = upload ? Math.round(upload.progress * 100) : 0;
  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby={titleId}>
      <div className="media-picker__header">
        <h2 id={titleId} className="media-picker__title">
          {type === "image" ? "Choose an image" : "Choose a video"}
        </h2>
        <button type="button" className="settings-button settings-button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="media-picker__body">
        {listing.status === "loading" ? (
          <p className="media-picker__state" aria-busy="true">
            Loading media…
          </p>
        ) : listing.status === "failed" ? (
          <div className="media-picker__state" role="alert">
            <p>The media could not be loaded: {listing.message}</p>
            <button type="button" className="settings-button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="media-picker__state">{type === "image" ? "No images yet. Upload one." : "No videos yet. Upload one."}</p>
        ) : (
          <ul className="media-picker__grid" aria-label={type === "image" ? "Images" : "Videos"}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="media-picker__item"
                  aria-pressed={item.id === selectedId}
                  onClick={() => setSelectedId(item.id)}
                  onDoubleClick={() => onSelect(item.url)}
                >
                  <Thumbnail item={item} />
                  <span className="media-picker__name">{item.title || item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {selected ? (
          <MediaDetails
            key={selected.id}
            profileId={profile.id}
            item={selected}
            onSaved={(saved) =>
              setListing((current) =>
                current.status === "ready"
                  ? { status: "ready", items: current.items.map((item) => (item.id === saved.id ? saved : item)) }
                  : current,
              )
            }
          />
        ) : null}
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
        <button type="button" className="settings-button" disabled={upload !== null} onClick={() => fileInput.current?.click()}>
          Upload {noun}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT_BY_TYPE[type]}
          aria-label={`Upload ${noun} file`}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so the same file can be chosen again after a failure.
            event.currentTarget.value = "";
            if (file) void startUpload(file);
          }}
        />
        <span className="media-picker__spacer" />
        <button type="button" className="settings-button settings-button--quiet" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="settings-button settings-button--primary"
          disabled={!selected}
          onClick={() => selected && onSelect(selected.url)}
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
  readonly resolve: (url: string | null) => void;
}

/**
 * The media picker as a function: `pickMedia(type)` opens it and resolves with the chosen URL, or
 * null when it is closed (or another pick replaces it). Render `element` somewhere inside the studio.
 */
export function useMediaPicker(profileId?: string): { pickMedia(type: MediaType): Promise<string | null>; element: ReactElement } {
  const [pending, setPending] = useState<PendingPick | null>(null);
  const pendingRef = useRef<PendingPick | null>(null);

  const settle = useCallback((url: string | null) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(url);
  }, []);

  const pickMedia = useCallback(
    (type: MediaType) =>
      new Promise<string | null>((resolve) => {
        pendingRef.current?.resolve(null);
        const next = { type, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  // A pick still open when the studio goes away chooses nothing.
  useEffect(() => () => pendingRef.current?.resolve(null), []);

  const element = (
    <MediaPicker
      open={pending !== null}
      type={pending?.type ?? "image"}
      onClose={() => settle(null)}
      onSelect={(url) => settle(url)}
      {...(profileId ? { profileId } : {})}
    />
  );
  return { pickMedia, element };
}
