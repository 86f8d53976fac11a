/**
 * What the site reads of the audio player, from the player machine's snapshot or from its stand-in
 * before the machine has come with the first play (machines/lazyActor.ts): no XState here, so the
 * play buttons and the bar do not bring the machine into the first download.
 */
import type { Track } from "../../schema/entities/catalogue";
import { standInSnapshot } from "../lazyActor";
import { NO_AUDIO } from "./audioPort";
import type { PlayerSnapshot, PlayerStatus } from "./playerMachine";
import { currentTrackOf, PLAYER_START } from "./playerStart";

/** The part of the player machine's snapshot the selectors read, which a stand-in gives too. */
export type PlayerView = Pick<PlayerSnapshot, "status" | "value" | "context" | "matches">;

/** The player before anything was played (as the server renders it): idle, with nothing in the queue. */
export const PLAYER_IDLE: PlayerView = standInSnapshot("idle" as const, {
  ...PLAYER_START,
  audio: NO_AUDIO,
  mediaSession: null,
});

export const selectStatus = (snapshot: PlayerView): PlayerStatus => snapshot.value;
export const selectQueue = (snapshot: PlayerView): readonly Track[] => snapshot.context.queue;
export const selectCurrentTrack = (snapshot: PlayerView): Track | null => currentTrackOf(snapshot.context);
export const selectIsPlaying = (snapshot: PlayerView): boolean => snapshot.matches("playing");
