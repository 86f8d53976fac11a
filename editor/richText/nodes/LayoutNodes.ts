import {
  $createParagraphNode,
  $isParagraphNode,
  ElementNode,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedElementNode,
} from "lexical";
import { LAYOUT_CLASSES, LAYOUT_ITEM_CLASS } from "../../../runtime/richText/describe";
import { type LayoutTemplate, layoutColumnCount } from "../../../schema/richText/layout";

/**
 * Columns side by side (issue 15): a layout container of one of the four templates, holding one
 * layout item per column, each item holding blocks. Drawn in the editor with the fans' classes, so
 * the grid (and its stacking on a phone) is the same CSS on both sides.
 */
export type SerializedLayoutContainerNode = SerializedElementNode & { templateColumns: LayoutTemplate };

export class LayoutContainerNode extends ElementNode {
  __templateColumns: LayoutTemplate;

  override $config() {
    return this.config("layout-container", { extends: ElementNode });
  }

  static override clone(node: LayoutContainerNode): LayoutContainerNode {
    return new LayoutContainerNode(node.__templateColumns, node.__key);
  }

  static override importJSON(serialized: SerializedLayoutContainerNode): LayoutContainerNode {
    return $createLayoutContainerNode(serialized.templateColumns).updateFromJSON(serialized);
  }

  constructor(templateColumns: LayoutTemplate = "1fr 1fr", key?: NodeKey) {
    super(key);
    this.__templateColumns = templateColumns;
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedLayoutContainerNode>): this {
    return super.updateFromJSON(serialized).setTemplateColumns(serialized.templateColumns);
  }

  override exportJSON(): SerializedLayoutContainerNode {
    return { ...super.exportJSON(), templateColumns: this.__templateColumns };
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("div");
    dom.className = LAYOUT_CLASSES[this.__templateColumns];
    return dom;
  }

  override updateDOM(previous: this, dom: HTMLElement): boolean {
    if (previous.__templateColumns !== this.__templateColumns) dom.className = LAYOUT_CLASSES[this.__templateColumns];
    return false;
  }

  override isShadowRoot(): boolean {
    return true;
  }

  override canBeEmpty(): boolean {
    return false;
  }

  getTemplateColumns(): LayoutTemplate {
    return this.getLatest().__templateColumns;
  }

  setTemplateColumns(templateColumns: LayoutTemplate): this {
    const writable = this.getWritable();
    writable.__templateColumns = templateColumns;
    return writable;
  }
}

export class LayoutItemNode extends ElementNode {
  override $config() {
    return this.config("layout-item", { extends: ElementNode });
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("div");
    dom.className = LAYOUT_ITEM_CLASS;
    return dom;
  }

  override updateDOM(): boolean {
    return false;
  }

  override isShadowRoot(): boolean {
    return true;
  }

  /**
   * Backspace at the start of the first column removes the layout when every column is empty (as
   * in Lexical's playground); otherwise the columns stay, so their count keeps matching the template.
   */
  override collapseAtStart(): boolean {
    const container = this.getParentOrThrow();
    if (!this.is(container.getFirstChild()) || !container.getChildren().every($isEmptyLayoutItemNode)) return false;
    container.remove();
    return true;
  }
}

export function $createLayoutContainerNode(templateColumns: LayoutTemplate): LayoutContainerNode {
  return new LayoutContainerNode(templateColumns);
}

export function $createLayoutItemNode(): LayoutItemNode {
  return new LayoutItemNode();
}

/** A new layout of `template`: one column per track, each an empty paragraph ready to type in. */
export function $createLayout(template: LayoutTemplate): LayoutContainerNode {
  const container = $createLayoutContainerNode(template);
  for (let column = 0; column < layoutColumnCount(template); column++)
    container.append($createLayoutItemNode().append($createParagraphNode()));
  return container;
}

export function $isLayoutContainerNode(node: LexicalNode | null | undefined): node is LayoutContainerNode {
  return node instanceof LayoutContainerNode;
}

export function $isLayoutItemNode(node: LexicalNode | null | undefined): node is LayoutItemNode {
  return node instanceof LayoutItemNode;
}

/** A column holding nothing but one empty paragraph. */
export function $isEmptyLayoutItemNode(node: LexicalNode): boolean {
  if (!$isLayoutItemNode(node) || node.getChildrenSize() !== 1) return false;
  const first = node.getFirstChild();
  return $isParagraphNode(first) && first.isEmpty();
}
