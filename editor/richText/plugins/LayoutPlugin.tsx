import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $insertNodeToNearestRoot, $onEscapeDown, $onEscapeUp, mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootNode,
  COMMAND_PRIORITY_LOW,
  type ElementNode,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ARROW_LEFT_COMMAND,
  KEY_ARROW_RIGHT_COMMAND,
  KEY_ARROW_UP_COMMAND,
  type LexicalEditor,
  type LexicalNode,
} from "lexical";
import { useEffect } from "react";
import { type LayoutTemplate, layoutColumnCount } from "../../../schema/richText/layout";
import {
  $createLayout,
  $createLayoutItemNode,
  $isLayoutContainerNode,
  $isLayoutItemNode,
  LayoutContainerNode,
  LayoutItemNode,
} from "../nodes/LayoutNodes";

const $isShadowRoot = (node: LexicalNode) => $isElementNode(node) && node.isShadowRoot();

function unwrap(node: ElementNode): void {
  for (const child of node.getChildren()) node.insertBefore(child);
  node.remove();
}

/** The block under the root that holds `node` (itself when it is one). */
function $topLevelBlock(node: LexicalNode): LexicalNode | null {
  let current: LexicalNode | null = node;
  while (current !== null && !$isRootNode(current.getParent())) current = current.getParent();
  return current;
}

/**
 * Inserts a new layout of `template` at the caret, its first column taking the caret. A layout sits
 * only under the root (the schema's rule): with the caret in a column or a collapsible section, the
 * new layout goes after the top-level block holding it.
 */
export function $insertLayout(template: LayoutTemplate): LayoutContainerNode {
  const layout = $createLayout(template);
  const selection = $getSelection();
  const anchor = $isRangeSelection(selection) ? selection.anchor.getNode() : null;
  const nested = anchor !== null && [anchor, ...anchor.getParents()].some((node) => !$isRootNode(node) && $isShadowRoot(node));
  const top = nested ? $topLevelBlock(anchor) : null;
  if (top) top.insertAfter(layout);
  else $insertNodeToNearestRoot(layout);
  layout.getFirstChildOrThrow<ElementNode>().selectStart();
  return layout;
}

/**
 * Keeps every layout what the schema stores, whatever came in (a paste, an undo, an integrator's
 * HTML): a layout sits under the root and holds only columns, as many as its template says (missing
 * ones added empty, extra ones' blocks moved into the last); a column sits in a layout and is never
 * empty. Anything else is unwrapped into plain blocks. The arrow keys leave a layout at either end
 * as they leave Lexical's own containers. Returns the teardown.
 */
export function registerLayout(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(LayoutContainerNode, (container) => {
      const children = container.getChildren();
      if (!$isRootNode(container.getParent()) || !children.every($isLayoutItemNode)) {
        unwrap(container);
        return;
      }
      const columns = layoutColumnCount(container.getTemplateColumns());
      for (let count = children.length; count < columns; count++) container.append($createLayoutItemNode().append($createParagraphNode()));
      const last = children[columns - 1];
      for (const extra of children.slice(columns)) {
        last?.append(...extra.getChildren());
        extra.remove();
      }
    }),
    editor.registerNodeTransform(LayoutItemNode, (item) => {
      if (!$isLayoutContainerNode(item.getParent())) unwrap(item);
      else if (item.isEmpty()) item.append($createParagraphNode());
    }),
    editor.registerCommand(KEY_ARROW_DOWN_COMMAND, (event) => $onEscapeDown($isLayoutContainerNode, event), COMMAND_PRIORITY_LOW),
    editor.registerCommand(KEY_ARROW_RIGHT_COMMAND, (event) => $onEscapeDown($isLayoutContainerNode, event), COMMAND_PRIORITY_LOW),
    editor.registerCommand(KEY_ARROW_UP_COMMAND, (event) => $onEscapeUp($isLayoutContainerNode, event), COMMAND_PRIORITY_LOW),
    editor.registerCommand(KEY_ARROW_LEFT_COMMAND, (event) => $onEscapeUp($isLayoutContainerNode, event), COMMAND_PRIORITY_LOW),
  );
}

/** `registerLayout` for a composer. */
export function LayoutPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerLayout(editor), [editor]);
  return null;
}
