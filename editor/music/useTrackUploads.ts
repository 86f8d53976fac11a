import { useEffect, useState } from "react";
import type { TrackAudio } from "../../schema/api/releases";
import { errorMessageOf } from "../../schema/errors";
import { trackTitleOfFileName } from "../../schema/rules/fileTitles";
import { draftKey } from "./draftKeys";
import type { TrackDraft } from "./releaseDraft";
import { DEFAULT_LISTENING } from "./trackListening";
import { trackFileProblem } from "./uploadTrack";

/** An upload under way: the file's name and how much of it has gone. */
interface Uploading {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
}

/** The track a read upload becomes: its tags (or file name) as title and artist, its length as read. */
export function trackOfAudio(audio: TrackAudio, file: { name: string }): TrackDraft {
  return {
    key: draftKey("track"),
    title: audio.title ?? trackTitleOfFileName(file.name),
    artist: audio.artist ?? "",
    hasExplicitContent: false,
    isFeatured: false,
    instantGrat: false,
    audio: { url: audio.url, name: file.name.slice(0, 255) },
    durationSeconds: audio.durationSeconds,
    // The server queued it as it read it; where it stands is known once the release is saved.
    processing: null,
    ...DEFAULT_LISTENING,
  };
}

/**
 * Uploading tracks: the files chosen are checked first (what is refused is said at once), then
 * sent one after another, each with its progress; each read upload is added as a track. Whether
 * any is under way goes to `onUploadingChange`, since the release is not saved meanwhile.
 */
export function useTrackUploads({
  upload,
  onAdd,
  onUploadingChange,
}: {
  upload(file: File, onProgress: (fraction: number) => void): Promise<TrackAudio>;
  onAdd(track: TrackDraft): void;
  onUploadingChange(uploading: boolean): void;
}) {
  const [uploading, setUploading] = useState<readonly Uploading[]>([]);
  const [failures, setFailures] = useState<readonly string[]>([]);
  const busy = uploading.length > 0;
  useEffect(() => onUploadingChange(busy), [busy, onUploadingChange]);

  const addFiles = async (files: readonly File[]) => {
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

  return { uploading, failures, addFiles };
}
