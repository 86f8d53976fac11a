import type { AudioPort, AudioPortListener } from "../../machines/player/playerMachine";
import type { TrackStream } from "../../schema/api/listening";

/**
 * A track's address in the player's queue (issue 32): not a file but the track, for the stream
 * route to decide, when it is played, what the one listening may hear. No page ever holds a link
 * to a track's audio.
 */
const TRACK_STREAM_PATH = /^\/api\/public\/tracks\/([^/?#]+)\/stream$/;

export const trackStreamUrl = (trackId: string): string => `/api/public/tracks/${encodeURIComponent(trackId)}/stream`;

export function trackIdOfStreamUrl(url: string): string | null {
  const match = TRACK_STREAM_PATH.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** What is playing, for the player bar's waveform and its "Preview" mark; null until a stream is resolved. */
export interface StreamingAudio extends AudioPort {
  current(): TrackStream | null;
  /** Calls `listener` whenever `current()` changes; returns the teardown. */
  onStreamChange(listener: () => void): () => void;
}

/** The volume factor of a gain in dB, as far as an audio element goes (0..1: it can lower, never raise). */
const factorOf = (gainDb: number) => 10 ** (gainDb / 20);

/**
 * An AudioPort that plays tracks by their stream addresses: on load it asks the stream route
 * (`resolve`, the site's API client, which sends the fan's session) for the copy to play, loads
 * that, and applies the track's loudness gain to every volume the player sets. Any other address
 * loads as it is. A failed answer is the audio's error, so the player says 'Failed to load audio'.
 */
export function streamingAudio(inner: AudioPort, resolve: (trackId: string) => Promise<TrackStream>): StreamingAudio {
  let volume = 1;
  let gain = 1;
  let stream: TrackStream | null = null;
  let pending: Promise<void> = Promise.resolve();
  /** Whether the last load's address is known (always, for plain addresses): seeks then go straight through. */
  let resolved = true;
  /** A seek asked for before the copy was known: made once it is loaded, before it plays. */
  let waitingSeek: number | null = null;
  let loads = 0;
  const listeners = new Set<AudioPortListener>();
  const watchers = new Set<() => void>();
  const setStream = (next: TrackStream | null) => {
    stream = next;
    for (const watcher of watchers) watcher();
  };
  const applyVolume = () => inner.setVolume(Math.min(1, volume * gain));

  return {
    load(url) {
      const load = ++loads;
      const trackId = trackIdOfStreamUrl(url);
      setStream(null);
      gain = 1;
      if (trackId === null) {
        resolved = true;
        applyVolume();
        inner.load(url);
        pending = Promise.resolve();
        return;
      }
      resolved = false;
      waitingSeek = null;
      pending = resolve(trackId).then(
        (answer) => {
          // A newer load (the next track, pressed quickly) wins.
          if (load !== loads) return;
          resolved = true;
          gain = factorOf(answer.gainDb);
          applyVolume();
          setStream(answer);
          inner.load(answer.url);
          if (waitingSeek !== null) inner.seek(waitingSeek);
          waitingSeek = null;
        },
        () => {
          if (load !== loads) return;
          for (const listener of listeners) listener({ type: "error" });
          throw new Error("The track's stream could not be had.");
        },
      );
    },
    // Play waits for the stream's address: the element has nothing to play before it.
    play: () => (resolved ? inner.play() : pending.then(() => inner.play())),
    pause: () => inner.pause(),
    seek: (seconds) => {
      if (resolved) inner.seek(seconds);
      else waitingSeek = seconds;
    },
    setVolume(next) {
      volume = next;
      applyVolume();
    },
    setMuted: (muted) => inner.setMuted?.(muted),
    subscribe(listener) {
      listeners.add(listener);
      const stop = inner.subscribe(listener);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    current: () => stream,
    onStreamChange(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
