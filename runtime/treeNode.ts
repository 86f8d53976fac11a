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

export interface TreeDocument {
  readonly root: TreeNode;
}

type ChildOf<N> = N extends { readonly children?: readonly (infer C)[] | undefined } ? C : never;

/** The node type of a document kind: its root's type and the type of the children the root holds. */
export type NodeOf<D extends TreeDocument> = D["root"] | ChildOf<D["root"]>;
