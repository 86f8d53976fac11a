import { autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions, useListNavigation, useRole } from "@floating-ui/react";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { COMMAND_PRIORITY_LOW, KEY_DOWN_COMMAND } from "lexical";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { $tableCellMenuState, type TableCellAction, type TableCellTarget } from "./cellActions";
import { useTableCellTarget } from "./useTableCellTarget";

export type TableCellMenuItem =
  | { readonly kind: "action"; readonly action: TableCellAction; readonly label: string; readonly only?: boolean }
  | {
      readonly kind: "toggle";
      readonly action: TableCellAction;
      readonly label: string;
      readonly on: "rowHeader" | "columnHeader" | "striped";
    }
  | { readonly kind: "background"; readonly label: string };

/** SPEC §2 'table cell menu': its items in order. Merge and unmerge show only where they apply (SPEC §4). */
const ITEMS: readonly TableCellMenuItem[] = [
  { kind: "action", action: "insert-row-above", label: "Insert row above" },
  { kind: "action", action: "insert-row-below", label: "Insert row below" },
  { kind: "action", action: "insert-column-left", label: "Insert column left" },
  { kind: "action", action: "insert-column-right", label: "Insert column right" },
  { kind: "action", action: "merge-cells", label: "Merge cells", only: true },
  { kind: "action", action: "unmerge-cell", label: "Unmerge cells", only: true },
  { kind: "toggle", action: "toggle-row-header", label: "Row header", on: "rowHeader" },
  { kind: "toggle", action: "toggle-column-header", label: "Column header", on: "columnHeader" },
  { kind: "toggle", action: "toggle-row-striping", label: "Row striping", on: "striped" },
  { kind: "background", label: "Background colour…" },
  { kind: "action", action: "delete-row", label: "Delete row" },
  { kind: "action", action: "delete-column", label: "Delete column" },
  { kind: "action", action: "delete-table", label: "Delete table" },
];

/**
 * The table cell menu's state and wiring: the cell it acts on (the caret's, fixed once it opens),
 * its button and menu placed against that cell, Alt+Enter opening it, the items that apply there
 * with those that cannot run disabled, and arrow-key navigation between them.
 */
export function useTableCellMenu() {
  const [editor] = useLexicalComposerContext();
  const live = useTableCellTarget(editor);
  // What the open menu acts on: fixed when it opens, whatever the selection does meanwhile.
  const [opened, setOpened] = useState<TableCellTarget | null>(null);
  const [panel, setPanel] = useState<"items" | "background">("items");
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const open = opened !== null;
  const target = opened ?? live;

  const close = () => {
    setOpened(null);
    setPanel("items");
    editor.focus();
  };
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => (next ? undefined : close()),
    placement: "bottom-start",
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const button = useFloating({
    placement: "top-end",
    middleware: [offset({ mainAxis: -22, crossAxis: -2 })],
    whileElementsMounted: autoUpdate,
  });

  useLayoutEffect(() => {
    const cell = target ? editor.getElementByKey(target.cellKey) : null;
    refs.setReference(cell);
    button.refs.setReference(cell);
  }, [editor, target, refs, button.refs]);

  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (!(event.altKey && event.key === "Enter") || event.ctrlKey || event.metaKey || event.shiftKey) return false;
          const here = live;
          if (here === null) return false;
          event.preventDefault();
          setActiveIndex(0);
          setOpened(here);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, live],
  );

  const state = target ? editor.getEditorState().read(() => $tableCellMenuState(target)) : null;
  const items = state ? ITEMS.filter((item) => item.kind !== "action" || !item.only || state.enabled[item.action]) : [];
  const disabledIndices = state
    ? items.flatMap((item, index) => (item.kind !== "background" && !state.enabled[item.action] ? [index] : []))
    : [];
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: "menu" }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, disabledIndices }),
  ]);

  return {
    editor,
    target,
    state,
    open,
    setOpened,
    panel,
    setPanel,
    activeIndex,
    setActiveIndex,
    listRef,
    close,
    menu: { refs, floatingStyles, context },
    button,
    items,
    disabledIndices,
    getFloatingProps,
    getItemProps,
  };
}
