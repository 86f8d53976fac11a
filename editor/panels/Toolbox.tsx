import { useDraggable } from "@dnd-kit/core";
import { type KeyboardEvent, useContext } from "react";
import { EditorDnd, EditorDndContext, type EditorDndValue } from "../canvas/EditorDnd";
import { insertBlock } from "../commands/insertBlock";
import { insertionPoint } from "../commands/insertionPoint";

function ToolboxItem({ type, dnd }: { readonly type: string; readonly dnd: EditorDndValue }) {
  const { registry, store, drag } = dnd;
  const label = registry[type]?.label ?? type;
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `new:${type}`, data: { dragged: { kind: "new", type } } });

  /** Adds the block where the selection says (into the selected container, after the selected block, or at the end of the page's content, above the footer). */
  const insert = () => store.update((state) => insertBlock(state, { type, ...insertionPoint(state, registry) }, registry));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter adds the block; while a keyboard drag runs, Enter is its drop and belongs to dnd-kit.
    if (event.key === "Enter" && !drag.get()) {
      event.preventDefault();
      insert();
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  return (
    <li className="studio-toolbox__entry">
      <button
        type="button"
        ref={setNodeRef}
        className="studio-toolbox__item"
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        // Space picks the block up for a keyboard drag; its key-up must not also click (and add one).
        onKeyUp={(event) => {
          if (event.key === " ") event.preventDefault();
        }}
        onClick={insert}
      >
        {label}
      </button>
    </li>
  );
}

function ToolboxList({ dnd }: { readonly dnd: EditorDndValue }) {
  const types = Object.keys(dnd.registry).filter((type) => dnd.registry[type]?.editing?.inToolbox !== false);
  return (
    <section className="studio-toolbox" aria-label="Blocks">
      <p className="studio-toolbox__hint">Drag a block onto the page, or click it (Enter) to add it after the selection.</p>
      <ul className="studio-toolbox__list">
        {types.map((type) => (
          <ToolboxItem key={type} type={type} dnd={dnd} />
        ))}
      </ul>
    </section>
  );
}

function ToolboxInDnd() {
  const dnd = useContext(EditorDndContext);
  return dnd ? <ToolboxList dnd={dnd} /> : null;
}

/**
 * The toolbox: one item per block type of the registry (Button, Container, Text, Email-list,
 * Membership Section and the rest), labelled with the block's label. Drag an item onto the canvas
 * (the drop indicator shows where it lands, and only legal places are offered), press Space to drag
 * it by keyboard, or press Enter or click to add it at the editor's insertion point. Place it inside
 * the same EditorDnd as the Canvas.
 */
export function Toolbox() {
  const dnd = useContext(EditorDndContext);
  if (dnd) return <ToolboxList dnd={dnd} />;
  return (
    <EditorDnd>
      <ToolboxInDnd />
    </EditorDnd>
  );
}
