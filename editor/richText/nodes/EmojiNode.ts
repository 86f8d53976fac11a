import { $applyNodeReplacement, type EditorConfig, type LexicalNode, type NodeKey, type SerializedTextNode, TextNode } from "lexical";

export type SerializedEmojiNode = SerializedTextNode & { className: string };

/** An emoticon typed as text (':)') and shown as its emoji, with a class naming which (`emoji happysmile`). */
export class EmojiNode extends TextNode {
  __className: string;

  override $config() {
    return this.config("emoji", { extends: TextNode });
  }

  static override clone(node: EmojiNode): EmojiNode {
    return new EmojiNode(node.__className, node.__text, node.__key);
  }

  static override importJSON(serialized: SerializedEmojiNode): EmojiNode {
    return $createEmojiNode(serialized.className, serialized.text).updateFromJSON(serialized);
  }

  constructor(className: string, text: string, key?: NodeKey) {
    super(text, key);
    this.__className = className;
  }

  override exportJSON(): SerializedEmojiNode {
    return { ...super.exportJSON(), className: this.__className };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.className = "bl-rt-emoji";
    return dom;
  }
}

export function $createEmojiNode(className: string, emoji: string): EmojiNode {
  return $applyNodeReplacement(new EmojiNode(className, emoji).setMode("token"));
}

export function $isEmojiNode(node: LexicalNode | null | undefined): node is EmojiNode {
  return node instanceof EmojiNode;
}
