import { type Draft, enablePatches, type Patch } from "immer";
import type { BlockNode, PageDocument } from "../../schema/page";
import type { DocumentError } from "../result";

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
export interface Change {
  readonly ok: true;
  readonly document: PageDocument;
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
}

export type OperationResult<Extra = unknown> = (Change & Extra) | Refusal;

export function refuse(code: RefusalCode, message: string, errors?: readonly DocumentError[]): Refusal {
  return errors ? { ok: false, code, message, errors } : { ok: false, code, message };
}

export function unchanged(document: PageDocument): Change {
  return { ok: true, document, patches: [], inversePatches: [] };
}

/** The draft node at a path of child indexes from the root. */
export function draftAt(draft: Draft<PageDocument>, path: readonly number[]): Draft<BlockNode> {
  let node = draft.root as Draft<BlockNode>;
  for (const index of path) node = (node.children as Draft<BlockNode>[])[index] as Draft<BlockNode>;
  return node;
}

export function notFound(id: string): Refusal {
  return refuse("not-found", `No block has the id "${id}".`);
}
