import type { CSSProperties } from "react";

/** CSS `margin`/`padding` from a [top, right, bottom, left] list of pixels. */
export function spacing(values: readonly number[]): string {
  return values.map((value) => `${value}px`).join(" ");
}

/** Style with CSS custom properties, which React sets as given. */
export type StyleWithVariables = CSSProperties & Record<`--${string}`, string | number | undefined>;

const SAFE_MEDIA_URL = /^(?:https?:\/\/|\/(?!\/))[^\s"'()<>\\]*$/;

/**
 * A media URL usable inside CSS `url("…")` or as a video source, or undefined. The schema already
 * allows only such URLs; this keeps the view safe on its own.
 */
export function safeMediaUrl(url: string | undefined): string | undefined {
  return url !== undefined && SAFE_MEDIA_URL.test(url) ? url : undefined;
}
