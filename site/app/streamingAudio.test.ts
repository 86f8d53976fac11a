import { describe, expect, it } from "vitest";
import type { AudioPort, AudioPortEvent, AudioPortListener } from "../../machines/player/playerMachine";
import type { TrackStream } from "../../schema/api/listening";
import { streamingAudio, trackIdOfStreamUrl, trackStreamUrl } from "./streamingAudio";

function recordingPort() {
  const calls: string[] = [];
  const listeners = new Set<AudioPortListener>();
  const port: AudioPort = {
    load: (url) => void calls.push(`load ${url}`),
    play: async () => void calls.push("play"),
    pause: () => void calls.push("pause"),
    seek: (seconds) => void calls.push(`seek ${seconds}`),
    setVolume: (volume) => void calls.push(`volume ${Math.round(volume * 1000) / 1000}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { port, calls };
}

const stream = (trackId: string, overrides: Partial<TrackStream> = {}): TrackStream => ({
  url: `/media/private/a/${trackId}.wav.stream.m4a?expires=1&signature=s`,
  kind: "full",
  gainDb: 0,
  durationSeconds: 200,
  startSeconds: 0,
  peaks: [0, 128, 255],
  ...overrides,
});

/** A resolver the test answers by hand, in any order. */
function heldResolver() {
  const waiting = new Map<string, { resolve: (answer: TrackStream) => void; reject: (error: Error) => void }>();
  const resolve = (trackId: string) => new Promise<TrackStream>((resolve, reject) => waiting.set(trackId, { resolve, reject }));
  return { resolve, waiting };
}

describe("the player's streams (issue 32)", () => {
  it("name a track by its stream address, and read it back", () => {
    expect(trackStreamUrl("t 1")).toBe("/api/public/tracks/t%201/stream");
    expect(trackIdOfStreamUrl(trackStreamUrl("t 1"))).toBe("t 1");
    expect(trackIdOfStreamUrl("/media/private/a/b.wav")).toBeNull();
  });

  it("load the copy the server hands out, play once it is known, and play the track at its gain", async () => {
    const inner = recordingPort();
    const held = heldResolver();
    const audio = streamingAudio(inner.port, held.resolve);
    audio.setVolume(0.8);
    audio.load(trackStreamUrl("t1"));
    const playing = audio.play();
    audio.seek(30);
    expect(inner.calls).toEqual(["volume 0.8"]);
    held.waiting.get("t1")?.resolve(stream("t1", { gainDb: -6 }));
    await playing;
    // -6 dB is half the amplitude (0.501): the player's 0.8 becomes 0.401.
    expect(inner.calls).toEqual(["volume 0.8", "volume 0.401", `load ${stream("t1").url}`, "seek 30", "play"]);
    expect(audio.current()).toMatchObject({ kind: "full", gainDb: -6 });
    audio.setVolume(1);
    expect(inner.calls.at(-1)).toBe("volume 0.501");
  });

  it("never raise the volume past the element's 1 for a quiet track", async () => {
    const inner = recordingPort();
    const audio = streamingAudio(inner.port, async (id) => stream(id, { gainDb: 6 }));
    audio.setVolume(1);
    audio.load(trackStreamUrl("t1"));
    await audio.play();
    expect(inner.calls).toContain("volume 1");
    expect(inner.calls.filter((call) => call.startsWith("volume")).every((call) => Number(call.slice(7)) <= 1)).toBe(true);
  });

  it("let the newest load win when an older answer comes late", async () => {
    const inner = recordingPort();
    const held = heldResolver();
    const audio = streamingAudio(inner.port, held.resolve);
    audio.load(trackStreamUrl("t1"));
    audio.load(trackStreamUrl("t2"));
    held.waiting.get("t2")?.resolve(stream("t2"));
    await audio.play();
    held.waiting.get("t1")?.resolve(stream("t1"));
    await Promise.resolve();
    expect(inner.calls.filter((call) => call.startsWith("load"))).toEqual([`load ${stream("t2").url}`]);
    expect(audio.current()?.url).toBe(stream("t2").url);
  });

  it("report a refused stream as the audio's error, so the player says it failed to load", async () => {
    const inner = recordingPort();
    const audio = streamingAudio(inner.port, async () => {
      throw new Error("This track is for buyers only: buy the release to hear it.");
    });
    const events: AudioPortEvent[] = [];
    audio.subscribe((event) => events.push(event));
    audio.load(trackStreamUrl("t1"));
    await expect(audio.play()).rejects.toThrow();
    expect(events).toEqual([{ type: "error" }]);
    expect(inner.calls.some((call) => call.startsWith("load"))).toBe(false);
  });

  it("load any other address as it is, at the player's own volume", async () => {
    const inner = recordingPort();
    const audio = streamingAudio(inner.port, async (id) => stream(id, { gainDb: -10 }));
    audio.load(trackStreamUrl("t1"));
    await audio.play();
    audio.load("/media/post-audio.mp3");
    expect(inner.calls.slice(-2)).toEqual(["volume 1", "load /media/post-audio.mp3"]);
    expect(audio.current()).toBeNull();
  });
});
