import { isRecord } from "./isRecord";

/**
 * What every kind of block document (a page, an email) is to the runtime and the editor: a tree of
 * nodes under one root, each with an id, a type its registry knows, props and maybe children.
 * Kinds add their own header fields; the tree operations, history and editor rely on this alone.
 */
export interface TreeNode {
  readonly id: string;
  readonly type: string;
  readonly props: object;
  readonly children?: readonly TreeNode[] | undefined;
}

/**
 * Whether a JSON value has a tree node's shape: an id, a type, props, and children of that shape if
 * any (walked without recursion, so a deep paste cannot overflow the stack). What the props hold,
 * and whether the type is known, is the registry's to check (`validateNode`).
 */
export function isTreeNode(value: unknown): value is TreeNode {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isRecord(node) || typeof node.id !== "string" || typeof node.type !== "string") return false;
    if (typeof node.props !== "object" || node.props === null) return false;
    if (node.children === undefined) continue;
    if (!Array.isArray(node.children)) return false;
    stack.push(...node.children);
  }
  return true;
}

export interface TreeDocument {
  readonly root: TreeNode;
}

type ChildOf<N> = N extends { readonly children?: readonly (infer C)[] | undefined } ? C : never;

/** The node type of a document kind: its root's type and the type of the children the root holds. */
export type NodeOf<D extends TreeDocument> = D["root"] | ChildOf<D["root"]>;
