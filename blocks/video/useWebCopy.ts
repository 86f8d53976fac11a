import { useCallback, useEffect, useState } from "react";
import type { VideoWebCopies, VideoWebCopy } from "../settings/types";

/** How often the panel asks how a web copy is going while it is made. */
export const WEB_COPY_POLL_MS = 2000;

const isUnderWay = (copy: VideoWebCopy) => copy.state === "queued" || copy.state === "processing";

/**
 * The web copy of the uploaded `video`, as the server makes it: asked for when the video is chosen
 * (or the panel opens on it), then read every WEB_COPY_POLL_MS until it is ready or failed. `retry`
 * asks again for a failed one. Nothing is asked without a video or where no copies are made.
 */
export function useWebCopy(video: string | undefined, webCopies: VideoWebCopies | undefined) {
  const [copy, setCopy] = useState<VideoWebCopy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setCopy(null);
    setError(null);
    if (!video || !webCopies) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (answer: VideoWebCopy) => {
      if (!live) return;
      setCopy(answer);
      if (isUnderWay(answer)) timer = setTimeout(() => void webCopies.status(video).then(follow, fail), WEB_COPY_POLL_MS);
    };
    const fail = (reason: unknown) => {
      if (live) setError(reason instanceof Error ? reason.message : String(reason));
    };
    webCopies.request(video, attempt > 0).then(follow, fail);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [video, webCopies, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { copy, error, retry };
}
