// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AudioPort, AudioPortEvent, AudioPortListener } from "../../machines/player/audioPort";
import type { TrackStream } from "../../schema/api/listening";
import { type PlayerControls, usePlayer } from "../app/player";
import { PlayerProvider } from "../app/playerProvider";
import * as siteMachines from "../app/siteMachines";
import { trackStreamUrl } from "../app/streamingAudio";
import { AnalyticsContext } from "./analyticsContext";
import { recordingAnalytics } from "./analyticsTesting";

afterEach(cleanup);

/** The element's side of the player: it plays at once and lets the test fire its events. */
function fakeAudio() {
  const listeners = new Set<AudioPortListener>();
  const port: AudioPort = {
    load: () => {},
    play: () => Promise.resolve(),
    pause: () => {},
    seek: () => {},
    setVolume: () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (...events: AudioPortEvent[]) =>
    act(() => {
      for (const event of events) for (const listener of listeners) listener(event);
    });
  return { port, emit };
}

const answer = (kind: TrackStream["kind"], durationSeconds: number): TrackStream => ({
  url: "https://cdn.example/signed.m4a",
  kind,
  gainDb: 0,
  durationSeconds,
  startSeconds: 0,
  peaks: [],
});

function renderPlayer(stream: TrackStream) {
  const audio = fakeAudio();
  const analytics = recordingAnalytics();
  const probe: { controls: PlayerControls | null } = { controls: null };
  function Probe() {
    probe.controls = usePlayer();
    return null;
  }
  render(
    <AnalyticsContext.Provider value={analytics.record}>
      <PlayerProvider machines={siteMachines} audio={audio.port} resolveStream={async () => stream}>
        <Probe />
      </PlayerProvider>
    </AnalyticsContext.Provider>,
  );
  const play = async () => {
    act(() => probe.controls?.playQueue([{ id: "track-1", title: "Opener", url: trackStreamUrl("track-1"), productId: "release-1" }], 0));
    // The stream route answers, then the element plays.
    await act(async () => {});
  };
  return { ...audio, analytics, play };
}

describe("the site's player records plays", () => {
  it("start, 30s and complete of a release's track, from the stream the route chose", async () => {
    const player = renderPlayer(answer("full", 180));
    await player.play();
    player.emit({ type: "playing" }, { type: "timeupdate", currentTime: 31 }, { type: "timeupdate", currentTime: 32 }, { type: "ended" });
    expect(player.analytics.events).toEqual(
      (["start", "30s", "complete"] as const).map((stage) => ({
        type: "play",
        path: "/",
        trackId: "track-1",
        releaseId: "release-1",
        stage,
        preview: false,
      })),
    );
  });

  it("a preview as a preview", async () => {
    const player = renderPlayer(answer("preview", 15));
    await player.play();
    player.emit({ type: "playing" }, { type: "ended" });
    expect(player.analytics.events.map((event) => event.type === "play" && [event.stage, event.preview])).toEqual([
      ["start", true],
      ["complete", true],
    ]);
  });
});
