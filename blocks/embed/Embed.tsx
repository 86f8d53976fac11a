import { useMemo } from "react";
import { readEmbed } from "../../schema/embeds/embedAddress";
import type { PageBlockViewProps } from "../pageBlock";
import { spacing } from "../style";
import { EmbedCard } from "./EmbedCard";

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
  if (reading.ok) return <EmbedCard source={reading.source} title={props.title} size={props.size} mode={mode} style={style} />;
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
