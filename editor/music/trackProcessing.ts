import type { TrackProcessing } from "../../schema/api/releases";
import { errorMessage } from "../../schema/errors";
import type { ReleaseDraft, TrackDraft } from "./releaseDraft";

/**
 * Where a track's audio stands, in words: "Queued", "Processing…", "Ready", "Failed: <why>". A file
 * just uploaded has no state from the server yet: the server queued it as it read it.
 */
export function processingWords(processing: TrackProcessing | null): string {
  switch (processing?.state ?? "queued") {
    case "queued":
      return "Queued";
    case "processing":
      return "Processing…";
    case "ready":
      return "Ready";
    case "failed":
      return processing?.problem ? `Failed: ${processing.problem}` : "Failed";
  }
}

/** Whether the pipeline still has work to do on it (the studio then asks again a little later). */
export function isUnderWay(processing: TrackProcessing): boolean {
  return processing.state === "queued" || processing.state === "processing";
}

/**
 * Every track's file in the draft, by its address (two tracks may share one), with where the draft
 * says it stands: null for a file uploaded since the last save, not asked about yet.
 */
export function audioOfDraft(draft: ReleaseDraft): ReadonlyMap<string, TrackProcessing | null> {
  const byUrl = new Map<string, TrackProcessing | null>();
  for (const track of draft.variants.flatMap((variant) => variant.tracks)) {
    if (track.audio && !byUrl.get(track.audio.url)) byUrl.set(track.audio.url, track.processing);
  }
  return byUrl;
}

const sameProcessing = (a: TrackProcessing | null, b: TrackProcessing) => a?.state === b.state && a.problem === b.problem;

/**
 * The draft with its tracks' processing as the server now has it, and nothing else changed: the
 * artist's unsaved edits stay. A track whose file the server has not said anything of keeps what
 * it had. The same draft comes back when nothing moved.
 */
export function mergeProcessing(draft: ReleaseDraft, processing: ReadonlyMap<string, TrackProcessing>): ReleaseDraft {
  let changed = false;
  const mergeTrack = (track: TrackDraft): TrackDraft => {
    const now = track.audio ? processing.get(track.audio.url) : undefined;
    if (!now || sameProcessing(track.processing, now)) return track;
    changed = true;
    return { ...track, processing: now };
  };
  const variants = draft.variants.map((variant) => ({ ...variant, tracks: variant.tracks.map(mergeTrack) }));
  return changed ? { ...draft, variants } : draft;
}

/**
 * Why the release cannot be published yet, in the server's words (the first track, of every
 * variant, whose audio is not ready), or null. A file whose state is not known yet (uploaded a
 * moment ago, not asked about) is left to the server: it decides for it, and its refusal is shown.
 */
export function unplayableTrackMessage(draft: ReleaseDraft): string | null {
  for (const track of draft.variants.flatMap((variant) => variant.tracks)) {
    const processing = track.audio ? track.processing : null;
    if (!processing || processing.state === "ready") continue;
    const title = track.title.trim();
    return processing.state === "failed"
      ? errorMessage("bad_request", "trackAudioFailed", title, processing.problem ?? "")
      : errorMessage("bad_request", "trackAudioProcessing", title);
  }
  return null;
}
