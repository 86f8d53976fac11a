import { useSyncExternalStore } from "react";
import type { EditorState } from "./editorState";

/**
 * The editor's state outside React, so a component re-renders only for the slice it reads
 * (useEditor(select)). Commands are pure functions of the state; `update` applies one.
 */
export interface EditorStore {
  getState(): EditorState;
  update(command: (state: EditorState) => EditorState): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    update(command) {
      const next = command(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of the editor's state; re-renders when that slice changes (compared with Object.is). */
export function useEditorSlice<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
