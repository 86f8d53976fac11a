import { INSERT_HORIZONTAL_RULE_COMMAND } from "@lexical/react/LexicalHorizontalRuleNode";
import { $insertNodeToNearestRoot } from "@lexical/utils";
import type { ElementNode, LexicalEditor } from "lexical";
import type { LayoutTemplate } from "../../../schema/richText/layout";
import { $createCollapsibleSection } from "../nodes/CollapsibleNodes";
import { $createPageBreakNode } from "../nodes/PageBreakNode";
import { $insertLayout } from "../plugins/LayoutPlugin";

/** Issue 15's four column layouts, as the Insert menu and the slash menu offer them, by template. */
export const LAYOUT_CHOICES = [
  { id: "layout-50-50", template: "1fr 1fr", label: "2 columns (equal width)" },
  { id: "layout-33-33-33", template: "1fr 1fr 1fr", label: "3 columns (equal width)" },
  { id: "layout-25-75", template: "1fr 3fr", label: "2 columns (25% - 75%)" },
  { id: "layout-75-25", template: "3fr 1fr", label: "2 columns (75% - 25%)" },
] as const satisfies readonly { id: string; template: LayoutTemplate; label: string }[];

/** What the Insert menu calls the group of layouts. */
export const LAYOUT_GROUP_LABEL = "Columns Layout";

/**
 * The Insert menu of this issue (SPEC §2); Table, Tweet embed and YouTube embed join with the rich
 * content nodes. The layouts are offered as a group of their own (`LAYOUT_CHOICES`).
 */
export const INSERTIONS = [
  { id: "horizontal-rule", label: "Horizontal Rule" },
  { id: "page-break", label: "Page Break" },
  { id: "collapsible", label: "Collapsible container" },
] as const;

export type InsertionId = (typeof INSERTIONS)[number]["id"] | (typeof LAYOUT_CHOICES)[number]["id"];

export function insert(editor: LexicalEditor, id: InsertionId): void {
  if (id === "horizontal-rule") {
    editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined);
    return;
  }
  editor.update(() => {
    const layout = LAYOUT_CHOICES.find((choice) => choice.id === id);
    if (layout) {
      $insertLayout(layout.template);
      return;
    }
    if (id === "page-break") {
      $insertNodeToNearestRoot($createPageBreakNode());
      return;
    }
    const section = $insertNodeToNearestRoot($createCollapsibleSection());
    // The caret goes to the new title, ready to type it.
    section.getFirstChildOrThrow<ElementNode>().selectStart();
  });
}
