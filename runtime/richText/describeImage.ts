import { isImageSrc } from "../../schema/richText/image";
import type { RichTextCaptionJSON, RichTextNodeJSON } from "../../schema/richText/index";
import { imageSrcSet } from "../media/imageSrcSet";
import type { RichAttributes, RichElementFactory, RichStyle } from "./richElementFactory";

/**
 * What an image's description takes from the walk (`describe.ts`): a caption line's content
 * (its text and links, an empty line kept as a line) and a block's alignment and direction.
 */
export interface ImageDescribeContext<T> {
  lineContent(children: readonly RichTextNodeJSON[]): T[];
  blockStyle(node: { format: string; indent: number }): RichStyle | null;
  blockAttributes(node: { direction: "ltr" | "rtl" | null }): RichAttributes | null;
}

/** The classes CSS lays images out with (`blocks/richText/richText.css.ts`); the editor's nodes use them too. */
export const IMAGE_CLASS = "bl-rt-image";
export const INLINE_IMAGE_CLASS = "bl-rt-inline-image";
export const IMAGE_CAPTION_CLASS = "bl-rt-image-caption";
export const INLINE_IMAGE_POSITION_CLASSES = {
  left: "bl-rt-inline-image bl-rt-inline-image--left",
  right: "bl-rt-inline-image bl-rt-inline-image--right",
  full: "bl-rt-inline-image bl-rt-inline-image--full",
} as const;

const IMAGE: RichAttributes = { class: IMAGE_CLASS };
const INLINE_IMAGE: RichAttributes = { class: INLINE_IMAGE_CLASS };
const INLINE_IMAGES: Readonly<Record<keyof typeof INLINE_IMAGE_POSITION_CLASSES, RichAttributes>> = {
  left: { class: INLINE_IMAGE_POSITION_CLASSES.left },
  right: { class: INLINE_IMAGE_POSITION_CLASSES.right },
  full: { class: INLINE_IMAGE_POSITION_CLASSES.full },
};
const CAPTION: RichAttributes = { class: IMAGE_CAPTION_CLASS };
const CAPTION_LINE_CLASS = "bl-rt-image-caption-line";

/** Whether a caption has anything to show: a caption of empty lines shows nothing, as the playground's export has it. */
export function captionHasContent(caption: RichTextCaptionJSON): boolean {
  return caption.editorState.root.children.some((paragraph) => paragraph.children.length > 0);
}

/**
 * The caption, line by line. An image sits in a paragraph, where no `<p>` or `<figcaption>` may
 * go (a browser would close the paragraph and tear the page apart before hydration), so each line
 * is a span that CSS shows as a block.
 */
function describeCaption<T>(caption: RichTextCaptionJSON, make: RichElementFactory<T>, context: ImageDescribeContext<T>): T {
  const lines: T[] = [];
  for (const paragraph of caption.editorState.root.children) {
    const direction = context.blockAttributes(paragraph);
    const attributes: RichAttributes = direction ? { ...direction, class: CAPTION_LINE_CLASS } : { class: CAPTION_LINE_CLASS };
    lines.push(make.element("span", attributes, context.blockStyle(paragraph), context.lineContent(paragraph.children), lines.length));
  }
  return make.element("span", CAPTION, null, lines, 1);
}

/** How wide the picture shows, for `sizes`: its width when set (a block image no wider than its max), else its column's share. */
function imageSizes(node: RichTextNodeJSON<"image" | "inline-image">): string {
  const set = node.width > 0 ? node.width : undefined;
  const widest = node.type === "image" ? Math.min(node.maxWidth, set ?? node.maxWidth) : set;
  if (widest !== undefined) return `(max-width: ${widest}px) 100vw, ${widest}px`;
  return node.type === "inline-image" && (node.position === "left" || node.position === "right")
    ? "(max-width: 40rem) 100vw, 50vw"
    : "100vw";
}

function imgAttributes(node: RichTextNodeJSON<"image" | "inline-image">): RichAttributes {
  const attributes: Record<string, string> = { src: node.src, alt: node.altText };
  // An uploaded photo also at the sizes the server makes (issue 39); the browser picks one.
  const srcSet = imageSrcSet(node.src);
  if (srcSet) {
    attributes.srcset = srcSet;
    attributes.sizes = imageSizes(node);
  }
  // 0 is the playground's 'inherit': the picture's own size, so no attribute.
  if (node.width > 0) attributes.width = String(node.width);
  if (node.height > 0) attributes.height = String(node.height);
  attributes.loading = "lazy";
  return attributes;
}

/**
 * An image (SPEC §3, §9): a span holding the `<img>` (its alternative text, its width and height
 * when set, loaded lazily) and, when the caption is shown and has words, the caption. A block
 * image is held to its max width (500 by default, 800 from markdown); an inline image floats left
 * or right at half width, or takes the full width, by its class. An address the schema would
 * refuse shows nothing: no unsafe URL reaches a page, whatever was stored.
 */
export function describeImage<T>(
  node: RichTextNodeJSON<"image" | "inline-image">,
  make: RichElementFactory<T>,
  context: ImageDescribeContext<T>,
  key: number,
): T {
  if (!isImageSrc(node.src)) return make.element("span", node.type === "image" ? IMAGE : INLINE_IMAGE, null, [], key);
  const picture = make.element("img", imgAttributes(node), null, null, 0);
  const children =
    node.showCaption && captionHasContent(node.caption) ? [picture, describeCaption(node.caption, make, context)] : [picture];
  if (node.type === "image") return make.element("span", IMAGE, { "max-width": `${node.maxWidth}px` }, children, key);
  return make.element("span", node.position ? INLINE_IMAGES[node.position] : INLINE_IMAGE, null, children, key);
}
