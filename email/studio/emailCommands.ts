import { produceWithPatches } from "immer";
import { applyChange } from "../../editor/commands/applyChange";
import type { EditorState } from "../../editor/state/editorState";
import { type FieldEdit, fieldCapture } from "../../runtime/history";
import type { EmailDocument, StoredEmailSettings } from "../../schema/email/document";

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
