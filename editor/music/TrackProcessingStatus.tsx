import { useState } from "react";
import { useMountedRef } from "../../client/ui/useMountedRef";
import type { TrackProcessing } from "../../schema/api/releases";
import { errorMessageOf } from "../../schema/errors";
import { processingWords } from "./trackProcessing";

/**
 * Where a track's audio stands in the pipeline (issue 32), in words, said again as it changes; a
 * track that could not be prepared has Retry, which queues its file again (the refusal, if any,
 * in the server's words).
 */
export function TrackProcessingStatus({
  processing,
  number,
  onRetry,
}: {
  readonly processing: TrackProcessing | null;
  /** The track's place in the list, from 1. */
  readonly number: number;
  onRetry?(): Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mounted = useMountedRef();
  const failed = processing?.state === "failed";

  const retry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    setProblem(null);
    try {
      await onRetry();
    } catch (error) {
      if (mounted.current) setProblem(`Not retried: ${errorMessageOf(error, "the server did not answer")}`);
    }
    if (mounted.current) setRetrying(false);
  };

  return (
    <>
      <span className={failed ? "studio-field-error" : "studio-hint"} aria-live="polite">
        {processingWords(processing)}
      </span>
      {failed && onRetry ? (
        <button type="button" aria-label={`Retry track ${number}`} disabled={retrying} onClick={() => void retry()}>
          {retrying ? "Retrying…" : "Retry"}
        </button>
      ) : null}
      {problem ? (
        <span className="studio-field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
