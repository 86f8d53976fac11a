import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "./editorState";
import { createValueStore, useValueSlice, type ValueStore } from "./valueStore";

/**
 * The editor's state outside React, so a component re-renders only for the slice it reads
 * (useEditorSlice). Commands are pure functions of the state; `update` applies one.
 */
export interface EditorStore<D extends TreeDocument = TreeDocument> {
  getState(): EditorState<D>;
  update(command: (state: EditorState<D>) => EditorState<D>): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore<D extends TreeDocument>(initial: EditorState<D>): EditorStore<D> {
  const store: ValueStore<EditorState<D>> = createValueStore(initial);
  return {
    getState: store.get,
    update: (command) => store.set(command(store.get())),
    subscribe: store.subscribe,
  };
}

/** Reads a slice of the editor's state; re-renders when that slice changes (compared with Object.is). */
export function useEditorSlice<D extends TreeDocument, T>(store: EditorStore<D>, select: (state: EditorState<D>) => T): T {
  return useValueSlice({ get: store.getState, subscribe: store.subscribe }, select);
}
