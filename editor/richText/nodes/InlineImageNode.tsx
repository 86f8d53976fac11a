import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMExportOutput,
  type LexicalEditor,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import type { JSX } from "react";
import { INLINE_IMAGE_CLASS, INLINE_IMAGE_POSITION_CLASSES } from "../../../runtime/richText/describeImage";
import { type InlineImagePosition, isImageSrc } from "../../../schema/richText/image";
import type { RichTextCaptionJSON } from "../../../schema/richText/index";
import { captionJSON, createCaptionEditor, loadCaption } from "../images/captionEditor";
import { ImageView } from "../images/ImageView";
import { imageEdits } from "../images/imageEdits";
import { clampSize } from "./ImageNode";

export type SerializedInlineImageNode = SerializedLexicalNode & {
  altText: string;
  caption: RichTextCaptionJSON;
  height: number;
  position?: InlineImagePosition;
  showCaption: boolean;
  src: string;
  width: number;
};

export interface InlineImagePayload {
  readonly src: string;
  readonly altText: string;
  readonly position?: InlineImagePosition | undefined;
  readonly width?: number;
  readonly height?: number;
  readonly showCaption?: boolean;
}

const classOf = (position: InlineImagePosition | undefined) =>
  position === undefined ? INLINE_IMAGE_CLASS : INLINE_IMAGE_POSITION_CLASSES[position];

/**
 * An inline image (SPEC §3): an image in the flow of the text that floats left or right at half
 * width, or takes the full width (SPEC §9), changed from its own menu (SPEC §4). Without a position
 * (as the playground allows) it sits in the line like a word.
 */
export class InlineImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __altText: string;
  __position: InlineImagePosition | undefined;
  __width: number;
  __height: number;
  __showCaption: boolean;
  __caption: LexicalEditor;

  override $config() {
    return this.config("inline-image", { extends: DecoratorNode });
  }

  static override clone(node: InlineImageNode): InlineImageNode {
    return new InlineImageNode(
      {
        src: node.__src,
        altText: node.__altText,
        position: node.__position,
        width: node.__width,
        height: node.__height,
        showCaption: node.__showCaption,
      },
      node.__caption,
      node.__key,
    );
  }

  static override importJSON(serialized: SerializedInlineImageNode): InlineImageNode {
    return $createInlineImageNode(serialized).updateFromJSON(serialized);
  }

  constructor(payload: InlineImagePayload = { src: "", altText: "" }, caption?: LexicalEditor, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__altText = payload.altText;
    this.__position = payload.position;
    this.__width = payload.width ?? 0;
    this.__height = payload.height ?? 0;
    this.__showCaption = payload.showCaption ?? false;
    this.__caption = caption ?? createCaptionEditor();
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedInlineImageNode>): this {
    const node = super.updateFromJSON(serialized);
    loadCaption(node.__caption, serialized.caption);
    return node;
  }

  override exportJSON(): SerializedInlineImageNode {
    const latest = this.getLatest();
    return {
      ...super.exportJSON(),
      altText: latest.__altText,
      caption: captionJSON(latest.__caption),
      height: latest.__height,
      position: latest.__position,
      showCaption: latest.__showCaption,
      src: latest.__src,
      width: latest.__width,
    };
  }

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
    span.className = classOf(this.__position);
    return span;
  }

  override updateDOM(previous: this, dom: HTMLElement): boolean {
    if (previous.__position !== this.__position) dom.className = classOf(this.__position);
    return false;
  }

  override isInline(): true {
    return true;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getPosition(): InlineImagePosition | undefined {
    return this.getLatest().__position;
  }

  setPosition(position: InlineImagePosition): this {
    const writable = this.getWritable();
    writable.__position = position;
    return writable;
  }

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
        maxWidth={null}
        showCaption={this.__showCaption}
        captionsEnabled={true}
        caption={this.__caption}
        change={imageEdits(editor, this.getKey(), $isInlineImageNode)}
        position={this.__position ?? "inline"}
      />
    );
  }
}

export function $createInlineImageNode(payload: InlineImagePayload): InlineImageNode {
  return $applyNodeReplacement(new InlineImageNode(payload));
}

export function $isInlineImageNode(node: LexicalNode | null | undefined): node is InlineImageNode {
  return node instanceof InlineImageNode;
}
