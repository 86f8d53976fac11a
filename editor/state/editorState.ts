import { createHistory, type History } from "../../runtime/history";
import type { TreeDocument } from "../../runtime/treeNode";

/**
 * The editor's state, for any kind of block document. The document (changed only by the runtime's operations, recorded as
 * immer patches in `history`) is kept apart from the editor's own state (selection, hover, the
 * notice), so undo never "undoes a selection".
 */
export interface EditorState<D extends TreeDocument = TreeDocument> {
  readonly document: D;
  readonly history: History;
  readonly selectedId: string | null;
  readonly hoveredId: string | null;
  /** Why the last command did nothing (a refusal), for a status line; null when it worked. */
  readonly notice: string | null;
}

/** A fresh editor on a loaded document: nothing selected, no history (loading is never recorded). */
export function createEditorState<D extends TreeDocument>(document: D, historyLimit = 500): EditorState<D> {
  return { document, history: createHistory({ limit: historyLimit }), selectedId: null, hoveredId: null, notice: null };
}
