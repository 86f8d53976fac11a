import type { Library } from "../../../schema/api/library";
import type { Track } from "../../../schema/entities/catalogue";
import { usePlayer } from "../../app/player";
import { trackStreamUrl } from "../../app/streamingAudio";

export type LibraryRelease = Library["releases"][number];

/**
 * The player's queue for a bought release: its tracks whose streaming copy is made, each by its
 * stream address (the stream route checks the purchase when it is played, as on the Music screen),
 * with the release's cover and artist for the player bar and the release the title opens.
 */
export function libraryQueue(release: LibraryRelease): Track[] {
  return release.tracks.flatMap((track): Track[] =>
    track.url === null
      ? []
      : [
          {
            id: track.id,
            title: track.title,
            url: trackStreamUrl(track.id),
            productId: release.productId,
            ...(release.artist ? { artist: release.artist } : {}),
            ...(release.coverImage ? { coverImage: release.coverImage } : {}),
          },
        ],
  );
}

function PlayIcon({ playing }: { readonly playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
    </svg>
  );
}

/**
 * A track's play button in the library: it queues the release in the site's player (the bar at
 * the bottom, which keeps playing across pages) from this track, or pauses and resumes it when it
 * is the one playing. Disabled until the player has started in the browser, as on the Music screen.
 */
export function LibraryPlayButton({
  release,
  trackId,
  title,
}: {
  readonly release: LibraryRelease;
  readonly trackId: string;
  readonly title: string;
}) {
  const player = usePlayer();
  const current = player.currentTrackId === trackId;
  const playing = current && player.playing;
  const label = `${playing ? "Pause" : "Play"} ${title}`;
  const onPlay = () => {
    if (current) {
      player.toggle();
      return;
    }
    const queue = libraryQueue(release);
    player.playQueue(
      queue,
      queue.findIndex((track) => track.id === trackId),
    );
  };
  return (
    <button
      type="button"
      className={playing ? "account-library__play account-library__play--playing" : "account-library__play"}
      aria-label={label}
      title={label}
      aria-pressed={playing}
      disabled={!player.available}
      onClick={onPlay}
    >
      <PlayIcon playing={playing} />
    </button>
  );
}
