import { $applyNodeReplacement, type EditorConfig, type LexicalNode, type NodeKey, type SerializedTextNode, TextNode } from "lexical";

export type SerializedMentionNode = SerializedTextNode & { mentionName: string };

/** A person named after '@': one segment of text that is deleted whole, with the name it stands for. */
export class MentionNode extends TextNode {
  __mention: string;

  override $config() {
    return this.config("mention", { extends: TextNode });
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__mention, node.__text, node.__key);
  }

  static override importJSON(serialized: SerializedMentionNode): MentionNode {
    return $createMentionNode(serialized.mentionName).updateFromJSON(serialized);
  }

  constructor(mentionName: string, text?: string, key?: NodeKey) {
    super(text ?? mentionName, key);
    this.__mention = mentionName;
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), mentionName: this.__mention };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.className = "bl-rt-mention";
    dom.spellcheck = false;
    return dom;
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

export function $createMentionNode(mentionName: string): MentionNode {
  const node = new MentionNode(mentionName);
  node.setMode("segmented").toggleDirectionless();
  return $applyNodeReplacement(node);
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
