import { useDraggable } from "@dnd-kit/core";
import type { CSSProperties, KeyboardEvent, ReactNode } from "react";
import { refuseLockedSubtree } from "../../runtime/operations/blockChecks";
import { parentOf } from "../../runtime/tree";
import type { TreeNode } from "../../runtime/treeNode";
import { deleteBlock } from "../commands/deleteBlock";
import { duplicateBlock } from "../commands/duplicateBlock";
import { canSelectParent, selectParent } from "../commands/selectParent";
import { useEditorSlice } from "../state/editorStore";
import { blockName } from "./blockName";
import { useCanvas } from "./canvasContext";
import { canDragBlock } from "./dropTargets";

function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      {children}
    </svg>
  );
}

const PARENT_ICON = <path d="M6 4 2.5 7.5 6 11M2.5 7.5H10a3.5 3.5 0 0 1 3.5 3.5v1" strokeLinecap="round" strokeLinejoin="round" />;
const GRIP_ICON = (
  <g fill="currentColor" stroke="none">
    <circle cx="6" cy="3.5" r="1.25" />
    <circle cx="10" cy="3.5" r="1.25" />
    <circle cx="6" cy="8" r="1.25" />
    <circle cx="10" cy="8" r="1.25" />
    <circle cx="6" cy="12.5" r="1.25" />
    <circle cx="10" cy="12.5" r="1.25" />
  </g>
);
const DUPLICATE_ICON = (
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v6.5a1 1 0 0 0 1 1h.5" />
  </>
);
const DELETE_ICON = <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.6a1 1 0 0 0 1 .9h3.8a1 1 0 0 0 1-.9l.6-8.6" strokeLinejoin="round" />;

/**
 * The selected block's side toolbar: its name, select parent (disabled at the root, which
 * select-parent never leaves), a drag handle, duplicate and delete. The handle, duplicate and delete
 * are absent where the block rules forbid them (header, footer and page containers, and blocks that
 * hold one). It stays mounted while the selection moves, so focus stays on the button just used.
 */
export function BlockToolbar({ node, style }: { readonly node: TreeNode; readonly style: CSSProperties }) {
  const { dnd, focusToolbar } = useCanvas();
  const { store, registry, drag } = dnd;
  const document = useEditorSlice(store, (state) => state.document);
  const parentSelectable = useEditorSlice(store, canSelectParent);
  const hasParent = Boolean(parentOf(document, node.id));
  const movable = canDragBlock(document, registry, node.id);
  const deletable = hasParent && refuseLockedSubtree(registry, node, "deleted") === null;
  const duplicable = hasParent && refuseLockedSubtree(registry, node, "duplicated") === null;
  const name = blockName(node, registry);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: `block:${node.id}`,
    data: { dragged: { kind: "existing", id: node.id } },
    disabled: !movable,
  });

  // The toolbar pattern: arrow keys go from button to button (not while a keyboard drag uses them).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (drag.get() || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"));
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const next = buttons[(at + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={`${name} block`}
      tabIndex={-1}
      className="studio-toolbar"
      data-studio-toolbar=""
      style={style}
      onKeyDown={onKeyDown}
    >
      <span className="studio-toolbar__name">{name}</span>
      <button
        type="button"
        className="studio-toolbar__button"
        aria-label="Select parent"
        title="Select parent"
        disabled={!parentSelectable}
        onClick={() => store.update(selectParent)}
      >
        <Icon>{PARENT_ICON}</Icon>
      </button>
      {movable ? (
        <button
          type="button"
          ref={(element) => {
            setNodeRef(element);
            setActivatorNodeRef(element);
          }}
          className="studio-toolbar__button studio-toolbar__handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
          title="Drag to move"
        >
          <Icon>{GRIP_ICON}</Icon>
        </button>
      ) : null}
      {duplicable ? (
        <button
          type="button"
          className="studio-toolbar__button"
          aria-label="Duplicate"
          title="Duplicate"
          onClick={() => store.update((state) => duplicateBlock(state, registry))}
        >
          <Icon>{DUPLICATE_ICON}</Icon>
        </button>
      ) : null}
      {deletable ? (
        <button
          type="button"
          className="studio-toolbar__button studio-toolbar__delete"
          aria-label="Delete"
          title="Delete"
          onClick={() => {
            store.update((state) => deleteBlock(state, registry));
            focusToolbar();
          }}
        >
          <Icon>{DELETE_ICON}</Icon>
        </button>
      ) : null}
    </div>
  );
}
