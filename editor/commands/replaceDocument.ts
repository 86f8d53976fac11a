import { replaceWithPatches } from "../../runtime/replaceWithPatches";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/** Replaces the whole document (an import). History: one step of its own, so undo brings the old document back. */
export function replaceDocument<D extends TreeDocument>(state: EditorState<D>, next: D): EditorState<D> {
  return applyChange(state, { ok: true, ...replaceWithPatches(state.document, next) }, { mode: "record" });
}
