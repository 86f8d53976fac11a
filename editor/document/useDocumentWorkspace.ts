import { useCallback, useEffect, useMemo, useState } from "react";
import type { AskConfirm } from "../../client/ui/confirmRequest";
import { useLatest } from "../../client/ui/useLatest";
import type { TreeDocument } from "../../runtime/treeNode";
import { storeHistory } from "../commands/storeHistory";
import type { HistoryTarget } from "../state/historyTarget";
import type { DocumentSession, Outcome } from "./documentSession";
import { useUnsavedChangesGuard } from "./unsavedChangesGuard";
import { type SessionState, type TreeDocumentSession, useSessionView } from "./useDocumentSessions";

/** Someone else saved the open document (or its companion) meanwhile: the choices, and why the last one failed. */
export interface WorkspaceConflict {
  /** Whether the conflict is over the open document (else over its companion). */
  readonly open: boolean;
  readonly error: string | null;
  loadTheirs(): void;
  keepMine(): void;
}

/** A document kept open beside the edited one and saved with it (the site settings beside a page). */
export interface CompanionDocument {
  readonly session: DocumentSession<unknown> | null;
  /** The side panel that edits it: Undo and Redo act on its history while that panel is open. */
  readonly panel: string;
  readonly history: HistoryTarget | null;
}

export interface DocumentWorkspaceOptions<D extends TreeDocument> {
  /** What the open document is called in messages: "page", "email". */
  readonly noun: string;
  /** Which document is open (the section's state, so its session hook can load it first). */
  readonly openId: string | null;
  readonly setOpenId: (id: string | null) => void;
  /** The open document's session, from `usePageSession` or `useTreeDocumentSession` given `openId`. */
  readonly state: SessionState<TreeDocumentSession<D>>;
  /** Asks the artist before changes are lost: the section's dialog (`useConfirmDialog`), since the core may not import the shell. */
  readonly confirm: AskConfirm;
  readonly logOut: () => void;
  readonly companion?: CompanionDocument;
}

/**
 * One section that edits documents of a kind (the Site section's pages, the Emails section's
 * emails): which one is open, opening another once the open one is saved, saving before the
 * section or the studio is left, the browser's warning while changes wait, which history Undo
 * acts on, and the conflict's choices. The section draws its own top bar, list and editor.
 */
export function useDocumentWorkspace<D extends TreeDocument, P extends string = string>(options: DocumentWorkspaceOptions<D>) {
  const { noun, confirm, companion, openId, setOpenId, state } = options;
  const session = state.status === "ready" ? state.session : null;
  const view = useSessionView(session);
  const companionView = useSessionView(companion?.session ?? null);
  const [panel, setPanel] = useState<"block" | P>("block");
  const [conflictError, setConflictError] = useState<string | null>(null);
  const latest = useLatest({ session, openId, confirm, companion, logOut: options.logOut });

  useUnsavedChangesGuard(Boolean(view?.hasUnsavedChanges || companionView?.hasUnsavedChanges));

  /** Opens another document once the open one is saved (or the artist agrees to leave it unsaved). */
  const open = useCallback(
    async (id: string | null): Promise<boolean> => {
      const { session: current, openId: currentId, confirm: ask } = latest.current;
      if (id === currentId) return true;
      if (current) {
        const flushed = await current.flush();
        if (!flushed.ok) {
          const message = `This ${noun} is not saved (${flushed.message}). Open the other ${noun} anyway and lose your changes?`;
          if (!(await ask({ title: `This ${noun} is not saved`, message, confirmLabel: `Open the other ${noun}`, danger: true })))
            return false;
        }
      }
      setOpenId(id);
      setPanel("block");
      return true;
    },
    [noun, setOpenId],
  );

  /** Saves the open document and its companion; whether the artist may go (saved, or agreed to lose the changes). */
  const saveBeforeLeaving = useCallback(async (leaving: string): Promise<boolean> => {
    const { session: current, companion: beside, confirm: ask } = latest.current;
    const outcomes = await Promise.all([current?.flush(), beside?.session?.flush()]);
    const failed = outcomes.find((outcome): outcome is Outcome & { ok: false } => outcome !== undefined && !outcome.ok);
    if (!failed) return true;
    const message = `Your changes are not saved (${failed.message}). ${leaving} anyway and lose them?`;
    return ask({ title: "Your changes are not saved", message, confirmLabel: `${leaving} anyway`, danger: true });
  }, []);

  const leave = useCallback(() => saveBeforeLeaving("Leave"), [saveBeforeLeaving]);
  const logOut = useCallback(async () => {
    if (await saveBeforeLeaving("Log out")) latest.current.logOut();
  }, [saveBeforeLeaving]);

  const companionHistory = companion && panel === companion.panel ? companion.history : null;
  const history = useMemo<HistoryTarget | null>(
    () => companionHistory ?? (session ? storeHistory(session.store) : null),
    [companionHistory, session],
  );
  const historyRef = useLatest(history);
  // The shortcuts read these when a key is pressed: the history chosen now, whether no conflict holds the document.
  const historyFor = useCallback(() => historyRef.current ?? NO_HISTORY, []);
  const isEnabled = useCallback(() => latest.current.session?.getView().status !== "conflict", []);

  /** Loads the saved copy again, after the artist agrees; their unsaved copy stays available to export. */
  const reload = async (target: DocumentSession<unknown>) => {
    const message = "Discard the changes that are not saved and load the saved copy? Yours stay available to export.";
    if (!(await confirm({ title: "Load the saved copy?", message, confirmLabel: "Load the saved copy", danger: true }))) return;
    const outcome = await target.reload();
    if (!outcome.ok) setConflictError(outcome.message);
  };

  const conflicted = view?.status === "conflict" ? session : companionView?.status === "conflict" ? (companion?.session ?? null) : null;
  const conflict: WorkspaceConflict | null = conflicted
    ? {
        open: conflicted === session,
        error: conflictError,
        loadTheirs: () => {
          const outcome = conflicted.loadTheirs();
          setConflictError(outcome.ok ? null : outcome.message);
        },
        keepMine: () => {
          setConflictError(null);
          conflicted.keepMine();
        },
      }
    : null;

  return {
    openId,
    open,
    /** Opens without saving first: the open document left the list. */
    replaceOpen: setOpenId,
    state,
    session,
    view,
    companionView,
    panel,
    setPanel,
    history,
    historyFor,
    isEnabled,
    leave,
    logOut,
    reload,
    conflict,
  };
}

const NO_HISTORY: HistoryTarget = { undo() {}, redo() {}, canUndo: () => false, canRedo: () => false, subscribe: () => () => {} };

/**
 * Opens the first entry of the section's list (`first` picks it), and another one when the open
 * one is gone from the list (deleted here or elsewhere).
 */
export function useOpenFirstEntry<E extends { readonly id: string }>(
  workspace: { readonly openId: string | null; readonly replaceOpen: (id: string | null) => void },
  entries: readonly E[] | null,
  first: (entries: readonly E[]) => E | undefined,
): void {
  const choose = useLatest(first);
  const { openId, replaceOpen } = workspace;
  useEffect(() => {
    if (!entries) return;
    if (openId !== null && entries.some((entry) => entry.id === openId)) return;
    replaceOpen(choose.current(entries)?.id ?? null);
  }, [entries, openId, replaceOpen]);
}
