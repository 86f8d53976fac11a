import {
  type CollisionDetection,
  DndContext,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import { hoverBlock } from "../commands/hoverBlock";
import { insertionPoint } from "../commands/insertionPoint";
import { useEditorContext } from "../kinds/documentKind";
import type { EditorStore } from "../state/editorStore";
import { createValueStore, useValueSlice, type ValueStore } from "../state/valueStore";
import { capitalize, eventPoint, isKeyboardEvent, KEY_STEPS, KEYBOARD_CODES, SCREEN_READER_INSTRUCTIONS, SILENT } from "./dragInput";
import { dropBlock } from "./dropBlock";
import { type Point, pointerDropTarget } from "./dropGeometry";
import {
  type Dragged,
  type DropSlot,
  describeSlot,
  draggedName,
  initialSlot,
  legalDropTargets,
  legalParentIds,
  nextSlot,
  sameSlot,
} from "./dropTargets";
import { blockIdAtPoint, containerChainAt } from "./measure";

/** A drag under way: what moves, every place it may land, and the one it would land in now. */
export interface DragSession {
  readonly dragged: Dragged;
  /** What the dragged block is called ("Text “Hello”", "new Button"). */
  readonly name: string;
  readonly slots: readonly DropSlot[];
  readonly legalParents: ReadonlySet<string>;
  /** Where a drop would put the block now; null over no legal place. */
  readonly target: DropSlot | null;
  readonly via: "pointer" | "keyboard";
}

/** What the canvas, toolbox and layers share while dragging. */
export interface EditorDndValue {
  readonly registry: BlockRegistry;
  readonly store: EditorStore;
  readonly drag: ValueStore<DragSession | null>;
  /** The canvas blocks' chrome wrappers by block id (BlockChrome registers them). */
  readonly blocks: Map<string, HTMLElement>;
  /** The canvas frame (the previewed page), when a canvas is on screen. */
  readonly frame: { current: HTMLElement | null };
}

export const EditorDndContext = createContext<EditorDndValue | null>(null);

/** The id dnd-kit knows a container's drop area by. */
export function dropAreaId(blockId: string): string {
  return `drop:${blockId}`;
}

/**
 * The drag-and-drop provider of the studio. It wraps the canvas, the toolbox and the layers panel,
 * so a drag can start in the toolbox and end on the canvas.
 *
 * - Pointer drags (mouse, pen, touch) start after the pointer moved 5 px, so a click still clicks; the
 *   target is worked out from the page under the pointer (deepest legal container, near an edge the
 *   place beside it) and the canvas scrolls when the pointer nears its edges.
 * - Keyboard drags (dnd-kit's keyboard sensor): Space or Enter picks a block up, the arrow keys step
 *   through the places it may go (`legalDropTargets`, in reading order), Space or Enter drops, Escape
 *   or Tab cancels; each step is announced.
 * - Only legal places are ever offered; the drop is one command (`dropBlock`), so one undo step.
 */
export function EditorDnd({ children }: { readonly children: ReactNode }) {
  const { kind, store } = useEditorContext();
  const registry = kind.blocks;
  const [drag] = useState(() => createValueStore<DragSession | null>(null));
  const [blocks] = useState(() => new Map<string, HTMLElement>());
  const [frame] = useState<{ current: HTMLElement | null }>(() => ({ current: null }));
  const [announcement, setAnnouncement] = useState("");
  const value = useMemo<EditorDndValue>(() => ({ registry, store, drag, blocks, frame }), [registry, store, drag, blocks, frame]);

  // The pointer's place during a pointer drag, and how to stop following it.
  const pointer = useRef<{ last: Point | null; stop: (() => void) | null }>({ last: null, stop: null });

  const describe = useCallback(
    (session: DragSession, slot: DropSlot) => describeSlot(store.getState().document, registry, session.dragged, slot),
    [store, registry],
  );

  const announceTarget = useCallback(
    (session: DragSession) => {
      setAnnouncement(
        session.target
          ? `${capitalize(session.name)} would go ${describe(session, session.target)}.`
          : `${capitalize(session.name)} is over no place it can go.`,
      );
    },
    [describe],
  );

  /** Moves the target, announcing it. */
  const setTarget = useCallback(
    (target: DropSlot | null) => {
      const session = drag.get();
      if (!session || sameSlot(session.target, target)) return;
      const next = { ...session, target };
      drag.set(next);
      announceTarget(next);
    },
    [drag, announceTarget],
  );

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

  const followPointer = useCallback(
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

  /** Ends the session (the pointer's last place counted), returning it. */
  const finish = useCallback((): DragSession | null => {
    if (pointer.current.stop) {
      if (pointer.current.last) targetAtPoint(pointer.current.last);
      pointer.current.stop();
    }
    pointer.current = { last: null, stop: null };
    const session = drag.get();
    drag.set(null);
    return session;
  }, [drag, targetAtPoint]);

  useEffect(() => () => pointer.current.stop?.(), []);

  const onDragStart = useCallback(
    ({ active, activatorEvent }: DragStartEvent) => {
      const dragged = (active.data.current as { dragged?: Dragged } | undefined)?.dragged;
      if (!dragged) return;
      const state = store.getState();
      const slots = legalDropTargets(state.document, registry, dragged);
      const via = isKeyboardEvent(activatorEvent) ? "keyboard" : "pointer";
      const session: DragSession = {
        dragged,
        name: draggedName(state.document, registry, dragged),
        slots,
        legalParents: legalParentIds(slots),
        target: via === "keyboard" ? initialSlot(state.document, slots, dragged, insertionPoint(state, registry)) : null,
        via,
      };
      drag.set(session);
      store.update((current) => hoverBlock(current, null));
      if (via === "pointer") {
        followPointer(eventPoint(activatorEvent));
        setAnnouncement(`Picked up ${session.name}.`);
      } else if (slots.length === 0) {
        setAnnouncement(`Picked up ${session.name}. There is no place it can go; press Escape.`);
      } else {
        setAnnouncement(
          `Picked up ${session.name}. It would go ${describe(session, session.target as DropSlot)}. The arrow keys choose another place; Space or Enter drops it, Escape cancels.`,
        );
      }
    },
    [store, registry, drag, followPointer, describe],
  );

  const onDragEnd = useCallback(() => {
    const session = finish();
    if (!session) return;
    const name = capitalize(session.name);
    if (!session.target) {
      setAnnouncement(`${name} was not placed: it was not over a place it can go.`);
      return;
    }
    const before = store.getState();
    const where = describe(session, session.target);
    store.update((state) => dropBlock(state, session.dragged, session.target as DropSlot, registry));
    const after = store.getState();
    if (after.notice) setAnnouncement(`${name} could not be placed: ${after.notice}`);
    else if (after.document === before.document) setAnnouncement(`${name} stays where it was.`);
    else setAnnouncement(`${name} placed ${where}.`);
  }, [finish, store, describe, registry]);

  const onDragCancel = useCallback(() => {
    const session = finish();
    if (session) setAnnouncement(`Moving ${session.name} was cancelled; nothing changed.`);
  }, [finish]);

  /** Keyboard steps go from one legal place to the next; the page itself does not move or scroll under the keys. */
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

  /** dnd-kit's "over" is the target's container: it is what auto-scroll scrolls (the canvas, not the toolbox). */
  const collisionDetection = useCallback<CollisionDetection>(
    ({ droppableContainers }) => {
      const target = drag.get()?.target;
      if (!target) return [];
      const id = dropAreaId(target.parentId);
      return droppableContainers.some((container) => container.id === id) ? [{ id }] : [];
    },
    [drag],
  );

  const accessibility = useMemo(() => ({ announcements: SILENT, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }), []);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={accessibility}
      autoScroll={{ threshold: { x: 0.1, y: 0.12 }, acceleration: 12 }}
    >
      <EditorDndContext.Provider value={value}>{children}</EditorDndContext.Provider>
      <DragChip drag={drag} />
      <div className="studio-dnd-announcer" role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>
    </DndContext>
  );
}

/** The small label that follows the pointer while dragging. */
function DragChip({ drag }: { readonly drag: ValueStore<DragSession | null> }) {
  const name = useValueSlice(drag, (session) => session?.name ?? null);
  return (
    <DragOverlay dropAnimation={null} className="studio-drag-layer">
      {name ? <div className="studio-drag-chip">{capitalize(name)}</div> : null}
    </DragOverlay>
  );
}
