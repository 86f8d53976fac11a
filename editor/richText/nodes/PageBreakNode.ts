import { $applyNodeReplacement, DecoratorNode, type LexicalNode } from "lexical";

/** Where a printed page ends. Shown as a labelled rule in the editor; fans see a rule. */
export class PageBreakNode extends DecoratorNode<null> {
  override $config() {
    return this.config("page-break", { extends: DecoratorNode });
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("figure");
    dom.className = "bl-rt-page-break";
    dom.setAttribute("type", "page-break");
    dom.setAttribute("aria-label", "Page break");
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  override getTextContent(): string {
    return "\n";
  }

  override isInline(): false {
    return false;
  }

  override decorate(): null {
    return null;
  }
}

export function $createPageBreakNode(): PageBreakNode {
  return $applyNodeReplacement(new PageBreakNode());
}

export function $isPageBreakNode(node: LexicalNode | null | undefined): node is PageBreakNode {
  return node instanceof PageBreakNode;
}
