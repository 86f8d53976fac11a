import { useCallback, useEffect, useRef, useState } from "react";
import { SaveConflictError } from "../../machines/editor/autosaveMachine";
import { errorMessageOf } from "../../schema/errors";
import type { PageDocument } from "../../schema/page";
import { studioApi } from "../api/studioApi";
import { renamePage } from "../commands/renamePage";
import type { PageSession } from "../document/documentSession";
import type { SiteSession } from "../document/siteHolder";
import { useToast } from "../shell/toasts";
import {
  checkPageEntry,
  isHomePage,
  newPageDocument,
  type PageEntry,
  pageIdForPath,
  sortPages,
  withoutPage,
  withPageEntry,
  withRenamedPage,
} from "./pageEntries";

/** The studio's calls the page list makes (the tests give their own). */
export type PageApi = Pick<typeof studioApi, "listDocuments" | "getDocument" | "saveDocument" | "deleteDocument">;

export type PageActionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly message?: string; readonly errors?: { readonly title?: string; readonly path?: string } };

export interface PageManager {
  /** The artist's pages, home first; null while loading. */
  readonly pages: readonly PageEntry[] | null;
  /** Why the list could not be loaded. */
  readonly error: string | null;
  refresh(): Promise<void>;
  /**
   * Creates a page (a page container, or the blocks of `content`, such as a template's page, saved
   * without a base version), lists it in the site document, and opens it.
   */
  add(input: { title: string; path: string }, content?: PageDocument): Promise<PageActionOutcome>;
  /** Changes a page's title and path (the home page keeps `/`). */
  rename(id: string, input: { title: string; path: string }): Promise<PageActionOutcome>;
  /** Deletes a page other than home, and takes it out of the site document. */
  remove(id: string): Promise<PageActionOutcome>;
}

export interface PageManagerOptions {
  readonly profileId: string;
  readonly site: SiteSession | null;
  readonly openPage: PageSession | null;
  /** Opens a page (after saving the open one); resolves false when it stayed on the current page. */
  readonly onOpen: (id: string) => Promise<boolean>;
  readonly api?: PageApi;
}

/** The page list: listDocuments, and adding, renaming and deleting pages (the server checks the same rules). */
export function usePageManager({ profileId, site, openPage, onOpen, api = studioApi }: PageManagerOptions): PageManager {
  const [pages, setPages] = useState<readonly PageEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ pages, site, openPage, onOpen });
  latest.current = { pages, site, openPage, onOpen };
  const toast = useToast();

  const refresh = useCallback(async () => {
    try {
      const documents = await api.listDocuments(profileId);
      setPages(
        sortPages(
          documents
            .filter((document) => document.kind === "page")
            .map((document) => ({ id: document.id, title: document.title, path: document.path ?? "/" })),
        ),
      );
      setError(null);
    } catch (caught) {
      setError(`The pages could not be loaded: ${errorMessageOf(caught, "an error occurred")}`);
    }
  }, [api, profileId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const add = async (input: { title: string; path: string }, content?: PageDocument): Promise<PageActionOutcome> => {
    const { pages: current, site: currentSite, onOpen: open } = latest.current;
    const others = current ?? [];
    const checked = checkPageEntry(input, others);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const id = pageIdForPath(checked.path, new Set(others.map((page) => page.id)));
    const entry: PageEntry = { id, title: checked.title, path: checked.path };
    try {
      await api.saveDocument(profileId, id, content ? { ...content, ...entry } : newPageDocument(entry), null);
    } catch (caught) {
      if (caught instanceof SaveConflictError) {
        void refresh();
        return { ok: false, message: `A page with the id "${id}" exists already. The list has been refreshed: try again.` };
      }
      return { ok: false, message: errorMessageOf(caught, "The page could not be added.") };
    }
    currentSite?.holder.set(withPageEntry(currentSite.holder.get(), entry));
    setPages((list) => sortPages([...(list ?? []), entry]));
    toast(`Page “${entry.title}” added`);
    await open(id);
    return { ok: true };
  };

  const rename = async (id: string, input: { title: string; path: string }): Promise<PageActionOutcome> => {
    const { pages: current, site: currentSite, openPage: open } = latest.current;
    const page = current?.find((candidate) => candidate.id === id);
    if (!page) return { ok: false, message: "This page is not in the list any more." };
    // The home page stays at /: it is what the site's address opens.
    const wanted = isHomePage(page) ? { ...input, path: page.path } : input;
    const checked = checkPageEntry(
      wanted,
      (current ?? []).filter((candidate) => candidate.id !== id),
    );
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const renamed: PageEntry = { id, title: checked.title, path: checked.path };
    if (open && open.documentId === id) {
      // The open page is renamed in its store and saved by its autosave (a save of its own would
      // make its autosave conflict with it). Not an undo step: the site's list follows the rename,
      // and undoing only the page would part them. The history stays valid, as it only touches blocks.
      open.store.update((state) => renamePage(state, renamed));
    } else {
      try {
        const stored = await api.getDocument(profileId, id);
        await api.saveDocument(profileId, id, { ...stored.draft, title: renamed.title, path: renamed.path }, stored.version);
      } catch (caught) {
        if (caught instanceof SaveConflictError) return { ok: false, message: "Someone else saved this page just now. Try again." };
        return { ok: false, message: errorMessageOf(caught, "The page could not be renamed.") };
      }
    }
    currentSite?.holder.set(withRenamedPage(currentSite.holder.get(), renamed, page.path));
    setPages((list) => sortPages((list ?? []).map((candidate) => (candidate.id === id ? renamed : candidate))));
    toast(`Page renamed “${renamed.title}” (${renamed.path})`);
    return { ok: true };
  };

  const remove = async (id: string): Promise<PageActionOutcome> => {
    const { pages: current, site: currentSite, openPage: open, onOpen: openAnother } = latest.current;
    const page = current?.find((candidate) => candidate.id === id);
    if (!page) return { ok: false, message: "This page is not in the list any more." };
    if (isHomePage(page)) return { ok: false, message: "The home page cannot be deleted." };
    if (open && open.documentId === id) {
      const home = current?.find(isHomePage) ?? current?.find((candidate) => candidate.id !== id);
      if (home && !(await openAnother(home.id))) return { ok: false, message: "The page is still open: it was not deleted." };
    }
    try {
      await api.deleteDocument(profileId, id);
    } catch (caught) {
      return { ok: false, message: errorMessageOf(caught, "The page could not be deleted.") };
    }
    currentSite?.holder.set(withoutPage(currentSite.holder.get(), id));
    setPages((list) => (list ?? []).filter((candidate) => candidate.id !== id));
    toast(`Page “${page.title}” deleted`);
    return { ok: true };
  };

  return { pages, error, refresh, add, rename, remove };
}
