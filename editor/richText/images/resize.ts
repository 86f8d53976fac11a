import { MAX_IMAGE_SIZE, MIN_IMAGE_SIZE } from "../../../schema/richText/image";

/** A size in whole CSS pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** How far one arrow key press resizes, and with Shift. */
export const KEY_STEP = 10;
export const SHIFT_KEY_STEP = 50;

/** The widest a resize may make an image: its max width (a block image's), else the schema's bound. */
export function resizeLimit(maxWidth: number | null): number {
  return Math.max(MIN_IMAGE_SIZE, Math.min(maxWidth ?? MAX_IMAGE_SIZE, MAX_IMAGE_SIZE));
}

/**
 * The size after a resize that moved the width by `deltaWidth` pixels from `start`: held between
 * the smallest size and `limit`, the height following in the picture's proportions (a handle never
 * squashes the picture), both whole pixels.
 *
 * @example resizedBy({ width: 400, height: 300 }, -100, 500) // { width: 300, height: 225 }
 */
export function resizedBy(start: ImageSize, deltaWidth: number, limit: number): ImageSize {
  const ratio = start.width > 0 ? start.height / start.width : 1;
  const width = Math.round(Math.min(limit, Math.max(MIN_IMAGE_SIZE, start.width + deltaWidth)));
  const height = Math.min(MAX_IMAGE_SIZE, Math.max(1, Math.round(width * ratio)));
  return { width, height };
}

/**
 * The size after a key press on a resize handle: the arrows right and up enlarge, left and down
 * shrink, by 10 px (50 with Shift); Home goes to the smallest and End to the largest. Null for any
 * other key, which the handle leaves alone.
 */
export function resizedByKey(start: ImageSize, key: string, shift: boolean, limit: number): ImageSize | null {
  const step = shift ? SHIFT_KEY_STEP : KEY_STEP;
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return resizedBy(start, step, limit);
    case "ArrowLeft":
    case "ArrowDown":
      return resizedBy(start, -step, limit);
    case "Home":
      return resizedBy(start, MIN_IMAGE_SIZE - start.width, limit);
    case "End":
      return resizedBy(start, limit - start.width, limit);
    default:
      return null;
  }
}
