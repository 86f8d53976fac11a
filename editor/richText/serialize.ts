import type { EditorState, LexicalEditor } from "lexical";
import { RICH_TEXT_TEXT_TYPES } from "../../schema/richText/children";
import type { RichText } from "../../schema/richText/index";

/** Nodes that act as roots inside the text; Lexical keeps no text format on them. */
const SHADOW_ROOTS = new Set(["collapsible-container", "collapsible-content"]);

/**
 * Drops what Lexical derives on every load, so that what we store loads and saves back unchanged:
 * an element's `textFormat`/`textStyle` when a text child gives them, on shadow roots, and when empty; and
 * fields that are `undefined` (JSON has none).
 */
function canonicalNode(node: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (value !== undefined) out[key] = value;
  if (!Array.isArray(node.children)) return out;
  const children = (node.children as Record<string, unknown>[]).map(canonicalNode);
  out.children = children;
  const fromText = SHADOW_ROOTS.has(node.type as string) || children.some((child) => RICH_TEXT_TEXT_TYPES.has(child.type as string));
  if (fromText || out.textFormat === 0) delete out.textFormat;
  if (fromText || out.textStyle === "") delete out.textStyle;
  return out;
}

/** The stored form of an editor state. */
export function richTextFromEditorState(state: EditorState): RichText {
  const json = state.toJSON() as unknown as { root: Record<string, unknown> };
  return { root: canonicalNode(json.root) } as unknown as RichText;
}

/** Loads a stored value into an editor, replacing what it holds. */
export function loadRichText(editor: LexicalEditor, value: RichText): void {
  editor.setEditorState(editor.parseEditorState(value as never));
}
