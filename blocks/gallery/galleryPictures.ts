import { safeMediaUrl } from "../style";
import type { StoredGalleryImage } from "./galleryReadiness";

/** A picture as the view shows it: a safe address, and its words with their empty defaults filled in. */
export interface GalleryPicture {
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

/**
 * The pictures a gallery shows. Props resolve only their top-level defaults, so a picture's absent
 * alt text or caption is filled in here; an address the view could not use safely is left out (the
 * schema already refuses one).
 */
export function galleryPictures(images: readonly StoredGalleryImage[]): GalleryPicture[] {
  return images.flatMap((image) => {
    const src = safeMediaUrl(image.src);
    return src ? [{ src, alt: image.alt ?? "", caption: image.caption ?? "" }] : [];
  });
}
