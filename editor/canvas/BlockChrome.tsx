import { useDroppable } from "@dnd-kit/core";
import {
  cloneElement,
  Fragment,
  isValidElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import type { TreeNode } from "../../runtime/treeNode";
import type { RichText } from "../../schema/richText/index";
import { closeHistoryStep } from "../commands/closeHistoryStep";
import { editField } from "../commands/editProps";
import type { EditorState } from "../state/editorState";
import { type KeyOf, useIsKey } from "../state/keyWatch";
import { type CanvasUi, useCanvas } from "./canvasContext";
import { looksLikeBlocks, placeCaret } from "./caret";
import type { DragSession } from "./dragSession";
import { dropAreaId } from "./dropAreaId";
import { loadInlineEditor, useInlineEditorModule } from "./inlineEditorModule";

/** Said when copied blocks are pasted into a text being edited. */
export const BLOCKS_NOT_IN_TEXT = "Blocks are pasted onto the page, not into a text: press Escape to stop editing the text, then paste.";

const selectedIdOf: KeyOf<EditorState> = (state) => state.selectedId;
const editingIdOf: KeyOf<CanvasUi> = (ui) => ui.editingId;
const draggedIdOf: KeyOf<DragSession | null> = (session) => (session?.dragged.kind === "existing" ? session.dragged.id : null);
const targetParentIdOf: KeyOf<DragSession | null> = (session) => session?.target?.parentId ?? null;

/** The same rich text with no blocks: what the view shows while the editor fills its element. */
const withoutBlocks = (value: RichText): RichText => ({ ...value, root: { ...value.root, children: [] } });

/**
 * The in-place editing of a block whose definition allows it (a Text's rich text). While it is
 * edited, its view keeps every prop (size, colour, alignment apply around the text as fans see them)
 * but shows no words: the rich-text editor takes its element over and fills it, so React and Lexical
 * never write the same DOM. Each change goes to the document as one step per editing session
 * (DESIGN.md "Rich text"); when editing ends, the view is mounted afresh from the document.
 */
function useInlineRichText(
  node: TreeNode,
  rendered: ReactNode,
  wrapper: RefObject<HTMLDivElement | null>,
): { content: ReactNode; editor: ReactNode; generation: number } {
  const { dnd, ui, focusToolbar } = useCanvas();
  const { store, registry } = dnd;
  const definition = definitionOf(registry, node.type);
  const inline = definition?.editing?.inlineRichText;
  const editing = useIsKey(ui, editingIdOf, node.id) && inline !== undefined;
  const selected = useIsKey({ get: store.getState, subscribe: store.subscribe }, selectedIdOf, node.id) && inline !== undefined;
  const module = useInlineEditorModule(editing);
  const ready = editing && module !== undefined;
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const memory = useRef({ wasReady: false, generation: 0 }).current;
  if (ready) memory.wasReady = true;
  else if (memory.wasReady) {
    memory.wasReady = false;
    memory.generation++;
  }

  // A selected Text is likely to be edited next: fetch the editor now, so the second click finds it.
  useEffect(() => {
    if (selected) void loadInlineEditor().catch(() => {});
  }, [selected]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the element to take over exists once the view is committed without its words.
  useLayoutEffect(() => {
    setRoot(ready && inline ? (wrapper.current?.querySelector<HTMLElement>(inline.selector) ?? null) : null);
  }, [ready, inline, memory.generation]);

  // The editor is on the element: the caret goes where the click landed, or to the end (Enter).
  useLayoutEffect(() => {
    if (!root) return;
    const { caret } = ui.get();
    root.focus({ preventScroll: true });
    placeCaret(root, caret?.id === node.id && caret.point !== "end" ? caret.point : null);
    if (caret?.id === node.id) ui.set({ ...ui.get(), caret: null });
  }, [root, ui, node.id]);

  // However editing ends (Escape, another block selected), the session is one step of history.
  useEffect(() => {
    if (!ready) return;
    return () => store.update(closeHistoryStep);
  }, [ready, store]);

  if (!ready || !inline || !definition || !isValidElement<{ props?: Record<string, unknown> }>(rendered) || !rendered.props.props)
    return { content: rendered, editor: null, generation: memory.generation };
  const value = resolveProps(definition, node.props)[inline.prop] as RichText;
  const id = node.id;
  const Editor = module.default;
  return {
    content: cloneElement(rendered, { props: { ...rendered.props.props, [inline.prop]: withoutBlocks(value) } }),
    editor: root ? (
      <Editor
        element={root}
        value={value}
        label={inline.label}
        onChange={(content) =>
          store.update((state) =>
            editField(state, { id, props: { [inline.prop]: content }, field: { key: inline.prop, kind: "session" } }, registry),
          )
        }
        onEscape={() => {
          ui.set({ ...ui.get(), editingId: null });
          focusToolbar();
        }}
        onLeave={() => store.update(closeHistoryStep)}
        refusesPaste={looksLikeBlocks}
        onPasteRefused={() => store.update((state) => ({ ...state, notice: BLOCKS_NOT_IN_TEXT }))}
      />
    ) : null,
    generation: memory.generation,
  };
}

/**
 * The editor's hold on one block of the canvas: a wrapper with `display: contents` (it adds no box,
 * so the page lays out as fans see it and container queries measure the same widths) that names the
 * block for clicks and hover, makes a container the drop area while a drag would land in it, marks
 * the block being dragged, and edits a Text in place. Outlines and the toolbar are drawn elsewhere
 * (CanvasOverlay), over the page. It renders again only when its node changes or it becomes (or
 * stops being) the selected, edited or dragged block or the drag's target, never for another block.
 */
export function BlockChrome({ node, children }: { readonly node: TreeNode; readonly children: ReactNode }) {
  const { dnd } = useCanvas();
  const { registry, drag, blocks } = dnd;
  const wrapper = useRef<HTMLDivElement>(null);
  const accepts = Boolean(definitionOf(registry, node.type)?.rules.accepts);
  const target = useIsKey(drag, targetParentIdOf, node.id) && accepts;
  const dragged = useIsKey(drag, draggedIdOf, node.id);

  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    blocks.set(node.id, element);
    return () => {
      if (blocks.get(node.id) === element) blocks.delete(node.id);
    };
  }, [blocks, node.id]);

  const { content, editor, generation } = useInlineRichText(node, children, wrapper);
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
      {editor}
      {target ? <DropArea blockId={node.id} wrapper={wrapper} /> : null}
    </div>
  );
}

/**
 * The drop area of the container a drag would land in now: what dnd-kit calls "over", so its
 * auto-scroll scrolls the canvas. Only that one container is registered, never every block: each
 * droppable dnd-kit knows is copied on every registration and re-rendered on every change of its
 * context, which on a page of thousands of blocks is most of the time of a drop.
 */
function DropArea({ blockId, wrapper }: { readonly blockId: string; readonly wrapper: RefObject<HTMLDivElement | null> }) {
  const { setNodeRef } = useDroppable({ id: dropAreaId(blockId), data: { blockId } });
  // The drop area is the block's own element; a view may render a different element from one render to the next.
  useLayoutEffect(() => {
    const element = wrapper.current?.firstElementChild;
    setNodeRef(element instanceof HTMLElement ? element : null);
  });
  return null;
}
