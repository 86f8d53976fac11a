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

/**
 * The space a block added in the studio keeps below itself, and a new page keeps around its
 * content: the theme's rhythm, so nothing is published flush against its neighbour or the edge.
 */
export const BLOCK_SPACING = 16;
export const PAGE_PADDING: [number, number, number, number] = [48, 24, 48, 24];

/** Per-size CSS (`SizeStyles`) of the props several blocks share. */
export const marginsBySize = (margins: readonly number[]) => ({ margin: spacing(margins) });
export const paddingsBySize = (paddings: readonly number[]) => ({ padding: spacing(paddings) });
