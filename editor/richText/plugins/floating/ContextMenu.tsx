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
import { $getSelection, COPY_COMMAND, CUT_COMMAND, type LexicalEditor, registerEventListener } from "lexical";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { pasteFromClipboard } from "./clipboardPaste";
import { $captureSelection } from "./selection";

interface MenuItem {
  readonly label: string;
  /** Whether the item changes the text, so a read-only editor offers it disabled. */
  readonly edits: boolean;
  readonly run: (editor: LexicalEditor) => void;
}

/** The committed selection: focus is in the menu, so an update would read no selection at all. */
const savedSelection = (editor: LexicalEditor) => editor.getEditorState().read(() => $captureSelection($getSelection()));

const ITEMS: readonly MenuItem[] = [
  { label: "Cut", edits: true, run: (editor) => editor.dispatchCommand(CUT_COMMAND, null) },
  { label: "Copy", edits: false, run: (editor) => editor.dispatchCommand(COPY_COMMAND, null) },
  { label: "Paste", edits: true, run: (editor) => void pasteFromClipboard(editor, "rich", savedSelection(editor)) },
  { label: "Paste as plain text", edits: true, run: (editor) => void pasteFromClipboard(editor, "plain", savedSelection(editor)) },
];

/**
 * The editable area's context menu: Cut, Copy, Paste and Paste as plain text, at the pointer.
 * Arrow keys move between the items, Escape or a click elsewhere closes it, and focus returns to
 * the text. Shift+right-click leaves the browser's own menu.
 */
export function ContextMenu({ anchorElement }: { anchorElement: HTMLElement }) {
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState(false);
  const [editable, setEditable] = useState(() => editor.isEditable());
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: "bottom-start",
    middleware: [offset({ mainAxis: 2, alignmentAxis: 2 }), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const disabledIndices = editable ? [] : ITEMS.flatMap((item, index) => (item.edits ? [index] : []));
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: "menu" }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, disabledIndices }),
  ]);

  useEffect(
    () =>
      editor.registerRootListener((root) => {
        if (!root) return;
        return registerEventListener(root, "contextmenu", (event) => {
          if (event.shiftKey) return;
          event.preventDefault();
          const { clientX: x, clientY: y } = event;
          refs.setPositionReference({
            getBoundingClientRect: () => ({ x, y, width: 0, height: 0, top: y, right: x, bottom: y, left: x }),
          });
          setEditable(editor.isEditable());
          setActiveIndex(null);
          setOpen(true);
        });
      }),
    [editor, refs],
  );

  const choose = (item: MenuItem) => {
    setOpen(false);
    // Run in the click itself: browsers let a page copy or read the clipboard only then.
    item.run(editor);
  };

  if (!open) return null;
  return createPortal(
    <FloatingFocusManager context={context} initialFocus={refs.floating}>
      <div
        ref={refs.setFloating}
        className="rt-floating rt-context-menu"
        role="menu"
        aria-label="Edit"
        style={floatingStyles}
        {...getFloatingProps()}
      >
        {ITEMS.map((item, index) => {
          const disabled = disabledIndices.includes(index);
          return (
            <button
              key={item.label}
              ref={(node) => {
                listRef.current[index] = node;
              }}
              type="button"
              role="menuitem"
              className="rt-context-menu-item"
              tabIndex={activeIndex === index ? 0 : -1}
              disabled={disabled}
              {...getItemProps({ onClick: () => choose(item) })}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </FloatingFocusManager>,
    anchorElement,
  );
}
