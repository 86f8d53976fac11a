import { isImageSrc } from "../../../schema/richText/image";

/**
 * Which pasted (or loaded) `<img>` elements become images (SPEC §5): one whose address is a local
 * file (`file:`, what a word processor's clipboard holds for its own pictures) is ignored, as is a
 * checkbox drawn as an image at the start of a list item (Google Docs' check lists), and any whose
 * address the schema refuses (`data:`, `blob:`, `javascript:`, plain http).
 */
export function isLocalFileSrc(src: string): boolean {
  return /^\s*file:/i.test(src);
}

/** Google Docs draws a check list's box as an image, first in its list item, described as a checkbox. */
export function isCheckboxImage(img: HTMLImageElement): boolean {
  return img.parentElement?.tagName === "LI" && img.previousSibling === null && img.getAttribute("aria-roledescription") === "checkbox";
}

/** An `<img>`'s size attribute as the stored size: a whole number of pixels, 0 ('inherit') when missing or unreadable. */
export function sizeAttribute(img: HTMLImageElement, name: "width" | "height", max: number): number {
  const value = Number.parseInt(img.getAttribute(name) ?? "", 10);
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : 0;
}

/** What an `<img>` becomes, or null when it is ignored. */
export function importableImage(img: HTMLImageElement): { src: string; altText: string } | null {
  const src = img.getAttribute("src") ?? "";
  if (isLocalFileSrc(src) || isCheckboxImage(img) || !isImageSrc(src)) return null;
  return { src, altText: img.getAttribute("alt") ?? "" };
}
