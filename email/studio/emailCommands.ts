import { enablePatches, produceWithPatches } from "immer";
import { applyChange } from "../../editor/commands/applyChange";
import type { EditorState } from "../../editor/state/editorState";
import { type FieldEdit, fieldCapture } from "../../runtime/history";
import { createBlockId } from "../../runtime/operations/createBlockId";
import { draftAt } from "../../runtime/operations/operationResult";
import { locate } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import { EMAIL_COLUMN_COUNTS, type EmailDocument, type StoredEmailSettings } from "../../schema/email/document";

// The commands record immer's patches for undo (as every editor operation does).
enablePatches();

/**
 * Changes the email's settings (subject, preheader, sender, design tokens). History: like a block
 * field's edit, a burst of typing in one field is one undo step (SPEC §9). A setting set to
 * `undefined` is removed, so its default applies again.
 */
export function editEmailSettings(
  state: EditorState<EmailDocument>,
  patch: Partial<Record<keyof StoredEmailSettings, unknown>>,
  field: FieldEdit,
  now?: number,
): EditorState<EmailDocument> {
  const [document, patches, inversePatches] = produceWithPatches(state.document, (draft) => {
    draft.settings ??= {};
    const settings = draft.settings as Record<string, unknown>;
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete settings[key];
      else settings[key] = value;
    }
  });
  return applyChange(state, { ok: true, document, patches, inversePatches }, fieldCapture(`settings:${field.key}`, field.kind), now);
}

/**
 * Gives the open email a new name. History: ignored, as a page's rename is: the email list and the
 * server follow a rename, and undo must not take the name away from them.
 */
export function renameEmail(state: EditorState<EmailDocument>, title: string): EditorState<EmailDocument> {
  const [document, patches, inversePatches] = produceWithPatches(state.document, (draft) => {
    draft.title = title;
  });
  return applyChange(state, { ok: true, document, patches, inversePatches }, { mode: "ignore" });
}

/**
 * Lays a Columns block out anew, with as many columns as the layout holds: a column more starts
 * empty; a column fewer gives its blocks to the column before it, so nothing is lost. History: one
 * step, the layout and the columns together. Any document's store may run it (a settings panel
 * has the editor's store of any kind): only a Columns block changes.
 */
export function changeColumnsLayout<D extends TreeDocument>(
  state: EditorState<D>,
  { id, layout }: { id: string; layout: keyof typeof EMAIL_COLUMN_COUNTS },
  createId: () => string = createBlockId,
): EditorState<D> {
  const location = locate(state.document, id);
  const [document, patches, inversePatches] = produceWithPatches(state.document, (draft) => {
    if (location?.node.type !== "Columns") return;
    const row = draftAt(draft, location.path);
    row.props.layout = layout;
    row.children ??= [];
    const columns = row.children;
    const count = EMAIL_COLUMN_COUNTS[layout];
    while (columns.length < count) columns.push({ id: createId(), type: "Column", props: {}, children: [] });
    while (columns.length > count) {
      const last = columns.pop();
      const previous = columns.at(-1);
      if (last && previous) previous.children = [...(previous.children ?? []), ...(last.children ?? [])];
    }
  });
  return applyChange(state, { ok: true, document, patches, inversePatches }, { mode: "record" });
}
