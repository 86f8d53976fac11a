import { useCallback, useEffect, useRef, useState } from "react";
import { TRACK_AUDIO_STATES_MAX, type TrackAudioStates, type TrackProcessing } from "../../schema/api/releases";
import { isUnderWay } from "./trackProcessing";

/** How often the studio asks again while a track's audio is being prepared (a master takes a minute or two). */
export const PROCESSING_POLL_MS = 3000;

/** What the hook needs of the API, for the open artist: where masters stand by address, and a retry of a failed one. */
export interface TrackAudioPort {
  states(urls: readonly string[]): Promise<TrackAudioStates>;
  retry(url: string): Promise<unknown>;
}

/** What the server has said so far: where masters stand, and the addresses it knows no master of. */
interface Answers {
  readonly processing: ReadonlyMap<string, TrackProcessing>;
  readonly unknown: ReadonlySet<string>;
}

const NO_ANSWERS: Answers = { processing: new Map(), unknown: new Set() };
const QUEUED: TrackProcessing = { state: "queued", problem: null };

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The addresses still waited on: queued, processing, or not asked about yet (a file just uploaded). */
function waitingUrls(audio: ReadonlyMap<string, TrackProcessing | null>, answers: Answers): string[] {
  return [...audio].flatMap(([url, known]) => {
    if (answers.unknown.has(url)) return [];
    const now = answers.processing.get(url) ?? known;
    return now === null || isUnderWay(now) ? [url] : [];
  });
}

function withAnswer(answers: Answers, asked: readonly string[], states: TrackAudioStates["states"]): Answers {
  const processing = new Map(answers.processing);
  for (const { url, state, problem } of states) processing.set(url, { state, problem });
  // An address the server left out names no master of the artist: it is not asked about again.
  const unknown = new Set(answers.unknown);
  for (const url of asked) if (!processing.has(url)) unknown.add(url);
  return { processing, unknown };
}

/**
 * Where the open release form's masters stand on the server, by address (issue 32): `audio` is the
 * draft's, every track's file with what the draft knows of it (null for a file uploaded since the
 * last save, or never asked about), saved tracks and unsaved uploads alike. Those still waited on
 * (queued, processing, or not known yet) are asked about every `intervalMs`, no more once all are
 * ready or failed, or once the form is closed (unmounted). A file just uploaded is asked about at
 * the next turn; an address the server knows no master of is not asked about again. A retry marks
 * its master queued, which starts the asking again (an answer to a request sent before it is
 * dropped). A failed request is simply asked again next time. One timer at a time (setTimeout, so
 * tests drive it with fake timers); closing clears it, and an answer arriving after is dropped.
 */
export function useReleaseProcessing({
  api,
  audio,
  intervalMs = PROCESSING_POLL_MS,
}: {
  readonly api: TrackAudioPort;
  readonly audio: ReadonlyMap<string, TrackProcessing | null>;
  readonly intervalMs?: number;
}): { processing: ReadonlyMap<string, TrackProcessing>; retry(url: string): Promise<void> } {
  const [answers, setAnswers] = useState(NO_ANSWERS);
  // Counts the answers, so a failed request (which changes nothing) still sets the next timer.
  const [asked, setAsked] = useState(0);
  // Retries so far: an answer to a request sent before a retry is older than it, and dropped.
  const retries = useRef(0);
  const waiting = waitingUrls(audio, answers);
  // Read when the timer fires: a file uploaded while one is set is asked about then, without a second timer.
  const waitingNow = useRef(waiting);
  useEffect(() => {
    waitingNow.current = waiting;
  });
  const underWay = waiting.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked is the trigger: each answer sets the next timer, whether or not it changed anything.
  useEffect(() => {
    if (!underWay) return;
    let closed = false;
    const timer = setTimeout(() => {
      const urls = waitingNow.current;
      const retriesBefore = retries.current;
      Promise.all(chunksOf(urls, TRACK_AUDIO_STATES_MAX).map((some) => api.states(some))).then(
        (answered) => {
          if (closed) return;
          if (retries.current === retriesBefore) {
            setAnswers((current) =>
              withAnswer(
                current,
                urls,
                answered.flatMap((answer) => answer.states),
              ),
            );
          }
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
  }, [api, underWay, intervalMs, asked]);

  const retry = useCallback(
    async (url: string) => {
      await api.retry(url);
      retries.current += 1;
      setAnswers((current) => {
        const unknown = new Set(current.unknown);
        unknown.delete(url);
        return { processing: new Map(current.processing).set(url, QUEUED), unknown };
      });
    },
    [api],
  );

  return { processing: answers.processing, retry };
}
