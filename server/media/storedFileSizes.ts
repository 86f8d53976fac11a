import { IMAGE_WIDTHS } from "../../schema/api/uploads";
import type { Storage } from "../storage/storage";

/** The formats a photo's sizes are made in (sizedImages.ts). */
export const SIZED_FORMATS = ["avif", "webp", "jpeg", "png"] as const;

export type SizedFormat = (typeof SIZED_FORMATS)[number];

/** Where the size `width` of `key` in `format` is stored: apart from uploads, so all sizes can be found and dropped. */
export function sizedKey(key: string, width: number, format: SizedFormat): string {
  return `sizes/${key}.w${width}.${format}`;
}

/**
 * Deletes a stored file with every size made of it: a deleted photo, or one made private with its
 * locked post, leaves no public copy behind.
 */
export async function deleteStoredFile(storage: Storage, key: string): Promise<void> {
  await storage.delete(key);
  const sizes = IMAGE_WIDTHS.flatMap((width) => SIZED_FORMATS.map((format) => sizedKey(key, width, format)));
  await Promise.all(sizes.map((size) => storage.delete(size)));
}
