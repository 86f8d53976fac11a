import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $computeTableMap, $getTableNodeFromLexicalNodeOrThrow, $isTableCellNode, $isTableRowNode } from "@lexical/table";
import { $getNearestNodeFromDOMNode, type LexicalEditor } from "lexical";
import { type PointerEvent, useState } from "react";
import { clampColumnWidth, clampRowHeight, DEFAULT_COLUMN_WIDTH } from "../../../../schema/richText/table";
import { type HoveredTable, rectWithin } from "./useHoveredTable";

type Edge = "column" | "row";

/**
 * Resizes the hovered cell's column (by its right edge) or its row (by its bottom edge) by `delta`
 * pixels: no column narrower than 92 px, no row lower than 33 px (SPEC §10). A table without stored
 * widths gets them, 92 px each, first.
 */
export function resizeTableAt(editor: LexicalEditor, cellElement: HTMLElement, edge: Edge, delta: number): void {
  editor.update(() => {
    const cell = $getNearestNodeFromDOMNode(cellElement);
    if (!$isTableCellNode(cell)) return;
    const table = $getTableNodeFromLexicalNodeOrThrow(cell);
    const [map, cellMap] = $computeTableMap(table, cell, cell);
    if (edge === "column") {
      const column = cellMap.startColumn + cell.getColSpan() - 1;
      const widths = [...(table.getColWidths() ?? Array.from({ length: map[0]?.length ?? 0 }, () => DEFAULT_COLUMN_WIDTH))];
      widths[column] = clampColumnWidth((widths[column] ?? DEFAULT_COLUMN_WIDTH) + delta);
      table.setColWidths(widths);
      return;
    }
    const row = table.getChildAtIndex(cellMap.startRow + cell.getRowSpan() - 1);
    if (!$isTableRowNode(row)) return;
    const drawn = editor.getElementByKey(row.getKey())?.getBoundingClientRect().height ?? 0;
    row.setHeight(clampRowHeight((row.getHeight() ?? drawn) + delta));
  });
}

/**
 * SPEC §2 'table resize handles': a bar on the hovered cell's right edge resizes its column, one on
 * its bottom edge its row, by dragging. The new size is applied at the drop (one history step).
 */
export function TableCellResizer({
  anchorElement,
  hovered,
  onDragging,
}: {
  readonly anchorElement: HTMLElement;
  readonly hovered: HoveredTable | null;
  readonly onDragging: (dragging: boolean) => void;
}) {
  const [editor] = useLexicalComposerContext();
  const [drag, setDrag] = useState<{ edge: Edge; start: number; moved: number } | null>(null);
  const cell = hovered?.cell ?? null;
  if (cell === null || !editor.isEditable()) return null;
  const box = rectWithin(cell, anchorElement);

  const begin = (edge: Edge) => (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ edge, start: edge === "column" ? event.clientX : event.clientY, moved: 0 });
    onDragging(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, moved: (drag.edge === "column" ? event.clientX : event.clientY) - drag.start });
  };
  const end = () => {
    if (drag && drag.moved !== 0) resizeTableAt(editor, cell, drag.edge, drag.moved);
    setDrag(null);
    onDragging(false);
  };
  const handlers = { onPointerMove: move, onPointerUp: end, onPointerCancel: end };
  const shift = (edge: Edge) => (drag?.edge === edge ? drag.moved : 0);

  return (
    <div className="rt-table-resizers" aria-hidden="true">
      <div
        className="rt-table-resizer rt-table-resizer--column"
        data-dragging={drag?.edge === "column" || undefined}
        style={{ top: box.top, left: box.left + box.width - 3 + shift("column"), height: box.height }}
        onPointerDown={begin("column")}
        {...handlers}
      />
      <div
        className="rt-table-resizer rt-table-resizer--row"
        data-dragging={drag?.edge === "row" || undefined}
        style={{ top: box.top + box.height - 3 + shift("row"), left: box.left, width: box.width }}
        onPointerDown={begin("row")}
        {...handlers}
      />
    </div>
  );
}
