import type { CSSProperties } from "react";
import type { RenderMode } from "../../runtime/blockRegistry";
import { imageAtWidth, isResizableImage } from "../../runtime/media/imageSrcSet";
import type { ResolvedPropsOf } from "../../schema/page";
import { EmbedCard } from "../embed/EmbedCard";
import type { PageBlockViewProps } from "../pageBlock";
import { safeMediaUrl, spacing } from "../style";
import { readVideoLink, videoNotReady } from "./videoReadiness";

/**
 * The poster's width: a `<video>` takes one poster address, not a `srcset`, so it gets the size the
 * server makes that fills a wide column on a retina phone or a laptop (as AVIF or WebP by Accept).
 */
const POSTER_WIDTH = 1280;

/** The poster's address: an upload at the server's size, another image as it is. */
export function posterSrc(poster: string | undefined): string | undefined {
  const safe = safeMediaUrl(poster);
  return isResizableImage(safe) ? imageAtWidth(safe, POSTER_WIDTH) : safe;
}

const ratio = (aspect: string) => aspect.replace(":", " / ");

/**
 * The Video block (issue 39): an uploaded video played from the server's web copy, with its poster
 * and nothing downloaded before a fan presses play (`preload="none"`), or a YouTube or Vimeo video
 * behind the Embed block's click-to-load card. A background-like clip plays by itself, muted and
 * looping. A block not ready for fans (no video, its web copy still being made) shows only in the editor.
 */
export function Video({ props, mode }: PageBlockViewProps<"Video">) {
  const style = { margin: spacing(props.margins) };
  const problem = videoNotReady(props);
  if (mode === "view" && problem) return null;
  if (problem) {
    return (
      <div className="bl-video bl-video--empty" style={{ ...style, aspectRatio: ratio(props.aspect) }}>
        {problem}
      </div>
    );
  }
  return props.source === "link" ? <VideoLink props={props} mode={mode} style={style} /> : <UploadedVideo props={props} style={style} />;
}

interface PartProps {
  readonly props: ResolvedPropsOf<"Video">;
  readonly style: CSSProperties;
}

function VideoLink({ props, mode, style }: PartProps & { readonly mode: RenderMode }) {
  const reading = readVideoLink(props.url);
  if ("problem" in reading) return null;
  return (
    <div className="bl-video bl-video--link" style={style}>
      <EmbedCard source={reading.source} title={props.title} size="full" mode={mode} style={{}} aspectRatio={ratio(props.aspect)} />
      {props.caption ? <p className="bl-video__caption">{props.caption}</p> : null}
    </div>
  );
}

function UploadedVideo({ props, style }: PartProps) {
  const background = props.autoplay;
  const title = props.title.trim();
  return (
    <figure className="bl-video bl-video--upload" style={style}>
      <video
        className="bl-video__player"
        style={{ aspectRatio: ratio(props.aspect) }}
        poster={posterSrc(props.poster)}
        controls={props.controls}
        preload={background ? "auto" : "none"}
        autoPlay={background}
        muted={background}
        loop={background}
        playsInline
        aria-label={title === "" ? undefined : title}
        src={safeMediaUrl(props.webCopy)}
      />
      {props.caption ? <figcaption className="bl-video__caption">{props.caption}</figcaption> : null}
    </figure>
  );
}
