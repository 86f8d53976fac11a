import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { DraggableBlockPlugin_EXPERIMENTAL } from "@lexical/react/LexicalDraggableBlockPlugin";
import { useCallback, useEffect, useRef } from "react";
import { registerMoveBlockShortcuts } from "./moveBlock";

/**
 * SPEC §2's draggable block handle: beside the top-level block under the mouse (paragraph, heading,
 * list, quote, code…), dragged to move the block; a line shows where it will land. Lexical's
 * plugin does the tracking and the move; this gives it the handle and the line, and adds the
 * keyboard's Alt+Shift+ArrowUp/ArrowDown.
 *
 * WARNING: `anchorElement` must be positioned (`position: relative`): the handle and the line are
 * placed in its coordinates, and the mouse is followed over its parent.
 */
export function DraggableBlockHandle({ anchorElement }: { anchorElement: HTMLElement }) {
  const [editor] = useLexicalComposerContext();
  const menuRef = useRef<HTMLDivElement | null>(null);
  const targetLineRef = useRef<HTMLDivElement | null>(null);
  const isOnMenu = useCallback((element: HTMLElement) => menuRef.current?.contains(element) ?? false, []);

  useEffect(() => registerMoveBlockShortcuts(editor), [editor]);

  return (
    <DraggableBlockPlugin_EXPERIMENTAL
      anchorElem={anchorElement}
      menuRef={menuRef}
      targetLineRef={targetLineRef}
      isOnMenu={isOnMenu}
      menuComponent={
        <div ref={menuRef} className="rt-drag-handle" role="img" aria-label="Drag to move block" title="Drag to move (Alt+Shift+↑/↓)">
          ⠿
        </div>
      }
      targetLineComponent={<div ref={targetLineRef} className="rt-drag-target-line" />}
    />
  );
}
