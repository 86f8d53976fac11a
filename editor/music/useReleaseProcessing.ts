import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { StudioRelease, TrackProcessing } from "../../schema/api/releases";
import { isUnderWay, processingOfRelease } from "./trackProcessing";

/** How often the studio asks again while a track's audio is being prepared (a master takes a minute or two). */
export const PROCESSING_POLL_MS = 3000;

/** What the hook needs of the API: the release again, and a retry of a failed master. */
export interface ReleaseProcessingApi {
  getRelease(profileId: string, id: string): Promise<StudioRelease>;
  retryTrackAudio(profileId: string, url: string): Promise<unknown>;
}

const NOTHING: ReadonlyMap<string, TrackProcessing> = new Map();

/**
 * Where the open release's masters stand on the server, by address (issue 32): asked again every
 * `intervalMs` while any is queued or processing, no more once all are ready or failed or the
 * release is closed (`release` null). A retry marks its master queued, which starts the asking
 * again (an answer to a request sent before it is dropped). A failed request is simply asked again next time. One timer at a time (setTimeout, so
 * tests drive it with fake timers); closing clears it, and an answer arriving after is dropped.
 */
export function useReleaseProcessing({
  api,
  profileId,
  release,
  intervalMs = PROCESSING_POLL_MS,
}: {
  readonly api: ReleaseProcessingApi;
  readonly profileId: string;
  readonly release: StudioRelease | null;
  readonly intervalMs?: number;
}): { processing: ReadonlyMap<string, TrackProcessing>; retry(url: string): Promise<void> } {
  // The latest word, for the release it was asked of (another release opened starts from its own).
  const [latest, setLatest] = useState<{ readonly of: StudioRelease; readonly processing: ReadonlyMap<string, TrackProcessing> } | null>(
    null,
  );
  // Counts the answers, so a failed request (which changes nothing) still sets the next timer.
  const [asked, setAsked] = useState(0);
  // Retries so far: an answer to a request sent before a retry is older than it, and dropped.
  const retries = useRef(0);
  const processing = useMemo(
    () => (release === null ? NOTHING : latest?.of === release ? latest.processing : processingOfRelease(release)),
    [release, latest],
  );
  const underWay = [...processing.values()].some(isUnderWay);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked is the trigger: each answer sets the next timer, whether or not it changed anything.
  useEffect(() => {
    if (release === null || !underWay) return;
    let closed = false;
    const timer = setTimeout(() => {
      const retriesBefore = retries.current;
      api.getRelease(profileId, release.id).then(
        (fresh) => {
          if (closed) return;
          if (retries.current === retriesBefore) setLatest({ of: release, processing: processingOfRelease(fresh) });
          setAsked((count) => count + 1);
        },
        () => {
          if (!closed) setAsked((count) => count + 1);
        },
      );
    }, intervalMs);
    return () => {
      closed = true;
      clearTimeout(timer);
    };
  }, [api, profileId, release, underWay, intervalMs, asked]);

  const retry = useCallback(
    async (url: string) => {
      await api.retryTrackAudio(profileId, url);
      if (release === null) return;
      retries.current += 1;
      setLatest((current) => {
        const before = current?.of === release ? current.processing : processingOfRelease(release);
        return { of: release, processing: new Map(before).set(url, { state: "queued", problem: null }) };
      });
    },
    [api, profileId, release],
  );

  return { processing, retry };
}
