import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { TablePlugin as LexicalTablePlugin } from "@lexical/react/LexicalTablePlugin";
import { $getSelection, COMMAND_PRIORITY_EDITOR, type RangeSelection } from "lexical";
import { useEffect, useRef, useState } from "react";
import { $captureSelection, $restoreSelection } from "../floating/selection";
import { InsertTableDialog } from "./InsertTableDialog";
import { $insertTable, OPEN_INSERT_TABLE_DIALOG_COMMAND } from "./insertTable";
import { registerTableRules } from "./registerTableRules";

/**
 * Tables in the editor (issue 15): Lexical's table plugin (cell selection, Tab between cells, merged
 * cells and cell backgrounds on, no table inside a table, tables scrolling sideways as on pages),
 * our rules holding them to the schema, and the Insert Table dialog, opened by
 * `OPEN_INSERT_TABLE_DIALOG_COMMAND`, which inserts the table where the caret was.
 */
export function TablePlugin() {
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState(false);
  // Where the caret was when the dialog opened: focus is in the dialog by the time it inserts.
  const caret = useRef<RangeSelection | null>(null);

  useEffect(() => registerTableRules(editor), [editor]);
  useEffect(
    () =>
      editor.registerCommand(
        OPEN_INSERT_TABLE_DIALOG_COMMAND,
        () => {
          caret.current = editor.getEditorState().read(() => $captureSelection($getSelection()));
          setOpen(true);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );

  const insert = (rows: number, columns: number) => {
    setOpen(false);
    editor.update(() => {
      $restoreSelection(caret.current);
      $insertTable(rows, columns);
    });
    editor.focus();
  };

  return (
    <>
      <LexicalTablePlugin hasCellMerge hasCellBackgroundColor hasTabHandler hasHorizontalScroll />
      {open && <InsertTableDialog onInsert={insert} onClose={() => setOpen(false)} />}
    </>
  );
}
