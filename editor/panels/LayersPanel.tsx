import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import { ancestorsOf, findNode } from "../../runtime/tree";
import type { TreeNode } from "../../runtime/treeNode";
import { blockName, blockPreview } from "../canvas/blockName";
import { hoverBlock } from "../commands/hoverBlock";
import { selectBlock } from "../commands/selectBlock";
import { useEditorContext } from "../kinds/documentKind";
import type { EditorState } from "../state/editorState";
import { useEditorSlice } from "../state/editorStore";
import { type KeyOf, useIsKey } from "../state/keyWatch";
import { createValueStore, type ValueStore } from "../state/valueStore";
import { hiddenSizesOf } from "./hiddenSizes";
import { layerKeyMove, visibleItems } from "./layerKeys";

const LAYER_ATTRIBUTE = "data-layer-id";

function layerIdOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest(`[${LAYER_ATTRIBUTE}]`)?.getAttribute(LAYER_ATTRIBUTE) ?? null) : null;
}

/**
 * The layers panel: the page's blocks as an accessible tree (role tree, treeitems with their level,
 * position and selection, containers expandable). Selecting a layer selects the block on the canvas
 * and the canvas's selection shows here; hovering a layer outlines its block. Keys: Up and Down go
 * from layer to layer (the selection follows), Right opens a container or goes into it, Left closes it
 * or goes to its parent, Home and End go to the first and last layer.
 */
export function LayersPanel() {
  const { kind, store } = useEditorContext();
  const registry = kind.blocks;
  const document = useEditorSlice(store, (state) => state.document);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const elements = useRef(new Map<string, HTMLDivElement>());
  const idPrefix = useId();

  // A block selected on the canvas is shown here: its containers open, its layer scrolled to. Only a
  // new selection does this, so a container holding the selected block can still be closed.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId) {
      revealed.current = null;
      return;
    }
    if (revealed.current === selectedId) return;
    const closed = ancestorsOf(document, selectedId).filter((ancestor) => collapsed.has(ancestor.id));
    if (closed.length > 0) {
      // Runs again once they are open, to scroll.
      setCollapsed((current) => new Set([...current].filter((id) => !closed.some((ancestor) => ancestor.id === id))));
      return;
    }
    revealed.current = selectedId;
    elements.current.get(selectedId)?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [selectedId, document, collapsed]);

  // The one layer Tab lands on: the selected one, else its nearest shown container, else the page.
  const focusId = shownLayerOf(document, selectedId, collapsed);
  const [focus] = useState(() => createValueStore<string>(focusId));
  useLayoutEffect(() => focus.set(focusId), [focus, focusId]);
  const shared = useMemo<LayerShared>(
    () => ({ registry, idPrefix, elements, selection: { get: store.getState, subscribe: store.subscribe }, focus }),
    [registry, idPrefix, store, focus],
  );

  const select = (id: string, focus: boolean) => {
    store.update((state) => selectBlock(state, id));
    if (focus) elements.current.get(id)?.focus();
  };

  const setOpen = (id: string, open: boolean) =>
    setCollapsed((current) => {
      if (open !== current.has(id)) return current;
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = layerIdOf(event.target);
    // Worked out on a key press, not on every change: the panel renders only the layers that changed.
    const items = visibleItems(store.getState().document.root, collapsed);
    const at = items.findIndex((item) => item.node.id === id);
    const item = items[at];
    if (!item) return;
    const move = layerKeyMove(items, at, event.key);
    if (!move) return;
    if (move.open) setOpen(move.open.id, move.open.open);
    event.preventDefault();
    if (move.next) select(move.next, true);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = layerIdOf(event.target);
    if (!id) return;
    if (event.target instanceof Element && event.target.closest("[data-layer-toggle]")) {
      setOpen(id, collapsed.has(id));
      return;
    }
    select(id, true);
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    const id = layerIdOf(event.target);
    if (id) store.update((state) => hoverBlock(state, id));
  };

  return (
    <section className="studio-layers" aria-label="Layers">
      <div
        role="tree"
        aria-label="Layers"
        className="studio-layers__tree"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onPointerOver={onPointerOver}
        onPointerLeave={() => store.update((state) => hoverBlock(state, null))}
      >
        <LayerRow node={document.root} level={1} position={1} siblings={1} collapsed={collapsed} shared={shared} />
      </div>
    </section>
  );
}

/** The selected layer when it is shown, else its nearest shown container (the outermost closed one), else the page. */
function shownLayerOf(document: EditorState["document"], selectedId: string | null, collapsed: ReadonlySet<string>): string {
  if (!selectedId || !findNode(document, selectedId)) return document.root.id;
  let shown = selectedId;
  for (const ancestor of ancestorsOf(document, selectedId)) if (collapsed.has(ancestor.id)) shown = ancestor.id;
  return shown;
}

/** What every layer row shares, one object for the panel's life. */
interface LayerShared {
  readonly registry: BlockRegistry;
  readonly idPrefix: string;
  readonly elements: RefObject<Map<string, HTMLDivElement>>;
  readonly selection: Pick<ValueStore<EditorState>, "get" | "subscribe">;
  /** The layer Tab lands on. */
  readonly focus: ValueStore<string>;
}

interface LayerRowProps {
  readonly node: TreeNode;
  readonly level: number;
  readonly position: number;
  readonly siblings: number;
  readonly collapsed: ReadonlySet<string>;
  readonly shared: LayerShared;
}

const selectedIdOf: KeyOf<EditorState> = (state) => state.selectedId;
const hoveredIdOf: KeyOf<EditorState> = (state) => state.hoveredId;
const focusIdOf: KeyOf<string> = (id) => id;

/**
 * One layer and, when open, its children's. Memoised on its node: documents change by replacement
 * (immer), so an edit renders again only the changed block's layer and its ancestors', and a new
 * selection or hover only the two layers concerned, not every layer of a page of thousands.
 */
const LayerRow = memo(function LayerRow({ node, level, position, siblings, collapsed, shared }: LayerRowProps) {
  const { registry, idPrefix, elements, selection, focus } = shared;
  const selected = useIsKey(selection, selectedIdOf, node.id);
  const hovered = useIsKey(selection, hoveredIdOf, node.id);
  const focused = useIsKey(focus, focusIdOf, node.id);
  const expandable = (node.children?.length ?? 0) > 0;
  const expanded = expandable && !collapsed.has(node.id);
  const labelId = `${idPrefix}-${node.id}`;
  const preview = blockPreview(node, registry);
  const hidden = hiddenSizesOf(node);
  return (
    <div
      ref={(element) => {
        if (element) elements.current.set(node.id, element);
        else elements.current.delete(node.id);
      }}
      role="treeitem"
      className="studio-layers__item"
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      aria-selected={selected}
      aria-expanded={expandable ? expanded : undefined}
      aria-labelledby={labelId}
      tabIndex={focused ? 0 : -1}
      {...{ [LAYER_ATTRIBUTE]: node.id }}
    >
      <div
        className={`studio-layers__row${selected ? " is-selected" : ""}${hovered ? " is-hovered" : ""}${hidden ? " is-hidden-somewhere" : ""}`}
        style={{ paddingInlineStart: `${0.25 + (level - 1) * 0.875}rem` }}
      >
        {expandable ? (
          <span className="studio-layers__toggle" data-layer-toggle="" aria-hidden="true">
            {expanded ? "▾" : "▸"}
          </span>
        ) : (
          <span className="studio-layers__toggle" aria-hidden="true" />
        )}
        <span id={labelId} className="studio-layers__label">
          <span className="studio-layers__name">{blockName(node, registry)}</span>
          {preview ? <span className="studio-layers__preview"> “{preview}”</span> : null}
          {hidden ? <span className="studio-layers__hidden"> ({hidden})</span> : null}
        </span>
      </div>
      {expanded ? (
        // biome-ignore lint/a11y/useSemanticElements: a tree's group of children is an ARIA tree group, not a form's fieldset.
        <div role="group" className="studio-layers__group">
          {(node.children ?? []).map((child, index, all) => (
            <LayerRow
              key={child.id}
              node={child}
              level={level + 1}
              position={index + 1}
              siblings={all.length}
              collapsed={collapsed}
              shared={shared}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
});
