import {
  $applyNodeReplacement,
  $getNodeByKey,
  DecoratorNode,
  type LexicalEditor,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import type { JSX } from "react";
import { EMPTY_DRAWING_DATA } from "../../../schema/richText/drawing";
import type { RichTextNodeJSON } from "../../../schema/richText/index";
import { DrawingView } from "../drawing/DrawingView";
import type { DrawingSave } from "../drawing/drawingSave";

type SerializedDrawingNode = SerializedLexicalNode & Omit<RichTextNodeJSON<"excalidraw">, "type" | "version">;

/**
 * A drawing (SPEC §3, issue 15): Excalidraw's elements, kept to edit it again, and the picture saved
 * with them, which is what the editor and fans' pages show. Width and height stay 'inherit' (absent)
 * unless set: the picture is as large as it was drawn, and never wider than its column.
 */
export class DrawingNode extends DecoratorNode<JSX.Element> {
  __data: string;
  __svg: string | undefined;
  __width: number | undefined;
  __height: number | undefined;

  override $config() {
    return this.config("excalidraw", { extends: DecoratorNode });
  }

  static override clone(node: DrawingNode): DrawingNode {
    const copy = new DrawingNode(node.__data, node.__key);
    copy.__svg = node.__svg;
    copy.__width = node.__width;
    copy.__height = node.__height;
    return copy;
  }

  static override importJSON(serialized: SerializedDrawingNode): DrawingNode {
    return $createDrawingNode().updateFromJSON(serialized);
  }

  constructor(data = EMPTY_DRAWING_DATA, key?: NodeKey) {
    super(key);
    this.__data = data;
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedDrawingNode>): this {
    const node = super.updateFromJSON(serialized).getWritable();
    node.__data = serialized.data;
    node.__svg = serialized.svg;
    node.__width = serialized.width;
    node.__height = serialized.height;
    return node;
  }

  override exportJSON(): SerializedDrawingNode {
    const json: SerializedDrawingNode = { ...super.exportJSON(), data: this.__data };
    if (this.__svg !== undefined) json.svg = this.__svg;
    if (this.__width !== undefined) json.width = this.__width;
    if (this.__height !== undefined) json.height = this.__height;
    return json;
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("div");
    dom.className = "rt-drawing";
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): false {
    return false;
  }

  getData(): string {
    return this.getLatest().__data;
  }

  /** Keeps what the drawing editor saved: the elements and their picture. */
  save({ data, svg }: DrawingSave): void {
    const writable = this.getWritable();
    writable.__data = data;
    writable.__svg = svg;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    const key = this.getKey();
    const onSave = (saved: DrawingSave) =>
      editor.update(() => {
        const node = $getNodeByKey(key);
        if ($isDrawingNode(node)) node.save(saved);
      });
    return <DrawingView nodeKey={key} data={this.__data} svg={this.__svg} width={this.__width} height={this.__height} onSave={onSave} />;
  }
}

export function $createDrawingNode(data: string = EMPTY_DRAWING_DATA): DrawingNode {
  return $applyNodeReplacement(new DrawingNode(data));
}

export function $isDrawingNode(node: LexicalNode | null | undefined): node is DrawingNode {
  return node instanceof DrawingNode;
}
