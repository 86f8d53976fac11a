import { type LexicalEditor, registerEventListener } from "lexical";
import { type RefObject, useEffect, useState } from "react";
import { TABLE_SCROLL_CLASS } from "../../../../runtime/richText/describeTable";

/** The table (its scrolling box, as Lexical draws it) and the cell under the pointer in an editor. */
export interface HoveredTable {
  readonly box: HTMLElement;
  readonly cell: HTMLTableCellElement | null;
}

/**
 * What the pointer is over in the editor's tables, for the resize handles and the add buttons:
 * kept while the pointer is on those controls (`controls`) or a drag is under way (`frozen`).
 */
export function useHoveredTable(editor: LexicalEditor, controls: RefObject<HTMLElement | null>, frozen: boolean): HoveredTable | null {
  const [hovered, setHovered] = useState<HoveredTable | null>(null);
  useEffect(
    () =>
      editor.registerRootListener((root) => {
        if (!root) return;
        const onMove = (event: Event) => {
          if (frozen || !(event.target instanceof Element)) return;
          const box = event.target.closest<HTMLElement>(`.${TABLE_SCROLL_CLASS}`);
          const cell = event.target.closest<HTMLTableCellElement>("td, th");
          setHovered((current) =>
            box && root.contains(box)
              ? current?.box === box && current.cell === cell
                ? current
                : { box, cell: cell && box.contains(cell) ? cell : null }
              : null,
          );
        };
        const onLeave = (event: Event) => {
          const to = (event as PointerEvent).relatedTarget;
          if (!frozen && !(to instanceof Node && controls.current?.contains(to))) setHovered(null);
        };
        const stopMove = registerEventListener(root, "pointermove", onMove);
        const stopLeave = registerEventListener(root, "pointerleave", onLeave);
        return () => {
          stopMove();
          stopLeave();
        };
      }),
    [editor, controls, frozen],
  );
  return hovered;
}

/** Where `element` sits inside `anchor` (an absolutely positioned child's coordinates). */
export function rectWithin(element: Element, anchor: HTMLElement): { top: number; left: number; width: number; height: number } {
  const box = element.getBoundingClientRect();
  const origin = anchor === document.body ? { top: -window.scrollY, left: -window.scrollX } : anchor.getBoundingClientRect();
  return {
    top: box.top - origin.top + (anchor === document.body ? 0 : anchor.scrollTop),
    left: box.left - origin.left + (anchor === document.body ? 0 : anchor.scrollLeft),
    width: box.width,
    height: box.height,
  };
}
