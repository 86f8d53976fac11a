import type { BlockViewDefinition, InlineText, PlainTextCodec } from "./blockRegistry";
import { resolveProps } from "./resolveProps";

/** A string prop as plain text: itself. */
const STRING_PROP: PlainTextCodec = {
  read: (value) => (typeof value === "string" ? value : undefined),
  write: (text) => text,
};

/**
 * The words a block is edited in place from: its `inlineText` prop (defaults filled in) as plain
 * text. Undefined when the block is not edited in place: it has no `inlineText`, or its value says
 * more than plain text (formatted rich text, whose formatting plain typing would lose).
 */
export function inlineTextOf(definition: BlockViewDefinition | undefined, props: object): string | undefined {
  const inline = definition?.editing?.inlineText;
  if (!definition || !inline) return undefined;
  return (inline.codec ?? STRING_PROP).read(resolveProps(definition, props)[inline.prop]);
}

/** The props that store words typed in place. */
export function inlineTextProps(inline: InlineText, text: string): Record<string, unknown> {
  return { [inline.prop]: (inline.codec ?? STRING_PROP).write(text) };
}
