import { describe, expect, expectTypeOf, it } from "vitest";
import { type AudioElementLike, type AudioPort, type AudioPortEvent, htmlAudioPort, NO_AUDIO } from "./audioPort";

/** A stand-in for an <audio> element: records calls, keeps listeners, and lets the test dispatch events. */
function fakeElement(playResult: () => Promise<void> | undefined = () => Promise.resolve()) {
  const listeners = new Map<string, Set<() => void>>();
  const calls: string[] = [];
  const element: { -readonly [K in keyof AudioElementLike]: AudioElementLike[K] } & {
    dispatch(type: string): void;
    listenerCount(): number;
  } = {
    src: "",
    currentTime: 0,
    volume: 1,
    muted: false,
    duration: Number.NaN,
    load: () => {
      calls.push(`load ${element.src}`);
    },
    play: () => {
      calls.push("play");
      return playResult();
    },
    pause: () => {
      calls.push("pause");
    },
    addEventListener: (type, listener) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener: (type, listener) => {
      listeners.get(type)?.delete(listener);
    },
    dispatch: (type) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return { element, calls };
}

describe("htmlAudioPort: commands", () => {
  it("accepts the browser's own element (a type check)", () => {
    expectTypeOf<HTMLAudioElement>().toExtend<AudioElementLike>();
    expectTypeOf(htmlAudioPort).returns.toEqualTypeOf<AudioPort>();
  });

  it("loads a url by setting src and reloading (so the same url retries)", () => {
    const { element, calls } = fakeElement();
    const port = htmlAudioPort(element);
    port.load("/audio/a.mp3");
    port.load("/audio/a.mp3");
    expect(element.src).toBe("/audio/a.mp3");
    expect(calls).toEqual(["load /audio/a.mp3", "load /audio/a.mp3"]);
  });

  it("plays with the element's promise, passing its rejection on", async () => {
    const { element, calls } = fakeElement();
    await expect(htmlAudioPort(element).play()).resolves.toBeUndefined();
    expect(calls).toEqual(["play"]);

    const refused = new DOMException("play() failed because the user didn't interact with the document first.", "NotAllowedError");
    const rejecting = fakeElement(() => Promise.reject(refused));
    await expect(htmlAudioPort(rejecting.element).play()).rejects.toBe(refused);
  });

  it("still gives a promise where play() returns nothing (old browsers)", async () => {
    const { element } = fakeElement(() => undefined);
    await expect(htmlAudioPort(element).play()).resolves.toBeUndefined();
  });

  it("pauses, seeks, sets the volume and mutes through the element", () => {
    const { element, calls } = fakeElement();
    const port = htmlAudioPort(element);
    port.pause();
    port.seek(42.5);
    port.setVolume(0.3);
    port.setMuted?.(true);
    expect(calls).toEqual(["pause"]);
    expect(element).toMatchObject({ currentTime: 42.5, volume: 0.3, muted: true });
    port.setMuted?.(false);
    expect(element.muted).toBe(false);
  });
});

describe("htmlAudioPort: events", () => {
  it("delivers the seven element events, with the duration and time read from the element", () => {
    const { element } = fakeElement();
    const events: AudioPortEvent[] = [];
    htmlAudioPort(element).subscribe((event) => events.push(event));
    element.duration = 215.3;
    element.dispatch("loadedmetadata");
    element.currentTime = 12;
    element.dispatch("timeupdate");
    for (const type of ["playing", "pause", "waiting", "ended", "error"]) element.dispatch(type);
    element.dispatch("canplay"); // not listened to
    expect(events).toEqual([
      { type: "loadedmetadata", duration: 215.3 },
      { type: "timeupdate", currentTime: 12 },
      { type: "playing" },
      { type: "pause" },
      { type: "waiting" },
      { type: "ended" },
      { type: "error" },
    ]);
  });

  it("removes every listener on teardown, leaving other subscribers alone", () => {
    const { element } = fakeElement();
    const port = htmlAudioPort(element);
    const first: AudioPortEvent[] = [];
    const second: AudioPortEvent[] = [];
    const unsubscribeFirst = port.subscribe((event) => first.push(event));
    const unsubscribeSecond = port.subscribe((event) => second.push(event));
    expect(element.listenerCount()).toBe(14);
    unsubscribeFirst();
    expect(element.listenerCount()).toBe(7);
    element.dispatch("ended");
    expect(first).toEqual([]);
    expect(second).toEqual([{ type: "ended" }]);
    unsubscribeSecond();
    expect(element.listenerCount()).toBe(0);
  });
});

describe("NO_AUDIO", () => {
  it("does nothing and refuses to play", async () => {
    NO_AUDIO.load("/a.mp3");
    NO_AUDIO.pause();
    NO_AUDIO.seek(3);
    NO_AUDIO.setVolume(0.5);
    const unsubscribe = NO_AUDIO.subscribe(() => {});
    unsubscribe();
    await expect(NO_AUDIO.play()).rejects.toThrow("No audio output");
  });
});
