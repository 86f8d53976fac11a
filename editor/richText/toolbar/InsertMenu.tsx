import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { INSERTIONS, type InsertionId, insert, LAYOUT_CHOICES, LAYOUT_GROUP_LABEL } from "./insertions";

/** The Insert… menu: a choice inserts at once and the menu falls back to its prompt (its value stays ""). */
export function InsertMenu({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  return (
    <select
      className="rt-toolbar-select"
      aria-label="Insert"
      disabled={disabled}
      value=""
      onChange={(event) => {
        if (event.target.value) insert(editor, event.target.value as InsertionId);
      }}
    >
      <option value="">Insert…</option>
      {INSERTIONS.map(({ id, label }) => (
        <option key={id} value={id}>
          {label}
        </option>
      ))}
      <optgroup label={LAYOUT_GROUP_LABEL}>
        {LAYOUT_CHOICES.map(({ id, label }) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
