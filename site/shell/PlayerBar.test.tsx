// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type {
  AudioPort,
  AudioPortEvent,
  AudioPortListener,
  MediaSessionHandlers,
  MediaSessionPort,
  TrackMetadata,
} from "../../machines/player/playerMachine";
import type { Track } from "../../schema/entities/catalogue";
import { type PlayerControls, usePlayer } from "../app/player";
import { type PlayerActorRef, usePlayerActor } from "../app/playerActor";
import { lazyBrowserAudio, PlayerProvider } from "../app/playerProvider";
import { SiteContext } from "../app/SiteContext";
import { SiteProviders } from "../app/session";
import * as siteMachines from "../app/siteMachines";
import { track as catalogueTrack, release, variant } from "../screens/music/musicTestKit";
import { TrackList } from "../screens/music/TrackList";
import { Layout } from "./Layout";
import { formatClock, PlayerBar, seekValueText, volumeValueText } from "./PlayerBar";
import { testSite } from "./testing";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const track = (n: number, overrides: Partial<Track> = {}): Track => ({
  id: `t${n}`,
  title: `Track ${n}`,
  artist: "The Lantern Coast",
  coverImage: `/covers/${n}.jpg`,
  url: `/audio/${n}.wav`,
  productId: `release-${n}`,
  ...overrides,
});
const album = [track(1), track(2), track(3)];

/** An audio port that records calls and lets the test fire its events; play() settles at once unless told otherwise. */
function fakeAudio() {
  const calls: string[] = [];
  const listeners = new Set<AudioPortListener>();
  const behaviour: { play: "resolve" | "reject" | "hang" } = { play: "resolve" };
  const port: AudioPort = {
    load: (url) => void calls.push(`load ${url}`),
    play: () => {
      calls.push("play");
      if (behaviour.play === "resolve") return Promise.resolve();
      if (behaviour.play === "reject") return Promise.reject(new DOMException("Not allowed", "NotAllowedError"));
      return new Promise<void>(() => {});
    },
    pause: () => void calls.push("pause"),
    seek: (seconds) => void calls.push(`seek ${seconds}`),
    setVolume: (volume) => void calls.push(`volume ${volume}`),
    setMuted: (muted) => void calls.push(`muted ${muted}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (event: AudioPortEvent) =>
    act(() => {
      for (const listener of listeners) listener(event);
    });
  return { port, calls, behaviour, emit, listeners };
}

/** A Media Session that keeps what it was given. */
function fakeMediaSession() {
  const state: { metadata: TrackMetadata | null; handlers: MediaSessionHandlers | null } = { metadata: null, handlers: null };
  const port: MediaSessionPort = {
    setMetadata: (metadata) => {
      state.metadata = metadata;
    },
    setActionHandlers: (handlers) => {
      state.handlers = handlers;
      return () => {
        state.handlers = null;
      };
    },
  };
  return { port, state };
}

/** Lets settled play() promises reach the machine. */
const settle = () => act(async () => {});

function renderPlayer({ path = "/" }: { path?: string } = {}) {
  const audio = fakeAudio();
  const session = fakeMediaSession();
  const location = memoryLocation({ path, record: true });
  const probe: { actor: PlayerActorRef | null; controls: PlayerControls | null } = { actor: null, controls: null };
  function Probe() {
    probe.actor = usePlayerActor();
    probe.controls = usePlayer();
    return null;
  }
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PlayerProvider machines={siteMachines} audio={audio.port} mediaSession={session.port}>
        <Probe />
        <PlayerBar />
      </PlayerProvider>
    </Router>,
  );
  const actor = (): PlayerActorRef => {
    if (!probe.actor) throw new Error("no player actor");
    return probe.actor;
  };
  const controls = (): PlayerControls => {
    if (!probe.controls) throw new Error("no player controls");
    return probe.controls;
  };
  /** Plays `tracks` from `startIndex` the way a track list does, and lets it start. */
  const play = async (tracks: readonly Track[] = album, startIndex = 0) => {
    act(() => controls().playQueue(tracks, startIndex));
    await settle();
  };
  return { ...result, audio, session, location, actor, controls, play };
}

const bar = () => screen.getByRole("region", { name: "Audio player" });
const button = (name: string) => within(bar()).getByRole("button", { name });
const slider = (name: string) => within(bar()).getByRole("slider", { name }) as HTMLInputElement;

describe("Player bar: when it shows", () => {
  it("shows nothing until something plays, then the current track: cover, title, artist", async () => {
    const { play, container } = renderPlayer();
    expect(screen.queryByRole("region", { name: "Audio player" })).toBeNull();
    await play(album, 1);
    expect(within(bar()).getByRole("link", { name: "Track 2" })).toBeTruthy();
    expect(within(bar()).getByText("The Lantern Coast")).toBeTruthy();
    expect(container.querySelector(".player__cover")?.getAttribute("src")).toBe("/covers/2.jpg");
    expect(button("Pause")).toBeTruthy();
  });

  it("says 'Unknown Artist' for a track without an artist, in the bar and in the media controls", async () => {
    const { play, session } = renderPlayer();
    await play([track(1, { artist: undefined }), track(2, { artist: "  " })]);
    expect(within(bar()).getByText("Unknown Artist")).toBeTruthy();
    expect(session.state.metadata).toEqual({ title: "Track 1", artist: "Unknown Artist", artwork: [{ src: "/covers/1.jpg" }] });
    act(() => button("Next track").click());
    await settle();
    expect(session.state.metadata?.artist).toBe("Unknown Artist");
  });

  it("renders nothing on the server, and makes no audio element there", () => {
    const createAudio = vi.fn(() => new Audio());
    const html = renderToString(
      <Router ssrPath="/">
        <PlayerProvider machines={siteMachines} audio={lazyBrowserAudio(createAudio)}>
          <PlayerBar />
        </PlayerProvider>
      </Router>,
    );
    expect(html).toBe("");
    expect(createAudio).not.toHaveBeenCalled();
  });

  it("makes one audio element for the app's life, when the player starts in the browser (StrictMode too)", async () => {
    const made: HTMLAudioElement[] = [];
    const createAudio = () => {
      const element = new Audio();
      vi.spyOn(element, "load").mockImplementation(() => {});
      vi.spyOn(element, "play").mockImplementation(() => Promise.resolve());
      vi.spyOn(element, "pause").mockImplementation(() => {});
      made.push(element);
      return element;
    };
    let controls: PlayerControls | null = null;
    function Probe() {
      controls = usePlayer();
      return null;
    }
    const audio = lazyBrowserAudio(createAudio);
    render(
      <StrictMode>
        <Router ssrPath="/">
          <PlayerProvider machines={siteMachines} audio={audio}>
            <Probe />
            <PlayerBar />
          </PlayerProvider>
        </Router>
      </StrictMode>,
    );
    expect(made).toHaveLength(1);
    act(() => controls?.playQueue(album, 0));
    await settle();
    act(() => button("Next track").click());
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]?.src).toMatch(/\/audio\/2\.wav$/);
    expect(button("Pause")).toBeTruthy();
  });
});

describe("Player bar: controls", () => {
  it("sends the right event from every control", async () => {
    const { play, actor, audio } = renderPlayer();
    await play();
    const send = vi.spyOn(actor(), "send");
    const sent = () => send.mock.calls.map(([event]) => event);

    fireEvent.click(button("Pause"));
    fireEvent.click(button("Play"));
    await settle();
    fireEvent.click(button("Next track"));
    await settle();
    fireEvent.click(button("Previous track"));
    await settle();
    audio.emit({ type: "loadedmetadata", duration: 25 });
    fireEvent.change(slider("Seek"), { target: { value: "12" } });
    fireEvent.keyDown(slider("Seek"), { key: "ArrowRight" });
    fireEvent.keyDown(slider("Seek"), { key: "ArrowLeft" });
    fireEvent.keyDown(slider("Seek"), { key: "ArrowUp" });
    fireEvent.keyDown(slider("Seek"), { key: "ArrowDown" });
    fireEvent.change(slider("Volume"), { target: { value: "40" } });
    fireEvent.click(button("Mute"));
    fireEvent.click(button("Unmute"));
    fireEvent.click(button("Collapse player"));
    fireEvent.click(button("Expand player"));

    expect(sent()).toEqual([
      { type: "player.toggle" },
      { type: "player.toggle" },
      { type: "player.next" },
      { type: "player.previous" },
      { type: "player.seekTo", seconds: 12 },
      { type: "player.seekBy", seconds: 10 },
      { type: "player.seekBy", seconds: -10 },
      { type: "player.seekBy", seconds: 10 },
      { type: "player.seekBy", seconds: -10 },
      { type: "player.setVolume", volume: 0.4 },
      { type: "player.toggleMute" },
      { type: "player.toggleMute" },
      { type: "player.collapse" },
      { type: "player.expand" },
    ]);
    // And the audio followed.
    expect(audio.calls).toEqual(
      expect.arrayContaining([
        "pause",
        "load /audio/2.wav",
        "load /audio/1.wav",
        "seek 12",
        "seek 22",
        "volume 0.4",
        "volume 0",
        "muted true",
      ]),
    );
  });

  it("moves the seek slider's value by the seek step with the arrow keys", async () => {
    const { play, audio } = renderPlayer();
    await play();
    audio.emit({ type: "loadedmetadata", duration: 25 });
    audio.emit({ type: "timeupdate", currentTime: 3.6 });
    fireEvent.keyDown(slider("Seek"), { key: "ArrowRight" });
    expect(slider("Seek").getAttribute("aria-valuetext")).toBe("0:13 of 0:25");
    expect(audio.calls).toContain("seek 13.6");
    fireEvent.keyDown(slider("Seek"), { key: "ArrowRight" });
    expect(slider("Seek").getAttribute("aria-valuetext")).toBe("0:23 of 0:25");
    fireEvent.keyDown(slider("Seek"), { key: "ArrowRight" });
    expect(slider("Seek").getAttribute("aria-valuetext")).toBe("0:25 of 0:25");
    fireEvent.keyDown(slider("Seek"), { key: "ArrowLeft" });
    expect(slider("Seek").getAttribute("aria-valuetext")).toBe("0:15 of 0:25");
    // Other keys (Home, End, Page Up/Down, Tab) are the slider's own.
    const home = fireEvent.keyDown(slider("Seek"), { key: "Home" });
    expect(home).toBe(true);
  });

  it("disables play/pause while the track loads, but keeps it focusable", async () => {
    const { audio, controls, actor } = renderPlayer();
    audio.behaviour.play = "hang";
    act(() => controls().playQueue(album, 0));
    await settle();
    const playButton = button("Play");
    expect(playButton.getAttribute("aria-disabled")).toBe("true");
    expect((playButton as HTMLButtonElement).disabled).toBe(false);
    const send = vi.spyOn(actor(), "send");
    fireEvent.click(playButton);
    expect(send).not.toHaveBeenCalled();
    audio.emit({ type: "playing" });
    expect(button("Pause").hasAttribute("aria-disabled")).toBe(false);
  });

  it("disables previous and next with a single track queued", async () => {
    const { play } = renderPlayer();
    await play([track(1)]);
    expect((button("Previous track") as HTMLButtonElement).disabled).toBe(true);
    expect((button("Next track") as HTMLButtonElement).disabled).toBe(true);
  });

  it("wraps: previous from the first track plays the last, next from the last plays the first", async () => {
    const { play } = renderPlayer();
    await play(album, 0);
    fireEvent.click(button("Previous track"));
    await settle();
    expect(within(bar()).getByRole("link", { name: "Track 3" })).toBeTruthy();
    fireEvent.click(button("Next track"));
    await settle();
    expect(within(bar()).getByRole("link", { name: "Track 1" })).toBeTruthy();
  });

  it("takes the system's media controls (Media Session actions)", async () => {
    const { play, session, audio } = renderPlayer();
    await play();
    act(() => session.state.handlers?.nexttrack({}));
    await settle();
    expect(within(bar()).getByRole("link", { name: "Track 2" })).toBeTruthy();
    audio.emit({ type: "loadedmetadata", duration: 25 });
    act(() => session.state.handlers?.seekforward({}));
    expect(slider("Seek").getAttribute("aria-valuetext")).toBe("0:10 of 0:25");
    act(() => session.state.handlers?.pause({}));
    expect(button("Play")).toBeTruthy();
  });
});

describe("Player bar: sliders", () => {
  it("has a labelled seek slider with the time as its value, and the elapsed and total time beside it", async () => {
    const { play, audio } = renderPlayer();
    await play();
    audio.emit({ type: "loadedmetadata", duration: 200 });
    audio.emit({ type: "timeupdate", currentTime: 65.7 });
    const seek = slider("Seek");
    expect(seek.type).toBe("range");
    expect(seek.value).toBe("65");
    expect(seek.max).toBe("200");
    expect(seek.getAttribute("aria-valuetext")).toBe("1:05 of 3:20");
    expect(within(bar()).getByText("1:05")).toBeTruthy();
    expect(within(bar()).getByText("3:20")).toBeTruthy();
  });

  it("has a labelled volume slider in percent; mute sets it to 0 and unmute restores it", async () => {
    const { play } = renderPlayer();
    await play();
    const volume = slider("Volume");
    expect(volume.type).toBe("range");
    expect(volume.value).toBe("100");
    expect(volume.getAttribute("aria-valuetext")).toBe("Volume 100%");
    fireEvent.change(volume, { target: { value: "80" } });
    expect(slider("Volume").getAttribute("aria-valuetext")).toBe("Volume 80%");
    fireEvent.click(button("Mute"));
    expect(slider("Volume").value).toBe("0");
    expect(slider("Volume").getAttribute("aria-valuetext")).toBe("Volume 0%");
    fireEvent.click(button("Unmute"));
    expect(slider("Volume").getAttribute("aria-valuetext")).toBe("Volume 80%");
    // Dragging the volume to 0 mutes too.
    fireEvent.change(slider("Volume"), { target: { value: "0" } });
    expect(button("Unmute")).toBeTruthy();
  });
});

describe("Player bar: errors (SPEC §8)", () => {
  it("shows 'Failed to play audio' when play is refused", async () => {
    const { audio, controls } = renderPlayer();
    audio.behaviour.play = "reject";
    act(() => controls().playQueue(album, 0));
    await settle();
    expect(within(bar()).getByRole("alert").textContent).toBe("Failed to play audio");
    expect(within(bar()).queryByText("The Lantern Coast")).toBeNull();
    expect(button("Play")).toBeTruthy();
  });

  it("shows 'Failed to load audio' when the audio fails to load, and clears it when metadata loads", async () => {
    const { audio, controls } = renderPlayer();
    audio.behaviour.play = "hang";
    act(() => controls().playQueue(album, 0));
    await settle();
    audio.emit({ type: "error" });
    expect(within(bar()).getByRole("alert").textContent).toBe("Failed to load audio");
    audio.emit({ type: "loadedmetadata", duration: 25 });
    expect(within(bar()).queryByRole("alert")).toBeNull();
    expect(within(bar()).getByText("The Lantern Coast")).toBeTruthy();
  });

  it("shows the message on the collapsed card too", async () => {
    const { audio, controls } = renderPlayer();
    audio.behaviour.play = "reject";
    act(() => controls().playQueue(album, 0));
    await settle();
    fireEvent.click(button("Collapse player"));
    expect(within(bar()).getByRole("alert").textContent).toBe("Failed to play audio");
  });
});

describe("Player bar: collapse and expand", () => {
  it("collapses to a card with the cover, title, play/pause and expand, and expands again; the focus stays on the button", async () => {
    const { play, container } = renderPlayer();
    await play();
    const toggle = button("Collapse player");
    toggle.focus();
    fireEvent.click(toggle);
    expect(bar().classList.contains("player--collapsed")).toBe(true);
    expect(within(bar()).getByRole("link", { name: "Track 1" })).toBeTruthy();
    expect(container.querySelector(".player__cover")).toBeTruthy();
    expect(button("Pause")).toBeTruthy();
    expect(within(bar()).queryByRole("slider")).toBeNull();
    expect(within(bar()).queryByRole("button", { name: "Next track" })).toBeNull();
    expect(within(bar()).queryByRole("button", { name: "Mute" })).toBeNull();
    const expand = button("Expand player");
    expect(expand).toBe(toggle);
    expect(document.activeElement).toBe(expand);

    fireEvent.click(expand);
    expect(bar().classList.contains("player--expanded")).toBe(true);
    expect(slider("Seek")).toBeTruthy();
    expect(slider("Volume")).toBeTruthy();
    expect(document.activeElement).toBe(button("Collapse player"));
  });

  it("plays and pauses from the collapsed card", async () => {
    const { play } = renderPlayer();
    await play();
    fireEvent.click(button("Collapse player"));
    fireEvent.click(button("Pause"));
    expect(button("Play")).toBeTruthy();
    fireEvent.click(button("Play"));
    await settle();
    expect(button("Pause")).toBeTruthy();
  });
});

describe("Player bar: the title link", () => {
  it("opens the release's page, /music/{productId}, and the music keeps playing", async () => {
    const { play, location, audio } = renderPlayer({ path: "/members" });
    await play([track(1, { productId: "night drive" })]);
    const link = within(bar()).getByRole("link", { name: "Track 1" });
    expect(link.getAttribute("href")).toBe("/music/night%20drive");
    fireEvent.click(link);
    expect(location.history.at(-1)).toBe("/music/night%20drive");
    expect(button("Pause")).toBeTruthy();
    expect(audio.calls.filter((call) => call === "pause")).toEqual([]);
  });
});

describe("PlayerControls from the provider (what the track lists use)", () => {
  it("is available once started, and tells the current track and whether it plays", async () => {
    const { controls, play } = renderPlayer();
    expect(controls()).toMatchObject({ available: true, currentTrackId: null, playing: false });
    await play(album, 2);
    expect(controls()).toMatchObject({ currentTrackId: "t3", playing: true });
    act(() => controls().toggle());
    expect(controls()).toMatchObject({ currentTrackId: "t3", playing: false });
  });

  it("is not available in the server's render (nor, so, in the first render that hydrates)", () => {
    let seen: PlayerControls | null = null;
    function Probe() {
      seen = usePlayer();
      return null;
    }
    renderToString(
      <PlayerProvider machines={siteMachines} audio={fakeAudio().port}>
        <Probe />
      </PlayerProvider>,
    );
    expect(seen).toMatchObject({ available: false, currentTrackId: null, playing: false });
  });
});

describe("The bar in the site's layout", () => {
  function Site({ audio, location }: { audio: AudioPort; location: ReturnType<typeof memoryLocation> }) {
    return (
      <SiteContext.Provider value={testSite()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SiteProviders machines={siteMachines}>
            <PlayerProvider machines={siteMachines} audio={audio}>
              <Layout>
                <Page />
              </Layout>
            </PlayerProvider>
          </SiteProviders>
        </Router>
      </SiteContext.Provider>
    );
  }
  let controls: PlayerControls | null = null;
  function Page() {
    controls = usePlayer();
    return <h1>Page</h1>;
  }

  it("comes after the footer, outside the page, and keeps playing when the page changes", async () => {
    const audio = fakeAudio();
    const location = memoryLocation({ path: "/", record: true });
    render(<Site audio={audio.port} location={location} />);
    act(() => controls?.playQueue(album, 0));
    await settle();
    const footer = screen.getByRole("contentinfo");
    expect(footer.nextElementSibling).toBe(bar());
    expect(screen.getByRole("main").contains(bar())).toBe(false);
    act(() => location.navigate("/music"));
    act(() => location.navigate("/privacy-policy"));
    expect(button("Pause")).toBeTruthy();
    expect(audio.calls.filter((call) => call.startsWith("load"))).toEqual(["load /audio/1.wav"]);
    expect(audio.calls).not.toContain("pause");
  });
});

describe("Track lists with the player", () => {
  it("queue the release from the clicked track and mark the current track, playing or paused", async () => {
    const audio = fakeAudio();
    const asked: string[] = [];
    const resolveStream = async (trackId: string) => {
      asked.push(trackId);
      return {
        url: `/media/${trackId}.stream.m4a?signed`,
        kind: "full" as const,
        gainDb: 0,
        durationSeconds: 185,
        startSeconds: 0,
        peaks: [],
      };
    };
    const product = release("a1", {
      variants: [
        variant({ id: "v-a1", tracks: [catalogueTrack("c1", { title: "Harbour Lights" }), catalogueTrack("c2", { title: "Tidewater" })] }),
      ],
    });
    render(
      <Router ssrPath="/music/a1">
        <PlayerProvider machines={siteMachines} audio={audio.port} resolveStream={resolveStream}>
          <TrackList product={product} />
          <PlayerBar />
        </PlayerProvider>
      </Router>,
    );
    const tracks = screen.getByRole("list");
    expect(within(tracks).queryAllByRole("listitem", { current: true })).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Play Tidewater" }));
    await settle();
    // The track is played by its stream address: the copy the server hands out is what loads.
    expect(asked).toEqual(["c2"]);
    expect(audio.calls).toContain("load /media/c2.stream.m4a?signed");
    expect(within(bar()).getByRole("link", { name: "Tidewater" }).getAttribute("href")).toBe("/music/a1");
    const [first, second] = within(tracks).getAllByRole("listitem");
    expect(second?.getAttribute("aria-current")).toBe("true");
    expect(first?.hasAttribute("aria-current")).toBe(false);
    expect(screen.getByRole("button", { name: "Pause Tidewater" })).toBeTruthy();

    fireEvent.click(button("Pause"));
    expect(second?.getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Play Tidewater" })).toBeTruthy();

    fireEvent.click(button("Previous track"));
    await settle();
    expect(first?.getAttribute("aria-current")).toBe("true");
    expect(second?.hasAttribute("aria-current")).toBe(false);
  });
});

describe("Player texts", () => {
  it("formats times as m:ss (h:mm:ss past an hour), rounded down", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(9.99)).toBe("0:09");
    expect(formatClock(65.8)).toBe("1:05");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
  });

  it("says the seek slider's and the volume slider's values", () => {
    expect(seekValueText(65, 200)).toBe("1:05 of 3:20");
    expect(volumeValueText(0.8)).toBe("Volume 80%");
    expect(volumeValueText(0)).toBe("Volume 0%");
  });
});
