/**
 * Images in rich text (issue 15, SPEC §3 'Image', 'Inline image'), in the JSON shape of Lexical's
 * playground ImageNode and InlineImageNode: a width or height of 0 is the playground's 'inherit'
 * (the image's own size), and the caption is a nested editor's state, `{ editorState: { root } }`.
 */

/** SPEC §9: 'Image default max width 500'. */
export const DEFAULT_IMAGE_MAX_WIDTH = 500;
/** SPEC §9: 'markdown image max width 800'. */
export const MARKDOWN_IMAGE_MAX_WIDTH = 800;
/** The largest width, height or max width stored, in CSS pixels: far past any page, small enough to stay a number a page can lay out. */
export const MAX_IMAGE_SIZE = 4000;
/** The smallest size a resize handle leaves (as the playground's resizer has it). */
export const MIN_IMAGE_SIZE = 100;
/** Characters of alternative text. */
export const MAX_ALT_TEXT_LENGTH = 500;
/** Paragraphs in one caption. */
export const MAX_CAPTION_PARAGRAPHS = 20;

/** SPEC §3: where an inline image sits. Left and right float at half width; full is full width (SPEC §9). */
export const INLINE_IMAGE_POSITIONS = ["left", "right", "full"] as const;
export type InlineImagePosition = (typeof INLINE_IMAGE_POSITIONS)[number];

/** Characters an image address never holds: white space, controls, quotes, angle brackets, backslashes. */
const URL_CHARACTER = String.raw`[^\s"'<>\\\u0000-\u001f\u007f]`;

/**
 * An image's address: https to another site, or a file of this site's media library
 * (`/media/{profile}/{file}`, as uploads are served). Nothing else: no `javascript:`, `data:`,
 * `blob:`, `file:`, no plain http, no protocol-relative `//host`, no private media (whose signed
 * links expire).
 */
export const IMAGE_SRC_PATTERN = `^(?:https://(?![/\\\\])${URL_CHARACTER}{1,2040}|/media/[A-Za-z0-9_-]{1,64}/(?!\\.)[A-Za-z0-9_.-]{1,200})$`;
export const IMAGE_SRC_HINT = "an https address or a file of this site's media library (/media/…)";
export const MAX_IMAGE_SRC_LENGTH = 2048;

const IMAGE_SRC = new RegExp(IMAGE_SRC_PATTERN, "u");

/** Whether `src` may be an image's address (`IMAGE_SRC_PATTERN`). */
export function isImageSrc(src: unknown): src is string {
  return typeof src === "string" && src.length <= MAX_IMAGE_SRC_LENGTH && IMAGE_SRC.test(src);
}

const version = { const: 1 } as const;
const src = { type: "string", minLength: 1, maxLength: MAX_IMAGE_SRC_LENGTH, pattern: IMAGE_SRC_PATTERN } as const;
const altText = { type: "string", maxLength: MAX_ALT_TEXT_LENGTH } as const;
/** 0 is 'inherit': the image's own size, as the playground writes it. */
const size = { type: "integer", minimum: 0, maximum: MAX_IMAGE_SIZE } as const;

/**
 * A caption: a nested editor's state. `root` is the caption's own root (built in `nodes.ts` from
 * its element shape): paragraphs of text and links only, so a caption holds no image and nests no
 * deeper than root, paragraph, link, text.
 */
function captionSchema<const R extends object>(root: R) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["editorState"],
    properties: {
      editorState: { type: "object", additionalProperties: false, required: ["root"], properties: { root } },
    },
  } as const;
}

/** The `image` node: SPEC §3's src, altText, maxWidth, width, height, showCaption, caption and captionsEnabled. */
export function imageSchema<const R extends object>(captionRoot: R) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["altText", "caption", "height", "maxWidth", "showCaption", "src", "type", "version", "width"],
    properties: {
      altText,
      caption: captionSchema(captionRoot),
      height: size,
      maxWidth: { type: "integer", minimum: 1, maximum: MAX_IMAGE_SIZE, default: DEFAULT_IMAGE_MAX_WIDTH },
      showCaption: { type: "boolean", default: false },
      src,
      type: { const: "image" },
      version,
      width: size,
      // The playground keeps it in the node and never writes it; we write it only when it was given.
      captionsEnabled: { type: "boolean" },
    },
  } as const;
}

/** The `inline-image` node: SPEC §3's src, altText, position, width, height, showCaption and caption. */
export function inlineImageSchema<const R extends object>(captionRoot: R) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["altText", "caption", "height", "showCaption", "src", "type", "version", "width"],
    properties: {
      altText,
      caption: captionSchema(captionRoot),
      height: size,
      // Optional, as in the playground: without one the image sits in the line like a word.
      position: { enum: INLINE_IMAGE_POSITIONS },
      showCaption: { type: "boolean", default: false },
      src,
      type: { const: "inline-image" },
      version,
      width: size,
    },
  } as const;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The caption root of an image node (any node with `caption.editorState.root`), for walks that
 * count and bound what a value holds; null for other nodes and malformed captions.
 */
export function captionRootOf(node: Record<string, unknown>): Record<string, unknown> | null {
  if (node.type !== "image" && node.type !== "inline-image") return null;
  const caption = node.caption;
  if (!isObject(caption) || !isObject(caption.editorState) || !isObject(caption.editorState.root)) return null;
  return caption.editorState.root;
}
