import type { LexicalEditor } from "lexical";
import { isTableSize } from "../../../../schema/richText/table";
import { insert } from "../../toolbar/insertions";
import type { SlashCommand } from "../typeahead/slashCommand";
import { $insertTable } from "./insertTable";

/** The slash menu's 'Table' (SPEC §2): opens the Insert Table dialog, as the Insert menu's does. */
export const TABLE_SLASH_COMMAND: SlashCommand = {
  id: "table",
  label: "Table",
  icon: "▦",
  keywords: ["table", "spreadsheet", "rows", "cells"],
  run: (editor: LexicalEditor) => insert(editor, "table"),
};

/** A size typed after '/': rows, 'x', columns ('3x4', '3 x 4', '10X2'). */
const SIZE = /^\s*(\d{1,3})\s*[x×]\s*(\d{1,2})\s*$/i;

/**
 * SPEC §2 'Typing a size like 3x4 offers a table of that size': the command a query naming a size
 * gives (rows first, as the dialog asks), or null when the query names none or a size SPEC §9 does
 * not allow.
 *
 * @example tableOfSizeCommand("3x4")?.label // "Table 3x4"
 */
export function tableOfSizeCommand(query: string): SlashCommand | null {
  const match = SIZE.exec(query);
  if (!match) return null;
  const rows = Number(match[1]);
  const columns = Number(match[2]);
  if (!isTableSize(rows, columns)) return null;
  return {
    id: `table-${rows}x${columns}`,
    label: `Table ${rows}x${columns}`,
    icon: "▦",
    keywords: [],
    // Run inside the typeahead's update, once the '/3x4' is gone.
    run: (editor) => editor.update(() => void $insertTable(rows, columns)),
  };
}
