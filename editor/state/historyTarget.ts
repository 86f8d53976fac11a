/** A history Undo and Redo can act on: an editor's document, or the site settings. */
export interface HistoryTarget {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  subscribe(listener: () => void): () => void;
}
