import { type CSSProperties, type KeyboardEvent, useCallback, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { useSelector } from "../../client/ui/useSelector";
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCurrentTime,
  selectDuration,
  selectError,
  selectExpanded,
  selectIsLoading,
  selectMuted,
  selectVolume,
} from "../../machines/player/playerBarSelectors";
import { SEEK_STEP_SECONDS, trackMetadata } from "../../machines/player/playerRules";
import { selectCurrentTrack, selectIsPlaying } from "../../machines/player/playerSelectors";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { type PlayerActorRef, useCurrentStream, usePlayerActor } from "../app/playerActor";
import { MusicNoteIcon } from "./icons";
import { CollapseIcon, ExpandIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, VolumeIcon } from "./playerIcons";
import { Waveform } from "./Waveform";

/**
 * A time in the track as the bar shows it: whole seconds, rounded down.
 * @example formatClock(65.8) // "1:05"
 * @example formatClock(3725) // "1:02:05"
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** What the seek slider says to a screen reader. @example seekValueText(65, 200) // "1:05 of 3:20" */
export function seekValueText(currentTime: number, duration: number): string {
  return `${formatClock(currentTime)} of ${formatClock(duration)}`;
}

/** What the volume slider says to a screen reader. @example volumeValueText(0.8) // "Volume 80%" */
export function volumeValueText(volume: number): string {
  return `Volume ${Math.round(volume * 100)}%`;
}

/** The arrow keys move the seek slider by the seek step (SPEC §9), not by a second. */
const SEEK_KEYS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** How far along a slider's fill goes, for its track's colour. */
function fill(value: number, max: number): CSSProperties {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return { "--player-fill": `${percent}%` } as CSSProperties;
}

function Cover({ src }: { readonly src: string | undefined }) {
  return src ? (
    <img className="player__cover" alt="" width={48} height={48} {...responsiveImage(src, "48px", 320)} />
  ) : (
    <span className="player__cover player__cover--empty">
      <MusicNoteIcon size={22} />
    </span>
  );
}

/** SPEC §5: disabled (but still focusable, so a keyboard user keeps their place) while the track loads. */
function PlayPauseButton({ player }: { readonly player: PlayerActorRef }) {
  const playing = useSelector(player, selectIsPlaying);
  const loading = useSelector(player, selectIsLoading);
  return (
    <button
      type="button"
      className={loading ? "player__button player__play player__play--loading" : "player__button player__play"}
      aria-label={playing ? "Pause" : "Play"}
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) player.send({ type: "player.toggle" });
      }}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

function SkipButton({ player, direction }: { readonly player: PlayerActorRef; readonly direction: "previous" | "next" }) {
  const enabled = useSelector(player, direction === "next" ? selectCanGoNext : selectCanGoPrevious);
  return (
    <button
      type="button"
      className="player__button"
      aria-label={direction === "next" ? "Next track" : "Previous track"}
      disabled={!enabled}
      onClick={() => player.send({ type: direction === "next" ? "player.next" : "player.previous" })}
    >
      {direction === "next" ? <NextIcon size={22} /> : <PreviousIcon size={22} />}
    </button>
  );
}

/** The seek slider between the elapsed and the total time; its arrow keys step by SEEK_STEP_SECONDS. */
function SeekControl({ player }: { readonly player: PlayerActorRef }) {
  const duration = useSelector(player, selectDuration);
  const reported = useSelector(player, selectCurrentTime);
  const currentTime = Math.min(reported, duration);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = SEEK_KEYS[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    player.send({ type: "player.seekBy", seconds: direction * SEEK_STEP_SECONDS });
  };
  const stream = useCurrentStream();
  const peaks = stream?.peaks ?? [];
  return (
    <div className="player__seek">
      {/* The slider says both times; these are for the eyes. */}
      <span className="player__time" aria-hidden="true">
        {formatClock(currentTime)}
      </span>
      {stream?.kind === "preview" ? <span className="player__preview">Preview</span> : null}
      <span className={`player__seek-track${peaks.length > 0 ? " player__seek-track--waveform" : ""}`}>
        <Waveform peaks={peaks} played={duration > 0 ? currentTime / duration : 0} />
        <input
          type="range"
          className="player__slider player__seek-slider"
          aria-label="Seek"
          aria-valuetext={seekValueText(currentTime, duration)}
          min={0}
          max={duration}
          step={1}
          value={Math.floor(currentTime)}
          style={fill(currentTime, duration)}
          onChange={(event) => player.send({ type: "player.seekTo", seconds: Number(event.currentTarget.value) })}
          onKeyDown={onKeyDown}
        />
      </span>
      <span className="player__time" aria-hidden="true">
        {formatClock(duration)}
      </span>
    </div>
  );
}

/** Mute (SPEC §4: unmute restores the volume before it) and the volume slider, in steps of 5%. */
function VolumeControl({ player }: { readonly player: PlayerActorRef }) {
  const volume = useSelector(player, selectVolume);
  const muted = useSelector(player, selectMuted);
  const percent = Math.round(volume * 100);
  return (
    <div className="player__volume">
      <button
        type="button"
        className="player__button"
        aria-label={muted ? "Unmute" : "Mute"}
        onClick={() => player.send({ type: "player.toggleMute" })}
      >
        <VolumeIcon muted={muted} size={22} />
      </button>
      <input
        type="range"
        className="player__slider player__volume-slider"
        aria-label="Volume"
        aria-valuetext={volumeValueText(volume)}
        min={0}
        max={100}
        step={5}
        value={percent}
        style={fill(percent, 100)}
        onChange={(event) => player.send({ type: "player.setVolume", volume: Number(event.currentTarget.value) / 100 })}
      />
    </div>
  );
}

function Bar({ player }: { readonly player: PlayerActorRef }) {
  const track = useSelector(player, selectCurrentTrack);
  const expanded = useSelector(player, selectExpanded);
  const error = useSelector(player, selectError);
  const room = useBarRoom();
  if (!track) return null;
  const { artist } = trackMetadata(track);
  // N.B. The parts keep their places whether expanded or not (absent parts are null), so React
  // keeps the same play/pause and collapse/expand buttons, and the focus stays on them.
  return (
    <>
      <section ref={room.ref} className={expanded ? "player player--expanded" : "player player--collapsed"} aria-label="Audio player">
        <div className="player__info">
          <Cover src={track.coverImage} />
          <div className="player__text">
            {track.productId ? (
              <Link href={`/music/${encodeURIComponent(track.productId)}`} className="player__title">
                {track.title}
              </Link>
            ) : (
              <span className="player__title">{track.title}</span>
            )}
            {error ? (
              <p className="player__error" role="alert">
                {error}
              </p>
            ) : (
              <p className="player__artist">{artist}</p>
            )}
          </div>
        </div>
        <div className="player__transport">
          {expanded ? <SkipButton player={player} direction="previous" /> : null}
          <PlayPauseButton player={player} />
          {expanded ? <SkipButton player={player} direction="next" /> : null}
        </div>
        {expanded ? <SeekControl player={player} /> : null}
        {expanded ? <VolumeControl player={player} /> : null}
        <button
          type="button"
          className="player__button player__toggle"
          aria-label={expanded ? "Collapse player" : "Expand player"}
          onClick={() => player.send({ type: expanded ? "player.collapse" : "player.expand" })}
        >
          {expanded ? <CollapseIcon /> : <ExpandIcon />}
        </button>
      </section>
      <div className="player-room" style={room.style} aria-hidden="true" />
    </>
  );
}

/**
 * The room the fixed bar takes at the end of the page, as tall as the bar as it is now (one row
 * or two, collapsed or not), so nothing of the page stays under it once scrolled to the end.
 */
function useBarRoom() {
  const [height, setHeight] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((bar: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!bar) return;
    setHeight(bar.offsetHeight);
    if (typeof ResizeObserver === "undefined") return;
    observer.current = new ResizeObserver(() => setHeight(bar.offsetHeight));
    observer.current.observe(bar);
  }, []);
  const style = useMemo(() => (height === null ? undefined : ({ "--player-height": `${height}px` } as CSSProperties)), [height]);
  return { ref, style };
}

/**
 * The persistent audio player (SPEC §2 Audio player): a bar at the bottom of the window, at most
 * 1280 px wide, with the cover, the title (to the release's page), the artist, play/pause,
 * previous, next, the seek slider with the elapsed and total time, mute and the volume slider; or,
 * collapsed, a small card at the bottom left with the cover, the title, play/pause and expand.
 * It shows once something plays, so the server and the first render in the browser have none.
 * The Layout renders it after the footer: fixed to the bottom of the window, with its room kept
 * at the end of the page, so at the end of the page it sits below the footer instead of covering it.
 */
export function PlayerBar() {
  const player = usePlayerActor();
  return player ? <Bar player={player} /> : null;
}
