import type { BlockRegistry } from "../../runtime/blockRegistry";
import { locate } from "../../runtime/tree";
import type { TreeDocument, TreeNode } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";

/** The end of a container as its block defines it (a page's content ends above its footer). */
function endOf(container: TreeNode, registry: BlockRegistry): { parentId: string; index: number } {
  const appendIndex = registry[container.type]?.editing?.appendIndex;
  return { parentId: container.id, index: appendIndex ? appendIndex(container) : (container.children?.length ?? 0) };
}

/**
 * Where a pasted or added block goes: into the selected container (at its end), else after the
 * selected block, else at the end of the document's root.
 */
export function insertionPoint(state: EditorState<TreeDocument>, registry: BlockRegistry): { parentId: string; index: number } {
  const selected = state.selectedId ? locate(state.document, state.selectedId) : undefined;
  if (selected && registry[selected.node.type]?.rules.accepts) return endOf(selected.node, registry);
  if (selected?.parent) return { parentId: selected.parent.id, index: selected.index + 1 };
  return endOf(state.document.root, registry);
}
