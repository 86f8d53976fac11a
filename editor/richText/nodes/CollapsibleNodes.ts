import {
  $createParagraphNode,
  $isElementNode,
  ElementNode,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type RangeSelection,
  type SerializedElementNode,
} from "lexical";

/**
 * A collapsible section: a container holding a title and a content, shown open or closed. In the
 * editor it is drawn with plain elements (contenteditable and `<details>` disagree in Chromium);
 * fans get `<details>`/`<summary>`, which need no script.
 */
export type SerializedCollapsibleContainerNode = SerializedElementNode & { open: boolean };

export class CollapsibleContainerNode extends ElementNode {
  __open: boolean;

  override $config() {
    return this.config("collapsible-container", { extends: ElementNode });
  }

  static override clone(node: CollapsibleContainerNode): CollapsibleContainerNode {
    return new CollapsibleContainerNode(node.__open, node.__key);
  }

  static override importJSON(serialized: SerializedCollapsibleContainerNode): CollapsibleContainerNode {
    return $createCollapsibleContainerNode(serialized.open).updateFromJSON(serialized);
  }

  constructor(open: boolean, key?: NodeKey) {
    super(key);
    this.__open = open;
  }

  override exportJSON(): SerializedCollapsibleContainerNode {
    return { ...super.exportJSON(), open: this.__open };
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("div");
    dom.className = "bl-rt-collapsible";
    dom.dataset.open = String(this.__open);
    return dom;
  }

  override updateDOM(previous: this, dom: HTMLElement): boolean {
    if (previous.__open !== this.__open) dom.dataset.open = String(this.__open);
    return false;
  }

  override isShadowRoot(): boolean {
    return true;
  }

  getOpen(): boolean {
    return this.getLatest().__open;
  }

  toggleOpen(): this {
    const writable = this.getWritable();
    writable.__open = !writable.__open;
    return writable;
  }
}

export class CollapsibleTitleNode extends ElementNode {
  override $config() {
    return this.config("collapsible-title", { extends: ElementNode });
  }

  override createDOM(_config: unknown, editor: LexicalEditor): HTMLElement {
    const dom = document.createElement("div");
    dom.className = "bl-rt-collapsible-title";
    dom.addEventListener("click", (event) => {
      // A click on the marker (left of the text) opens or closes; a click in the text places the caret.
      if (event.offsetX > 20) return;
      editor.update(() => {
        const container = this.getLatest().getParent();
        if (container instanceof CollapsibleContainerNode) container.toggleOpen();
      });
    });
    return dom;
  }

  override updateDOM(): boolean {
    return false;
  }

  /** Enter in the title goes to the content when open, past the section when closed. */
  override insertNewAfter(_selection: RangeSelection, restoreSelection = true): ElementNode {
    const container = this.getParentOrThrow();
    if (container instanceof CollapsibleContainerNode && container.getOpen()) {
      const content = this.getNextSibling();
      if ($isElementNode(content)) {
        const first = content.getFirstChild();
        if ($isElementNode(first)) return first;
        const paragraph = $createParagraphNode();
        content.append(paragraph);
        return paragraph;
      }
    }
    const paragraph = $createParagraphNode();
    container.insertAfter(paragraph, restoreSelection);
    return paragraph;
  }
}

export class CollapsibleContentNode extends ElementNode {
  override $config() {
    return this.config("collapsible-content", { extends: ElementNode });
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("div");
    dom.className = "bl-rt-collapsible-content";
    return dom;
  }

  override updateDOM(): boolean {
    return false;
  }

  override isShadowRoot(): boolean {
    return true;
  }
}

export function $createCollapsibleContainerNode(open: boolean): CollapsibleContainerNode {
  return new CollapsibleContainerNode(open);
}

/** A new open section with an empty title and one empty paragraph, ready to type in. */
export function $createCollapsibleSection(): CollapsibleContainerNode {
  const title = new CollapsibleTitleNode();
  const content = new CollapsibleContentNode().append($createParagraphNode());
  return $createCollapsibleContainerNode(true).append(title, content);
}

export function $isCollapsibleContainerNode(node: LexicalNode | null | undefined): node is CollapsibleContainerNode {
  return node instanceof CollapsibleContainerNode;
}
