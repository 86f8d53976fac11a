/**
 * The persistent audio player (SPEC §2 Audio player, §4 Audio player states, §5 Player, §8 Player
 * bar, §9 seek step): idle, loading, playing, paused, error, over a queue of tracks, with the
 * bar's expanded or collapsed flag. The effects are injected as ports in the input: the audio
 * output (`AudioPort`, an HTMLAudioElement in the browser) and, optionally, the operating system's
 * media controls (`MediaSessionPort`). The machine subscribes to both while it runs and tears the
 * subscriptions down when it stops.
 *
 * Transitions follow the audio element, not the fan's intent alone: `loading` asks the element to
 * play and leaves when it plays (or fails); `playing` and `paused` also follow the element's own
 * `pause` and `playing` events (the system's controls, the end of a track).
 *
 * @example
 * // In React (site/): one actor for the whole site, so playback survives navigation.
 * const player = useActorRef(playerMachine, {
 *   input: { audio: htmlAudioPort(new Audio()), mediaSession: browserMediaSession(navigator) },
 * });
 * const track = useSelector(player, selectCurrentTrack);
 * player.send({ type: "player.playQueue", tracks, startIndex: 2 });
 */
import { assertEvent, assign, fromCallback, fromPromise, type SnapshotFrom, setup } from "xstate";
import type { Track } from "../../schema/entities/catalogue";
import type { AudioPort, AudioPortEvent } from "./audioPort";
import type { MediaSessionPort } from "./mediaSession";
import {
  canSkip,
  changeVolume,
  clampSeek,
  isAbortError,
  isMuted,
  mediaSeconds,
  mute,
  nextIndex,
  PLAYER_ERRORS,
  type PlayerError,
  previousIndex,
  SEEK_STEP_SECONDS,
  startIndexWithin,
  toggleMute,
  trackMetadata,
  unmute,
} from "./playerRules";
import { currentTrackOf, PLAYER_START } from "./playerStart";

export {
  type AudioElementLike,
  type AudioPort,
  type AudioPortEvent,
  type AudioPortListener,
  htmlAudioPort,
  NO_AUDIO,
} from "./audioPort";
export {
  browserMediaSession,
  MEDIA_SESSION_ACTIONS,
  type MediaSessionActionDetails,
  type MediaSessionActionName,
  type MediaSessionHandlers,
  type MediaSessionLike,
  type MediaSessionPort,
  NO_MEDIA_SESSION,
} from "./mediaSession";
export { PLAYER_ERRORS, type PlayerError, SEEK_STEP_SECONDS, type TrackMetadata, trackMetadata, UNKNOWN_ARTIST } from "./playerRules";

export interface PlayerInput {
  readonly audio: AudioPort;
  readonly mediaSession?: MediaSessionPort;
}

export interface PlayerContext {
  readonly queue: readonly Track[];
  /** The current track's place in the queue; -1 before anything was played. */
  readonly currentIndex: number;
  /** Seconds into the current track. */
  readonly currentTime: number;
  /** The current track's length in seconds; 0 until its metadata loads. */
  readonly duration: number;
  /** 0..1; 0 is muted. */
  readonly volume: number;
  /** What unmute restores: the last volume above 0. */
  readonly volumeBeforeMute: number;
  /** SPEC §8; set exactly while the player is in the `error` state. */
  readonly error: PlayerError | null;
  /** The bar's full width (true) or the small floating card (false). */
  readonly expanded: boolean;
  readonly audio: AudioPort;
  readonly mediaSession: MediaSessionPort | null;
}

/** What the audio port reports, as the machine's events. */
export type PlayerAudioEvent =
  | { type: "player.audio.loadedmetadata"; duration: number }
  | { type: "player.audio.timeupdate"; currentTime: number }
  | { type: "player.audio.ended" }
  | { type: "player.audio.error" }
  | { type: "player.audio.playing" }
  | { type: "player.audio.pause" }
  | { type: "player.audio.waiting" };

export type PlayerEvent =
  /** Replaces the queue and plays it from `startIndex` (clamped into the queue). An empty queue is ignored. */
  | { type: "player.playQueue"; tracks: readonly Track[]; startIndex: number }
  /** Replaces the queue with this one track and plays it. */
  | { type: "player.playTrack"; track: Track }
  /** The play/pause button: pauses while playing; plays (or retries after an error) otherwise; ignored while loading. */
  | { type: "player.toggle" }
  /** Plays unless already playing or loading (the Media Session's play). */
  | { type: "player.play" }
  /** Pauses while playing or loading (the Media Session's pause). */
  | { type: "player.pause" }
  | { type: "player.next" }
  | { type: "player.previous" }
  /** Seeks to `seconds`, clamped to 0..duration. */
  | { type: "player.seekTo"; seconds: number }
  /** Seeks by `seconds` from the current time (the UI sends ±SEEK_STEP_SECONDS), clamped to 0..duration. */
  | { type: "player.seekBy"; seconds: number }
  /** Sets the volume, clamped to 0..1. */
  | { type: "player.setVolume"; volume: number }
  | { type: "player.mute" }
  | { type: "player.unmute" }
  | { type: "player.toggleMute" }
  | { type: "player.collapse" }
  | { type: "player.expand" }
  | PlayerAudioEvent;

/** The state names, for `selectStatus`. */
export type PlayerStatus = "idle" | "loading" | "playing" | "paused" | "error";

function audioEvent(event: AudioPortEvent): PlayerAudioEvent {
  switch (event.type) {
    case "loadedmetadata":
      return { type: "player.audio.loadedmetadata", duration: event.duration };
    case "timeupdate":
      return { type: "player.audio.timeupdate", currentTime: event.currentTime };
    default:
      return { type: `player.audio.${event.type}` };
  }
}

/**
 * Listens to the audio port and takes the Media Session's actions as events, for as long as the
 * player runs; its teardown unsubscribes, unregisters the actions and clears the session's track.
 */
const connect = fromCallback<PlayerEvent, { audio: AudioPort; mediaSession: MediaSessionPort | null }>(({ input, sendBack }) => {
  const send: (event: PlayerEvent) => void = sendBack;
  const unsubscribe = input.audio.subscribe((event) => send(audioEvent(event)));
  const { mediaSession } = input;
  const unregister =
    mediaSession?.setActionHandlers({
      play: () => send({ type: "player.play" }),
      pause: () => send({ type: "player.pause" }),
      previoustrack: () => send({ type: "player.previous" }),
      nexttrack: () => send({ type: "player.next" }),
      seekbackward: (details) => send({ type: "player.seekBy", seconds: -(details.seekOffset ?? SEEK_STEP_SECONDS) }),
      seekforward: (details) => send({ type: "player.seekBy", seconds: details.seekOffset ?? SEEK_STEP_SECONDS }),
      seekto: (details) => {
        if (details.seekTime !== undefined) send({ type: "player.seekTo", seconds: details.seekTime });
      },
    }) ?? (() => {});
  return () => {
    unsubscribe();
    unregister();
    mediaSession?.setMetadata(null);
  };
});

/** Starts the current track from its beginning: position and error reset, source loaded, shown in the media controls. */
const START_TRACK = ["resetTrack", "loadAudio"] as const;

/** SPEC §4: a track that ends stops and rewinds, then the next one plays (wrapping to the first); a lone track just stays rewound. */
const ON_ENDED = [
  { guard: "canSkip", target: "loading", actions: ["goNext", ...START_TRACK] },
  { target: "paused", actions: ["rewind", "seekAudio"] },
] as const;

const ON_AUDIO_ERROR = { target: "error", actions: { type: "setError", params: { error: PLAYER_ERRORS.load } } } as const;

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
  },
  actors: {
    connect,
    /** Asks the audio to play; settles when it plays or is refused. */
    playAudio: fromPromise<void, AudioPort>(({ input }) => input.play()),
  },
  actions: {
    replaceQueue: assign(({ event }) => {
      assertEvent(event, ["player.playQueue", "player.playTrack"]);
      const queue = event.type === "player.playTrack" ? [event.track] : [...event.tracks];
      const currentIndex = event.type === "player.playTrack" ? 0 : startIndexWithin(event.startIndex, queue.length);
      return { queue, currentIndex };
    }),
    goNext: assign({ currentIndex: ({ context }) => nextIndex(context.currentIndex, context.queue.length) }),
    goPrevious: assign({ currentIndex: ({ context }) => previousIndex(context.currentIndex, context.queue.length) }),
    resetTrack: assign({ currentTime: 0, duration: 0, error: null }),
    loadAudio: ({ context }) => {
      const track = currentTrackOf(context);
      if (!track) return;
      context.audio.load(track.url);
      context.mediaSession?.setMetadata(trackMetadata(track));
    },
    pauseAudio: ({ context }) => context.audio.pause(),
    seek: assign({
      currentTime: ({ context, event }) => {
        assertEvent(event, ["player.seekTo", "player.seekBy"]);
        const target = event.type === "player.seekTo" ? event.seconds : context.currentTime + event.seconds;
        return clampSeek(target, context.duration);
      },
    }),
    rewind: assign({ currentTime: 0 }),
    /** Moves the audio to the context's current time. */
    seekAudio: ({ context }) => context.audio.seek(context.currentTime),
    setTime: assign({
      currentTime: ({ event }) => {
        assertEvent(event, "player.audio.timeupdate");
        return mediaSeconds(event.currentTime);
      },
    }),
    /** SPEC §8: metadata loading clears either message. */
    setDuration: assign(({ event }) => {
      assertEvent(event, "player.audio.loadedmetadata");
      return { duration: mediaSeconds(event.duration), error: null };
    }),
    setError: assign((_, params: { error: PlayerError }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    setVolume: assign(({ context, event }) => {
      assertEvent(event, "player.setVolume");
      return changeVolume(context, event.volume);
    }),
    mute: assign(({ context }) => mute(context)),
    unmute: assign(({ context }) => unmute(context)),
    toggleMute: assign(({ context }) => toggleMute(context)),
    /** Sets the audio's volume, and mutes it at 0 too (iOS Safari ignores the volume but honours mute). */
    applyVolume: ({ context }) => {
      context.audio.setVolume(context.volume);
      context.audio.setMuted?.(isMuted(context.volume));
    },
  },
  guards: {
    hasTrack: ({ context }) => currentTrackOf(context) !== null,
    canSkip: ({ context }) => canSkip(context.queue.length),
    isPlayableRequest: ({ event }) => event.type === "player.playTrack" || (event.type === "player.playQueue" && event.tracks.length > 0),
    canSeek: ({ context, event }) =>
      currentTrackOf(context) !== null &&
      (event.type === "player.seekTo" || event.type === "player.seekBy") &&
      Number.isFinite(event.seconds),
    isVolume: ({ event }) => event.type === "player.setVolume" && !Number.isNaN(event.volume),
    loadFailed: ({ context }) => context.error === PLAYER_ERRORS.load,
  },
}).createMachine({
  id: "player",
  initial: "idle",
  context: ({ input }) => ({
    ...PLAYER_START,
    audio: input.audio,
    mediaSession: input.mediaSession ?? null,
  }),
  invoke: { src: "connect", input: ({ context }) => ({ audio: context.audio, mediaSession: context.mediaSession }) },
  // N.B. A root transition to ".loading" exits and re-enters `loading` when already there, so the
  // play request restarts for the new source.
  on: {
    "player.playQueue": { guard: "isPlayableRequest", target: ".loading", actions: ["replaceQueue", ...START_TRACK] },
    "player.playTrack": { guard: "isPlayableRequest", target: ".loading", actions: ["replaceQueue", ...START_TRACK] },
    "player.next": { guard: "canSkip", target: ".loading", actions: ["goNext", ...START_TRACK] },
    "player.previous": { guard: "canSkip", target: ".loading", actions: ["goPrevious", ...START_TRACK] },
    "player.seekTo": { guard: "canSeek", actions: ["seek", "seekAudio"] },
    "player.seekBy": { guard: "canSeek", actions: ["seek", "seekAudio"] },
    "player.setVolume": { guard: "isVolume", actions: ["setVolume", "applyVolume"] },
    "player.mute": { actions: ["mute", "applyVolume"] },
    "player.unmute": { actions: ["unmute", "applyVolume"] },
    "player.toggleMute": { actions: ["toggleMute", "applyVolume"] },
    "player.collapse": { actions: assign({ expanded: false }) },
    "player.expand": { actions: assign({ expanded: true }) },
    "player.audio.timeupdate": { guard: "hasTrack", actions: "setTime" },
    "player.audio.loadedmetadata": { guard: "hasTrack", actions: "setDuration" },
  },
  states: {
    /** Nothing queued yet: only a queue or a track can start the player. */
    idle: {},
    /**
     * A source is loading or playback is stalled: the audio has been asked to play. Play/pause is
     * disabled (SPEC §5); the system's pause is still honoured.
     */
    loading: {
      invoke: {
        src: "playAudio",
        input: ({ context }) => context.audio,
        onDone: { target: "playing" },
        onError: [
          // Interrupted by a pause (the system's controls): not a failure.
          { guard: ({ event }) => isAbortError(event.error), target: "paused" },
          { target: "error", actions: { type: "setError", params: { error: PLAYER_ERRORS.play } } },
        ],
      },
      on: {
        "player.pause": { target: "paused", actions: "pauseAudio" },
        "player.audio.playing": { target: "playing" },
        "player.audio.error": ON_AUDIO_ERROR,
        // N.B. The element's own `pause` is ignored here: some browsers report one for the source
        // being replaced, after the new one was asked to play. A real pause rejects the play request.
      },
    },
    playing: {
      on: {
        "player.toggle": { target: "paused", actions: "pauseAudio" },
        "player.pause": { target: "paused", actions: "pauseAudio" },
        "player.audio.pause": { target: "paused" },
        "player.audio.waiting": { target: "loading" },
        "player.audio.ended": ON_ENDED,
        "player.audio.error": ON_AUDIO_ERROR,
      },
    },
    paused: {
      on: {
        "player.toggle": { target: "loading" },
        "player.play": { target: "loading" },
        "player.audio.playing": { target: "playing" },
        // The element reports `pause` just before `ended`, so a track usually ends here.
        "player.audio.ended": ON_ENDED,
        "player.audio.error": ON_AUDIO_ERROR,
      },
    },
    /** SPEC §8: the bar shows the message. Playing again retries: a failed load reloads the source. */
    error: {
      on: {
        "player.toggle": [
          { guard: "loadFailed", target: "loading", actions: START_TRACK },
          { target: "loading", actions: "clearError" },
        ],
        "player.play": [
          { guard: "loadFailed", target: "loading", actions: START_TRACK },
          { target: "loading", actions: "clearError" },
        ],
        "player.audio.playing": { target: "playing", actions: "clearError" },
        // SPEC §8: metadata loading clears the message; the audio is not playing, so: paused.
        "player.audio.loadedmetadata": { target: "paused", actions: "setDuration" },
      },
    },
  },
});

export type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;
