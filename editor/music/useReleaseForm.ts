import { useCallback, useEffect, useMemo, useState } from "react";
import { type ReleaseDraft, releaseInputOf, type TrackDraft } from "./releaseDraft";
import { audioOfDraft, mergeProcessing, unplayableTrackMessage } from "./trackProcessing";
import { type TrackAudioPort, useReleaseProcessing } from "./useReleaseProcessing";

/**
 * The release form's draft and how it changes: fields, the default variant's tracks, the server's
 * word on each track's audio merged in as it comes, and the check before saving (no save while a
 * track uploads, no publishing while a track cannot play).
 */
export function useReleaseForm(initial: ReleaseDraft, trackAudio: TrackAudioPort) {
  const [draft, setDraft] = useState(initial);
  const audio = useMemo(() => audioOfDraft(draft), [draft]);
  const { processing, retry } = useReleaseProcessing({ api: trackAudio, audio });
  const [uploading, setUploading] = useState(false);
  const update = (changes: Partial<ReleaseDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setTracks = (tracks: readonly TrackDraft[]) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant) => (variant.key === current.defaultKey ? { ...variant, tracks } : variant)),
    }));
  const addTrack = useCallback(
    (track: TrackDraft) =>
      setDraft((current) => ({
        ...current,
        variants: current.variants.map((variant) =>
          variant.key === current.defaultKey ? { ...variant, tracks: [...variant.tracks, track] } : variant,
        ),
      })),
    [],
  );
  useEffect(() => {
    setDraft((current) => mergeProcessing(current, processing));
  }, [processing]);
  const check = (checked: ReleaseDraft) => {
    if (uploading) return { ok: false as const, problems: { tracks: "Wait for the uploads to finish before saving." } };
    const result = releaseInputOf(checked);
    // The server refuses it too, with the same words: saying so here saves a round trip.
    const publish = checked.status === "published" ? unplayableTrackMessage(checked) : null;
    return publish ? { ok: false as const, problems: { ...(result.ok ? {} : result.problems), publish } } : result;
  };

  return { draft, update, setTracks, addTrack, setUploading, retry, check };
}
