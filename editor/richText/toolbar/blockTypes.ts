import { $createCodeNode } from "@lexical/code";
import { INSERT_CHECK_LIST_COMMAND, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { $createHeadingNode, $createQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $createParagraphNode, $getSelection, $isRangeSelection, type ElementNode, type LexicalEditor } from "lexical";

/** SPEC §4: 'Editor block type: paragraph, h1, h2, h3, number, bullet, check, code, quote.' */
export const BLOCK_TYPES = [
  { type: "paragraph", label: "Paragraph" },
  { type: "h1", label: "Heading 1" },
  { type: "h2", label: "Heading 2" },
  { type: "h3", label: "Heading 3" },
  { type: "number", label: "Numbered List" },
  { type: "bullet", label: "Bulleted List" },
  { type: "check", label: "Check List" },
  { type: "code", label: "Code Block" },
  { type: "quote", label: "Quote" },
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number]["type"];

const LIST_COMMANDS = {
  number: INSERT_ORDERED_LIST_COMMAND,
  bullet: INSERT_UNORDERED_LIST_COMMAND,
  check: INSERT_CHECK_LIST_COMMAND,
} as const;

/** `$setBlocksType` takes any element maker (`<T extends ElementNode>(…, $createElement: () => T)`): a heading, a quote or code. */
function setBlocks(editor: LexicalEditor, create: () => ElementNode): void {
  editor.update(() => {
    const selection = $getSelection();
    if ($isRangeSelection(selection)) $setBlocksType(selection, create);
  });
}

/**
 * Turns the selected blocks into `type`. Choosing the list type already active turns the list back
 * into paragraphs (SPEC §4), as choosing Paragraph does.
 */
export function formatBlock(editor: LexicalEditor, type: BlockType, current: BlockType): void {
  if (type === "number" || type === "bullet" || type === "check") {
    editor.dispatchCommand(type === current ? REMOVE_LIST_COMMAND : LIST_COMMANDS[type], undefined);
    return;
  }
  if (type === current && type !== "paragraph") return;
  switch (type) {
    case "paragraph":
      setBlocks(editor, () => $createParagraphNode());
      return;
    case "h1":
    case "h2":
    case "h3":
      setBlocks(editor, () => $createHeadingNode(type));
      return;
    case "quote":
      setBlocks(editor, () => $createQuoteNode());
      return;
    case "code":
      setBlocks(editor, () => $createCodeNode());
      return;
  }
}
