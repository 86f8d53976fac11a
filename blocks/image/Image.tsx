import type { CSSProperties } from "react";
import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { pictureLoading } from "../../runtime/media/pictureLoading";
import { linkHref } from "../../runtime/sanitizeUrl";
import type { ResolvedPropsOf } from "../../schema/page";
import type { PageBlockViewProps } from "../pageBlock";
import { safeMediaUrl, spacing } from "../style";
import { imageNotReady } from "./imageReadiness";

/** How wide each size shows at most (image.css.ts), for `sizes`: the browser then fetches no more than that. */
const SIZES = {
  small: "(max-width: 22rem) 100vw, 20rem",
  medium: "(max-width: 34rem) 100vw, 32rem",
  large: "(max-width: 50rem) 100vw, 48rem",
  full: "100vw",
} as const;

/** The crop's look: a shape with the focal point kept in view, or the picture as uploaded. */
function pictureStyle(props: ResolvedPropsOf<"Image">): CSSProperties | undefined {
  if (props.aspect === "original") return undefined;
  return { aspectRatio: props.aspect.replace(":", " / "), objectPosition: `${props.focalX}% ${props.focalY}%` };
}

/**
 * The Image block (issue 39): a picture from the media library at the sizes the server makes, cropped
 * around its focal point when a shape is chosen, with a caption and a link. A decorative picture has
 * empty alt text, so screen readers skip it. One not ready for fans (no picture, or no alt text)
 * shows only in the editor, as Publish says.
 */
export function Image({ node, props, mode, leadPicture }: PageBlockViewProps<"Image">) {
  const src = safeMediaUrl(props.src);
  const href = props.link ? linkHref(props.link) : "";
  const onClick = useSiteLink(href, { buttonId: node.id });
  const className = `bl-image bl-image--${props.size} bl-image--${props.align}`;
  const style = { margin: spacing(props.margins) };
  if (mode === "view" && imageNotReady(props)) return null;
  if (!src) {
    return (
      <div className={`${className} bl-image--empty`} style={style}>
        Choose an image in the settings
      </div>
    );
  }
  const picture = (
    <img
      className="bl-image__picture"
      alt={props.decorative ? "" : props.alt}
      {...pictureLoading(leadPicture)}
      decoding="async"
      style={pictureStyle(props)}
      {...responsiveImage(src, SIZES[props.size])}
    />
  );
  return (
    <figure className={className} style={style}>
      {href ? (
        <a className="bl-image__link" href={href} data-analytics-link="image" onClick={onClick}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {props.caption ? <figcaption className="bl-image__caption">{props.caption}</figcaption> : null}
    </figure>
  );
}
