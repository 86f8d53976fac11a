import { enablePatches, type Patch } from "immer";
import type { DocumentError } from "../result";
import type { TreeDocument } from "../treeNode";

enablePatches();

/** Why an operation was refused. The document is unchanged. */
export type RefusalCode =
  | "not-found"
  | "root"
  | "locked"
  | "not-accepted"
  | "cycle"
  | "index-out-of-range"
  | "too-deep"
  | "too-many-children"
  | "duplicate-id"
  | "invalid-block"
  | "invalid-props";

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  readonly message: string;
  /** The validator's errors, for invalid blocks and props. */
  readonly errors?: readonly DocumentError[];
}

/** A change: the new document with the patches that made it and those that undo it. */
export interface Change<D extends TreeDocument = TreeDocument> {
  readonly ok: true;
  readonly document: D;
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
}

export type OperationResult<D extends TreeDocument = TreeDocument, Extra = unknown> = (Change<D> & Extra) | Refusal;

export function refuse(code: RefusalCode, message: string, errors?: readonly DocumentError[]): Refusal {
  return errors ? { ok: false, code, message, errors } : { ok: false, code, message };
}

export function unchanged<D extends TreeDocument>(document: D): Change<D> {
  return { ok: true, document, patches: [], inversePatches: [] };
}

/** A node as a draft may change it: its props and its list of children. */
export interface DraftNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  children?: DraftNode[];
}

/** The draft node at a path of child indexes from the root. */
export function draftAt(draft: object, path: readonly number[]): DraftNode {
  let node = (draft as { root: DraftNode }).root;
  for (const index of path) node = (node.children as DraftNode[])[index] as DraftNode;
  return node;
}

export function notFound(id: string): Refusal {
  return refuse("not-found", `No block has the id "${id}".`);
}
