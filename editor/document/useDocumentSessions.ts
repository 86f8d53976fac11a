import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useLatest } from "../../client/ui/useLatest";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import { parsePage, parseSite } from "../../runtime/parse";
import type { DocumentResult } from "../../runtime/result";
import type { TreeDocument } from "../../runtime/treeNode";
import type { StoredDocument } from "../../schema/api/documents";
import { errorMessageOf } from "../../schema/errors";
import { SITE_DOCUMENT_ID } from "../../schema/rules/documents";
import { studioApi } from "../api/studioApi";
import { createEditorState } from "../state/editorState";
import { createEditorStore, type EditorStore } from "../state/editorStore";
import {
  type DocumentApi,
  type DocumentHolder,
  type DocumentSession,
  openDocumentSession,
  type PageSession,
  type SessionView,
  storeHolder,
} from "./documentSession";
import { formatDocumentErrors } from "./importExport";
import { createSiteHolder, type SiteSession } from "./siteHolder";

/*
 * The workspace's hold on its open documents, as React hooks: the open page and the site document
 * are loaded, opened as sessions (documentSession.ts) and closed again with the component.
 */

/** An open document, or why there is none yet. */
export type SessionState<S> =
  | { readonly status: "none" }
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string; readonly missing: boolean }
  | { readonly status: "ready"; readonly session: S };

export interface SessionOptions {
  readonly registry: BlockRegistry;
  readonly delayMs?: number;
  readonly api?: DocumentApi;
}

/** Loads a document and opens a session for it; closes it when the document changes or the component goes. */
function useSession<S extends { dispose(): void }>(
  profileId: string,
  documentId: string | null,
  describe: string,
  open: (stored: StoredDocument) => S | { error: string },
  api: DocumentApi,
): SessionState<S> {
  const [state, setState] = useState<{ key: string; state: SessionState<S> } | null>(null);
  const openRef = useLatest(open);
  const key = `${profileId}/${documentId}`;

  useEffect(() => {
    if (documentId === null) return;
    let current = true;
    let opened: S | null = null;
    setState({ key, state: { status: "loading" } });
    api.getDocument(profileId, documentId).then(
      (stored) => {
        if (!current) return;
        const result = openRef.current(stored);
        if ("error" in result) {
          setState({ key, state: { status: "failed", message: result.error, missing: false } });
          return;
        }
        opened = result;
        setState({ key, state: { status: "ready", session: result } });
      },
      (error: unknown) => {
        if (!current) return;
        const missing = (error as { status?: unknown }).status === 404;
        const message = missing
          ? `This ${describe} does not exist any more (someone may have deleted it).`
          : `This ${describe} could not be loaded: ${errorMessageOf(error, "an error occurred")}`;
        setState({ key, state: { status: "failed", message, missing } });
      },
    );
    return () => {
      current = false;
      opened?.dispose();
    };
  }, [key, profileId, documentId, describe, api]);

  if (documentId === null) return { status: "none" };
  if (!state || state.key !== key) return { status: "loading" };
  return state.state;
}

/** An open block document of any kind with its editor store (a page; an email). */
export type TreeDocumentSession<D extends TreeDocument> = DocumentSession<D> & { readonly store: EditorStore<D> };

/**
 * An open block document of any kind: loaded, in its own editor store (fresh history), with its
 * autosave running. `noun` names it in messages ("page", "email"); `parse` reads the stored copy.
 */
export function useTreeDocumentSession<D extends TreeDocument>(
  profileId: string,
  documentId: string | null,
  noun: string,
  parse: (value: unknown) => DocumentResult<D>,
  options: Omit<SessionOptions, "registry">,
): SessionState<TreeDocumentSession<D>> {
  return useSession(
    profileId,
    documentId,
    noun,
    (stored) => {
      const parsed = parse(stored.draft);
      if (!parsed.ok) return { error: `This ${noun} could not be read: ${formatDocumentErrors(parsed.errors).join("; ")}` };
      const store = createEditorStore(createEditorState(parsed.value));
      const session = openDocumentSession({
        profileId,
        documentId: stored.id,
        stored,
        holder: storeHolder(store),
        parse,
        ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
        ...(options.api ? { api: options.api } : {}),
      });
      return { ...session, store };
    },
    options.api ?? studioApi,
  );
}

/** The open page. */
export function usePageSession(profileId: string, pageId: string | null, options: SessionOptions): SessionState<PageSession> {
  const { registry } = options;
  const parse = useCallback((value: unknown) => parsePage(value, { registry }), [registry]);
  return useTreeDocumentSession(profileId, pageId, "page", parse, options);
}

/** The site document (theme, links, pages), with its own autosave. */
export function useSiteSession(profileId: string, options: SessionOptions): SessionState<SiteSession> {
  const parse = (value: unknown) => parseSite(value, { registry: options.registry });
  return useSession(
    profileId,
    SITE_DOCUMENT_ID,
    "site's settings document",
    (stored) => {
      const parsed = parse(stored.draft);
      if (!parsed.ok) return { error: `The site settings could not be read: ${formatDocumentErrors(parsed.errors).join("; ")}` };
      const holder = createSiteHolder(parsed.value);
      const session = openDocumentSession({
        profileId,
        documentId: SITE_DOCUMENT_ID,
        stored,
        holder,
        parse,
        ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
        ...(options.api ? { api: options.api } : {}),
      });
      return { ...session, holder };
    },
    options.api ?? studioApi,
  );
}

const noSubscription = () => () => {};
const noView = () => null;

/** The save status and kept copy of a session, re-rendering when they change. */
export function useSessionView<D>(session: DocumentSession<D> | null): SessionView<D> | null {
  return useSyncExternalStore(
    session ? session.subscribe : noSubscription,
    session ? session.getView : noView,
    session ? session.getView : noView,
  );
}

/** The document in a holder, re-rendering when it changes. */
export function useHeldDocument<D>(holder: DocumentHolder<D> | null): D | null {
  return useSyncExternalStore(holder ? holder.subscribe : noSubscription, holder ? holder.get : noView, holder ? holder.get : noView);
}
