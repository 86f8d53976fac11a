import { TextField } from "../../blocks/settings";
import { type EditorStore, useEditorSlice } from "../../editor/state/editorStore";
import { type EmailDocument, emailSettingsSchema } from "../../schema/email/document";
import { emailSettingsOf } from "../export/exportEmailHtml";
import { editEmailSettings } from "./emailCommands";

/**
 * The open email's subject, right under the top bar (issue 34, item 15): what a fan reads first in
 * the inbox is always in view while the email is edited, rather than behind Email settings. A
 * burst of typing is one undo step, as in the settings panel.
 */
export function EmailSubjectField({ store }: { readonly store: EditorStore<EmailDocument> }) {
  const subject = useEditorSlice(store, (state) => emailSettingsOf(state.document).subject);
  return (
    <div className="email-subject">
      <TextField
        label="Subject"
        value={subject}
        maxLength={emailSettingsSchema.properties.subject.maxLength}
        onChange={(value) => store.update((state) => editEmailSettings(state, { subject: value }, { key: "subject", kind: "text" }))}
      />
    </div>
  );
}
