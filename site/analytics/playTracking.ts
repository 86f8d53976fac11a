import type { AudioPortEvent } from "../../machines/player/audioPort";
import type { Track } from "../../schema/entities/catalogue";
import type { StreamingAudio } from "../app/streamingAudio";
import { playEvent, type RecordAnalyticsEvent } from "./analyticsEvents";

/** A play counts as listened to once this much of it has played (the industry's stream threshold). */
export const LISTENED_SECONDS = 30;

interface Play {
  readonly trackId: string;
  readonly releaseId: string;
  readonly preview: boolean;
  /** How long what plays is (the preview clip, or the whole track). */
  readonly durationSeconds: number;
  started: boolean;
  listened: boolean;
  completed: boolean;
}

export interface PlayTrackingOptions {
  /** The player's audio: its events, and which stream (preview or all) it resolved. */
  readonly audio: Pick<StreamingAudio, "subscribe" | "current" | "onStreamChange">;
  /** The player's current track, as queued (its productId is its release). */
  readonly currentTrack: () => Track | null;
  readonly record: RecordAnalyticsEvent;
  readonly currentPath: () => string;
}

/**
 * Records a track's plays from the player's audio: `start` when it first plays, `30s` once 30
 * seconds of it have played (never for a preview shorter than that), `complete` when it plays to
 * its end. A play begins when the stream route answers for a track (each load asks it again), and
 * again when a track that ended is played once more. Only a release's tracks count: a member
 * post's audio has no release and no stream answer. Returns the teardown.
 */
export function trackPlays({ audio, currentTrack, record, currentPath }: PlayTrackingOptions): () => void {
  let play: Play | null = null;
  const send = (current: Play, stage: "start" | "30s" | "complete") => record(playEvent(currentPath(), current, stage));

  const onStreamChange = () => {
    const stream = audio.current();
    const track = currentTrack();
    // null while a load waits for the stream route: the previous play is over.
    play =
      stream && track?.productId
        ? {
            trackId: track.id,
            releaseId: track.productId,
            preview: stream.kind === "preview",
            durationSeconds: stream.durationSeconds,
            started: false,
            listened: false,
            completed: false,
          }
        : null;
  };

  const reachListened = (current: Play) => {
    // A preview clip shorter than 30 s is never "listened to", whatever its clock says.
    if (current.listened || (current.preview && current.durationSeconds < LISTENED_SECONDS)) return;
    current.listened = true;
    send(current, "30s");
  };

  const onAudio = (event: AudioPortEvent) => {
    const current = play;
    if (!current) return;
    if (event.type === "playing") {
      // Played again after its end (the element starts over): another play.
      if (current.completed) Object.assign(current, { started: false, listened: false, completed: false });
      if (current.started) return;
      current.started = true;
      send(current, "start");
    } else if (event.type === "timeupdate" && current.started && event.currentTime >= LISTENED_SECONDS) {
      reachListened(current);
    } else if (event.type === "ended" && current.started && !current.completed) {
      // The last timeupdate may fall short of 30 s on a track just that long: its end reaches it.
      if (current.durationSeconds >= LISTENED_SECONDS) reachListened(current);
      current.completed = true;
      send(current, "complete");
    }
  };

  const stopStream = audio.onStreamChange(onStreamChange);
  const stopAudio = audio.subscribe(onAudio);
  return () => {
    stopStream();
    stopAudio();
  };
}
