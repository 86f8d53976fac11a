import { createContext, useContext } from "react";
import type { Track } from "../../schema/entities/catalogue";

/**
 * What the site asks of the audio player: play a queue from a track, toggle, and which track is
 * current. The player bar (its own change) provides it; until then nothing plays.
 */
export interface PlayerControls {
  readonly available: boolean;
  readonly currentTrackId: string | null;
  readonly playing: boolean;
  playQueue(tracks: readonly Track[], startIndex: number): void;
  toggle(): void;
}

export const NO_PLAYER: PlayerControls = {
  available: false,
  currentTrackId: null,
  playing: false,
  playQueue: () => {},
  toggle: () => {},
};

export const PlayerContext = createContext<PlayerControls>(NO_PLAYER);

export function usePlayer(): PlayerControls {
  return useContext(PlayerContext);
}
