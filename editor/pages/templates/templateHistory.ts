import type { HistoryTarget } from "../../state/historyTarget";

/**
 * The history Undo acts on while a template's application is the site's last change: the open
 * document's own steps first, then the template as one step (`undoTemplate`). Applying a template
 * writes several documents, whose histories are separate, so the step lives here, beside them;
 * it has no redo (the template can be applied again).
 */
export function withTemplateStep(inner: HistoryTarget | null, undoTemplate: (() => void) | null): HistoryTarget | null {
  if (!undoTemplate) return inner;
  return {
    undo: () => (inner?.canUndo() ? inner.undo() : undoTemplate()),
    redo: () => inner?.redo(),
    canUndo: () => true,
    canRedo: () => inner?.canRedo() ?? false,
    subscribe: (listener) => inner?.subscribe(listener) ?? (() => {}),
  };
}
