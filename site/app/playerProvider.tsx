import { type ReactNode, useEffect, useMemo, useState } from "react";
import { endpoints } from "../../client/api/endpoints";
import { useSelector } from "../../client/ui/useSelector";
import { type LazyActor, lazyActor } from "../../machines/lazyActor";
import { type AudioPort, htmlAudioPort, NO_AUDIO } from "../../machines/player/audioPort";
import { browserMediaSession, type MediaSessionPort, NO_MEDIA_SESSION } from "../../machines/player/mediaSession";
import type { PlayerEvent, PlayerInput } from "../../machines/player/playerMachine";
import { PLAYER_IDLE, type PlayerView, selectCurrentTrack, selectIsPlaying } from "../../machines/player/playerSelectors";
import type { TrackStream } from "../../schema/api/listening";
import { useRecordAnalytics } from "../analytics/analyticsContext";
import { trackPlays } from "../analytics/playTracking";
import { PlayerContext, type PlayerControls } from "./player";
import { PlayerActorContext, StreamContext } from "./playerActor";
import { loadPlayerBar } from "./playerBarChunk";
import type { SiteMachines } from "./siteMachines";
import { streamingAudio } from "./streamingAudio";

function sitePlayer(input: PlayerInput, machines: SiteMachines | undefined): LazyActor<PlayerView, PlayerEvent> {
  return lazyActor<PlayerView, PlayerEvent>({
    standIn: PLAYER_IDLE,
    // The bar's chunk comes beside the machine's: the bar shows as soon as the machine runs.
    load: () =>
      Promise.all([import("./siteMachines"), loadPlayerBar()]).then(
        ([{ createPlayerActor }]) =>
          () =>
            createPlayerActor(input),
      ),
    ...(machines ? { create: () => machines.createPlayerActor(input) } : {}),
  });
}

/**
 * An AudioPort over one `new Audio()`, made on first use: when the player starts, which happens in
 * the browser only. Where there is no `Audio` (the server), it is NO_AUDIO. A pause before anything
 * was made has nothing to pause and makes nothing.
 */
export function lazyBrowserAudio(createAudio: () => HTMLAudioElement = () => new Audio()): AudioPort {
  let port: AudioPort | null = null;
  const audio = (): AudioPort => {
    port ??= typeof Audio === "function" ? htmlAudioPort(createAudio()) : NO_AUDIO;
    return port;
  };
  return {
    load: (url) => audio().load(url),
    play: () => audio().play(),
    pause: () => port?.pause(),
    seek: (seconds) => audio().seek(seconds),
    setVolume: (volume) => audio().setVolume(volume),
    setMuted: (muted) => audio().setMuted?.(muted),
    subscribe: (listener) => audio().subscribe(listener),
  };
}

/** The browser's Media Session (lock screen, media keys), looked up on first use; a no-op without one. */
export function lazyBrowserMediaSession(): MediaSessionPort {
  let port: MediaSessionPort | null = null;
  const session = (): MediaSessionPort => {
    port ??= typeof navigator === "undefined" ? NO_MEDIA_SESSION : browserMediaSession(navigator);
    return port;
  };
  return {
    setMetadata: (metadata) => session().setMetadata(metadata),
    setActionHandlers: (handlers) => session().setActionHandlers(handlers),
  };
}

export interface PlayerProviderProps {
  /** The audio output; the browser's own (one `new Audio()` for the app's life) when not given. Tests pass a fake. */
  readonly audio?: AudioPort;
  /** The system's media controls; the browser's Media Session when not given. */
  readonly mediaSession?: MediaSessionPort;
  /** What may be played of a track, asked when it is played; the API's stream route when not given. */
  readonly resolveStream?: (trackId: string) => Promise<TrackStream>;
  /** The machines, already here: the player then starts at once rather than with the first play (tests). */
  readonly machines?: SiteMachines;
  readonly children: ReactNode;
}

/**
 * The site's audio player (SPEC §2 Audio player): one player machine for the whole site, above the
 * routes, so a page change never interrupts playback. It provides the actor (for the player bar)
 * and the PlayerControls the music screens use.
 *
 * The machine (and XState) is fetched with the first play, not in the first download (issue 39),
 * and the audio element is made when it plays, so the server render and the first render that
 * hydrates see an idle player: no bar, and play buttons that are not available yet (a click before
 * hydration would do nothing, so they are disabled until then).
 */
export function PlayerProvider({ audio, mediaSession, resolveStream = endpoints.trackStream, machines, children }: PlayerProviderProps) {
  const [input] = useState(() => ({
    audio: streamingAudio(audio ?? lazyBrowserAudio(), resolveStream),
    mediaSession: mediaSession ?? lazyBrowserMediaSession(),
  }));
  const [player] = useState(() => sitePlayer(input, machines));
  const track = useSelector(player, selectCurrentTrack);
  const playing = useSelector(player, selectIsPlaying);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    setStarted(true);
  }, []);
  // Nothing should go on playing once the player is gone.
  useEffect(
    () => () => {
      player.stop();
      input.audio.pause();
    },
    [input, player],
  );
  // Plays for the artist's analytics (issue 38): started, 30 s, played to the end.
  const record = useRecordAnalytics();
  useEffect(
    () =>
      trackPlays({
        audio: input.audio,
        currentTrack: () => selectCurrentTrack(player.getSnapshot()),
        record,
        currentPath: () => window.location.pathname,
      }),
    [input, player, record],
  );

  const controls = useMemo<PlayerControls>(
    () => ({
      available: started,
      currentTrackId: track?.id ?? null,
      playing,
      playQueue: (tracks, startIndex) => player.send({ type: "player.playQueue", tracks, startIndex }),
      toggle: () => player.send({ type: "player.toggle" }),
    }),
    [started, track, playing, player],
  );

  return (
    <PlayerActorContext.Provider value={player}>
      <StreamContext.Provider value={input.audio}>
        <PlayerContext.Provider value={controls}>{children}</PlayerContext.Provider>
      </StreamContext.Provider>
    </PlayerActorContext.Provider>
  );
}
