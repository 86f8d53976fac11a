import { FloatingFocusManager } from "@floating-ui/react";
import { createPortal } from "react-dom";
import { keepSubmitInside } from "../../../../client/ui/keepSubmitInside";
import { $runTableCellAction } from "./cellActions";
import { TableCellBackground } from "./TableCellBackground";
import { type TableCellMenuItem, useTableCellMenu } from "./useTableCellMenu";

/** The keys that open the menu from a cell (Tab moves between cells there, so the button is out of reach of Tab). */
export const TABLE_MENU_SHORTCUT = "Alt+Enter";

/**
 * The table cell menu (SPEC §2): a button in the corner of the cell holding the caret opens it, as
 * does Alt+Enter there; arrows move between its items, Escape closes it and focus goes back to the
 * text. It acts on the cell it was opened on, and on all the selected cells for a merge, a delete
 * or a background colour.
 */
export function TableCellMenu({ anchorElement }: { anchorElement: HTMLElement }) {
  const {
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
  } = useTableCellMenu();

  if (target === null || state === null || !editor.isEditable()) return null;

  const choose = (item: TableCellMenuItem) => {
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
            <div
              ref={refs.setFloating}
              className="rt-floating rt-table-background"
              style={floatingStyles}
              {...getFloatingProps()}
              onSubmit={keepSubmitInside}
            >
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
