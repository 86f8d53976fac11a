import { $findCellNode, $isTableCellNode, $isTableSelection } from "@lexical/table";
import { $getSelection, $isRangeSelection, type LexicalEditor } from "lexical";
import { useEffect, useState } from "react";
import type { TableCellTarget } from "./cellActions";

/** The cell the selection is in (the anchor's, for a cell selection, with every cell it covers), or null outside tables. */
export function $tableCellTarget(): TableCellTarget | null {
  const selection = $getSelection();
  if ($isTableSelection(selection)) {
    const anchor = selection.anchor.getNode();
    const cells = selection.getNodes().filter($isTableCellNode);
    return $isTableCellNode(anchor) ? { cellKey: anchor.getKey(), selectedCellKeys: cells.map((cell) => cell.getKey()) } : null;
  }
  if (!$isRangeSelection(selection)) return null;
  const cell = $findCellNode(selection.anchor.getNode());
  return cell ? { cellKey: cell.getKey(), selectedCellKeys: [cell.getKey()] } : null;
}

const sameTarget = (a: TableCellTarget | null, b: TableCellTarget | null) =>
  a === b || (a !== null && b !== null && a.cellKey === b.cellKey && a.selectedCellKeys.join() === b.selectedCellKeys.join());

/** `$tableCellTarget` as the editor's selection moves, kept while focus is outside the editor (in the menu). */
export function useTableCellTarget(editor: LexicalEditor): TableCellTarget | null {
  const [target, setTarget] = useState<TableCellTarget | null>(null);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read(() => $tableCellTarget());
        setTarget((current) => (sameTarget(current, next) ? current : next));
      }),
    [editor],
  );
  return target;
}
