import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMExportOutput,
  type LexicalNode,
  type LexicalUpdateJSON,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import { createElement, type ReactNode } from "react";
import { DEFAULT_EQUATION_INLINE } from "../../../schema/richText/equation";
import { EquationDecoration } from "../plugins/equation/EquationDecoration";

export type SerializedEquationNode = SerializedLexicalNode & { equation: string; inline: boolean };

/**
 * A TeX equation (issue 15), typeset in the editor as on the page. It is always an inline node of
 * its paragraph (the schema keeps it where text goes); `inline` only says whether KaTeX typesets
 * it in the line or in display mode, on a line of its own. Clicking it opens the equation editor.
 */
export class EquationNode extends DecoratorNode<ReactNode> {
  __equation: string;
  __inline: boolean;

  override $config() {
    return this.config("equation", { extends: DecoratorNode });
  }

  static override importJSON(serialized: SerializedEquationNode): EquationNode {
    return $createEquationNode(serialized.equation, serialized.inline).updateFromJSON(serialized);
  }

  constructor(equation = "", inline: boolean = DEFAULT_EQUATION_INLINE, key?: NodeKey) {
    super(key);
    this.__equation = equation;
    this.__inline = inline;
  }

  override afterCloneFrom(previous: this): void {
    super.afterCloneFrom(previous);
    this.__equation = previous.__equation;
    this.__inline = previous.__inline;
  }

  override updateFromJSON(serialized: LexicalUpdateJSON<SerializedEquationNode>): this {
    return super.updateFromJSON(serialized).setEquation(serialized.equation).setInline(serialized.inline);
  }

  override exportJSON(): SerializedEquationNode {
    return { ...super.exportJSON(), equation: this.getEquation(), inline: this.isDisplayInline() };
  }

  override createDOM(): HTMLElement {
    const dom = document.createElement("span");
    dom.className = "rt-equation-node";
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  /** Copied as its TeX between dollars, the markdown it can be typed as: other apps get the source. */
  override exportDOM(): DOMExportOutput {
    const element = document.createElement("span");
    element.textContent = `$${this.getEquation()}$`;
    return { element };
  }

  override getTextContent(): string {
    return this.getEquation();
  }

  /** Always in the line of its paragraph, whatever its display mode (see the class). */
  override isInline(): true {
    return true;
  }

  getEquation(): string {
    return this.getLatest().__equation;
  }

  /** Whether KaTeX typesets it in the line (the stored `inline`); `isInline` is Lexical's, always true. */
  isDisplayInline(): boolean {
    return this.getLatest().__inline;
  }

  setEquation(equation: string): this {
    const writable = this.getWritable();
    writable.__equation = equation;
    return writable;
  }

  setInline(inline: boolean): this {
    const writable = this.getWritable();
    writable.__inline = inline;
    return writable;
  }

  override decorate(): ReactNode {
    return createElement(EquationDecoration, { nodeKey: this.__key, equation: this.__equation, inline: this.__inline });
  }
}

/** A new equation; not inline unless asked (SPEC §3). */
export function $createEquationNode(equation: string, inline: boolean = DEFAULT_EQUATION_INLINE): EquationNode {
  return $applyNodeReplacement(new EquationNode(equation, inline));
}

export function $isEquationNode(node: LexicalNode | null | undefined): node is EquationNode {
  return node instanceof EquationNode;
}
