import { type RefObject, useEffect } from "react";
import { type BlockRegistry, definitionOf } from "../../runtime/blockRegistry";
import { findNode } from "../../runtime/tree";
import type { TreeNode } from "../../runtime/treeNode";
import { isTypingTarget } from "../commands/shortcuts";
import type { EditorStore } from "../state/editorStore";
import type { ValueStore } from "../state/valueStore";
import { type CanvasUi, NOT_EDITING } from "./canvasContext";

/** Whether a block's rich text is typed in place: its definition says where. */
export function editableInPlace(node: TreeNode, registry: BlockRegistry): boolean {
  return definitionOf(registry, node.type)?.editing?.inlineRichText !== undefined;
}

/** What follows the selection on the canvas: the end of a text's editing, and the selected block coming into view. */
export function useSelectionFollowers(selectedId: string | null, ui: ValueStore<CanvasUi>, blocks: Map<string, HTMLElement>): void {
  // Selecting another block ends the editing of a text. Selecting a Text does not start it: a
  // second click on it does (or Enter), so a single click and a paste never land in its words.
  useEffect(() => {
    const current = ui.get();
    if (current.editingId !== null && current.editingId !== selectedId) ui.set(NOT_EDITING);
  }, [selectedId, ui]);

  // The selected block comes into view, wherever it was selected from (the layers, the toolbox's new block, undo).
  // It waits for the next frame: scrolling measures the page, which then need not happen before the selection is painted.
  useEffect(() => {
    if (!selectedId) return;
    const frame = requestAnimationFrame(() => {
      const element = blocks.get(selectedId)?.firstElementChild;
      element?.scrollIntoView?.({ block: "nearest", inline: "nearest", behavior: "smooth" });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedId, blocks]);
}

/** Enter on a selected block edited in place (a Text) edits it, the caret at its end. */
export function useEnterEditsInPlace(options: {
  readonly store: EditorStore;
  readonly registry: BlockRegistry;
  readonly ui: ValueStore<CanvasUi>;
  readonly frameRef: RefObject<HTMLElement | null>;
}): void {
  const { store, registry, ui, frameRef } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (
        isTypingTarget(event.target) ||
        (event.target instanceof Element && event.target.closest("button, a, [role='button'], [role='treeitem']"))
      )
        return;
      const state = store.getState();
      const node = state.selectedId ? findNode(state.document, state.selectedId) : undefined;
      if (!node || !editableInPlace(node, registry) || ui.get().editingId === node.id) return;
      event.preventDefault();
      ui.set({ editingId: node.id, caret: { id: node.id, point: "end" } });
    };
    const owner = frameRef.current?.ownerDocument ?? globalThis.document;
    owner.addEventListener("keydown", onKeyDown);
    return () => owner.removeEventListener("keydown", onKeyDown);
  }, [store, registry, ui, frameRef]);
}
