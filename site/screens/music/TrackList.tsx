import type { CatalogueTrack, Product } from "../../../schema/entities/catalogue";
import { usePlayer } from "../../app/player";
import { formatDuration, isoDuration, playerQueue, releaseTracks } from "./purchase";

function PlayIcon({ playing }: { readonly playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
    </svg>
  );
}

function TrackRow({
  track,
  number,
  onPlay,
  current,
  playing,
  playable,
}: {
  readonly track: CatalogueTrack;
  readonly number: number;
  readonly onPlay: () => void;
  /** The player's current track (playing or not): marked in the list. */
  readonly current: boolean;
  readonly playing: boolean;
  readonly playable: boolean;
}) {
  const label = `${playing ? "Pause" : "Play"} ${track.title}`;
  return (
    <li
      className={`music-track${current ? " music-track--current" : ""}${playing ? " music-track--playing" : ""}`}
      aria-current={current || undefined}
    >
      <button type="button" className="music-track__play" aria-label={label} title={label} disabled={!playable} onClick={onPlay}>
        <PlayIcon playing={playing} />
      </button>
      <span className="music-track__number" aria-hidden="true">
        {number}
      </span>
      <span className="music-track__main">
        <span className="music-track__title">{track.title}</span>
        {track.hasExplicitContent ? (
          <span className="music-track__explicit" role="img" aria-label="Explicit" title="Explicit">
            E
          </span>
        ) : null}
        {track.isFeatured ? (
          <span className="music-track__featured" role="img" aria-label="Featured" title="Featured">
            ★
          </span>
        ) : null}
        {track.listen === "preview" ? <span className="music-track__listen">{`${track.previewSeconds ?? 30} s preview`}</span> : null}
        {track.listen === "none" ? <span className="music-track__listen">Buy to hear</span> : null}
      </span>
      {track.durationSeconds === undefined ? null : (
        <time className="music-track__duration" dateTime={isoDuration(track.durationSeconds)}>
          {formatDuration(track.durationSeconds)}
        </time>
      )}
    </li>
  );
}

/**
 * The release's tracks (SPEC §2 Music detail): number, title, explicit badge, featured star,
 * duration, and a play/pause button each that queues the release in the player from that track.
 */
export function TrackList({ product }: { readonly product: Product }) {
  const player = usePlayer();
  const tracks = releaseTracks(product);
  if (tracks.length === 0) return <p className="music-detail__empty">No tracks available</p>;
  const queue = playerQueue(product);
  return (
    <ol className="music-tracks">
      {tracks.map((track, index) => {
        const queueIndex = queue.findIndex((queued) => queued.id === track.id);
        const current = player.currentTrackId === track.id;
        const playing = current && player.playing;
        const onPlay = () => {
          if (current) player.toggle();
          else player.playQueue(queue, queueIndex);
        };
        return (
          <TrackRow
            key={track.id}
            track={track}
            number={index + 1}
            current={current}
            playing={playing}
            playable={player.available && queueIndex !== -1}
            onPlay={onPlay}
          />
        );
      })}
    </ol>
  );
}
