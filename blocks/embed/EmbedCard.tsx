import { type CSSProperties, useId, useState } from "react";
import type { RenderMode } from "../../runtime/blockRegistry";
import { type EmbedPlayer, type EmbedSize, embedPageUrl, embedPlayer } from "../../runtime/embeds/players";
import { EMBED_SERVICE_NAMES } from "../../schema/embeds/embedAddress";
import type { EmbedSource } from "../../schema/embeds/embedSources";
import { PlayerFrame } from "../richText/widgets/PlayerFrame";
import { useHydrated } from "../richText/widgets/useHydrated";

const KIND_NAMES: Readonly<Record<EmbedSource["kind"], string>> = {
  track: "Track",
  album: "Album",
  playlist: "Playlist",
  artist: "Artist",
  episode: "Episode",
  show: "Show",
  song: "Song",
  "music-video": "Music video",
  video: "Video",
  short: "Short",
};

/** What is played, in words, when the artist gave no title: "Track on Spotify". */
export function embedDescription(source: EmbedSource): string {
  // An Apple Music album's link to one of its songs plays that song.
  const kind = source.service === "appleMusic" && source.song !== undefined ? "song" : source.kind;
  return `${KIND_NAMES[kind]} on ${EMBED_SERVICE_NAMES[source.service]}`;
}

/** The room the player takes; the card keeps it (as its least height) so that loading moves nothing below. */
function playerRoom(player: EmbedPlayer, height: "height" | "minHeight"): CSSProperties {
  return {
    ...(player.height === undefined ? {} : { [height]: `${player.height}px` }),
    ...(player.aspectRatio === undefined ? {} : { aspectRatio: player.aspectRatio }),
    ...(player.maxWidth === undefined ? {} : { maxWidth: `${player.maxWidth}px` }),
  };
}

interface EmbedCardProps {
  readonly source: EmbedSource;
  /** What is played, as the artist named it ("" names it by the service and kind). */
  readonly title: string;
  readonly size: EmbedSize;
  readonly mode: RenderMode;
  readonly style: CSSProperties;
  /** The frame's shape, where the block chooses one (the Video block's) rather than the service's. */
  readonly aspectRatio?: string | undefined;
}

/**
 * A service's player behind a click (the Embed and Video blocks, issue 39): a card naming the
 * service and what it plays, with a button that loads the player in its place. Nothing comes from
 * the other site before that click.
 */
export function EmbedCard({ source, title: named, size, mode, style, aspectRatio }: EmbedCardProps) {
  const [loaded, setLoaded] = useState(false);
  // The button works only once the page's script runs, so it appears then (as rich text's embeds' does): the
  // hydrated markup is the server's, and a fan without script is not offered a button that does nothing.
  // On the canvas it stays a picture of the card (a click there selects the block), never loading the player.
  const hydrated = useHydrated();
  const ids = useId();
  const service = EMBED_SERVICE_NAMES[source.service];
  const served = embedPlayer(source, size);
  const player = aspectRatio === undefined || served.aspectRatio === undefined ? served : { ...served, aspectRatio };
  const title = named.trim();
  const className = `bl-embed bl-embed--${source.service}`;
  const caption = title === "" ? null : <figcaption className="bl-embed-caption">{title}</figcaption>;

  if (loaded) {
    return (
      <figure className={`${className} bl-embed--loaded`} style={style}>
        <PlayerFrame
          className="bl-embed-frame"
          src={player.src}
          title={`${title === "" ? embedDescription(source) : title} (${service} player)`}
          allow={player.allow}
          style={playerRoom(player, "height")}
        />
        {caption}
      </figure>
    );
  }
  const pageUrl = embedPageUrl(source);
  return (
    <figure className={className} style={style}>
      <div className="bl-embed-card" style={playerRoom(player, "minHeight")}>
        <p className="bl-embed-service">{service}</p>
        <p className="bl-embed-title" id={`${ids}-title`}>
          {title === "" ? embedDescription(source) : title}
        </p>
        {hydrated ? (
          <button
            type="button"
            className="bl-embed-load"
            data-after-hydration
            aria-describedby={`${ids}-title ${ids}-notice`}
            onClick={mode === "view" ? () => setLoaded(true) : undefined}
          >
            Load {service}
          </button>
        ) : null}
        <p className="bl-embed-notice" id={`${ids}-notice`}>
          Loading the player connects to {service} ({new URL(player.src).host}), which may set cookies and learn that you visited this page.
        </p>
        {pageUrl === null ? null : (
          <a className="bl-embed-link" href={pageUrl} target="_blank" rel="noopener noreferrer">
            Open on {service}
          </a>
        )}
      </div>
    </figure>
  );
}
