import type { FieldEdit } from "../../runtime/history";
import { canRedo, canUndo, createHistory, fieldCapture, type History, recordChange, redo, undo } from "../../runtime/history";
import { replaceWithPatches } from "../../runtime/replaceWithPatches";
import type { SiteDocument } from "../../schema/site";
import type { DocumentHolder, DocumentSession } from "./documentSession";

/** The site document's holder, which the site settings change directly, with undo of their edits. */
export interface SiteHolder extends DocumentHolder<SiteDocument> {
  /**
   * A change. From the site settings (with the field it came from) it can be undone, a burst to one
   * field being one step; from elsewhere (the page list adding, renaming or deleting a page, which
   * also changes documents on the server) it cannot, and the history starts afresh after it.
   */
  set(next: SiteDocument, field?: FieldEdit): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

/** Site edits keep this many steps, as pages do. */
const HISTORY_LIMIT = 200;

/** The site document with the same history engine as pages: immer patches, bursts by SPEC §9, a cap. */
export function createSiteHolder(initial: SiteDocument, now: () => number = Date.now): SiteHolder {
  let document = initial;
  let history: History = createHistory({ limit: HISTORY_LIMIT });
  const listeners = new Set<() => void>();
  const change = (next: SiteDocument, nextHistory: History) => {
    if (next === document && nextHistory === history) return;
    document = next;
    history = nextHistory;
    for (const listener of listeners) listener();
  };
  const travel = (step: { history: History; document: SiteDocument } | null) => {
    if (step) change(step.document, step.history);
  };
  return {
    get: () => document,
    set(next, field) {
      if (next === document) return;
      if (!field) return change(next, createHistory({ limit: HISTORY_LIMIT }));
      const replaced = replaceWithPatches(document, next);
      change(replaced.document, recordChange(history, replaced, fieldCapture(`site:${field.key}`, field.kind), now()));
    },
    load: (next) => change(next, createHistory({ limit: HISTORY_LIMIT })),
    undo: () => travel(undo(history, document)),
    redo: () => travel(redo(history, document)),
    canUndo: () => canUndo(history),
    canRedo: () => canRedo(history),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The open site document, with its own autosave. */
export type SiteSession = DocumentSession<SiteDocument> & { readonly holder: SiteHolder };
