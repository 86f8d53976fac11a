import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalEditor,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import type { JSX } from "react";
import { IMAGE_CLASS } from "../../../runtime/richText/describeImage";
import { DEFAULT_IMAGE_MAX_WIDTH, isImageSrc, MAX_IMAGE_SIZE } from "../../../schema/richText/image";
import type { RichTextCaptionJSON } from "../../../schema/richText/index";
import { captionJSON, createCaptionEditor, loadCaption } from "../images/captionEditor";
import { ImageView } from "../images/ImageView";
import { imageEdits } from "../images/imageEdits";
import { importableImage, sizeAttribute } from "../images/imageImport";

export type SerializedImageNode = SerializedLexicalNode & {
  altText: string;
  caption: RichTextCaptionJSON;
  height: number;
  maxWidth: number;
  showCaption: boolean;
  src: string;
  width: number;
  captionsEnabled?: boolean;
};

export interface ImagePayload {
  readonly src: string;
  readonly altText: string;
  readonly maxWidth?: number;
  readonly width?: number;
  readonly height?: number;
  readonly showCaption?: boolean;
  readonly captionsEnabled?: boolean;
}

/**
 * An image (SPEC §3), inline in its paragraph as in Lexical's playground: its address, alternative
 * text, max width (500 unless markdown made it 800), width and height (0 for the picture's own),
 * and a caption of its own, shown or not. Drawn in the editor by `ImageView` (resize handles, the
 * caption toggle) inside a span with the fans' class.
 */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __altText: string;
  __maxWidth: number;
  __width: number;
  __height: number;
  __showCaption: boolean;
  /** Shared by every version of the node, as the playground's is: the caption edits itself. */
  __caption: LexicalEditor;
  /** Kept only when given: the playground never writes it, and a caption is allowed unless it is false. */
  __captionsEnabled: boolean | undefined;

  override $config() {
    return this.config("image", { extends: DecoratorNode });
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(imagePayloadOf(node), node.__caption, node.__key);
  }

  static override importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized).updateFromJSON(serialized);
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const image = importableImage(element as HTMLImageElement);
          if (!image) return { node: null };
          const img = element as HTMLImageElement;
          const width = sizeAttribute(img, "width", MAX_IMAGE_SIZE);
          const height = sizeAttribute(img, "height", MAX_IMAGE_SIZE);
          return { node: $createImageNode({ ...image, width, height }) };
        },
        priority: 0,
      }),
    };
  }

  constructor(payload: ImagePayload = { src: "", altText: "" }, caption?: LexicalEditor, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__altText = payload.altText;
    this.__maxWidth = payload.maxWidth ?? DEFAULT_IMAGE_MAX_WIDTH;
    this.__width = payload.width ?? 0;
    this.__height = payload.height ?? 0;
    this.__showCaption = payload.showCaption ?? false;
    this.__captionsEnabled = payload.captionsEnabled;
    this.__caption = caption ?? createCaptionEditor();
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedImageNode>): this {
    const node = super.updateFromJSON(serialized);
    loadCaption(node.__caption, serialized.caption);
    return node;
  }

  override exportJSON(): SerializedImageNode {
    const latest = this.getLatest();
    return {
      ...super.exportJSON(),
      altText: latest.__altText,
      caption: captionJSON(latest.__caption),
      height: latest.__height,
      maxWidth: latest.__maxWidth,
      showCaption: latest.__showCaption,
      src: latest.__src,
      width: latest.__width,
      captionsEnabled: latest.__captionsEnabled,
    };
  }

  /** What a copy as HTML carries: the picture alone (a caption is this editor's own). */
  override exportDOM(): DOMExportOutput {
    if (!isImageSrc(this.__src)) return { element: null };
    const img = document.createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__altText);
    if (this.__width > 0) img.setAttribute("width", String(this.__width));
    if (this.__height > 0) img.setAttribute("height", String(this.__height));
    return { element: img };
  }

  override createDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = IMAGE_CLASS;
    span.style.maxWidth = `${this.__maxWidth}px`;
    return span;
  }

  override updateDOM(previous: this, dom: HTMLElement): boolean {
    if (previous.__maxWidth !== this.__maxWidth) dom.style.maxWidth = `${this.__maxWidth}px`;
    return false;
  }

  override isInline(): true {
    return true;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  /** Sets the size (0 for the picture's own), held to the schema's bounds. */
  setWidthAndHeight(width: number, height: number): this {
    const writable = this.getWritable();
    writable.__width = clampSize(width);
    writable.__height = clampSize(height);
    return writable;
  }

  setShowCaption(showCaption: boolean): this {
    const writable = this.getWritable();
    writable.__showCaption = showCaption;
    return writable;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    return (
      <ImageView
        nodeKey={this.getKey()}
        src={this.__src}
        altText={this.__altText}
        width={this.__width}
        height={this.__height}
        maxWidth={this.__maxWidth}
        showCaption={this.__showCaption}
        captionsEnabled={this.__captionsEnabled !== false}
        caption={this.__caption}
        change={imageEdits(editor, this.getKey(), $isImageNode)}
        position={null}
      />
    );
  }
}

function imagePayloadOf(node: ImageNode): ImagePayload {
  return {
    src: node.__src,
    altText: node.__altText,
    maxWidth: node.__maxWidth,
    width: node.__width,
    height: node.__height,
    showCaption: node.__showCaption,
    ...(node.__captionsEnabled === undefined ? {} : { captionsEnabled: node.__captionsEnabled }),
  };
}

/** A size as stored: a whole number of pixels from 0 to `MAX_IMAGE_SIZE`. */
export function clampSize(size: number): number {
  return Number.isFinite(size) ? Math.min(MAX_IMAGE_SIZE, Math.max(0, Math.round(size))) : 0;
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
