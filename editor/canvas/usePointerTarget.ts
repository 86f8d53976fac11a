import { useCallback, useEffect, useRef } from "react";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import type { EditorStore } from "../state/editorStore";
import type { ValueStore } from "../state/valueStore";
import type { DragSession } from "./dragSession";
import { type Point, pointerDropTarget } from "./dropGeometry";
import { type DropSlot, sameSlot } from "./dropTargets";
import { blockIdAtPoint, containerChainAt } from "./measure";

/**
 * A pointer drag's target: worked out from the page under the pointer (the deepest legal
 * container, near an edge the place beside it) once per frame while the pointer moves or the
 * canvas scrolls under it. `follow` starts listening, `stop` ends it with the pointer's last
 * place counted.
 */
export function usePointerTarget(options: {
  readonly drag: ValueStore<DragSession | null>;
  readonly frame: { current: HTMLElement | null };
  readonly store: EditorStore;
  readonly registry: BlockRegistry;
  readonly blocks: Map<string, HTMLElement>;
  readonly setTarget: (target: DropSlot | null) => void;
}) {
  const { drag, frame, store, registry, blocks, setTarget } = options;
  // The pointer's place during a pointer drag, and how to stop following it.
  const pointer = useRef<{ last: Point | null; stop: (() => void) | null }>({ last: null, stop: null });

  const targetAtPoint = useCallback(
    (point: Point) => {
      const session = drag.get();
      const frameElement = frame.current;
      if (!session || !frameElement) return;
      const document = store.getState().document;
      const hitId = blockIdAtPoint(frameElement, point, document.root.id);
      const draggedId = session.dragged.kind === "existing" ? session.dragged.id : null;
      const chain = hitId ? containerChainAt(document, registry, blocks, hitId, session.legalParents, draggedId) : [];
      const target = pointerDropTarget(chain, point);
      setTarget(target && session.slots.some((slot) => sameSlot(slot, target)) ? target : null);
    },
    [drag, frame, store, registry, blocks, setTarget],
  );

  const follow = useCallback(
    (start: Point | null) => {
      const view = typeof window === "undefined" ? null : window;
      pointer.current.last = start;
      if (!view) return;
      let frameRequest = 0;
      const schedule = () => {
        if (frameRequest) return;
        frameRequest = view.requestAnimationFrame(() => {
          frameRequest = 0;
          if (pointer.current.last) targetAtPoint(pointer.current.last);
        });
      };
      const onMove = (event: PointerEvent) => {
        pointer.current.last = { x: event.clientX, y: event.clientY };
        schedule();
      };
      // Auto-scroll moves the page under a still pointer.
      const onScroll = () => schedule();
      view.addEventListener("pointermove", onMove, { capture: true, passive: true });
      view.addEventListener("scroll", onScroll, { capture: true, passive: true });
      pointer.current.stop = () => {
        view.removeEventListener("pointermove", onMove, { capture: true });
        view.removeEventListener("scroll", onScroll, { capture: true });
        if (frameRequest) view.cancelAnimationFrame(frameRequest);
      };
    },
    [targetAtPoint],
  );

  const stop = useCallback(() => {
    if (pointer.current.stop) {
      if (pointer.current.last) targetAtPoint(pointer.current.last);
      pointer.current.stop();
    }
    pointer.current = { last: null, stop: null };
  }, [targetAtPoint]);

  useEffect(() => () => pointer.current.stop?.(), []);
  return { follow, stop };
}
