import { useDroppable } from "@dnd-kit/core";
import { cloneElement, Fragment, isValidElement, type ReactNode, type RefObject, useLayoutEffect, useRef } from "react";
import { type BlockRegistry, definitionOf } from "../../runtime/blockRegistry";
import { inlineTextOf, inlineTextProps } from "../../runtime/inlineTextProp";
import { findNode } from "../../runtime/tree";
import type { TreeNode } from "../../runtime/treeNode";
import { editField } from "../commands/editProps";
import { redo } from "../commands/redo";
import { undo } from "../commands/undo";
import type { EditorState } from "../state/editorState";
import { useValueSlice } from "../state/valueStore";
import { useCanvas } from "./canvasContext";
import { dropAreaId } from "./EditorDnd";
import { attachTextEditing } from "./inlineText";

/** Said when copied blocks are pasted into a text being edited. */
export const BLOCKS_NOT_IN_TEXT = "Blocks are pasted onto the page, not into a text: press Escape to stop editing the text, then paste.";

/** The words of a block edited in place (its definition's `inlineText`, as plain text); "" for other blocks. */
function textOf(node: TreeNode, registry: BlockRegistry): string {
  return inlineTextOf(definitionOf(registry, node.type), node.props) ?? "";
}

/**
 * The in-place editing of a block whose definition allows it (a Text). While it is edited, its view keeps getting every prop but the
 * text it had when editing began, so React never writes the text the browser is editing (no fight
 * over the DOM, no lost caret); each keystroke goes to the document through `editProps`. When editing
 * ends, or the text changes from elsewhere (undo, the settings panel), the view is mounted afresh
 * from the document.
 */
function useInlineText(
  node: TreeNode,
  rendered: ReactNode,
  wrapper: RefObject<HTMLDivElement | null>,
): { content: ReactNode; generation: number } {
  const { dnd, ui, focusToolbar } = useCanvas();
  const { store, registry } = dnd;
  const definition = definitionOf(registry, node.type);
  // Only words that plain typing keeps whole are edited in place (not formatted rich text).
  const inline = inlineTextOf(definition, node.props) === undefined ? undefined : definition?.editing?.inlineText;
  const editing = useValueSlice(ui, (state) => inline !== undefined && state.editingId === node.id);
  const text = textOf(node, registry);
  const memory = useRef({ frozen: null as string | null, committed: "", generation: 0, refocus: false }).current;

  if (editing) {
    if (memory.frozen === null) {
      memory.frozen = text;
      memory.committed = text;
    } else if (text !== memory.committed) {
      memory.frozen = text;
      memory.committed = text;
      memory.generation++;
    }
  } else if (memory.frozen !== null) {
    memory.frozen = null;
    memory.generation++;
  }

  const generation = memory.generation;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is a new element to make editable.
  useLayoutEffect(() => {
    if (!editing || !inline) return;
    const element = wrapper.current?.querySelector<HTMLElement>(inline.selector);
    if (!element) return;
    const { caret } = ui.get();
    const focus = caret?.id === node.id ? caret.point : memory.refocus ? "end" : null;
    if (caret?.id === node.id) ui.set({ ...ui.get(), caret: null });
    memory.refocus = false;
    const id = node.id;
    /** Undo or redo; when it changes this text, the fresh element takes the focus and caret. */
    const travel = (command: (state: EditorState) => EditorState) => {
      store.update(command);
      const after = findNode(store.getState().document, id);
      if (after && textOf(after, registry) !== memory.committed) memory.refocus = true;
    };
    return attachTextEditing(
      element,
      {
        onText: (value) => {
          memory.committed = value;
          store.update((state) =>
            editField(state, { id, props: inlineTextProps(inline, value), field: { key: inline.prop, kind: "text" } }, registry),
          );
        },
        onEnd: () => {
          ui.set({ ...ui.get(), editingId: null });
          focusToolbar();
        },
        onUndo: () => travel(undo),
        onRedo: () => travel(redo),
        onBlocksPasteRefused: () => store.update((state) => ({ ...state, notice: BLOCKS_NOT_IN_TEXT })),
      },
      focus,
      inline.label,
    );
  }, [editing, inline, generation, node.id, ui, store, registry, focusToolbar, wrapper, memory]);

  if (!editing || !inline || !isValidElement<{ props?: Record<string, unknown> }>(rendered) || !rendered.props.props)
    return { content: rendered, generation };
  return {
    content: cloneElement(rendered, { props: { ...rendered.props.props, ...inlineTextProps(inline, memory.frozen ?? "") } }),
    generation,
  };
}

/**
 * The editor's hold on one block of the canvas: a wrapper with `display: contents` (it adds no box,
 * so the page lays out as fans see it and container queries measure the same widths) that names the
 * block for clicks and hover, makes a container a drop area while a drag may land in it, marks the
 * block being dragged, and edits a Text in place. Outlines and the toolbar are drawn elsewhere
 * (CanvasOverlay), over the page.
 */
export function BlockChrome({ node, children }: { readonly node: TreeNode; readonly children: ReactNode }) {
  const { dnd } = useCanvas();
  const { registry, drag, blocks } = dnd;
  const wrapper = useRef<HTMLDivElement>(null);
  const accepts = Boolean(definitionOf(registry, node.type)?.rules.accepts);
  const legal = useValueSlice(drag, (session) => accepts && (session?.legalParents.has(node.id) ?? false));
  const dragged = useValueSlice(drag, (session) => session?.dragged.kind === "existing" && session.dragged.id === node.id);
  const { setNodeRef } = useDroppable({ id: dropAreaId(node.id), disabled: !legal, data: { blockId: node.id } });

  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    blocks.set(node.id, element);
    return () => {
      if (blocks.get(node.id) === element) blocks.delete(node.id);
    };
  }, [blocks, node.id]);

  // The drop area is the block's own element; a view may render a different element from one render to the next.
  useLayoutEffect(() => {
    const element = wrapper.current?.firstElementChild;
    setNodeRef(accepts && element instanceof HTMLElement ? element : null);
  });

  const { content, generation } = useInlineText(node, children, wrapper);
  return (
    <div
      ref={wrapper}
      className="studio-block"
      style={{ display: "contents" }}
      data-bl-block={node.id}
      data-bl-type={node.type}
      data-studio-dragged={dragged ? "" : undefined}
    >
      <Fragment key={generation}>{content}</Fragment>
    </div>
  );
}
