import { ICON_SIZES, IMAGE_WIDTHS } from "../../schema/api/uploads";
import type { Storage } from "../storage/storage";

/** The formats a photo's sizes are made in (sizedImages.ts). */
export const SIZED_FORMATS = ["avif", "webp", "jpeg", "png"] as const;

export type SizedFormat = (typeof SIZED_FORMATS)[number];

/** Where the size `width` of `key` in `format` is stored: apart from uploads, so all sizes can be found and dropped. */
export function sizedKey(key: string, width: number, format: SizedFormat): string {
  return `sizes/${key}.w${width}.${format}`;
}

/** Where the square icon of `key` (a logo) at `size` pixels is stored. */
export function iconKey(key: string, size: number): string {
  return `sizes/${key}.icon${size}.png`;
}

/**
 * Deletes a stored file with every size made of it: a deleted photo, or one made private with its
 * locked post, leaves no public copy behind.
 */
export async function deleteStoredFile(storage: Storage, key: string): Promise<void> {
  await storage.delete(key);
  const sizes = [
    ...IMAGE_WIDTHS.flatMap((width) => SIZED_FORMATS.map((format) => sizedKey(key, width, format))),
    ...ICON_SIZES.map((size) => iconKey(key, size)),
  ];
  await Promise.all(sizes.map((size) => storage.delete(size)));
}
