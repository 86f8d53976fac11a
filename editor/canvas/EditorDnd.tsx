import { DndContext, DragOverlay, type DragStartEvent } from "@dnd-kit/core";
import { createContext, type ReactNode, useCallback, useMemo, useState } from "react";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import { hoverBlock } from "../commands/hoverBlock";
import { insertionPoint } from "../commands/insertionPoint";
import { useEditorContext } from "../kinds/documentKind";
import type { EditorStore } from "../state/editorStore";
import { createValueStore, useValueSlice, type ValueStore } from "../state/valueStore";
import { capitalize, eventPoint, isKeyboardEvent, SCREEN_READER_INSTRUCTIONS, SILENT } from "./dragInput";
import { useDragSensors } from "./dragSensors";
import type { DragSession } from "./dragSession";
import { dropBlock } from "./dropBlock";
import {
  type Dragged,
  type DropSlot,
  describeSlot,
  draggedName,
  initialSlot,
  legalDropTargets,
  legalParentIds,
  sameSlot,
} from "./dropTargets";
import { usePointerTarget } from "./usePointerTarget";

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

  const pointer = usePointerTarget({ drag, frame, store, registry, blocks, setTarget });

  /** Ends the session (the pointer's last place counted), returning it. */
  const finish = useCallback((): DragSession | null => {
    pointer.stop();
    const session = drag.get();
    drag.set(null);
    return session;
  }, [drag, pointer.stop]);

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
      if (via === "pointer") pointer.follow(eventPoint(activatorEvent));
      setAnnouncement(pickedUp(session, describe));
    },
    [store, registry, drag, pointer.follow, describe],
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

  const { sensors, collisionDetection } = useDragSensors(drag, setTarget);

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

/** What a screen reader hears as a block is picked up: with the keyboard, where it would go and how to move it. */
function pickedUp(session: DragSession, describe: (session: DragSession, slot: DropSlot) => string): string {
  if (session.via === "pointer") return `Picked up ${session.name}.`;
  if (!session.target) return `Picked up ${session.name}. There is no place it can go; press Escape.`;
  return `Picked up ${session.name}. It would go ${describe(session, session.target)}. The arrow keys choose another place; Space or Enter drops it, Escape cancels.`;
}
