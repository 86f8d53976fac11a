import { describe, expect, it } from "vitest";
import type { ReleaseDraft, TrackDraft } from "./releaseDraft";
import { emptyReleaseDraft } from "./releaseDraft";
import { DEFAULT_LISTENING } from "./trackListening";
import { audioOfDraft, mergeProcessing, processingWords, unplayableTrackMessage } from "./trackProcessing";

const trackDraft = (key: string, title: string, url: string | null, processing: TrackDraft["processing"]): TrackDraft => ({
  key,
  title,
  artist: "",
  hasExplicitContent: false,
  isFeatured: false,
  instantGrat: false,
  audio: url ? { url, name: `${key}.wav` } : null,
  durationSeconds: 60,
  processing,
  ...DEFAULT_LISTENING,
});

function draftWith(...tracks: TrackDraft[]): ReleaseDraft {
  const draft = emptyReleaseDraft("Salt & Static");
  return { ...draft, variants: draft.variants.map((variant) => ({ ...variant, tracks })) };
}

describe("where a track's audio stands", () => {
  it("is said in words; a file uploaded since the last save is queued", () => {
    expect(
      [
        { state: "queued" as const, problem: null },
        { state: "processing" as const, problem: null },
        { state: "ready" as const, problem: null },
        { state: "failed" as const, problem: "FFmpeg stopped" },
        { state: "failed" as const, problem: null },
        null,
      ].map(processingWords),
    ).toEqual(["Queued", "Processing…", "Ready", "Failed: FFmpeg stopped", "Failed", "Queued"]);
  });

  it("is taken from the draft by file address, saved tracks and uploads alike", () => {
    const queued = { state: "queued" as const, problem: null };
    const draft = draftWith(
      trackDraft("a", "One", "/one.wav", queued),
      trackDraft("b", "Uploaded since", "/new.wav", null),
      trackDraft("c", "No audio", null, null),
      trackDraft("d", "One again", "/one.wav", null),
    );
    expect([...audioOfDraft(draft)]).toEqual([
      ["/one.wav", queued],
      ["/new.wav", null],
    ]);
  });

  it("is merged into the draft without touching anything else, and the same draft comes back when nothing moved", () => {
    const draft = draftWith(
      trackDraft("a", "Edited title", "/one.wav", { state: "processing", problem: null }),
      trackDraft("b", "Uploaded since", "/new.wav", null),
    );
    const merged = mergeProcessing(draft, new Map([["/one.wav", { state: "ready", problem: null }]]));
    expect(merged.variants[0]?.tracks.map((track) => [track.title, track.processing?.state ?? null])).toEqual([
      ["Edited title", "ready"],
      ["Uploaded since", null],
    ]);
    expect(mergeProcessing(merged, new Map([["/one.wav", { state: "ready", problem: null }]]))).toBe(merged);
  });

  it("keeps a release from being published, in the server's words, until every track with audio is ready", () => {
    const ready = trackDraft("a", "One", "/one.wav", { state: "ready", problem: null });
    expect(unplayableTrackMessage(draftWith(ready, trackDraft("n", "No audio", null, null)))).toBeNull();
    expect(unplayableTrackMessage(draftWith(ready, trackDraft("b", "Two", "/two.wav", { state: "queued", problem: null })))).toBe(
      '"Two" is still being prepared for listening. Publish the release once its audio is ready (a minute or two).',
    );
    expect(unplayableTrackMessage(draftWith(trackDraft("c", "Three", "/three.wav", { state: "failed", problem: "FFmpeg stopped" })))).toBe(
      '"Three" could not be prepared for listening (FFmpeg stopped). Retry it, or upload its file again, before publishing.',
    );
    // A file uploaded a moment ago, not asked about yet: the server knows, and says.
    expect(unplayableTrackMessage(draftWith(trackDraft("d", "Four", "/four.wav", null)))).toBeNull();
  });
});
