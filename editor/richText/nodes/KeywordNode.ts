import { $applyNodeReplacement, type EditorConfig, type LexicalNode, TextNode } from "lexical";

/** A congratulation word ('congrats', 'félicitations', …) picked out by the keyword highlighting. */
export class KeywordNode extends TextNode {
  override $config() {
    return this.config("keyword", { extends: TextNode });
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.classList.add("bl-rt-keyword");
    return dom;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }

  override isTextEntity(): true {
    return true;
  }
}

export function $createKeywordNode(keyword: string): KeywordNode {
  return $applyNodeReplacement(new KeywordNode(keyword));
}

export function $isKeywordNode(node: LexicalNode | null | undefined): node is KeywordNode {
  return node instanceof KeywordNode;
}
