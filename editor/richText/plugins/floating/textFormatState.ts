import { $isCodeNode } from "@lexical/code";
import { $findMatchingParent, $getSelection, $isRangeSelection, type LexicalEditor, type TextFormatType } from "lexical";
import { $getSelectedLink } from "./selection";

/** The formats the bar toggles, in its order (the Link button sits after Code). */
export const BAR_FORMATS = [
  { format: "bold", label: "Bold" },
  { format: "italic", label: "Italic" },
  { format: "underline", label: "Underline" },
  { format: "strikethrough", label: "Strikethrough" },
  { format: "code", label: "Code" },
  { format: "subscript", label: "Subscript" },
  { format: "superscript", label: "Superscript" },
] as const satisfies readonly { format: TextFormatType; label: string }[];

export type BarFormat = (typeof BAR_FORMATS)[number]["format"];

export interface TextFormatState {
  /** A non-empty text selection outside code blocks, in an editable editor. */
  readonly visible: boolean;
  readonly active: Readonly<Record<BarFormat, boolean>>;
  /** The selection lies in a link. */
  readonly link: boolean;
}

const NONE: Record<BarFormat, boolean> = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
  subscript: false,
  superscript: false,
};

export const HIDDEN_FORMAT_STATE: TextFormatState = { visible: false, active: NONE, link: false };

/** What the format bar shows for the current selection; call inside a read or an update. */
export function $readTextFormatState(editor: LexicalEditor): TextFormatState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || selection.isCollapsed() || !editor.isEditable()) return HIDDEN_FORMAT_STATE;
  // A selection of line breaks or empty paragraphs has nothing to format.
  if (selection.getTextContent().replace(/\n/g, "") === "") return HIDDEN_FORMAT_STATE;
  // Code blocks have their own highlighting; formats there would be dropped by the highlighter.
  const inCode = [selection.anchor.getNode(), selection.focus.getNode()].some((node) => $findMatchingParent(node, $isCodeNode) !== null);
  if (inCode) return HIDDEN_FORMAT_STATE;
  const active = { ...NONE };
  for (const { format } of BAR_FORMATS) active[format] = selection.hasFormat(format);
  return { visible: true, active, link: $getSelectedLink(selection) !== null };
}

export function sameFormatState(a: TextFormatState, b: TextFormatState): boolean {
  return a.visible === b.visible && a.link === b.link && BAR_FORMATS.every(({ format }) => a.active[format] === b.active[format]);
}
