import type { RichTextNodeJSON } from "../../schema/richText/index";
import type { RichAttributes, RichElementFactory } from "./richElementFactory";

const DRAWING: RichAttributes = { class: "bl-rt-drawing" };
const EMPTY_DRAWING: RichAttributes = { class: "bl-rt-drawing bl-rt-drawing--empty" };

/** The address that shows a drawing's picture: its SVG as data, which an `<img>` shows inert. */
export function drawingImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A drawing as its saved picture: an `<img>` of the SVG as a data address, where the SVG can run
 * no script and load nothing (see `schema/richText/drawing.ts`), at its width and height when it
 * has them. A drawing never saved with a picture shows as an empty figure.
 */
export function describeDrawing<T>(node: RichTextNodeJSON<"excalidraw">, make: RichElementFactory<T>, key: number): T {
  if (node.svg === undefined) return make.element("figure", EMPTY_DRAWING, null, [], key);
  const attributes: Record<string, string> = {
    src: drawingImageSource(node.svg),
    alt: "Drawing",
    loading: "lazy",
    decoding: "async",
  };
  if (node.width !== undefined) attributes.width = String(node.width);
  if (node.height !== undefined) attributes.height = String(node.height);
  return make.element("figure", DRAWING, null, [make.element("img", attributes, null, null, 0)], key);
}
