import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $computeTableMapSkipCellCheck, $insertTableColumnAtNode, $insertTableRowAtNode, $isTableNode } from "@lexical/table";
import { $getNearestNodeFromDOMNode, type LexicalEditor } from "lexical";
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from "../../../../schema/richText/table";
import { type HoveredTable, rectWithin } from "./useHoveredTable";

/**
 * Adds a row at the bottom or a column at the right of the table drawn in `box`, as its last row's
 * or last column's cells are; never past 500 rows or 50 columns.
 */
export function addTableLine(editor: LexicalEditor, box: HTMLElement, line: "row" | "column"): void {
  editor.update(() => {
    const table = $getNearestNodeFromDOMNode(box.querySelector("table") ?? box);
    if (!$isTableNode(table)) return;
    const [map] = $computeTableMapSkipCellCheck(table, null, null);
    const last = map[map.length - 1];
    const columns = map[0]?.length ?? 0;
    if (line === "row" && map.length < MAX_TABLE_ROWS && last?.[0]) $insertTableRowAtNode(last[0].cell, true);
    const corner = map[0]?.[columns - 1];
    if (line === "column" && columns < MAX_TABLE_COLUMNS && corner) $insertTableColumnAtNode(corner.cell, true);
  });
}

/** SPEC §2 'add-row and add-column buttons': shown on the hovered table, below it and at its right. */
export function TableAddButtons({
  anchorElement,
  hovered,
}: {
  readonly anchorElement: HTMLElement;
  readonly hovered: HoveredTable | null;
}) {
  const [editor] = useLexicalComposerContext();
  if (hovered === null || !editor.isEditable()) return null;
  const table = hovered.box.querySelector("table") ?? hovered.box;
  const box = rectWithin(table, anchorElement);
  const frame = rectWithin(hovered.box, anchorElement);
  // The column button sits at the table's right edge, or the scrolling box's when the table is wider.
  const right = Math.min(box.left + box.width, frame.left + frame.width);
  return (
    <>
      <button
        type="button"
        className="rt-table-add rt-table-add--row"
        aria-label="Add row"
        title="Add row"
        style={{ top: box.top + box.height + 2, left: box.left, width: Math.min(box.width, frame.width) }}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => addTableLine(editor, hovered.box, "row")}
      >
        +
      </button>
      <button
        type="button"
        className="rt-table-add rt-table-add--column"
        aria-label="Add column"
        title="Add column"
        style={{ top: box.top, left: right + 2, height: box.height }}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => addTableLine(editor, hovered.box, "column")}
      >
        +
      </button>
    </>
  );
}
