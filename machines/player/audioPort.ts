/**
 * The audio output the player machine drives, as a port: the machine is tested with a fake and
 * runs with an HTMLAudioElement in the browser (`htmlAudioPort`).
 */

/** What the audio output reports, named after the HTMLMediaElement events they come from. */
export type AudioPortEvent =
  /** The duration is known (seconds; NaN or Infinity for media without one). */
  | { readonly type: "loadedmetadata"; readonly duration: number }
  | { readonly type: "timeupdate"; readonly currentTime: number }
  | { readonly type: "ended" }
  /** Loading or streaming failed. */
  | { readonly type: "error" }
  /** Playback started or resumed. */
  | { readonly type: "playing" }
  /** Playback paused (by the page, the system, or at the end of the track). */
  | { readonly type: "pause" }
  /** Playback stalled for want of data (buffering). */
  | { readonly type: "waiting" };

export type AudioPortListener = (event: AudioPortEvent) => void;

export interface AudioPort {
  /** Replaces the source with `url` and starts loading it from the beginning. */
  load(url: string): void;
  /** Starts or resumes playback; settles when playback starts or fails (HTMLMediaElement.play). */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  /** 0..1. */
  setVolume(volume: number): void;
  /** Where volume cannot be set (iOS Safari ignores it), muting is the only way to silence the output. */
  setMuted?(muted: boolean): void;
  /** Calls `listener` with every event until the returned teardown is called. */
  subscribe(listener: AudioPortListener): () => void;
}

/** The part of HTMLAudioElement that `htmlAudioPort` uses, so tests can pass a plain object. */
export interface AudioElementLike {
  src: string;
  currentTime: number;
  volume: number;
  muted: boolean;
  readonly duration: number;
  load(): void;
  play(): Promise<void> | undefined;
  pause(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

const ELEMENT_EVENTS = ["loadedmetadata", "timeupdate", "ended", "error", "playing", "pause", "waiting"] as const;

/**
 * The browser adapter: an `AudioPort` over an `<audio>` element (or `new Audio()`).
 *
 * @example
 * const audio = htmlAudioPort(new Audio());
 * const player = createActor(playerMachine, { input: { audio, mediaSession: browserMediaSession(navigator) } }).start();
 */
export function htmlAudioPort(audio: AudioElementLike): AudioPort {
  return {
    load(url) {
      audio.src = url;
      // Setting the same src again (a retry after an error) is not guaranteed to reload; load() is.
      audio.load();
    },
    // Old browsers return undefined from play().
    play: () => Promise.resolve(audio.play()),
    pause: () => audio.pause(),
    seek(seconds) {
      audio.currentTime = seconds;
    },
    setVolume(volume) {
      audio.volume = volume;
    },
    setMuted(muted) {
      audio.muted = muted;
    },
    subscribe(listener) {
      const handlers = ELEMENT_EVENTS.map((type) => {
        const handler = (): void => {
          if (type === "loadedmetadata") listener({ type, duration: audio.duration });
          else if (type === "timeupdate") listener({ type, currentTime: audio.currentTime });
          else listener({ type });
        };
        audio.addEventListener(type, handler);
        return [type, handler] as const;
      });
      return () => {
        for (const [type, handler] of handlers) audio.removeEventListener(type, handler);
      };
    },
  };
}

/**
 * No audio output, for where there is no `Audio` (the server render): nothing loads and every
 * `play()` is rejected, so a player on it ends in 'Failed to play audio' rather than pretending.
 */
export const NO_AUDIO: AudioPort = {
  load: () => {},
  play: () => Promise.reject(new Error("No audio output")),
  pause: () => {},
  seek: () => {},
  setVolume: () => {},
  subscribe: () => () => {},
};
