import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TableAddButtons } from "./TableAddButtons";
import { TableCellMenu } from "./TableCellMenu";
import { TableCellResizer } from "./TableCellResizer";
import { useTableStyles } from "./table.css";
import { useHoveredTable } from "./useHoveredTable";

/**
 * The table's floating UIs (SPEC §2): the cell menu, the resize handles and the add-row and
 * add-column buttons, placed in `anchorElement` (the editor's box) like the other floating UIs.
 */
export function TableFloatingPlugins({ anchorElement }: { anchorElement: HTMLElement }) {
  useTableStyles();
  const [editor] = useLexicalComposerContext();
  const controls = useRef<HTMLDivElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const hovered = useHoveredTable(editor, controls, dragging);
  return (
    <>
      <TableCellMenu anchorElement={anchorElement} />
      {createPortal(
        <div ref={controls} className="rt-table-controls">
          <TableCellResizer anchorElement={anchorElement} hovered={hovered} onDragging={setDragging} />
          <TableAddButtons anchorElement={anchorElement} hovered={dragging ? null : hovered} />
        </div>,
        anchorElement,
      )}
    </>
  );
}
