import { createContext, useContext, useSyncExternalStore } from "react";
import type { ActorHandle } from "../../machines/lazyActor";
import type { PlayerEvent } from "../../machines/player/playerMachine";
import type { PlayerView } from "../../machines/player/playerSelectors";
import type { TrackStream } from "../../schema/api/listening";
import type { StreamingAudio } from "./streamingAudio";

// Apart from playerProvider.tsx, which fetches the player bar's chunk: the bar reads these without importing it back.

/** The site's player: its actor, or the idle stand-in until the first play fetches the machine (machines/lazyActor.ts). */
export type PlayerActorRef = ActorHandle<PlayerView, PlayerEvent>;

export const PlayerActorContext = createContext<PlayerActorRef | null>(null);
export const StreamContext = createContext<StreamingAudio | null>(null);

const NO_STREAM_CHANGES = () => () => {};

/** What the player is playing of the current track (a preview or all, its waveform), or null before it is known. */
export function useCurrentStream(): TrackStream | null {
  const audio = useContext(StreamContext);
  return useSyncExternalStore(
    audio ? (listener) => audio.onStreamChange(listener) : NO_STREAM_CHANGES,
    () => audio?.current() ?? null,
    () => null,
  );
}

/** The site's one player actor, for the player bar; null outside PlayerProvider. */
export function usePlayerActor(): PlayerActorRef | null {
  return useContext(PlayerActorContext);
}
