// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConfirmRequest } from "../../client/ui/confirmRequest";
import type { PageDocument } from "../../schema/page";
import { tourPage } from "../shell/studioTestKit";
import { createEditorState } from "../state/editorState";
import { createEditorStore } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";
import { type Outcome, type SessionView, storeHolder } from "./documentSession";
import type { SessionState, TreeDocumentSession } from "./useDocumentSessions";
import { type CompanionDocument, useDocumentWorkspace, useOpenFirstEntry } from "./useDocumentWorkspace";

afterEach(cleanup);

const SAVED: SessionView<never> = { status: "saved", error: null, hasUnsavedChanges: false, hasUnpublishedChanges: false, keptCopy: null };

/** A session whose saving the test decides: `flushes` is what the next flush answers. */
function fakeSession(id: string) {
  const store = createEditorStore(createEditorState<PageDocument>({ ...tourPage(), id }));
  let view: SessionView<PageDocument> = SAVED;
  const listeners = new Set<() => void>();
  const control = { flushes: { ok: true } as Outcome, loadTheirs: { ok: true } as Outcome };
  const session = {
    documentId: id,
    holder: storeHolder(store),
    store,
    getView: () => view,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush: vi.fn(async () => control.flushes),
    retry: vi.fn(),
    loadTheirs: vi.fn(() => control.loadTheirs),
    keepMine: vi.fn(),
    reload: vi.fn(async (): Promise<Outcome> => ({ ok: true })),
    publish: vi.fn(async (): Promise<Outcome> => ({ ok: true })),
    dismissKeptCopy: vi.fn(),
    dispose: vi.fn(),
  } satisfies TreeDocumentSession<PageDocument>;
  const setView = (next: Partial<SessionView<PageDocument>>) => {
    view = { ...view, ...next };
    for (const listener of listeners) listener();
  };
  return { session, control, setView };
}

type Fake = ReturnType<typeof fakeSession>;

function fakeHistory(): HistoryTarget {
  return { undo: vi.fn(), redo: vi.fn(), canUndo: () => true, canRedo: () => false, subscribe: () => () => {} };
}

/** The workspace over fake sessions by id, as a section holds it; `entries` opens the first. */
function renderWorkspace(options: {
  sessions: Fake[];
  /** The artist's answer to the question asked with this message. */
  confirm?: (message: string) => boolean;
  companion?: CompanionDocument;
  entries?: readonly { id: string }[] | null;
}) {
  const answer = options.confirm ?? (() => false);
  const confirm = vi.fn(async (request: ConfirmRequest) => answer(request.message));
  const logOut = vi.fn();
  const byId = new Map(options.sessions.map((fake) => [fake.session.documentId, fake.session]));
  const rendered = renderHook(
    ({ entries }) => {
      const [openId, setOpenId] = useState<string | null>(null);
      const found = openId === null ? undefined : byId.get(openId);
      const state: SessionState<TreeDocumentSession<PageDocument>> = found ? { status: "ready", session: found } : { status: "none" };
      const workspace = useDocumentWorkspace<PageDocument, "site">({
        noun: "page",
        openId,
        setOpenId,
        state,
        confirm,
        logOut,
        ...(options.companion ? { companion: options.companion } : {}),
      });
      useOpenFirstEntry(workspace, entries, (list) => list[0]);
      return workspace;
    },
    { initialProps: { entries: options.entries === undefined ? [{ id: "a" }, { id: "b" }] : options.entries } },
  );
  return { ...rendered, confirm, logOut };
}

describe("the document workspace", () => {
  it("opens the first entry, and another one when the open one leaves the list", async () => {
    const [a, b] = [fakeSession("a"), fakeSession("b")];
    const { result, rerender } = renderWorkspace({ sessions: [a, b] });
    await waitFor(() => expect(result.current.session).toBe(a.session));
    rerender({ entries: [{ id: "b" }] });
    await waitFor(() => expect(result.current.session).toBe(b.session));
    expect(a.session.flush).not.toHaveBeenCalled();
  });

  it("saves the open document before opening another, and stays when it cannot and the artist says no", async () => {
    const [a, b] = [fakeSession("a"), fakeSession("b")];
    const { result, confirm } = renderWorkspace({ sessions: [a, b] });
    await waitFor(() => expect(result.current.openId).toBe("a"));
    a.control.flushes = { ok: false, message: "the server did not answer" };
    await act(async () => expect(await result.current.open("b")).toBe(false));
    expect(confirm).toHaveBeenCalledWith({
      title: "This page is not saved",
      message: "This page is not saved (the server did not answer). Open the other page anyway and lose your changes?",
      confirmLabel: "Open the other page",
      danger: true,
    });
    expect(result.current.openId).toBe("a");
    a.control.flushes = { ok: true };
    act(() => result.current.setPanel("site"));
    await act(async () => expect(await result.current.open("b")).toBe(true));
    expect(result.current.openId).toBe("b");
    expect(result.current.panel).toBe("block");
  });

  it("saves the document and its companion before logging out, and asks when one is not saved", async () => {
    const [a, site] = [fakeSession("a"), fakeSession("site")];
    const companion = { session: site.session, panel: "site", history: null };
    const { result, confirm, logOut } = renderWorkspace({ sessions: [a], companion });
    await waitFor(() => expect(result.current.openId).toBe("a"));
    site.control.flushes = { ok: false, message: "offline" };
    await act(() => result.current.logOut());
    expect(confirm).toHaveBeenCalledWith({
      title: "Your changes are not saved",
      message: "Your changes are not saved (offline). Log out anyway and lose them?",
      confirmLabel: "Log out anyway",
      danger: true,
    });
    expect(logOut).not.toHaveBeenCalled();
    site.control.flushes = { ok: true };
    await act(async () => expect(await result.current.leave()).toBe(true));
    await act(() => result.current.logOut());
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(a.session.flush).toHaveBeenCalledTimes(3);
  });

  it("undoes in the document, in the companion while its panel is open, and nowhere while nothing is open", async () => {
    const a = fakeSession("a");
    const siteHistory = fakeHistory();
    const { result } = renderWorkspace({ sessions: [a], companion: { session: null, panel: "site", history: siteHistory }, entries: null });
    expect(result.current.history).toBeNull();
    expect(result.current.historyFor().canUndo()).toBe(false);
    await act(async () => void (await result.current.open("a")));
    expect(result.current.history?.canUndo()).toBe(false);
    act(() => result.current.setPanel("site"));
    expect(result.current.history).toBe(siteHistory);
    expect(result.current.historyFor()).toBe(siteHistory);
  });

  it("holds a conflict until the artist chooses, and says why loading theirs failed", async () => {
    const [a, site] = [fakeSession("a"), fakeSession("site")];
    const { result } = renderWorkspace({ sessions: [a], companion: { session: site.session, panel: "site", history: null } });
    await waitFor(() => expect(result.current.openId).toBe("a"));
    expect(result.current.conflict).toBeNull();
    act(() => site.setView({ status: "conflict" }));
    expect(result.current.conflict?.open).toBe(false);
    act(() => a.setView({ status: "conflict" }));
    expect(result.current.conflict?.open).toBe(true);
    expect(result.current.isEnabled()).toBe(false);
    a.control.loadTheirs = { ok: false, message: "their copy could not be read" };
    act(() => result.current.conflict?.loadTheirs());
    expect(result.current.conflict?.error).toBe("their copy could not be read");
    act(() => result.current.conflict?.keepMine());
    expect(a.session.keepMine).toHaveBeenCalledTimes(1);
    expect(result.current.conflict?.error).toBeNull();
  });

  it("reloads the saved copy only after the artist agrees", async () => {
    const a = fakeSession("a");
    let agree = false;
    const { result, confirm } = renderWorkspace({ sessions: [a], confirm: () => agree });
    await waitFor(() => expect(result.current.openId).toBe("a"));
    await act(() => result.current.reload(a.session));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Load the saved copy?",
        message: "Discard the changes that are not saved and load the saved copy? Yours stay available to export.",
      }),
    );
    expect(a.session.reload).not.toHaveBeenCalled();
    agree = true;
    await act(() => result.current.reload(a.session));
    expect(a.session.reload).toHaveBeenCalledTimes(1);
  });
});
