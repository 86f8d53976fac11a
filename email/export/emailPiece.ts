/**
 * One exported element. An `<img>` keeps its parts so that the image around it can size it (its
 * max width is the image's, not the picture's); a layout item keeps its content for the layout
 * that lays the items out as table cells.
 */
export interface EmailPiece {
  readonly html: string;
  readonly picture?: { readonly src: string; readonly alt: string; readonly width?: number; readonly height?: number };
  readonly layoutItem?: string;
}
