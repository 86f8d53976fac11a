import { type CSSProperties, useId, useMemo, useState } from "react";
import type { RenderMode } from "../../runtime/blockRegistry";
import { type EmbedPlayer, embedPageUrl, embedPlayer } from "../../runtime/embeds/players";
import { EMBED_SERVICE_NAMES, readEmbed } from "../../schema/embeds/embedAddress";
import type { EmbedSource } from "../../schema/embeds/embedSources";
import type { ResolvedPropsOf } from "../../schema/page";
import type { PageBlockViewProps } from "../pageBlock";
import { PlayerFrame } from "../richText/widgets/PlayerFrame";
import { useHydrated } from "../richText/widgets/useHydrated";
import { spacing } from "../style";

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

/**
 * The Embed block (issue 39): a card naming the service and what it plays, with a button that
 * loads the service's player in its place. Nothing comes from the other site before that click,
 * so a fan who only reads the page tells Spotify or YouTube nothing; the editor shows the card
 * only. An address that names nothing playable is left out of the site (Publish names it) and
 * explained on the canvas.
 */
export function Embed({ props, mode }: PageBlockViewProps<"Embed">) {
  const reading = useMemo(() => readEmbed(props.url), [props.url]);
  const style = { margin: spacing(props.margins) };
  if (reading.ok) return <EmbedCard source={reading.source} props={props} mode={mode} style={style} />;
  if (mode === "view") return null;
  return (
    <div className="bl-embed bl-embed--unset" style={style}>
      <div className="bl-embed-card">
        <p className="bl-embed-service">Embed</p>
        <p className="bl-embed-notice">
          {props.url === ""
            ? "Paste a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo link in this block's settings."
            : reading.problem}
        </p>
      </div>
    </div>
  );
}

interface EmbedCardProps {
  readonly source: EmbedSource;
  readonly props: ResolvedPropsOf<"Embed">;
  readonly mode: RenderMode;
  readonly style: CSSProperties;
}

function EmbedCard({ source, props, mode, style }: EmbedCardProps) {
  const [loaded, setLoaded] = useState(false);
  // The button works only once the page's script runs, so it appears then (as rich text's embeds' does): the
  // hydrated markup is the server's, and a fan without script is not offered a button that does nothing.
  // On the canvas it stays a picture of the card (a click there selects the block), never loading the player.
  const hydrated = useHydrated();
  const ids = useId();
  const service = EMBED_SERVICE_NAMES[source.service];
  const player = embedPlayer(source, props.size);
  const title = props.title.trim();
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
