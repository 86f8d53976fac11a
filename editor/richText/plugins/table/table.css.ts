import { useInsertionEffect } from "react";

/** The editor's table controls: the cell button, the resize bars, the add buttons, a cell selection, the background form. */
const tableEditorCss = `
.rt-table-cell-button { position: absolute; top: 0; left: 0; z-index: 15; width: 20px; height: 20px; padding: 0; border: 1px solid #c8c8d0; border-radius: 4px; background: #fff; color: #333; font-size: 11px; line-height: 1; cursor: pointer; }
.rt-table-cell-button:focus-visible { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-table-check { display: inline-block; width: 1.2em; }
.rt-table-resizer { position: absolute; z-index: 14; }
.rt-table-resizer--column { width: 6px; cursor: col-resize; }
.rt-table-resizer--row { height: 6px; cursor: row-resize; }
.rt-table-resizer:hover, .rt-table-resizer[data-dragging] { background: rgba(59, 110, 245, 0.5); }
.rt-table-add { position: absolute; z-index: 14; min-width: 16px; min-height: 16px; padding: 0; border: 1px dashed #9aa4c4; border-radius: 4px; background: rgba(238, 241, 250, 0.95); color: #3b4a7a; font-size: 14px; line-height: 1; cursor: pointer; }
.rt-table-add--row { height: 16px; }
.rt-table-add--column { width: 16px; }
.rt-table-add:hover, .rt-table-add:focus-visible { background: #dfe5fb; outline: 2px solid #3b6ef5; }
.rt-editable .rt-table-cell-selected { background-color: rgba(59, 110, 245, 0.18) !important; caret-color: transparent; }
.rt-editable .rt-table-selection *::selection { background: transparent; }
.rt-table-background { padding: 8px; }
.rt-table-background-form { display: flex; align-items: center; gap: 6px; }
.rt-table-background-form .rt-link-input { width: 7em; min-width: 0; }
`;

const STYLE_ID = "backline-rich-text-table";

/** Adds the table controls' stylesheet to the document once. */
export function useTableStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = tableEditorCss;
    document.head.append(style);
  }, []);
}
