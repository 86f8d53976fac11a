/**
 * What the player bar reads of the player (site/shell/PlayerBar.tsx, a chunk of its own): apart
 * from playerSelectors.ts, which the first download holds, so these and the rules they apply are
 * fetched with the bar (issue 39).
 */
import { canSkip, isMuted, type PlayerError } from "./playerRules";
import { type PlayerView, selectCurrentTrack } from "./playerSelectors";

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
