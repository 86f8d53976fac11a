import { IMAGE_WIDTHS } from "../../schema/api/uploads";

/**
 * Public uploads whose pixels the server can resize: an upload's path (`/media/{profile}/{file}`)
 * ending in a photo's extension. GIFs (they may move), SVGs (they scale themselves), private files
 * and addresses elsewhere are shown as they are.
 */
const RESIZABLE = /^\/media\/(?!private\/)[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.(?:jpe?g|png|webp|avif)$/i;

/** Whether the server makes sizes of the image at `url`. */
export function isResizableImage(url: string | undefined): url is string {
  return url !== undefined && RESIZABLE.test(url);
}

/** The address of `url` at `width` pixels wide (as AVIF or WebP when the browser takes them). */
export function imageAtWidth(url: string, width: number): string {
  return `${url}?w=${width}`;
}

/**
 * The `srcset` of an uploaded photo: every width the server makes, up to `largest`, so the browser
 * picks the smallest file that fills the space `sizes` gives it at the screen's density. Undefined
 * for an image the server does not resize (the `src` alone then shows it).
 */
export function imageSrcSet(url: string | undefined, largest = 2560): string | undefined {
  if (!isResizableImage(url)) return undefined;
  return IMAGE_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${imageAtWidth(url, width)} ${width}w`)
    .join(", ");
}

/**
 * The attributes of an `<img>` that shows `url` in the space `sizes` describes: `src` (a size
 * that suits a browser without `srcset`, else the file itself), `srcSet` and `sizes`.
 */
export function responsiveImage(url: string, sizes: string, largest?: number): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url, largest);
  if (!srcSet) return { src: url };
  const fallback = IMAGE_WIDTHS.filter((width) => width <= Math.min(960, largest ?? 960)).pop() ?? IMAGE_WIDTHS[0];
  return { src: imageAtWidth(url, fallback), srcSet, sizes };
}
