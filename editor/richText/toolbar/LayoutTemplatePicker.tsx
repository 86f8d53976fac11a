import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $findMatchingParent } from "@lexical/utils";
import { $getNodeByKey, type LexicalNode, type NodeKey } from "lexical";
import type { LayoutTemplate } from "../../../schema/richText/layout";
import { $isLayoutContainerNode, type LayoutContainerNode } from "../nodes/LayoutNodes";
import { LAYOUT_CHOICES } from "./insertions";

/** The columns layout the node sits in, if any. */
export function $layoutAround(node: LexicalNode): LayoutContainerNode | null {
  return $findMatchingParent(node, $isLayoutContainerNode) as LayoutContainerNode | null;
}

/**
 * While the caret is in a columns layout, its template can be changed: the layout keeps its
 * columns whole (LayoutPlugin adds columns, or moves a dropped column's words into the last one).
 */
export function LayoutTemplatePicker({
  layout,
  disabled,
}: {
  readonly layout: { readonly key: NodeKey; readonly template: LayoutTemplate };
  readonly disabled: boolean;
}) {
  const [editor] = useLexicalComposerContext();
  // By the layout's key: the select has the focus by then, and the editor's selection may be gone.
  const choose = (next: LayoutTemplate) =>
    editor.update(() => {
      const node = $getNodeByKey(layout.key);
      if ($isLayoutContainerNode(node)) node.setTemplateColumns(next);
    });
  return (
    <select
      className="rt-toolbar-select"
      aria-label="Columns layout"
      disabled={disabled}
      value={layout.template}
      onChange={(event) => choose(event.target.value as LayoutTemplate)}
    >
      {LAYOUT_CHOICES.map(({ template: value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
