import { describe, expect, it } from "vitest";
import type { AudioPortEvent, AudioPortListener } from "../../machines/player/audioPort";
import type { TrackStream } from "../../schema/api/listening";
import type { Track } from "../../schema/entities/catalogue";
import { recordingAnalytics } from "./analyticsTesting";
import { trackPlays } from "./playTracking";

const TRACK: Track = { id: "track-1", title: "Opener", url: "/api/public/tracks/track-1/stream", productId: "release-1" };

function stream(kind: TrackStream["kind"], durationSeconds: number): TrackStream {
  return { url: "https://cdn.example/signed.m4a", kind, gainDb: 0, durationSeconds, startSeconds: 0, peaks: [] };
}

/** The player's audio as the tracker sees it: a stream answer, then the element's events. */
function fakeAudio() {
  const listeners = new Set<AudioPortListener>();
  const watchers = new Set<() => void>();
  let current: TrackStream | null = null;
  return {
    audio: {
      subscribe(listener: AudioPortListener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      current: () => current,
      onStreamChange(watcher: () => void) {
        watchers.add(watcher);
        return () => watchers.delete(watcher);
      },
    },
    /** A load: the stream is unknown, then the route answers. */
    resolve(next: TrackStream | null) {
      current = null;
      for (const watcher of watchers) watcher();
      current = next;
      if (next) for (const watcher of watchers) watcher();
    },
    emit(...events: AudioPortEvent[]) {
      for (const event of events) for (const listener of listeners) listener(event);
    },
    listening: () => listeners.size + watchers.size,
  };
}

function setup(track: Track | null = TRACK) {
  const fake = fakeAudio();
  const analytics = recordingAnalytics();
  let currentTrack = track;
  const stop = trackPlays({
    audio: fake.audio,
    currentTrack: () => currentTrack,
    record: analytics.record,
    currentPath: () => "/music/release-1",
  });
  const stages = () => analytics.events.map((event) => (event.type === "play" ? `${event.trackId}:${event.stage}` : event.type));
  return { ...fake, analytics, stop, stages, setTrack: (next: Track | null) => (currentTrack = next) };
}

const time = (currentTime: number): AudioPortEvent => ({ type: "timeupdate", currentTime });

describe("play tracking", () => {
  it("records start once, 30s once and complete for a whole track", () => {
    const player = setup();
    player.resolve(stream("full", 200));
    player.emit({ type: "playing" }, time(10), { type: "pause" }, { type: "playing" }, time(29.9));
    expect(player.stages()).toEqual(["track-1:start"]);
    player.emit(time(30), time(31), time(120), { type: "ended" });
    expect(player.stages()).toEqual(["track-1:start", "track-1:30s", "track-1:complete"]);
    expect(player.analytics.events[0]).toEqual({
      type: "play",
      path: "/music/release-1",
      trackId: "track-1",
      releaseId: "release-1",
      stage: "start",
      preview: false,
    });
  });

  it("marks a preview, and never sends 30s for a preview shorter than 30 s", () => {
    const player = setup();
    player.resolve(stream("preview", 20));
    player.emit({ type: "playing" }, time(19.9), { type: "ended" });
    expect(player.stages()).toEqual(["track-1:start", "track-1:complete"]);
    expect(player.analytics.events.every((event) => event.type === "play" && event.preview)).toBe(true);
  });

  it("reaches 30s at the end of a preview 30 s long whose last tick fell short", () => {
    const player = setup();
    player.resolve(stream("preview", 30));
    player.emit({ type: "playing" }, time(29.8), { type: "ended" });
    expect(player.stages()).toEqual(["track-1:start", "track-1:30s", "track-1:complete"]);
  });

  it("counts a new play when a track is loaded again or played again after its end", () => {
    const player = setup();
    player.resolve(stream("full", 100));
    player.emit({ type: "playing" }, { type: "ended" }, { type: "playing" });
    player.setTrack({ ...TRACK, id: "track-2" });
    player.resolve(stream("full", 100));
    player.emit({ type: "playing" });
    // Its end is past 30 s, so reaching it reaches 30s too.
    expect(player.stages()).toEqual(["track-1:start", "track-1:30s", "track-1:complete", "track-1:start", "track-2:start"]);
  });

  it("records nothing for audio that is not a release's track, nor before the stream is known", () => {
    const player = setup({ id: "post-audio", title: "Demo", url: "https://cdn.example/demo.mp3" });
    player.emit({ type: "playing" }, time(40), { type: "ended" });
    player.resolve(stream("full", 100));
    player.emit({ type: "playing" }, time(40), { type: "ended" });
    expect(player.analytics.events).toEqual([]);
  });

  it("stops listening on teardown", () => {
    const player = setup();
    expect(player.listening()).toBe(2);
    player.stop();
    expect(player.listening()).toBe(0);
  });
});
