import type { BlockRegistry } from "../../runtime/blockRegistry";
import { type Capture, type FieldEdit, fieldCapture } from "../../runtime/history";
import { type UpdateSizeSettings, updateSizeSettings } from "../../runtime/operations/updateSizeSettings";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/**
 * Sets or clears a block's settings for one screen size (issue 39, item 3): a prop for tablets or
 * phones, or hiding it at a size; `undefined` resets a value to the larger size's. History: as
 * `capture` says; by default a step of its own (a reset, a visibility toggle).
 */
export function editSizeSettings<D extends TreeDocument>(
  state: EditorState<D>,
  args: UpdateSizeSettings,
  registry: BlockRegistry,
  capture: Capture = { mode: "record" },
  now?: number,
): EditorState<D> {
  return applyChange(state, updateSizeSettings(state.document, args, registry), capture, now);
}

/** A settings field's edit at one size: bursts fold into one step per field and size, as field edits of the props do (SPEC §9). */
export function editSizeField<D extends TreeDocument>(
  state: EditorState<D>,
  args: UpdateSizeSettings & { readonly field: FieldEdit },
  registry: BlockRegistry,
  now?: number,
): EditorState<D> {
  const { field, ...change } = args;
  return editSizeSettings(state, change, registry, fieldCapture(`${args.id}:${args.size}:${field.key}`, field.kind), now);
}
