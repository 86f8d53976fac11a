import { useRef, useState } from "react";
import { EMBED_KINDS, type EmbedJSON, embedId } from "../../../runtime/richText/widgets/embed";
import { PlayerFrame } from "./PlayerFrame";
import { useHydrated } from "./useHydrated";
import { useTweetHeight } from "./useTweetHeight";

/**
 * An embed on a page (issue 15): a card with its title and a link to it, and, once the page's
 * script runs, a button that loads the player. Nothing comes from the other site before that
 * click, so a fan who only reads the page tells YouTube or X nothing. The card's markup is the
 * HTML export's (`describeEmbed`); the properties hold the two to each other.
 */
export function EmbedCard({ node }: { node: EmbedJSON }) {
  const kind = EMBED_KINDS[node.type];
  const id = embedId(node);
  const url = kind.pageUrl(id);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  const style = node.format === "" ? undefined : { textAlign: node.format };
  const className = `bl-rt-embed bl-rt-embed--${node.type}`;

  if (loaded) {
    return (
      <figure className={`${className} bl-rt-embed--loaded`} data-embed={node.type} style={style}>
        <EmbedFrame node={node} src={kind.frameUrl(id)} title={kind.title} />
      </figure>
    );
  }
  return (
    <figure className={className} data-embed={node.type} style={style}>
      <figcaption className="bl-rt-embed-title">{kind.title}</figcaption>
      <a className="bl-rt-embed-link" href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
      {hydrated && (
        <button type="button" className="bl-rt-embed-load" data-after-hydration onClick={() => setLoaded(true)}>
          {kind.load}
        </button>
      )}
    </figure>
  );
}

/** The player; X's post is as tall as it says it is. */
function EmbedFrame({ node, src, title }: { node: EmbedJSON; src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const tweetHeight = useTweetHeight(node.type === "tweet" ? frame : null);
  return (
    <PlayerFrame
      frameRef={frame}
      className="bl-rt-embed-frame"
      src={src}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      style={tweetHeight === null ? undefined : { height: `${tweetHeight}px` }}
    />
  );
}
