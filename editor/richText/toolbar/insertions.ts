import { INSERT_HORIZONTAL_RULE_COMMAND } from "@lexical/react/LexicalHorizontalRuleNode";
import { $insertNodeToNearestRoot } from "@lexical/utils";
import type { ElementNode, LexicalEditor } from "lexical";
import { $createCollapsibleSection } from "../nodes/CollapsibleNodes";
import { $createPageBreakNode } from "../nodes/PageBreakNode";

/**
 * The Insert menu of this issue (SPEC §2); Table, Tweet embed and YouTube embed join with the rich
 * content nodes.
 */
export const INSERTIONS = [
  { id: "horizontal-rule", label: "Horizontal Rule" },
  { id: "page-break", label: "Page Break" },
  { id: "collapsible", label: "Collapsible container" },
] as const;

export type InsertionId = (typeof INSERTIONS)[number]["id"];

export function insert(editor: LexicalEditor, id: InsertionId): void {
  if (id === "horizontal-rule") {
    editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined);
    return;
  }
  editor.update(() => {
    if (id === "page-break") {
      $insertNodeToNearestRoot($createPageBreakNode());
      return;
    }
    const section = $insertNodeToNearestRoot($createCollapsibleSection());
    // The caret goes to the new title, ready to type it.
    section.getFirstChildOrThrow<ElementNode>().selectStart();
  });
}
