import { type CSSProperties, type RefObject, useEffect, useRef } from "react";

export interface PlayerFrameProps {
  readonly src: string;
  /** Names the player for screen readers. */
  readonly title: string;
  /** What the player may use (`allow`), no more than its service's own embed code asks; fullscreen only where it lists it. */
  readonly allow: string;
  readonly className: string;
  readonly style?: CSSProperties | undefined;
  /** The frame, for whoever listens to it (X's post tells its height). */
  readonly frameRef?: RefObject<HTMLIFrameElement | null>;
}

/**
 * Another site's player, put in the page once a fan asked for it (a rich-text embed, an Embed
 * block). It takes the focus as it replaces the button the fan pressed, so the keyboard stays
 * where it was; it loads at once (`eager`), being where the fan is looking; and it tells the other
 * site which page it is on (its origin only), which YouTube's player needs to play at all.
 */
export function PlayerFrame({ src, title, allow, className, style, frameRef }: PlayerFrameProps) {
  const own = useRef<HTMLIFrameElement>(null);
  const frame = frameRef ?? own;
  useEffect(() => frame.current?.focus(), [frame]);
  return (
    <iframe
      ref={frame}
      className={className}
      src={src}
      title={title}
      allow={allow === "" ? undefined : allow}
      allowFullScreen={allow.includes("fullscreen") ? true : undefined}
      loading="eager"
      referrerPolicy="strict-origin-when-cross-origin"
      style={style}
    />
  );
}
