import type { StoredPropsOf } from "../../schema/page";

/** One picture as a document stores it: alt text and caption may be absent (their defaults are empty). */
export type StoredGalleryImage = NonNullable<StoredPropsOf<"Gallery">["images"]>[number];

/**
 * Why fans would miss something in this gallery, in the words Publish shows (issue 34); null when it
 * is ready. Every picture needs alt text: a gallery's pictures are what it is for, never decoration,
 * and each opens as a button named by its words.
 */
export function galleryNotReady(images: readonly StoredGalleryImage[]): string | null {
  if (images.length === 0) return "It has no pictures: add some from the media library.";
  const missing = images.findIndex((image) => !image.alt?.trim());
  return missing === -1 ? null : `Picture ${missing + 1} has no alt text: describe it.`;
}
