import { createActor, fromPromise } from "xstate";
import {
  autosaveMachine,
  type SavedVersion,
  type SaveRequest,
  selectHasUnsavedChanges,
  selectSaveStatus,
} from "../../machines/editor/autosaveMachine";
import type { DocumentResult } from "../../runtime/result";
import type { TreeDocument } from "../../runtime/treeNode";
import type { StoredDocument } from "../../schema/api/documents";
import { errorMessageOf } from "../../schema/errors";
import type { PageDocument } from "../../schema/page";
import { studioApi } from "../api/studioApi";
import { createEditorState } from "../state/editorState";
import type { EditorStore } from "../state/editorStore";
import { formatDocumentErrors } from "./importExport";

export type SaveStatus = ReturnType<typeof selectSaveStatus>;

/** What happened to a request that may be refused: done, or why not. */
export type Outcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** What the workspace shows of an open document. */
export interface SessionView<D> {
  readonly status: SaveStatus;
  /** Why the last save failed, or the conflict's message. */
  readonly error: string | null;
  readonly hasUnsavedChanges: boolean;
  /** The draft differs from what fans see (or is not saved yet). */
  readonly hasUnpublishedChanges: boolean;
  /** This editor's copy, kept when another copy replaced it (their version, a reload), for export. */
  readonly keptCopy: D | null;
}

/** Where an open document lives while it is edited: a page's editor store, or the site's small store. */
export interface DocumentHolder<D> {
  get(): D;
  /** Replaces the document without it being a change (a load): nothing is saved, a page's history starts afresh. */
  load(document: D): void;
  subscribe(listener: () => void): () => void;
}

/** An open document: its holder, the autosave running for it, and what the editor can do about saving. */
export interface DocumentSession<D> {
  readonly documentId: string;
  readonly holder: DocumentHolder<D>;
  getView(): SessionView<D>;
  /** Listens to changes of the view. */
  subscribe(listener: () => void): () => void;
  /** Saves what waits now; resolves once all is saved, or with why it is not. */
  flush(): Promise<Outcome>;
  /** After a failed save: tries again. */
  retry(): void;
  /** Conflict: loads their copy (a fresh history); this editor's copy stays available as `keptCopy`. */
  loadTheirs(): Outcome;
  /** Conflict: saves this copy over theirs. */
  keepMine(): void;
  /** Loads the stored copy again (unsaved changes are kept as `keptCopy`). */
  reload(): Promise<Outcome>;
  /** Saves first, then makes the draft what fans see. */
  publish(): Promise<Outcome>;
  dismissKeptCopy(): void;
  /** Stops the autosave; what is not saved by then is not saved (flush first). */
  dispose(): void;
}

export type PageSession = DocumentSession<PageDocument> & { readonly store: EditorStore<PageDocument> };

/** The studio's calls a session makes (the tests give their own). */
export type DocumentApi = Pick<typeof studioApi, "getDocument" | "saveDocument" | "publish">;

export const CONFLICT_FIRST = "Someone else saved this document since you loaded it. Choose which version to keep first.";

/** The holder of a document in an editor (a page): its store. Loading starts a fresh editor state (no history, no selection). */
export function storeHolder<D extends TreeDocument>(store: EditorStore<D>): DocumentHolder<D> {
  return {
    get: () => store.getState().document,
    load: (document) => store.update(() => createEditorState(document)),
    subscribe: (listener) => {
      const unsubscribe = store.subscribe(listener);
      return () => {
        unsubscribe();
      };
    },
  };
}

export interface OpenSessionOptions<D> {
  readonly profileId: string;
  readonly documentId: string;
  /** The stored copy the holder was made from (its version is the autosave's base version). */
  readonly stored: Pick<StoredDocument, "version" | "publishedVersion">;
  readonly holder: DocumentHolder<D>;
  /** Reads a copy from the server (theirs, a reload) into a document. */
  readonly parse: (value: unknown) => DocumentResult<D>;
  readonly delayMs?: number;
  readonly api?: DocumentApi;
}

type AutosaveActor = ReturnType<typeof createActor<typeof autosaveMachine>>;

/**
 * Saves what waits now, and resolves once all is saved (changes made during the save included)
 * or with why not. `pending` holds the flushes still waiting, so closing the document answers them.
 */
function saveWhatWaits(actor: AutosaveActor, pending: Set<(outcome: Outcome) => void>): Promise<Outcome> {
  return new Promise((resolve) => {
    const first = actor.getSnapshot();
    const status = selectSaveStatus(first);
    if (status === "saved") return resolve({ ok: true });
    if (status === "conflict") return resolve({ ok: false, message: CONFLICT_FIRST });
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      pending.delete(finish);
      subscription.unsubscribe();
      resolve(outcome);
    };
    pending.add(finish);
    const subscription = actor.subscribe((snapshot) => {
      const now = selectSaveStatus(snapshot);
      if (now === "saved") finish({ ok: true });
      else if (now === "failed") finish({ ok: false, message: snapshot.context.error ?? "The draft could not be saved." });
      else if (now === "conflict") finish({ ok: false, message: CONFLICT_FIRST });
      // Changes made during the save wait again: save them too.
      else if (snapshot.matches("waiting")) actor.send({ type: "autosave.saveNow" });
    });
    if (status === "failed") actor.send({ type: "autosave.retry" });
    else if (first.matches("waiting")) actor.send({ type: "autosave.saveNow" });
  });
}

/**
 * Runs the autosave for one open document: every change of the holder's document is sent to the
 * autosave machine, whose `save` is the studio's saveDocument. Loads (their copy, a reload) are
 * not changes and are not saved back.
 */
export function openDocumentSession<D>(options: OpenSessionOptions<D>): DocumentSession<D> {
  const { profileId, documentId, holder, parse, api = studioApi } = options;
  let versions = { version: options.stored.version, publishedVersion: options.stored.publishedVersion };
  let keptCopy: D | null = null;
  let view: SessionView<D> | null = null;
  const listeners = new Set<() => void>();
  const pendingFlushes = new Set<(outcome: Outcome) => void>();
  const changed = () => {
    view = null;
    for (const listener of listeners) listener();
  };

  const save = fromPromise<SavedVersion, SaveRequest>(async ({ input }) => {
    const saved = await api.saveDocument(profileId, documentId, input.document, input.baseVersion);
    versions = { version: saved.version, publishedVersion: saved.publishedVersion };
    return { version: saved.version };
  });
  const actor = createActor(autosaveMachine.provide({ actors: { save } }), {
    input: { baseVersion: versions.version, ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }) },
  });
  const actorSubscription = actor.subscribe(changed);
  actor.start();

  let lastDocument = holder.get();
  const unsubscribeHolder = holder.subscribe(() => {
    const document = holder.get();
    if (document === lastDocument) return;
    lastDocument = document;
    actor.send({ type: "autosave.changed", document });
  });
  /** Puts a copy in the holder without it counting as a change. */
  const load = (document: D) => {
    lastDocument = document;
    holder.load(document);
  };

  const flush = () => saveWhatWaits(actor, pendingFlushes);

  const session: DocumentSession<D> = {
    documentId,
    holder,
    getView() {
      if (view) return view;
      const snapshot = actor.getSnapshot();
      const hasUnsavedChanges = selectHasUnsavedChanges(snapshot);
      view = {
        status: selectSaveStatus(snapshot),
        error: snapshot.context.error,
        hasUnsavedChanges,
        hasUnpublishedChanges: hasUnsavedChanges || versions.publishedVersion !== versions.version,
        keptCopy,
      };
      return view;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    flush,
    retry: () => actor.send({ type: "autosave.retry" }),
    loadTheirs() {
      const theirs = actor.getSnapshot().context.theirs;
      if (!theirs) return { ok: false, message: "There is no other version to load." };
      const parsed = parse(theirs.document);
      if (!parsed.ok) return { ok: false, message: `Their version could not be read: ${formatDocumentErrors(parsed.errors).join("; ")}` };
      keptCopy = holder.get();
      load(parsed.value);
      versions = { ...versions, version: theirs.version };
      actor.send({ type: "autosave.takeTheirs" });
      changed();
      return { ok: true };
    },
    keepMine: () => actor.send({ type: "autosave.keepMine" }),
    async reload() {
      let stored: StoredDocument;
      try {
        stored = await api.getDocument(profileId, documentId);
      } catch (error) {
        return { ok: false, message: errorMessageOf(error, "The saved copy could not be loaded.") };
      }
      const parsed = parse(stored.draft);
      if (!parsed.ok) return { ok: false, message: `The saved copy could not be read: ${formatDocumentErrors(parsed.errors).join("; ")}` };
      if (selectHasUnsavedChanges(actor.getSnapshot())) keptCopy = holder.get();
      load(parsed.value);
      versions = { version: stored.version, publishedVersion: stored.publishedVersion };
      actor.send({ type: "autosave.reset", baseVersion: stored.version });
      changed();
      return { ok: true };
    },
    async publish() {
      const flushed = await flush();
      if (!flushed.ok) return flushed;
      try {
        const published = await api.publish(profileId, documentId);
        versions = { version: published.version, publishedVersion: published.publishedVersion };
        changed();
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessageOf(error, "The page could not be published.") };
      }
    },
    dismissKeptCopy() {
      keptCopy = null;
      changed();
    },
    dispose() {
      unsubscribeHolder();
      actorSubscription.unsubscribe();
      actor.stop();
      for (const finish of [...pendingFlushes]) finish({ ok: false, message: "The document was closed." });
      listeners.clear();
    },
  };
  return session;
}
