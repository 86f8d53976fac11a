import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Track } from "../../schema/entities/catalogue";
import {
  canSkip,
  changeVolume,
  clampSeek,
  clampVolume,
  isAbortError,
  isMuted,
  mediaSeconds,
  mute,
  nextIndex,
  PLAYER_ERRORS,
  previousIndex,
  SEEK_STEP_SECONDS,
  startIndexWithin,
  toggleMute,
  trackMetadata,
  UNKNOWN_ARTIST,
  unmute,
} from "./playerRules";
import { DEFAULT_VOLUME } from "./playerStart";

describe("player rules: constants", () => {
  it("has SPEC's seek step, messages and default volume", () => {
    expect(SEEK_STEP_SECONDS).toBe(10);
    expect(PLAYER_ERRORS).toEqual({ play: "Failed to play audio", load: "Failed to load audio" });
    expect(UNKNOWN_ARTIST).toBe("Unknown Artist");
    expect(DEFAULT_VOLUME).toBe(1);
  });
});

describe("player rules: queue positions", () => {
  it("wraps next from the last to the first and previous from the first to the last", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(nextIndex(0, 0)).toBe(-1);
    expect(previousIndex(0, 0)).toBe(-1);
  });

  it("skips only with more than one track", () => {
    expect([0, 1, 2, 5].map(canSkip)).toEqual([false, false, true, true]);
  });

  it("keeps next and previous within the queue, each undoing the other", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).chain((length) => fc.tuple(fc.constant(length), fc.integer({ min: 0, max: length - 1 }))),
        ([length, index]) => {
          const next = nextIndex(index, length);
          const previous = previousIndex(index, length);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(length);
          expect(previous).toBeGreaterThanOrEqual(0);
          expect(previous).toBeLessThan(length);
          expect(previousIndex(next, length)).toBe(index);
          expect(nextIndex(previous, length)).toBe(index);
        },
      ),
    );
  });

  it("starts a queue at a whole index within it", () => {
    expect(startIndexWithin(1, 3)).toBe(1);
    expect(startIndexWithin(99, 3)).toBe(2);
    expect(startIndexWithin(-4, 3)).toBe(0);
    expect(startIndexWithin(1.8, 3)).toBe(1);
    expect(startIndexWithin(Number.NaN, 3)).toBe(0);
    expect(startIndexWithin(Number.POSITIVE_INFINITY, 3)).toBe(0);
    expect(startIndexWithin(0, 0)).toBe(-1);
  });
});

describe("player rules: clamping", () => {
  it("clamps the volume to 0..1", () => {
    expect([-1, 0, 0.3, 1, 1.5, Number.POSITIVE_INFINITY].map(clampVolume)).toEqual([0, 0, 0.3, 1, 1, 1]);
  });

  it("clamps seeks to 0..duration, and to 0 while the duration is unknown", () => {
    expect(clampSeek(30, 200)).toBe(30);
    expect(clampSeek(250, 200)).toBe(200);
    expect(clampSeek(-5, 200)).toBe(0);
    expect(clampSeek(30, 0)).toBe(0);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (seconds, duration) => {
        const clamped = clampSeek(seconds, duration);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(duration);
      }),
    );
  });

  it("reads media seconds: NaN, Infinity and negatives are 0", () => {
    expect([12.5, 0, -1, Number.NaN, Number.POSITIVE_INFINITY].map(mediaSeconds)).toEqual([12.5, 0, 0, 0, 0]);
  });
});

describe("player rules: mute and unmute", () => {
  const at = (volume: number, volumeBeforeMute = DEFAULT_VOLUME) => ({ volume, volumeBeforeMute });

  it("mutes to 0 and unmutes back to the volume before (0.3 → 0 → 0.3)", () => {
    const muted = mute(changeVolume(at(1), 0.3));
    expect(muted).toEqual(at(0, 0.3));
    expect(isMuted(muted.volume)).toBe(true);
    expect(unmute(muted)).toEqual(at(0.3, 0.3));
  });

  it("restores the last audible volume after the slider went to 0", () => {
    const silent = changeVolume(changeVolume(at(1), 0.8), 0);
    expect(silent).toEqual(at(0, 0.8));
    expect(unmute(silent).volume).toBe(0.8);
  });

  it("keeps what to restore when muting twice, and leaves an audible volume alone on unmute", () => {
    expect(mute(mute(at(0.3)))).toEqual(at(0, 0.3));
    expect(unmute(at(0.6, 0.2))).toEqual(at(0.6, 0.2));
  });

  it("toggles between the two", () => {
    expect(toggleMute(at(0.4))).toEqual(at(0, 0.4));
    expect(toggleMute(at(0, 0.4))).toEqual(at(0.4, 0.4));
  });

  it("never has 0 to restore, whatever the sequence", () => {
    const step = fc.oneof(
      fc.double({ min: -1, max: 2, noNaN: true }).map((volume) => (state: ReturnType<typeof at>) => changeVolume(state, volume)),
      fc.constant(mute),
      fc.constant(unmute),
      fc.constant(toggleMute),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        const end = steps.reduce((state, apply) => apply(state), at(DEFAULT_VOLUME));
        expect(end.volume).toBeGreaterThanOrEqual(0);
        expect(end.volume).toBeLessThanOrEqual(1);
        expect(end.volumeBeforeMute).toBeGreaterThan(0);
        expect(unmute(end).volume).toBeGreaterThan(0);
      }),
    );
  });
});

describe("player rules: media session metadata", () => {
  const track: Track = { id: "t1", title: "Opening", artist: "The Band", coverImage: "/covers/a.jpg", url: "/a.mp3", productId: "p1" };

  it("shows title, artist and cover", () => {
    expect(trackMetadata(track)).toEqual({ title: "Opening", artist: "The Band", artwork: [{ src: "/covers/a.jpg" }] });
  });

  it("shows 'Unknown Artist' when the artist is missing or blank, and no artwork without a cover", () => {
    const { artist: _artist, coverImage: _cover, ...bare } = track;
    expect(trackMetadata(bare)).toEqual({ title: "Opening", artist: "Unknown Artist", artwork: [] });
    expect(trackMetadata({ ...track, artist: "  " }).artist).toBe("Unknown Artist");
  });
});

describe("player rules: abort errors", () => {
  it("recognises the rejection of an interrupted play()", () => {
    expect(isAbortError(new DOMException("The play() request was interrupted by a call to pause().", "AbortError"))).toBe(true);
    expect(isAbortError(new DOMException("play() failed because the user didn't interact", "NotAllowedError"))).toBe(false);
    expect(isAbortError(new Error("AbortError"))).toBe(false);
    expect(isAbortError(null)).toBe(false);
    expect(isAbortError("AbortError")).toBe(false);
  });
});
