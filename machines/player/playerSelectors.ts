/**
 * What the site reads of the audio player, from the player machine's snapshot or from its stand-in
 * before the machine has come with the first play (machines/lazyActor.ts): no XState here, so the
 * play buttons and the bar do not bring the machine into the first download.
 */
import type { Track } from "../../schema/entities/catalogue";
import { standInSnapshot } from "../lazyActor";
import { NO_AUDIO } from "./audioPort";
import type { PlayerSnapshot, PlayerStatus } from "./playerMachine";
import { canSkip, currentTrackOf, isMuted, PLAYER_START, type PlayerError } from "./playerRules";

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
export const selectIsLoading = (snapshot: PlayerView): boolean => snapshot.matches("loading");
/** SPEC §5: the play/pause button works when there is a track and nothing is loading. */
export const selectCanPlay = (snapshot: PlayerView): boolean => selectCurrentTrack(snapshot) !== null && !selectIsLoading(snapshot);
/** SPEC §5: only with more than one track queued. */
export const selectCanGoNext = (snapshot: PlayerView): boolean => canSkip(snapshot.context.queue.length);
/** SPEC §5: only with more than one track queued. */
export const selectCanGoPrevious = (snapshot: PlayerView): boolean => canSkip(snapshot.context.queue.length);
export const selectCurrentTime = (snapshot: PlayerView): number => snapshot.context.currentTime;
export const selectDuration = (snapshot: PlayerView): number => snapshot.context.duration;
export const selectVolume = (snapshot: PlayerView): number => snapshot.context.volume;
export const selectMuted = (snapshot: PlayerView): boolean => isMuted(snapshot.context.volume);
export const selectError = (snapshot: PlayerView): PlayerError | null => snapshot.context.error;
export const selectExpanded = (snapshot: PlayerView): boolean => snapshot.context.expanded;
