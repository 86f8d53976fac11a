import { MAX_FONT_SIZE, MIN_FONT_SIZE } from "../../../schema/richText/limits";

/** SPEC §5 and §9: 'Font size clamped 1 to 72, fallback 16 if not a number'. */
export const DEFAULT_FONT_SIZE = 16;

/** A typed or stored size as the size to apply: a whole number of pixels from 1 to 72, 16 when it is no number. */
export function clampFontSize(input: string | number): number {
  const size = typeof input === "number" ? input : Number.parseFloat(input);
  if (!Number.isFinite(size)) return DEFAULT_FONT_SIZE;
  return Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, Math.round(size)));
}

/** The size one step up or down, as the toolbar's +/- buttons take it. */
export function stepFontSize(current: string | number, direction: 1 | -1): number {
  return clampFontSize(clampFontSize(current) + direction);
}
