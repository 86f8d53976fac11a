import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ReactNode, useCallback } from "react";

/** The list with the item at `from` moved to `to` (a new array; the input is left as it is). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** The move a drag ends with: from the dragged row's index to the index of the row it was dropped on, or null. */
export function dropMove(event: Pick<DragEndEvent, "active" | "over">): { from: number; to: number } | null {
  if (!event.over) return null;
  const from = Number(event.active.id);
  const to = Number(event.over.id);
  return Number.isInteger(from) && Number.isInteger(to) && from !== to ? { from, to } : null;
}

function SortableRow({ index, name, children }: { readonly index: number; readonly name: string; readonly children: ReactNode }) {
  const id = String(index);
  const { attributes, listeners, setNodeRef: setDragNode, setActivatorNodeRef, transform, isDragging } = useDraggable({ id });
  const { setNodeRef: setDropNode, isOver } = useDroppable({ id });
  const setNode = useCallback(
    (element: HTMLLIElement | null) => {
      setDragNode(element);
      setDropNode(element);
    },
    [setDragNode, setDropNode],
  );
  const className = [
    "sortable-list__row",
    isDragging ? "sortable-list__row--dragging" : "",
    isOver && !isDragging ? "sortable-list__row--over" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <li
      ref={setNode}
      className={className}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="sortable-list__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder: ${name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}

export interface SortableListProps<T> {
  /** The list's accessible name, such as "Social links". */
  readonly label: string;
  readonly items: readonly T[];
  /** How a row is named in its buttons' labels. */
  itemName(item: T): string;
  /** The row's content (and its own buttons); the list adds the drag handle and Move up / Move down. */
  renderItem(item: T, index: number): ReactNode;
  onMove(from: number, to: number): void;
}

/**
 * A list whose rows are reordered by dragging their handle (@dnd-kit, with pointer or keyboard) or
 * with their Move up and Move down buttons.
 */
export function SortableList<T>({ label, items, itemName, renderItem, onMove }: SortableListProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const onDragEnd = (event: DragEndEvent) => {
    const move = dropMove(event);
    if (move) onMove(move.from, move.to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <ul className="sortable-list" aria-label={label}>
        {items.map((item, index) => {
          const name = itemName(item);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are their positions; two links may be alike.
            <SortableRow key={index} index={index} name={name}>
              <div className="sortable-list__content">{renderItem(item, index)}</div>
              <span className="sortable-list__moves">
                <button
                  type="button"
                  className="settings-button settings-button--icon"
                  aria-label={`Move up: ${name}`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="settings-button settings-button--icon"
                  aria-label={`Move down: ${name}`}
                  title="Move down"
                  disabled={index === items.length - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  ↓
                </button>
              </span>
            </SortableRow>
          );
        })}
      </ul>
    </DndContext>
  );
}
