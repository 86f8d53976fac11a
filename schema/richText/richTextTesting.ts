import type { RichText, RichTextNodeJSON } from "./index";

/**
 * Rich-text values for tests, in the shape Lexical writes: a plain text node, any element with its
 * children, a whole value. Loosely typed on purpose, so tests can build broken values too.
 */
export function textNode(text: string, extra: Partial<RichTextNodeJSON<"text">> = {}): RichTextNodeJSON<"text"> {
  return { detail: 0, format: 0, mode: "normal", style: "", text, type: "text", version: 1, ...extra };
}

export function elementNode(type: string, children: unknown[], extra: object = {}): Record<string, unknown> {
  return { children, direction: null, format: "", indent: 0, type, version: 1, ...extra };
}

/** A value whose root holds `blocks`. */
export function richTextOf(...blocks: unknown[]): RichText {
  return { root: elementNode("root", blocks) } as unknown as RichText;
}
