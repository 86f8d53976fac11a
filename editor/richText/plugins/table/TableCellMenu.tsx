import {
  autoUpdate,
  FloatingFocusManager,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from "@floating-ui/react";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { COMMAND_PRIORITY_LOW, KEY_DOWN_COMMAND } from "lexical";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { $runTableCellAction, $tableCellMenuState, type TableCellAction, type TableCellTarget } from "./cellActions";
import { TableCellBackground } from "./TableCellBackground";
import { useTableCellTarget } from "./useTableCellTarget";

/** The keys that open the menu from a cell (Tab moves between cells there, so the button is out of reach of Tab). */
export const TABLE_MENU_SHORTCUT = "Alt+Enter";

type Item =
  | { readonly kind: "action"; readonly action: TableCellAction; readonly label: string; readonly only?: boolean }
  | {
      readonly kind: "toggle";
      readonly action: TableCellAction;
      readonly label: string;
      readonly on: "rowHeader" | "columnHeader" | "striped";
    }
  | { readonly kind: "background"; readonly label: string };

/** SPEC §2 'table cell menu': its items in order. Merge and unmerge show only where they apply (SPEC §4). */
const ITEMS: readonly Item[] = [
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
 * The table cell menu (SPEC §2): a button in the corner of the cell holding the caret opens it, as
 * does Alt+Enter there; arrows move between its items, Escape closes it and focus goes back to the
 * text. It acts on the cell it was opened on, and on all the selected cells for a merge, a delete
 * or a background colour.
 */
export function TableCellMenu({ anchorElement }: { anchorElement: HTMLElement }) {
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

  if (target === null || state === null || !editor.isEditable()) return null;

  const choose = (item: Item) => {
    if (item.kind === "background") {
      setPanel("background");
      return;
    }
    editor.update(() => $runTableCellAction(item.action, target));
    close();
  };

  return createPortal(
    <>
      {!open && (
        <button
          ref={button.refs.setFloating}
          type="button"
          className="rt-table-cell-button"
          style={button.floatingStyles}
          aria-label="Table cell actions"
          title={`Table cell actions (${TABLE_MENU_SHORTCUT})`}
          aria-keyshortcuts={TABLE_MENU_SHORTCUT}
          aria-haspopup="menu"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setActiveIndex(0);
            setOpened(target);
          }}
        >
          ▾
        </button>
      )}
      {open && (
        <FloatingFocusManager context={context} initialFocus={panel === "items" ? 0 : -1} returnFocus={false}>
          {panel === "background" ? (
            <div ref={refs.setFloating} className="rt-floating rt-table-background" style={floatingStyles} {...getFloatingProps()}>
              <TableCellBackground target={target} current={state.backgroundColor} onDone={close} />
            </div>
          ) : (
            <div
              ref={refs.setFloating}
              className="rt-floating rt-context-menu"
              role="menu"
              aria-label="Table cell actions"
              style={floatingStyles}
              {...getFloatingProps()}
            >
              {items.map((item, index) => {
                const shared = {
                  ref: (node: HTMLButtonElement | null) => {
                    listRef.current[index] = node;
                  },
                  type: "button" as const,
                  className: "rt-context-menu-item",
                  tabIndex: activeIndex === index ? 0 : -1,
                  disabled: disabledIndices.includes(index),
                  ...getItemProps({ onClick: () => choose(item) }),
                };
                if (item.kind !== "toggle")
                  return (
                    <button key={item.label} role="menuitem" {...shared}>
                      {item.label}
                    </button>
                  );
                const checked = state[item.on];
                return (
                  <button key={item.label} role="menuitemcheckbox" aria-checked={checked} {...shared}>
                    <span className="rt-table-check" aria-hidden="true">
                      {checked ? "✓" : ""}
                    </span>
                    {item.label}
                  </button>
                );
              })}
            </div>
          )}
        </FloatingFocusManager>
      )}
    </>,
    anchorElement,
  );
}
