import { INSERT_HORIZONTAL_RULE_COMMAND } from "@lexical/react/LexicalHorizontalRuleNode";
import { $insertNodeToNearestRoot } from "@lexical/utils";
import type { ElementNode, LexicalEditor } from "lexical";
import type { LayoutTemplate } from "../../../schema/richText/layout";
import { openDrawingWhenShown } from "../drawing/DrawingView";
import { OPEN_INSERT_IMAGE_DIALOG_COMMAND } from "../images/commands";
import { $createCollapsibleSection } from "../nodes/CollapsibleNodes";
import { $createDrawingNode } from "../nodes/DrawingNode";
import { $createPageBreakNode } from "../nodes/PageBreakNode";
import { $createPollNode } from "../nodes/PollNode";
import { OPEN_EMBED_DIALOG_COMMAND } from "../plugins/embed/EmbedPlugin";
import { EMBED_LABELS } from "../plugins/embed/embedMatch";
import { OPEN_EQUATION_EDITOR_COMMAND } from "../plugins/equation/commands";
import { $insertLayout } from "../plugins/LayoutPlugin";
import { OPEN_INSERT_TABLE_DIALOG_COMMAND } from "../plugins/table/insertTable";

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
  { id: "table", label: "Table" },
  { id: "tweet", label: EMBED_LABELS.tweet.insert },
  { id: "youtube", label: EMBED_LABELS.youtube.insert },
  { id: "figma", label: EMBED_LABELS.figma.insert },
  { id: "equation", label: "Equation" },
  { id: "image", label: "Image" },
  { id: "inline-image", label: "Inline Image" },
  { id: "drawing", label: "Drawing" },
  { id: "poll", label: "Poll" },
] as const;

export type InsertionId = (typeof INSERTIONS)[number]["id"] | (typeof LAYOUT_CHOICES)[number]["id"];

export function insert(editor: LexicalEditor, id: InsertionId): void {
  if (id === "table") {
    // SPEC §2: the Insert Table dialog asks for the size.
    editor.dispatchCommand(OPEN_INSERT_TABLE_DIALOG_COMMAND, undefined);
    return;
  }
  if (id === "horizontal-rule") {
    editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined);
    return;
  }
  if (id === "tweet" || id === "youtube" || id === "figma") {
    editor.dispatchCommand(OPEN_EMBED_DIALOG_COMMAND, id);
    return;
  }
  if (id === "image" || id === "inline-image") {
    // The Insert Image dialog inserts it on Confirm (ImagesPlugin).
    editor.dispatchCommand(OPEN_INSERT_IMAGE_DIALOG_COMMAND, id);
    return;
  }
  if (id === "equation") {
    // The equation editor inserts it on Confirm (EquationPlugin).
    editor.dispatchCommand(OPEN_EQUATION_EDITOR_COMMAND, undefined);
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
    if (id === "poll") {
      // Two empty options to name (SPEC §3), a fresh uid.
      $insertNodeToNearestRoot($createPollNode());
      return;
    }
    if (id === "drawing") {
      // A new drawing opens Excalidraw at once: an empty one is only a start.
      openDrawingWhenShown($insertNodeToNearestRoot($createDrawingNode()).getKey());
      return;
    }
    const section = $insertNodeToNearestRoot($createCollapsibleSection());
    // The caret goes to the new title, ready to type it.
    section.getFirstChildOrThrow<ElementNode>().selectStart();
  });
}
