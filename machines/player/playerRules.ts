/**
 * The audio player's pure rules (SPEC §4 Audio player states, §5 Player, §8 Player bar, §9 seek
 * step): queue positions that wrap, clamping of seeks and volume, mute and unmute, the Media
 * Session metadata of a track. No effects here; playerMachine.ts applies them.
 */
import type { Track } from "../../schema/entities/catalogue";

/** SPEC §9: the seek step of the ±10 s buttons and of the Media Session's seek actions without an offset. */
export const SEEK_STEP_SECONDS = 10;

/** SPEC §3: what the Media Session shows for a track without an artist. */
export const UNKNOWN_ARTIST = "Unknown Artist";

/** SPEC §8: the player bar's messages. */
export const PLAYER_ERRORS = {
  /** `play()` was rejected (autoplay blocked, no supported source...). */
  play: "Failed to play audio",
  /** The audio element reported an error while loading or streaming. */
  load: "Failed to load audio",
} as const;

export type PlayerError = (typeof PLAYER_ERRORS)[keyof typeof PLAYER_ERRORS];

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** SPEC §5: volume is clamped to 0..1. */
export function clampVolume(volume: number): number {
  return clamp(volume, 0, 1);
}

/** A position within the track, 0..duration; 0 while the duration is not known yet. */
export function clampSeek(seconds: number, duration: number): number {
  return clamp(seconds, 0, Math.max(0, duration));
}

/**
 * A media element's duration or time as plain seconds: NaN (no media yet), Infinity (a live
 * stream) and negative values become 0, so clamping and display never see them.
 */
export function mediaSeconds(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** SPEC §5: next and previous are enabled only when the queue holds more than one track. */
export function canSkip(queueLength: number): boolean {
  return queueLength > 1;
}

/** The track after `index`, wrapping from the last to the first (SPEC §4). -1 for an empty queue. */
export function nextIndex(index: number, queueLength: number): number {
  return queueLength > 0 ? (index + 1) % queueLength : -1;
}

/** The track before `index`, wrapping from the first to the last (SPEC §4). -1 for an empty queue. */
export function previousIndex(index: number, queueLength: number): number {
  return queueLength > 0 ? (((index - 1) % queueLength) + queueLength) % queueLength : -1;
}

/** Where a queue starts playing: `startIndex` made a whole number within the queue (0 when it is not a number). */
export function startIndexWithin(startIndex: number, queueLength: number): number {
  if (queueLength <= 0) return -1;
  return Number.isFinite(startIndex) ? clamp(Math.trunc(startIndex), 0, queueLength - 1) : 0;
}

/** The volume and what unmute restores: the last volume above 0, so it is never 0 itself. */
export interface VolumeState {
  readonly volume: number;
  readonly volumeBeforeMute: number;
}

/** SPEC §4: muted means a volume of 0, whether by mute or by the slider. */
export function isMuted(volume: number): boolean {
  return volume === 0;
}

/** The slider: clamped to 0..1 (SPEC §5); a volume above 0 is also what a later unmute restores. */
export function changeVolume(state: VolumeState, requested: number): VolumeState {
  const volume = clampVolume(requested);
  return { volume, volumeBeforeMute: volume > 0 ? volume : state.volumeBeforeMute };
}

/** SPEC §4: mute sets the volume to 0 and remembers the volume before it. */
export function mute(state: VolumeState): VolumeState {
  return { volume: 0, volumeBeforeMute: state.volume > 0 ? state.volume : state.volumeBeforeMute };
}

/** SPEC §4: unmute restores the volume before the mute; an audible volume is left as it is. */
export function unmute(state: VolumeState): VolumeState {
  return isMuted(state.volume) ? { volume: state.volumeBeforeMute, volumeBeforeMute: state.volumeBeforeMute } : state;
}

export function toggleMute(state: VolumeState): VolumeState {
  return isMuted(state.volume) ? unmute(state) : mute(state);
}

/** What the operating system's media controls show for a track (the Media Session API's MediaMetadataInit). */
export interface TrackMetadata {
  readonly title: string;
  readonly artist: string;
  readonly artwork: readonly { readonly src: string }[];
}

/** SPEC §3: the track's title, its artist or 'Unknown Artist' when missing or blank, its cover as artwork. */
export function trackMetadata(track: Track): TrackMetadata {
  return {
    title: track.title,
    artist: track.artist?.trim() ? track.artist : UNKNOWN_ARTIST,
    artwork: track.coverImage ? [{ src: track.coverImage }] : [],
  };
}

/**
 * True for the rejection `play()` gets when a `pause()` or a new source interrupts it. Not a
 * failure to report: the fan (or the system) paused, or another track took over.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
}
