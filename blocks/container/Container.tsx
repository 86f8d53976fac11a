import type { CSSProperties } from "react";
import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import { pictureLoading } from "../../runtime/media/pictureLoading";
import { memoByObject } from "../../runtime/memoByObject";
import type { ResolvedPropsOf } from "../../schema/page";
import type { PageBlockViewProps } from "../pageBlock";
import { safeMediaUrl, spacing } from "../style";

/** SPEC §9: a background shows at 60% brightness for an image and 50% for a video unless set. */
export const DEFAULT_IMAGE_BRIGHTNESS = 60;
export const DEFAULT_VIDEO_BRIGHTNESS = 50;

const ELEMENT_BY_ROLE = { section: "div", page: "main", header: "header", footer: "footer" } as const;

/** The background video or image, as an element (a plain function: most containers have none). */
function backgroundMedia(props: ResolvedPropsOf<"Container">, leadPicture: boolean) {
  const video = safeMediaUrl(props.backgroundVideo);
  const image = safeMediaUrl(props.backgroundImage);
  if (video) {
    const brightness = (props.backgroundBrightness ?? DEFAULT_VIDEO_BRIGHTNESS) / 100;
    return (
      <video
        className="bl-container__media"
        src={video}
        poster={image && responsiveImage(image, "100vw").src}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        style={{ filter: `brightness(${brightness})` }}
      />
    );
  }
  if (image) {
    const brightness = (props.backgroundBrightness ?? DEFAULT_IMAGE_BRIGHTNESS) / 100;
    return (
      <img
        className="bl-container__media"
        alt=""
        aria-hidden="true"
        // A section's background is often the first screen's largest picture: then it is the page's first.
        {...pictureLoading(leadPicture)}
        decoding="async"
        {...responsiveImage(image, "100vw")}
        style={{ filter: `brightness(${brightness})` }}
      />
    );
  }
  return null;
}

const containerLook = memoByObject((props: ResolvedPropsOf<"Container">) => {
  const hasMedia = Boolean(safeMediaUrl(props.backgroundVideo) ?? safeMediaUrl(props.backgroundImage));
  const className = [
    "bl-container",
    `bl-container--${props.flexDirection}`,
    props.fillSpace === "yes" ? "bl-container--fill" : "",
    hasMedia ? "bl-container--media" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const style: CSSProperties = {
    width: props.width,
    height: props.height,
    background: props.background,
    color: props.color,
    margin: spacing(props.margins),
    padding: spacing(props.paddings),
    borderRadius: props.radius > 0 ? props.radius : undefined,
    boxShadow: props.shadow > 0 ? `0 ${Math.round(props.shadow / 4)}px ${props.shadow}px rgba(0, 0, 0, 0.35)` : undefined,
    alignItems: props.alignItems,
    justifyContent: props.justifyContent,
  };
  return { className, style, hasMedia };
});

/** The Container block: a flex box that holds other blocks, with an optional background image or video. */
export function Container({ props, children, leadPicture }: PageBlockViewProps<"Container">) {
  // Inside a page that has its own <main> (the site's layout), a page container is a plain element.
  const { insideMain } = useInterpreter();
  const Element = props.role === "page" && insideMain ? "div" : ELEMENT_BY_ROLE[props.role];
  const { className, style, hasMedia } = containerLook(props);
  return (
    <Element className={className} style={style} data-role={props.role}>
      {hasMedia ? backgroundMedia(props, leadPicture) : null}
      {children}
    </Element>
  );
}
