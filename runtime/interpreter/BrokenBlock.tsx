import type { RenderMode } from "../blockRegistry";
import type { TreeNode } from "../treeNode";

/** What stands in for a block that failed to render: inert, and explained only to editors. */
export function BrokenBlock({ node, mode }: { readonly node: TreeNode; readonly mode: RenderMode }) {
  return (
    <div className="bl-block-error" data-block-id={node.id} data-block-type={node.type} inert aria-hidden={mode === "view" || undefined}>
      {mode === "edit" ? `This ${node.type} block could not be shown.` : null}
    </div>
  );
}
