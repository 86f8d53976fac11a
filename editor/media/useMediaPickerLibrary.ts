import { useEffect, useState } from "react";
import { ApiError } from "../../client/api/client";
import { useMountedRef } from "../../client/ui/useMountedRef";
import type { MediaItem, MediaType } from "../../schema/entities/media";
import { errorMessageOf, UPLOAD_FAILED } from "../../schema/errors";
import { studioApi } from "../api/studioApi";
import { uploadMedia, uploadProblem } from "./uploadMedia";

export type MediaListing = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; items: readonly MediaItem[] };

/** An upload's failure as the picker says it: the browser's own upload failures already say so. */
function uploadFailure(error: unknown): string {
  const message = errorMessageOf(error, "Something went wrong.");
  return error instanceof ApiError && error.code === UPLOAD_FAILED ? message : `The upload failed: ${message}`;
}

/**
 * What the media picker shows and does: the artist's media of one type (loaded again on "Try
 * again"), the one chosen, and an upload with its progress, after which the new item is chosen.
 * Nothing is set once the picker has closed.
 */
export function useMediaPickerLibrary(profileId: string, type: MediaType) {
  const [listing, setListing] = useState<MediaListing>({ status: "loading" });
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
    studioApi.listMedia(profileId, type).then(
      (items) => current && setListing({ status: "ready", items }),
      (error: unknown) => current && setListing({ status: "failed", message: errorMessageOf(error, "Something went wrong.") }),
    );
    return () => {
      current = false;
    };
  }, [profileId, type, attempt]);

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
      const created = await uploadMedia(profileId, file, type, (progress) => {
        if (mounted.current) setUpload({ name: file.name, progress });
      });
      // The list again, with the new item chosen; the item is shown even if the list was read before it was stored.
      const list = await studioApi.listMedia(profileId, type).catch(() => items);
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

  const retry = () => setAttempt((n) => n + 1);
  // MediaDetails saved an item's title or text: the list shows it at once.
  const replaceItem = (saved: MediaItem) =>
    setListing((current) =>
      current.status === "ready" ? { status: "ready", items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current,
    );

  return { listing, selectedId, setSelectedId, selected, retry, replaceItem, upload, uploadError, startUpload };
}
