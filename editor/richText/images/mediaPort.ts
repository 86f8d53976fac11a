import { createContext } from "react";

/**
 * What the rich-text editor may ask of the studio for images: its media picker and its upload
 * service (the ones the page editor uses for backgrounds). Provided by the studio around its
 * editors (`StudioRichTextMedia`); without it the editor still inserts images by URL, and image
 * files dropped or pasted are ignored, since there is nowhere to put them (a `data:` or `blob:`
 * address is never stored).
 */
export interface RichTextMedia {
  /** Opens the media picker on the artist's images: the chosen image's URL and alt text, or null when it was closed. */
  pickImage(): Promise<{ readonly url: string; readonly alt: string } | null>;
  /** Uploads an image file to the artist's media library: where it is served. Rejects when the upload fails. */
  uploadImage(file: File): Promise<string>;
}

export const RichTextMediaContext = createContext<RichTextMedia | null>(null);
