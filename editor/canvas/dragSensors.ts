import {
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useCallback, useMemo } from "react";
import type { ValueStore } from "../state/valueStore";
import { KEY_STEPS, KEYBOARD_CODES } from "./dragInput";
import type { DragSession } from "./dragSession";
import { dropAreaId } from "./dropAreaId";
import { type DropSlot, nextSlot } from "./dropTargets";

/**
 * How drags start and where dnd-kit thinks they are. Pointer drags start after 5 px, so a click
 * still clicks. Keyboard steps go from one legal place to the next; the page itself does not move
 * or scroll under the keys. dnd-kit's "over" is the target's container: it is what auto-scroll
 * scrolls (the canvas, not the toolbox).
 */
export function useDragSensors(drag: ValueStore<DragSession | null>, setTarget: (target: DropSlot | null) => void) {
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event) => {
      const step = KEY_STEPS[event.code];
      const session = drag.get();
      if (!step || !session) return undefined;
      event.preventDefault();
      setTarget(nextSlot(session.slots, session.target, step));
      return undefined;
    },
    [drag, setTarget],
  );

  const pointerOptions = useMemo(() => ({ activationConstraint: { distance: 5 } }), []);
  const keyboardOptions = useMemo(() => ({ keyboardCodes: KEYBOARD_CODES, coordinateGetter }), [coordinateGetter]);
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));

  const collisionDetection = useCallback<CollisionDetection>(
    ({ droppableContainers }) => {
      const target = drag.get()?.target;
      if (!target) return [];
      const id = dropAreaId(target.parentId);
      return droppableContainers.some((container) => container.id === id) ? [{ id }] : [];
    },
    [drag],
  );
  return { sensors, collisionDetection };
}
