import type { BlockRegistry } from "../../runtime/blockRegistry";
import { type Capture, type FieldEdit, fieldCapture } from "../../runtime/history";
import { updateProps } from "../../runtime/operations/updateProps";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/**
 * Changes props of a block. History: as `capture` says; by default a step of its own. An edit from
 * a field (a settings panel, text typed in place) passes `fieldCapture`, so a burst of typing or a
 * slider drag is one step (SPEC §9).
 */
export function editProps<D extends TreeDocument>(
  state: EditorState<D>,
  args: { id: string; props: Record<string, unknown> },
  registry: BlockRegistry,
  capture: Capture = { mode: "record" },
  now?: number,
): EditorState<D> {
  return applyChange(state, updateProps(state.document, args, registry), capture, now);
}

/** A field's edit of block `id`: text and slider bursts fold into one step per field, a choice is its own step. */
export function editField<D extends TreeDocument>(
  state: EditorState<D>,
  args: { id: string; props: Record<string, unknown>; field: FieldEdit },
  registry: BlockRegistry,
  now?: number,
): EditorState<D> {
  return editProps(state, args, registry, fieldCapture(`${args.id}:${args.field.key}`, args.field.kind), now);
}
