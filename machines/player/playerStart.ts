import type { Track } from "../../schema/entities/catalogue";

// Apart from playerRules.ts: what the player's stand-in shows before the machine comes is in a
// fan's first download, and the rules the machine and the bar apply are not (issue 39).

/** The volume a fresh player starts at (and restores on unmute when it was never above 0 before). */
export const DEFAULT_VOLUME = 1;

/** The player's context before anything is played, its ports aside: where the machine starts, and what its stand-in shows before it comes. */
export const PLAYER_START = {
  queue: [],
  currentIndex: -1,
  currentTime: 0,
  duration: 0,
  volume: DEFAULT_VOLUME,
  volumeBeforeMute: DEFAULT_VOLUME,
  error: null,
  expanded: true,
} as const;

/** The track at the queue's current place, or null before anything was played. */
export function currentTrackOf(context: { readonly queue: readonly Track[]; readonly currentIndex: number }): Track | null {
  return context.queue[context.currentIndex] ?? null;
}
