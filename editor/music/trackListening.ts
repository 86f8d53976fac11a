import { formatDuration } from "../../runtime/time/duration";
import type { TrackInput } from "../../schema/api/releases";
import { PREVIEW_DEFAULTS, previewSecondsSchema, previewStartSchema, type TrackListening } from "../../schema/entities/catalogue";

/** What a visitor may hear of a track, in the studio's words (buyers always hear all of it). */
export const LISTENING_LABELS: Readonly<Record<TrackListening, string>> = {
  full: "The whole track",
  preview: "A preview",
  none: "Nothing (buyers only)",
};

/** What visitors hear of a track as its form holds it: the preview's numbers as typed. */
export interface ListeningDraft {
  readonly listen: TrackListening;
  readonly previewStart: string;
  readonly previewLength: string;
}

/** A new track plays whole; were it set to a preview, it would be 30 s from 0:00. */
export const DEFAULT_LISTENING: ListeningDraft = {
  listen: "full",
  previewStart: String(PREVIEW_DEFAULTS.startSeconds),
  previewLength: String(PREVIEW_DEFAULTS.seconds),
};

/** What the preview fields hold that is wrong, by field. */
export type PreviewProblems = Partial<Record<"start" | "length", string>>;

/** A whole number of seconds as typed, or null when it is not one. */
function wholeSeconds(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The limits are the schema's, never retyped. */
const START_MAX = previewStartSchema.maximum;
const LENGTH_MIN = previewSecondsSchema.minimum;
const LENGTH_MAX = previewSecondsSchema.maximum;

/**
 * A track's listening as the API takes it, or what is wrong with its preview. The preview's
 * numbers are checked only when the track plays a preview; otherwise they are kept when they are
 * valid (so switching back to a preview finds them) and left to the server's defaults when not.
 */
export function listeningInputOf(
  draft: ListeningDraft,
  durationSeconds: number | null,
): { ok: true; input: Pick<TrackInput, "listen" | "previewStartSeconds" | "previewSeconds"> } | { ok: false; problems: PreviewProblems } {
  const start = wholeSeconds(draft.previewStart);
  const length = wholeSeconds(draft.previewLength);
  const startValid = start !== null && start <= START_MAX;
  const lengthValid = length !== null && length >= LENGTH_MIN && length <= LENGTH_MAX;
  if (draft.listen === "preview") {
    const problems: { start?: string; length?: string } = {};
    if (!startValid) problems.start = "Start the preview at a whole number of seconds: 0 for the beginning.";
    else if (durationSeconds !== null && start >= Math.floor(durationSeconds)) {
      problems.start = `The track is ${formatDuration(durationSeconds)} long: start the preview before its end.`;
    }
    if (!lengthValid) problems.length = `A preview lasts a whole number of seconds from ${LENGTH_MIN} to ${LENGTH_MAX}.`;
    if (problems.start || problems.length) return { ok: false, problems };
  }
  return {
    ok: true,
    input: {
      listen: draft.listen,
      ...(startValid ? { previewStartSeconds: start } : {}),
      ...(lengthValid ? { previewSeconds: length } : {}),
    },
  };
}
