import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Track } from "../../schema/entities/catalogue";
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanPlay,
  selectCurrentTime,
  selectDuration,
  selectError,
  selectExpanded,
  selectIsLoading,
  selectMuted,
  selectVolume,
} from "./playerBarSelectors";
import {
  type AudioPort,
  type AudioPortEvent,
  type AudioPortListener,
  type MediaSessionActionDetails,
  type MediaSessionActionName,
  type MediaSessionHandlers,
  type MediaSessionPort,
  PLAYER_ERRORS,
  type PlayerEvent,
  type PlayerInput,
  type PlayerStatus,
  playerMachine,
  SEEK_STEP_SECONDS,
  type TrackMetadata,
} from "./playerMachine";
import { selectCurrentTrack, selectIsPlaying, selectQueue, selectStatus } from "./playerSelectors";

const track = (n: number, overrides: Partial<Track> = {}): Track => ({
  id: `t${n}`,
  title: `Track ${n}`,
  artist: "The Band",
  coverImage: `/covers/${n}.jpg`,
  url: `/audio/${n}.mp3`,
  productId: "p1",
  ...overrides,
});
const t1 = track(1);
const t2 = track(2);
const t3 = track(3);
const album = [t1, t2, t3];

/** Lets settled play() promises reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An audio port that records calls, lets the test fire its events and settle each play(). */
function fakeAudio() {
  const calls: string[] = [];
  const listeners = new Set<AudioPortListener>();
  const plays: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let subscriptions = 0;
  const port: AudioPort = {
    load: (url) => {
      calls.push(`load ${url}`);
    },
    play: () => {
      calls.push("play");
      return new Promise<void>((resolve, reject) => {
        plays.push({ resolve, reject });
      });
    },
    pause: () => {
      calls.push("pause");
    },
    seek: (seconds) => {
      calls.push(`seek ${seconds}`);
    },
    setVolume: (volume) => {
      calls.push(`volume ${volume}`);
    },
    setMuted: (muted) => {
      calls.push(`muted ${muted}`);
    },
    subscribe: (listener) => {
      subscriptions += 1;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const lastPlay = () => {
    const play = plays.at(-1);
    if (!play) throw new Error("play() was never called");
    return play;
  };
  return {
    port,
    calls,
    plays,
    fire: (event: AudioPortEvent) => {
      for (const listener of [...listeners]) listener(event);
    },
    /** Resolves the latest play() and lets the machine hear it. */
    resolvePlay: async () => {
      lastPlay().resolve();
      await flush();
    },
    /** Rejects the latest play() and lets the machine hear it. */
    rejectPlay: async (error: unknown = new DOMException("play() failed because the user didn't interact", "NotAllowedError")) => {
      lastPlay().reject(error);
      await flush();
    },
    get listeners() {
      return listeners.size;
    },
    get subscriptions() {
      return subscriptions;
    },
  };
}

/** A Media Session port that records metadata and lets the test press the system's controls. */
function fakeMediaSession() {
  const metadata: (TrackMetadata | null)[] = [];
  let handlers: MediaSessionHandlers | null = null;
  let teardowns = 0;
  const port: MediaSessionPort = {
    setMetadata: (value) => {
      metadata.push(value);
    },
    setActionHandlers: (value) => {
      handlers = value;
      return () => {
        handlers = null;
        teardowns += 1;
      };
    },
  };
  return {
    port,
    metadata,
    press: (action: MediaSessionActionName, details: MediaSessionActionDetails = {}) => {
      if (!handlers) throw new Error("no Media Session handlers registered");
      handlers[action](details);
    },
    get registered() {
      return handlers !== null;
    },
    get teardowns() {
      return teardowns;
    },
  };
}

function start(input: Partial<PlayerInput> = {}) {
  const audio = fakeAudio();
  const session = fakeMediaSession();
  const actor = createActor(playerMachine, { input: { audio: audio.port, mediaSession: session.port, ...input } }).start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    audio,
    session,
    snapshot,
    status: () => selectStatus(snapshot()),
    context: () => snapshot().context,
    send: (event: PlayerEvent) => actor.send(event),
  };
}

/** A player playing `tracks` from `startIndex`, with its metadata loaded (duration 200 s), and the calls so far forgotten. */
async function playing(tracks: readonly Track[] = album, startIndex = 0, duration = 200) {
  const player = start();
  player.send({ type: "player.playQueue", tracks, startIndex });
  player.audio.fire({ type: "loadedmetadata", duration });
  await player.audio.resolvePlay();
  expect(player.status()).toBe("playing");
  player.audio.calls.length = 0;
  return player;
}

/** Drives a fresh player (queue of three, on the first track) into `status`; `error` is a refused play(). */
async function reach(status: PlayerStatus) {
  if (status === "idle") return start();
  if (status === "loading") {
    const player = start();
    player.send({ type: "player.playQueue", tracks: album, startIndex: 0 });
    player.audio.calls.length = 0;
    return player;
  }
  const player = await playing();
  if (status === "paused") player.send({ type: "player.toggle" });
  if (status === "error") {
    player.send({ type: "player.toggle" });
    player.send({ type: "player.toggle" });
    await player.audio.rejectPlay();
  }
  expect(player.status()).toBe(status);
  player.audio.calls.length = 0;
  return player;
}

describe("player: start", () => {
  it("starts idle with an empty queue, volume 1, no error and the bar expanded", () => {
    const { snapshot, context } = start();
    expect(selectStatus(snapshot())).toBe("idle");
    expect(context()).toMatchObject({
      queue: [],
      currentIndex: -1,
      currentTime: 0,
      duration: 0,
      volume: 1,
      volumeBeforeMute: 1,
      error: null,
      expanded: true,
    });
    expect(selectCurrentTrack(snapshot())).toBeNull();
    expect(selectQueue(snapshot())).toEqual([]);
    expect(selectIsPlaying(snapshot())).toBe(false);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectCanPlay(snapshot())).toBe(false);
    expect(selectCanGoNext(snapshot())).toBe(false);
    expect(selectCanGoPrevious(snapshot())).toBe(false);
    expect(selectCurrentTime(snapshot())).toBe(0);
    expect(selectDuration(snapshot())).toBe(0);
    expect(selectVolume(snapshot())).toBe(1);
    expect(selectMuted(snapshot())).toBe(false);
    expect(selectError(snapshot())).toBeNull();
    expect(selectExpanded(snapshot())).toBe(true);
  });

  it("subscribes to the audio and the Media Session when the actor starts, not when it is created", () => {
    const audio = fakeAudio();
    const session = fakeMediaSession();
    const actor = createActor(playerMachine, { input: { audio: audio.port, mediaSession: session.port } });
    expect(audio.listeners).toBe(0);
    expect(session.registered).toBe(false);
    actor.start();
    expect(audio.listeners).toBe(1);
    expect(session.registered).toBe(true);
  });

  it("touches nothing of the audio until asked", () => {
    const { audio } = start();
    expect(audio.calls).toEqual([]);
  });

  it("works without a Media Session", async () => {
    const audio = fakeAudio();
    const actor = createActor(playerMachine, { input: { audio: audio.port } }).start();
    actor.send({ type: "player.playTrack", track: t1 });
    await audio.resolvePlay();
    expect(actor.getSnapshot().value).toBe("playing");
    actor.stop();
    expect(audio.listeners).toBe(0);
  });
});

describe("player: every state and event", () => {
  // Each row: an event and the state it leads to from each state (the player holds three tracks,
  // and `error` is a refused play()). Audio events are fired through the port, not sent.
  type Row = [string, PlayerEvent | { audio: AudioPortEvent }, Record<PlayerStatus, PlayerStatus>];
  const stays = { idle: "idle", loading: "loading", playing: "playing", paused: "paused", error: "error" } as const;
  const rows: Row[] = [
    ["toggle", { type: "player.toggle" }, { idle: "idle", loading: "loading", playing: "paused", paused: "loading", error: "loading" }],
    ["play", { type: "player.play" }, { idle: "idle", loading: "loading", playing: "playing", paused: "loading", error: "loading" }],
    ["pause", { type: "player.pause" }, { idle: "idle", loading: "paused", playing: "paused", paused: "paused", error: "error" }],
    ["next", { type: "player.next" }, { idle: "idle", loading: "loading", playing: "loading", paused: "loading", error: "loading" }],
    [
      "previous",
      { type: "player.previous" },
      { idle: "idle", loading: "loading", playing: "loading", paused: "loading", error: "loading" },
    ],
    [
      "playQueue",
      { type: "player.playQueue", tracks: [t2, t3], startIndex: 1 },
      { idle: "loading", loading: "loading", playing: "loading", paused: "loading", error: "loading" },
    ],
    [
      "playTrack",
      { type: "player.playTrack", track: t2 },
      { idle: "loading", loading: "loading", playing: "loading", paused: "loading", error: "loading" },
    ],
    ["seekTo", { type: "player.seekTo", seconds: 30 }, stays],
    ["seekBy", { type: "player.seekBy", seconds: SEEK_STEP_SECONDS }, stays],
    ["setVolume", { type: "player.setVolume", volume: 0.5 }, stays],
    ["mute", { type: "player.mute" }, stays],
    ["unmute", { type: "player.unmute" }, stays],
    ["toggleMute", { type: "player.toggleMute" }, stays],
    ["collapse", { type: "player.collapse" }, stays],
    ["expand", { type: "player.expand" }, stays],
    [
      "audio loadedmetadata",
      { audio: { type: "loadedmetadata", duration: 180 } },
      { idle: "idle", loading: "loading", playing: "playing", paused: "paused", error: "paused" },
    ],
    ["audio timeupdate", { audio: { type: "timeupdate", currentTime: 5 } }, stays],
    [
      "audio ended",
      { audio: { type: "ended" } },
      { idle: "idle", loading: "loading", playing: "loading", paused: "loading", error: "error" },
    ],
    ["audio error", { audio: { type: "error" } }, { idle: "idle", loading: "error", playing: "error", paused: "error", error: "error" }],
    [
      "audio playing",
      { audio: { type: "playing" } },
      { idle: "idle", loading: "playing", playing: "playing", paused: "playing", error: "playing" },
    ],
    [
      "audio pause",
      { audio: { type: "pause" } },
      { idle: "idle", loading: "loading", playing: "paused", paused: "paused", error: "error" },
    ],
    [
      "audio waiting",
      { audio: { type: "waiting" } },
      { idle: "idle", loading: "loading", playing: "loading", paused: "paused", error: "error" },
    ],
  ];
  const statuses: PlayerStatus[] = ["idle", "loading", "playing", "paused", "error"];
  const cases = rows.flatMap(([name, event, to]) => statuses.map((from) => [from, name, event, to[from]] as const));

  it.each(cases)("%s + %s", async (from, _name, event, to) => {
    const player = await reach(from);
    if ("audio" in event) player.audio.fire(event.audio);
    else player.send(event);
    await flush();
    expect(player.status()).toBe(to);
    // The message is there exactly while the player is in `error`.
    expect(player.context().error !== null).toBe(to === "error");
  });
});

describe("player: playing a queue or a track", () => {
  it("loads the start track, asks the audio to play, and is loading meanwhile", () => {
    const { send, audio, snapshot, context } = start();
    send({ type: "player.playQueue", tracks: album, startIndex: 1 });
    expect(selectStatus(snapshot())).toBe("loading");
    expect(context().queue).toEqual(album);
    expect(context().currentIndex).toBe(1);
    expect(selectCurrentTrack(snapshot())).toEqual(t2);
    expect(audio.calls).toEqual(["load /audio/2.mp3", "play"]);
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectIsPlaying(snapshot())).toBe(false);
  });

  it("plays when play() resolves", async () => {
    const { send, audio, snapshot } = start();
    send({ type: "player.playQueue", tracks: album, startIndex: 0 });
    await audio.resolvePlay();
    expect(selectIsPlaying(snapshot())).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectCanPlay(snapshot())).toBe(true);
  });

  it("plays when the audio reports playing first; the late resolution changes nothing", async () => {
    const { send, audio, status } = start();
    send({ type: "player.playQueue", tracks: album, startIndex: 0 });
    audio.fire({ type: "playing" });
    expect(status()).toBe("playing");
    send({ type: "player.toggle" });
    await audio.resolvePlay();
    expect(status()).toBe("paused");
  });

  it("clamps the start index into the queue", () => {
    const { send, context } = start();
    const cases: [number, number][] = [
      [99, 2],
      [-3, 0],
      [1.7, 1],
      [Number.NaN, 0],
    ];
    for (const [startIndex, expected] of cases) {
      send({ type: "player.playQueue", tracks: album, startIndex });
      expect(context().currentIndex).toBe(expected);
    }
  });

  it("ignores an empty queue", () => {
    const { send, audio, status } = start();
    send({ type: "player.playQueue", tracks: [], startIndex: 0 });
    expect(status()).toBe("idle");
    expect(audio.calls).toEqual([]);
  });

  it("plays a single track as a queue of one", () => {
    const { send, audio, context, snapshot } = start();
    send({ type: "player.playTrack", track: t3 });
    expect(context().queue).toEqual([t3]);
    expect(selectCurrentTrack(snapshot())).toEqual(t3);
    expect(audio.calls).toEqual(["load /audio/3.mp3", "play"]);
  });

  it("replaces what was playing: new queue, time and duration reset, a fresh play request", async () => {
    const player = await playing();
    player.audio.fire({ type: "timeupdate", currentTime: 50 });
    player.send({ type: "player.playQueue", tracks: [t3, t2], startIndex: 0 });
    expect(player.context()).toMatchObject({ queue: [t3, t2], currentIndex: 0, currentTime: 0, duration: 0 });
    expect(player.audio.calls).toEqual(["load /audio/3.mp3", "play"]);
    expect(player.status()).toBe("loading");
  });

  it("keeps the request a queue was given from being changed afterwards", () => {
    const { send, context } = start();
    const tracks = [t1, t2];
    send({ type: "player.playQueue", tracks, startIndex: 0 });
    tracks.push(t3);
    expect(context().queue).toEqual([t1, t2]);
  });

  it("sets the duration when the metadata loads, reading NaN and Infinity as 0", () => {
    const { send, audio, context, status } = start();
    send({ type: "player.playTrack", track: t1 });
    audio.fire({ type: "loadedmetadata", duration: 187.4 });
    expect(context().duration).toBe(187.4);
    expect(status()).toBe("loading");
    audio.fire({ type: "loadedmetadata", duration: Number.POSITIVE_INFINITY });
    expect(context().duration).toBe(0);
  });

  it("follows the time the audio reports", async () => {
    const player = await playing();
    player.audio.fire({ type: "timeupdate", currentTime: 33.3 });
    expect(selectCurrentTime(player.snapshot())).toBe(33.3);
    player.audio.fire({ type: "timeupdate", currentTime: Number.NaN });
    expect(selectCurrentTime(player.snapshot())).toBe(0);
  });

  it("lets the injected play effect be swapped with .provide()", async () => {
    const audio = fakeAudio();
    const refusing = playerMachine.provide({ actors: { playAudio: fromPromise(() => Promise.reject(new Error("denied"))) } });
    const actor = createActor(refusing, { input: { audio: audio.port } }).start();
    actor.send({ type: "player.playTrack", track: t1 });
    await flush();
    expect(actor.getSnapshot().value).toBe("error");
    expect(audio.calls).toEqual(["load /audio/1.mp3"]);
  });
});

describe("player: play disabled while loading", () => {
  it("ignores toggle and play while loading, and says it cannot play", () => {
    const { send, audio, snapshot } = start();
    send({ type: "player.playQueue", tracks: album, startIndex: 0 });
    audio.calls.length = 0;
    send({ type: "player.toggle" });
    send({ type: "player.play" });
    expect(selectStatus(snapshot())).toBe("loading");
    expect(audio.calls).toEqual([]);
    expect(selectCanPlay(snapshot())).toBe(false);
  });

  it("ignores the audio's own pause, ended and waiting while loading (a replaced source may report them)", async () => {
    const player = await reach("loading");
    for (const type of ["pause", "ended", "waiting"] as const) player.audio.fire({ type });
    expect(player.status()).toBe("loading");
    expect(player.audio.calls).toEqual([]);
  });

  it("honours an explicit pause while loading (the system's controls)", async () => {
    const player = await reach("loading");
    player.send({ type: "player.pause" });
    expect(player.status()).toBe("paused");
    expect(player.audio.calls).toEqual(["pause"]);
  });

  it("goes to paused without a message when the play request is interrupted (AbortError)", async () => {
    const player = await reach("loading");
    await player.audio.rejectPlay(new DOMException("The play() request was interrupted by a call to pause().", "AbortError"));
    expect(player.status()).toBe("paused");
    expect(selectError(player.snapshot())).toBeNull();
  });

  it("restarts the play request when another track is chosen while loading; the old request's answer is ignored", async () => {
    const player = await reach("loading");
    player.send({ type: "player.next" });
    expect(player.audio.calls).toEqual(["load /audio/2.mp3", "play"]);
    expect(player.audio.plays).toHaveLength(2);
    player.audio.plays[0]?.reject(new DOMException("The play() request was interrupted by a new load request.", "AbortError"));
    await flush();
    expect(player.status()).toBe("loading");
    await player.audio.resolvePlay();
    expect(player.status()).toBe("playing");
    expect(selectCurrentTrack(player.snapshot())).toEqual(t2);
  });
});

describe("player: play and pause", () => {
  it("pauses on toggle while playing", async () => {
    const player = await playing();
    player.send({ type: "player.toggle" });
    expect(player.status()).toBe("paused");
    expect(player.audio.calls).toEqual(["pause"]);
    expect(selectIsPlaying(player.snapshot())).toBe(false);
    expect(selectCanPlay(player.snapshot())).toBe(true);
  });

  it("resumes from where it was on toggle while paused: no reload, loading until the audio plays", async () => {
    const player = await playing();
    player.audio.fire({ type: "timeupdate", currentTime: 61 });
    player.send({ type: "player.toggle" });
    player.audio.calls.length = 0;
    player.send({ type: "player.toggle" });
    expect(player.status()).toBe("loading");
    expect(player.audio.calls).toEqual(["play"]);
    await player.audio.resolvePlay();
    expect(player.status()).toBe("playing");
    expect(player.context().currentTime).toBe(61);
  });

  it("ignores play while playing and pause while paused", async () => {
    const player = await playing();
    player.send({ type: "player.play" });
    expect(player.status()).toBe("playing");
    player.send({ type: "player.pause" });
    player.audio.calls.length = 0;
    player.send({ type: "player.pause" });
    expect(player.status()).toBe("paused");
    expect(player.audio.calls).toEqual([]);
  });

  it("follows the audio when something else pauses or resumes it", async () => {
    const player = await playing();
    player.audio.fire({ type: "pause" });
    expect(player.status()).toBe("paused");
    player.audio.fire({ type: "playing" });
    expect(player.status()).toBe("playing");
    expect(player.audio.calls).toEqual([]);
  });

  it("shows loading while the audio buffers, and plays again when it resumes", async () => {
    const player = await playing();
    player.audio.fire({ type: "waiting" });
    expect(selectIsLoading(player.snapshot())).toBe(true);
    expect(selectCanPlay(player.snapshot())).toBe(false);
    player.audio.fire({ type: "playing" });
    expect(selectIsPlaying(player.snapshot())).toBe(true);
  });
});

describe("player: errors (SPEC §8)", () => {
  it("says 'Failed to play audio' when play() is rejected", async () => {
    const player = await reach("loading");
    await player.audio.rejectPlay();
    expect(player.status()).toBe("error");
    expect(selectError(player.snapshot())).toBe("Failed to play audio");
    expect(selectIsPlaying(player.snapshot())).toBe(false);
    expect(selectCanPlay(player.snapshot())).toBe(true);
  });

  it("says 'Failed to load audio' when loading fails, and a later rejection of play() does not replace it", async () => {
    const player = await reach("loading");
    player.audio.fire({ type: "error" });
    expect(selectError(player.snapshot())).toBe(PLAYER_ERRORS.load);
    await player.audio.rejectPlay(new DOMException("The element has no supported sources.", "NotSupportedError"));
    expect(selectError(player.snapshot())).toBe("Failed to load audio");
  });

  it("says 'Failed to load audio' when streaming fails while playing or paused", async () => {
    const whilePlaying = await playing();
    whilePlaying.audio.fire({ type: "error" });
    expect(selectError(whilePlaying.snapshot())).toBe(PLAYER_ERRORS.load);
    const whilePaused = await reach("paused");
    whilePaused.audio.fire({ type: "error" });
    expect(selectError(whilePaused.snapshot())).toBe(PLAYER_ERRORS.load);
  });

  it("clears 'Failed to play audio' when the metadata loads, leaving the player paused with the duration", async () => {
    const player = start();
    player.send({ type: "player.playQueue", tracks: album, startIndex: 0 });
    await player.audio.rejectPlay();
    expect(selectError(player.snapshot())).toBe(PLAYER_ERRORS.play);
    player.audio.fire({ type: "loadedmetadata", duration: 95 });
    expect(selectError(player.snapshot())).toBeNull();
    expect(player.status()).toBe("paused");
    expect(selectDuration(player.snapshot())).toBe(95);
  });

  it("clears 'Failed to load audio' when the metadata loads", async () => {
    const player = await reach("loading");
    player.audio.fire({ type: "error" });
    player.audio.fire({ type: "loadedmetadata", duration: 120 });
    expect(selectError(player.snapshot())).toBeNull();
    expect(player.status()).toBe("paused");
  });

  it("retries a refused play without reloading, keeping the position", async () => {
    const player = await playing();
    player.audio.fire({ type: "timeupdate", currentTime: 40 });
    player.send({ type: "player.toggle" });
    player.send({ type: "player.toggle" });
    await player.audio.rejectPlay();
    player.audio.calls.length = 0;
    player.send({ type: "player.toggle" });
    expect(player.status()).toBe("loading");
    expect(player.audio.calls).toEqual(["play"]);
    expect(selectError(player.snapshot())).toBeNull();
    expect(player.context().currentTime).toBe(40);
    await player.audio.resolvePlay();
    expect(player.status()).toBe("playing");
  });

  it("retries a failed load by loading the source again", async () => {
    const player = await reach("loading");
    player.audio.fire({ type: "error" });
    player.send({ type: "player.play" });
    expect(player.status()).toBe("loading");
    expect(player.audio.calls).toEqual(["load /audio/1.mp3", "play"]);
    expect(selectError(player.snapshot())).toBeNull();
  });

  it("clears the message when the audio plays after all, or another track is chosen", async () => {
    const resumed = await reach("error");
    resumed.audio.fire({ type: "playing" });
    expect(resumed.status()).toBe("playing");
    expect(selectError(resumed.snapshot())).toBeNull();

    const skipped = await reach("error");
    skipped.send({ type: "player.next" });
    expect(skipped.status()).toBe("loading");
    expect(selectError(skipped.snapshot())).toBeNull();
    expect(skipped.audio.calls).toEqual(["load /audio/2.mp3", "play"]);
  });
});

describe("player: next and previous", () => {
  it("goes to the next track and wraps from the last to the first", async () => {
    const player = await playing(album, 1);
    player.send({ type: "player.next" });
    expect(selectCurrentTrack(player.snapshot())).toEqual(t3);
    player.send({ type: "player.next" });
    expect(selectCurrentTrack(player.snapshot())).toEqual(t1);
    expect(player.audio.calls).toEqual(["load /audio/3.mp3", "play", "load /audio/1.mp3", "play"]);
    expect(player.status()).toBe("loading");
  });

  it("goes to the previous track and wraps from the first to the last", async () => {
    const player = await playing(album, 1);
    player.send({ type: "player.previous" });
    expect(selectCurrentTrack(player.snapshot())).toEqual(t1);
    player.send({ type: "player.previous" });
    expect(selectCurrentTrack(player.snapshot())).toEqual(t3);
    expect(player.audio.calls).toEqual(["load /audio/1.mp3", "play", "load /audio/3.mp3", "play"]);
  });

  it("starts the new track from 0 with its duration unknown", async () => {
    const player = await playing();
    player.audio.fire({ type: "timeupdate", currentTime: 150 });
    player.send({ type: "player.next" });
    expect(player.context()).toMatchObject({ currentTime: 0, duration: 0 });
  });

  it("plays the next track when skipping while paused", async () => {
    const player = await reach("paused");
    player.send({ type: "player.next" });
    expect(player.audio.calls).toEqual(["load /audio/2.mp3", "play"]);
    await player.audio.resolvePlay();
    expect(player.status()).toBe("playing");
  });

  it("is enabled with two or more tracks", async () => {
    const player = await playing([t1, t2]);
    expect(selectCanGoNext(player.snapshot())).toBe(true);
    expect(selectCanGoPrevious(player.snapshot())).toBe(true);
  });

  it("is disabled with a single track: the events are ignored and the selectors say so", async () => {
    for (const status of ["playing", "paused"] as const) {
      const player = await playing([t1]);
      if (status === "paused") player.send({ type: "player.toggle" });
      player.audio.calls.length = 0;
      player.send({ type: "player.next" });
      player.send({ type: "player.previous" });
      expect(player.status()).toBe(status);
      expect(player.audio.calls).toEqual([]);
      expect(selectCurrentTrack(player.snapshot())).toEqual(t1);
      expect(selectCanGoNext(player.snapshot())).toBe(false);
      expect(selectCanGoPrevious(player.snapshot())).toBe(false);
    }
  });

  it("is disabled with nothing queued", () => {
    const { send, audio, status } = start();
    send({ type: "player.next" });
    send({ type: "player.previous" });
    expect(status()).toBe("idle");
    expect(audio.calls).toEqual([]);
  });
});

describe("player: a track that ends", () => {
  it("stops, resets its time and plays the next track (the audio reports pause, then ended)", async () => {
    const player = await playing(album, 0);
    player.audio.fire({ type: "timeupdate", currentTime: 200 });
    player.audio.fire({ type: "pause" });
    player.audio.fire({ type: "ended" });
    expect(player.status()).toBe("loading");
    expect(selectCurrentTrack(player.snapshot())).toEqual(t2);
    expect(player.context()).toMatchObject({ currentTime: 0, duration: 0 });
    expect(player.audio.calls).toEqual(["load /audio/2.mp3", "play"]);
    await player.audio.resolvePlay();
    expect(player.status()).toBe("playing");
  });

  it("wraps from the last track to the first", async () => {
    const player = await playing(album, 2);
    player.audio.fire({ type: "ended" });
    expect(selectCurrentTrack(player.snapshot())).toEqual(t1);
    expect(player.context().currentTime).toBe(0);
    expect(player.audio.calls).toEqual(["load /audio/1.mp3", "play"]);
  });

  it("plays a whole queue round and back to the start", async () => {
    const player = await playing(album, 0);
    const heard: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      player.audio.fire({ type: "pause" });
      player.audio.fire({ type: "ended" });
      await player.audio.resolvePlay();
      heard.push(selectCurrentTrack(player.snapshot())?.id ?? "none");
    }
    expect(heard).toEqual(["t2", "t3", "t1", "t2"]);
  });

  it("stops a lone track and rewinds it to 0, ready to play again", async () => {
    const player = await playing([t1]);
    player.audio.fire({ type: "timeupdate", currentTime: 200 });
    player.audio.fire({ type: "pause" });
    player.audio.fire({ type: "ended" });
    expect(player.status()).toBe("paused");
    expect(player.context().currentTime).toBe(0);
    expect(player.context().duration).toBe(200);
    expect(player.audio.calls).toEqual(["seek 0"]);
    player.send({ type: "player.toggle" });
    expect(player.audio.calls).toEqual(["seek 0", "play"]);
  });

  it("stops a lone track even when the audio reports no pause first", async () => {
    const player = await playing([t1]);
    player.audio.fire({ type: "ended" });
    expect(player.status()).toBe("paused");
    expect(player.context().currentTime).toBe(0);
  });
});

describe("player: seeking", () => {
  it("seeks to a time within the track", async () => {
    const player = await playing(album, 0, 200);
    player.send({ type: "player.seekTo", seconds: 73.5 });
    expect(selectCurrentTime(player.snapshot())).toBe(73.5);
    expect(player.audio.calls).toEqual(["seek 73.5"]);
  });

  it("clamps a seek to 0..duration", async () => {
    const player = await playing(album, 0, 200);
    player.send({ type: "player.seekTo", seconds: 500 });
    expect(selectCurrentTime(player.snapshot())).toBe(200);
    player.send({ type: "player.seekTo", seconds: -20 });
    expect(selectCurrentTime(player.snapshot())).toBe(0);
    expect(player.audio.calls).toEqual(["seek 200", "seek 0"]);
  });

  it("seeks by ±10 seconds from the current time, clamped at both ends", async () => {
    const player = await playing(album, 0, 200);
    player.audio.fire({ type: "timeupdate", currentTime: 50 });
    player.send({ type: "player.seekBy", seconds: SEEK_STEP_SECONDS });
    expect(selectCurrentTime(player.snapshot())).toBe(60);
    player.send({ type: "player.seekBy", seconds: -SEEK_STEP_SECONDS });
    player.send({ type: "player.seekBy", seconds: -SEEK_STEP_SECONDS });
    expect(selectCurrentTime(player.snapshot())).toBe(40);
    player.audio.fire({ type: "timeupdate", currentTime: 4 });
    player.send({ type: "player.seekBy", seconds: -SEEK_STEP_SECONDS });
    expect(selectCurrentTime(player.snapshot())).toBe(0);
    player.audio.fire({ type: "timeupdate", currentTime: 195 });
    player.send({ type: "player.seekBy", seconds: SEEK_STEP_SECONDS });
    expect(selectCurrentTime(player.snapshot())).toBe(200);
    expect(player.audio.calls).toEqual(["seek 60", "seek 50", "seek 40", "seek 0", "seek 200"]);
  });

  it("seeks while paused, and stays paused", async () => {
    const player = await reach("paused");
    player.send({ type: "player.seekTo", seconds: 12 });
    expect(player.status()).toBe("paused");
    expect(player.audio.calls).toEqual(["seek 12"]);
  });

  it("clamps to 0 while the duration is unknown", async () => {
    const player = await reach("loading");
    player.send({ type: "player.seekBy", seconds: SEEK_STEP_SECONDS });
    expect(selectCurrentTime(player.snapshot())).toBe(0);
  });

  it("ignores seeks that are not numbers, and seeks with nothing queued", async () => {
    const player = await playing();
    player.send({ type: "player.seekTo", seconds: Number.NaN });
    player.send({ type: "player.seekBy", seconds: Number.POSITIVE_INFINITY });
    expect(player.audio.calls).toEqual([]);
    const idle = start();
    idle.send({ type: "player.seekTo", seconds: 5 });
    expect(idle.audio.calls).toEqual([]);
  });
});

describe("player: volume and mute", () => {
  it("sets the volume, clamped to 0..1, on the audio too", () => {
    const { send, snapshot, audio } = start();
    send({ type: "player.setVolume", volume: 0.3 });
    expect(selectVolume(snapshot())).toBe(0.3);
    send({ type: "player.setVolume", volume: 1.5 });
    expect(selectVolume(snapshot())).toBe(1);
    send({ type: "player.setVolume", volume: -0.2 });
    expect(selectVolume(snapshot())).toBe(0);
    expect(selectMuted(snapshot())).toBe(true);
    expect(audio.calls).toEqual(["volume 0.3", "muted false", "volume 1", "muted false", "volume 0", "muted true"]);
  });

  it("ignores a volume that is not a number", () => {
    const { send, snapshot, audio } = start();
    send({ type: "player.setVolume", volume: Number.NaN });
    expect(selectVolume(snapshot())).toBe(1);
    expect(audio.calls).toEqual([]);
  });

  it("mutes at 0.3 to 0 and unmutes back to 0.3", async () => {
    const player = await playing();
    player.send({ type: "player.setVolume", volume: 0.3 });
    player.send({ type: "player.mute" });
    expect(selectVolume(player.snapshot())).toBe(0);
    expect(selectMuted(player.snapshot())).toBe(true);
    player.send({ type: "player.unmute" });
    expect(selectVolume(player.snapshot())).toBe(0.3);
    expect(selectMuted(player.snapshot())).toBe(false);
    expect(player.audio.calls).toEqual(["volume 0.3", "muted false", "volume 0", "muted true", "volume 0.3", "muted false"]);
    expect(player.status()).toBe("playing");
  });

  it("unmutes to the default volume 1 when nothing else was set", () => {
    const { send, snapshot } = start();
    send({ type: "player.mute" });
    send({ type: "player.unmute" });
    expect(selectVolume(snapshot())).toBe(1);
  });

  it("toggles mute", () => {
    const { send, snapshot } = start();
    send({ type: "player.setVolume", volume: 0.6 });
    send({ type: "player.toggleMute" });
    expect(selectVolume(snapshot())).toBe(0);
    send({ type: "player.toggleMute" });
    expect(selectVolume(snapshot())).toBe(0.6);
  });

  it("keeps what to restore through a second mute, and unmute leaves an audible volume alone", () => {
    const { send, snapshot } = start();
    send({ type: "player.setVolume", volume: 0.3 });
    send({ type: "player.mute" });
    send({ type: "player.mute" });
    send({ type: "player.unmute" });
    expect(selectVolume(snapshot())).toBe(0.3);
    send({ type: "player.unmute" });
    expect(selectVolume(snapshot())).toBe(0.3);
  });

  it("unmutes to the last audible volume after the slider went to 0", () => {
    const { send, snapshot } = start();
    send({ type: "player.setVolume", volume: 0.8 });
    send({ type: "player.setVolume", volume: 0 });
    expect(selectMuted(snapshot())).toBe(true);
    send({ type: "player.unmute" });
    expect(selectVolume(snapshot())).toBe(0.8);
  });

  it("works with an audio port that cannot mute", () => {
    const audio = fakeAudio();
    const { setMuted: _setMuted, ...withoutMute } = audio.port;
    const actor = createActor(playerMachine, { input: { audio: withoutMute } }).start();
    actor.send({ type: "player.mute" });
    expect(actor.getSnapshot().context.volume).toBe(0);
    expect(audio.calls).toEqual(["volume 0"]);
  });
});

describe("player: the bar", () => {
  it("collapses and expands without touching playback", async () => {
    const player = await playing();
    player.send({ type: "player.collapse" });
    expect(selectExpanded(player.snapshot())).toBe(false);
    expect(player.status()).toBe("playing");
    player.send({ type: "player.collapse" });
    expect(selectExpanded(player.snapshot())).toBe(false);
    player.send({ type: "player.expand" });
    expect(selectExpanded(player.snapshot())).toBe(true);
    expect(player.audio.calls).toEqual([]);
  });

  it("collapses while idle too", () => {
    const { send, snapshot } = start();
    send({ type: "player.collapse" });
    expect(selectExpanded(snapshot())).toBe(false);
    expect(selectStatus(snapshot())).toBe("idle");
  });
});

describe("player: Media Session", () => {
  it("shows each track as it starts: title, artist, cover", async () => {
    const player = await playing(album, 0);
    player.send({ type: "player.next" });
    expect(player.session.metadata).toEqual([
      { title: "Track 1", artist: "The Band", artwork: [{ src: "/covers/1.jpg" }] },
      { title: "Track 2", artist: "The Band", artwork: [{ src: "/covers/2.jpg" }] },
    ]);
  });

  it("shows 'Unknown Artist' for a track without an artist", () => {
    const { send, session } = start();
    const { artist: _artist, coverImage: _cover, ...bare } = t1;
    send({ type: "player.playTrack", track: bare });
    expect(session.metadata).toEqual([{ title: "Track 1", artist: "Unknown Artist", artwork: [] }]);
  });

  it("plays and pauses from the system's controls", async () => {
    const player = await playing();
    player.session.press("pause");
    expect(player.status()).toBe("paused");
    expect(player.audio.calls).toEqual(["pause"]);
    player.session.press("play");
    expect(player.status()).toBe("loading");
    expect(player.audio.calls).toEqual(["pause", "play"]);
    await player.audio.resolvePlay();
    expect(player.status()).toBe("playing");
  });

  it("goes to the next and previous track from the system's controls", async () => {
    const player = await playing(album, 0);
    player.session.press("nexttrack");
    expect(selectCurrentTrack(player.snapshot())).toEqual(t2);
    player.session.press("previoustrack");
    player.session.press("previoustrack");
    expect(selectCurrentTrack(player.snapshot())).toEqual(t3);
  });

  it("seeks back and forward by the system's offset, or by 10 seconds without one", async () => {
    const player = await playing(album, 0, 200);
    player.audio.fire({ type: "timeupdate", currentTime: 100 });
    player.session.press("seekforward");
    expect(selectCurrentTime(player.snapshot())).toBe(110);
    player.session.press("seekbackward");
    expect(selectCurrentTime(player.snapshot())).toBe(100);
    player.session.press("seekforward", { seekOffset: 30 });
    expect(selectCurrentTime(player.snapshot())).toBe(130);
    player.session.press("seekbackward", { seekOffset: 5 });
    expect(selectCurrentTime(player.snapshot())).toBe(125);
    expect(player.audio.calls).toEqual(["seek 110", "seek 100", "seek 130", "seek 125"]);
  });

  it("seeks to the system's time, clamped, and ignores a seekto without one", async () => {
    const player = await playing(album, 0, 200);
    player.session.press("seekto", { seekTime: 42 });
    expect(selectCurrentTime(player.snapshot())).toBe(42);
    player.session.press("seekto", { seekTime: 999 });
    expect(selectCurrentTime(player.snapshot())).toBe(200);
    player.session.press("seekto");
    expect(player.audio.calls).toEqual(["seek 42", "seek 200"]);
  });
});

describe("player: stop", () => {
  it("tears down the audio subscription and the Media Session handlers, and clears the session's track", async () => {
    const player = await playing();
    expect(player.audio.listeners).toBe(1);
    player.actor.stop();
    expect(player.audio.listeners).toBe(0);
    expect(player.session.registered).toBe(false);
    expect(player.session.teardowns).toBe(1);
    expect(player.session.metadata.at(-1)).toBeNull();
    expect(player.audio.subscriptions).toBe(1);
  });

  it("hears nothing more once stopped", async () => {
    const player = await reach("loading");
    player.actor.stop();
    player.audio.fire({ type: "error" });
    await player.audio.resolvePlay();
    expect(player.snapshot().status).toBe("stopped");
    expect(player.status()).toBe("loading");
  });
});
