import { BlockWithAlignableContents } from "@lexical/react/LexicalBlockWithAlignableContents";
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from "@lexical/react/LexicalDecoratorBlockNode";
import { $applyNodeReplacement, type ElementFormatType, type LexicalNode, type LexicalUpdateJSON, type NodeKey } from "lexical";
import type { JSX } from "react";
import { EmbedCard } from "../../../blocks/richText/widgets/EmbedCard";
import { EMBED_KINDS, type EmbedJSON, type EmbedType } from "../../../runtime/richText/widgets/embed";

/** How each embed names the id it stores (Lexical's playground's names, which the schema keeps). */
const ID_FIELDS = { youtube: "videoID", tweet: "id", figma: "documentID" } as const satisfies Record<EmbedType, string>;

const CARD_CLASSES = { base: "rt-embed", focus: "rt-embed--focused" } as const;

/**
 * An embed in the editor (issue 15): the same card fans see, so the artist can load the player
 * to check it; aligned and selected as one block (Lexical's DecoratorBlockNode). Each kind below
 * only says its type; the id and its JSON field are handled here once.
 */
abstract class EmbedNode extends DecoratorBlockNode {
  __embedId: string;

  constructor(embedId = "", format?: ElementFormatType, key?: NodeKey) {
    super(format, key);
    this.__embedId = embedId;
  }

  abstract embedType(): EmbedType;

  getEmbedId(): string {
    return this.getLatest().__embedId;
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedDecoratorBlockNode> & Record<string, unknown>): this {
    const node = super.updateFromJSON(serialized);
    const id = serialized[ID_FIELDS[this.embedType()]];
    if (typeof id === "string") node.getWritable().__embedId = id;
    return node;
  }

  override exportJSON(): SerializedDecoratorBlockNode & EmbedJSON {
    return { ...super.exportJSON(), [ID_FIELDS[this.embedType()]]: this.__embedId } as SerializedDecoratorBlockNode & EmbedJSON;
  }

  /** The item's address: what copying the embed as plain text gives. */
  override getTextContent(): string {
    return EMBED_KINDS[this.embedType()].pageUrl(this.__embedId);
  }

  override decorate(): JSX.Element {
    return (
      <BlockWithAlignableContents className={CARD_CLASSES} format={this.__format} nodeKey={this.getKey()}>
        <EmbedCard node={this.exportJSON()} />
      </BlockWithAlignableContents>
    );
  }
}

export class YouTubeNode extends EmbedNode {
  override $config() {
    return this.config("youtube", { extends: DecoratorBlockNode });
  }
  static override clone(node: YouTubeNode): YouTubeNode {
    return new YouTubeNode(node.__embedId, node.__format, node.__key);
  }
  embedType(): EmbedType {
    return "youtube";
  }
}

export class TweetNode extends EmbedNode {
  override $config() {
    return this.config("tweet", { extends: DecoratorBlockNode });
  }
  static override clone(node: TweetNode): TweetNode {
    return new TweetNode(node.__embedId, node.__format, node.__key);
  }
  embedType(): EmbedType {
    return "tweet";
  }
}

export class FigmaNode extends EmbedNode {
  override $config() {
    return this.config("figma", { extends: DecoratorBlockNode });
  }
  static override clone(node: FigmaNode): FigmaNode {
    return new FigmaNode(node.__embedId, node.__format, node.__key);
  }
  embedType(): EmbedType {
    return "figma";
  }
}

const EMBED_CLASSES = { youtube: YouTubeNode, tweet: TweetNode, figma: FigmaNode } as const;

/** A new embed of `type` made from `id` (already checked against the type's pattern). */
export function $createEmbedNode(type: EmbedType, id: string): EmbedNode {
  return $applyNodeReplacement(new EMBED_CLASSES[type](id));
}

export function $isEmbedNode(node: LexicalNode | null | undefined): node is EmbedNode {
  return node instanceof EmbedNode;
}
