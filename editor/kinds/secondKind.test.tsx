// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BlockDefinition, BlockViewProps, PropsValidator } from "../../runtime/blockRegistry";
import type { DocumentResult } from "../../runtime/result";
import { findNode } from "../../runtime/tree";
import type { StoredDocument } from "../../schema/api/documents";
import { tick } from "../canvas/canvasTestKit";
import { DocumentEditor } from "../document/DocumentEditor";
import { type DocumentApi, openDocumentSession, storeHolder } from "../document/documentSession";
import { createEditorState } from "../state/editorState";
import { createEditorStore } from "../state/editorStore";
import type { BlockSettingsProps, DocumentKind } from "./documentKind";

/*
 * A second kind of document, defined here alone: a board of notes. Two blocks (a Board that holds
 * only Notes, a Note with a title), and its own root rule (the board's last note stays last).
 * Mounting the editor on it proves the editor needs no page: toolbox, canvas, drag and drop,
 * settings, history, shortcuts and autosave all go through the kind.
 */
type Note = { readonly id: string; readonly type: "Note"; readonly props: { readonly title?: string } };
type Board = { readonly id: string; readonly type: "Board"; readonly props: object; readonly children?: readonly Note[] };
interface BoardDocument {
  readonly kind: "board";
  readonly id: string;
  readonly root: Board;
}

/** A hand-written props validator, as ajv's compiled ones behave. */
function validator(check: (props: Record<string, unknown>) => string | null): PropsValidator {
  const validate: PropsValidator = (data) => {
    const problem = data !== null && typeof data === "object" ? check(data as Record<string, unknown>) : "props must be an object";
    validate.errors = problem
      ? [{ instancePath: "/title", keyword: "maxLength", params: { limit: 20 }, schemaPath: "", message: problem }]
      : null;
    return problem === null;
  };
  return validate;
}

const noteBlock: BlockDefinition<Note, { title: string }> = {
  type: "Note",
  label: "Note",
  propsSchema: { properties: { title: { type: "string", default: "Untitled" } } },
  validateProps: validator((props) => (typeof props.title === "string" && props.title.length > 20 ? "too long" : null)),
  rules: { canDelete: () => true, canMove: () => true },
  View: ({ props }: BlockViewProps<Note, { title: string }>) => <p className="note">{props.title}</p>,
  editing: { previewProp: "title" },
};

const boardBlock: BlockDefinition<Board> = {
  type: "Board",
  label: "Board",
  propsSchema: { properties: {} },
  validateProps: validator(() => null),
  rules: { accepts: (type) => type === "Note", canDelete: () => false, canMove: () => false },
  View: ({ children }) => <div className="board">{children}</div>,
  // The kind's own root rule: notes added "at the end" go before the board's last note, the pinned one.
  editing: { appendIndex: (board) => Math.max(0, (board.children?.length ?? 0) - 1) },
};

function NoteSettings({ node, props, onChange }: BlockSettingsProps) {
  return (
    <label>
      Title of {node.id}
      <input
        value={String(props.title ?? "")}
        onChange={(event) => onChange({ title: event.target.value }, { key: "title", kind: "text" })}
      />
    </label>
  );
}

function parseBoard(input: unknown): DocumentResult<BoardDocument> {
  const value = typeof input === "string" ? (JSON.parse(input) as unknown) : input;
  const ok = value !== null && typeof value === "object" && (value as { kind?: unknown }).kind === "board";
  return ok
    ? { ok: true, value: value as BoardDocument }
    : { ok: false, errors: [{ pointer: "/kind", rule: "const", message: "Not a board." }] };
}

const boardKind: DocumentKind<BoardDocument> = {
  noun: "board",
  blocks: { Note: noteBlock, Board: boardBlock },
  BlockSettings: NoteSettings,
  parse: parseBoard,
  clipboardDocument: (blocks) => ({
    kind: "board",
    id: "clip",
    root: { id: "clip-root", type: "Board", props: {}, children: blocks as Note[] },
  }),
  viewports: [{ width: 600, name: "Board" }],
  emptyPrompt: "This board is empty.",
};

function board(): BoardDocument {
  return {
    kind: "board",
    id: "b1",
    root: { id: "root", type: "Board", props: {}, children: [{ id: "first", type: "Note", props: { title: "First" } }] },
  };
}

/** A server that stores what the autosave sends. */
function fakeApi() {
  const saved: unknown[] = [];
  let version = 1;
  const stored = (draft: unknown): StoredDocument => ({
    id: "b1",
    kind: "page",
    draft: draft as Record<string, unknown>,
    version,
    published: null,
    publishedVersion: null,
    updatedAt: new Date(0).toISOString(),
  });
  const api: DocumentApi = {
    getDocument: async () => stored(saved.at(-1) ?? board()),
    saveDocument: async (_profile, _id, document) => {
      saved.push(structuredClone(document));
      version += 1;
      return stored(document);
    },
    publish: async () => stored(saved.at(-1)),
  };
  return { api, saved };
}

afterEach(cleanup);

describe("the editor on a second kind of document, defined only in this test", () => {
  it("drags a block in, edits it, undoes the edit, and saves, all through the kind", async () => {
    const store = createEditorStore(createEditorState(board()));
    const { api, saved } = fakeApi();
    const session = openDocumentSession({
      profileId: "artist",
      documentId: "b1",
      stored: { version: 1, publishedVersion: null },
      holder: storeHolder(store),
      parse: parseBoard,
      delayMs: 5,
      api,
    });
    render(<DocumentEditor kind={boardKind} store={store} viewport={600} />);

    // The toolbox and the layers list this kind's blocks, the canvas its preview.
    const toolbox = screen.getByRole("region", { name: "Blocks" });
    expect(
      within(toolbox)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Note", "Board"]);
    expect(screen.getByLabelText("Board preview, Board (600 px)")).toBeTruthy();

    // Drag a new Note by keyboard onto the board: it lands by the board's own rule and is one step.
    const note = within(toolbox).getByRole("button", { name: /^Note/ });
    note.focus();
    await act(async () => {
      fireEvent.keyDown(note, { key: " ", code: "Space" });
      await tick();
    });
    await act(async () => {
      fireEvent.keyDown(note, { key: "Enter", code: "Enter" });
      await tick();
    });
    const children = store.getState().document.root.children ?? [];
    expect(children.map((child) => child.type)).toEqual(["Note", "Note"]);
    const added = store.getState().selectedId;
    expect(added).not.toBeNull();
    expect(store.getState().history.past).toHaveLength(1);

    // Edit it in the kind's own settings panel; the canvas shows the title.
    const field = screen.getByLabelText(`Title of ${added}`);
    fireEvent.change(field, { target: { value: "Encore" } });
    expect(findNode(store.getState().document, added ?? "")?.props).toEqual({ title: "Encore" });
    expect(screen.getAllByText("Encore").length).toBeGreaterThan(0);
    // The kind's validator refuses, and the document stays valid.
    fireEvent.change(field, { target: { value: "A title far too long for a note" } });
    expect(findNode(store.getState().document, added ?? "")?.props).toEqual({ title: "Encore" });

    // Undo with the keyboard takes the edit back (the shortcuts work on this kind too).
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    expect(findNode(store.getState().document, added ?? "")?.props).toEqual({});
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true, shiftKey: true });
    expect(findNode(store.getState().document, added ?? "")?.props).toEqual({ title: "Encore" });

    // The autosave sends the board as it is now.
    expect(await session.flush()).toEqual({ ok: true });
    expect(saved.at(-1)).toEqual(store.getState().document);
    expect((saved.at(-1) as BoardDocument).root.children?.map((child) => child.props.title)).toContain("Encore");
    session.dispose();
  });

  it("pastes copied blocks as this kind's document, and refuses a block the board does not accept", () => {
    const store = createEditorStore(createEditorState(board()));
    render(<DocumentEditor kind={boardKind} store={store} viewport={600} />);
    const paste = (text: string) => {
      const event = new Event("paste", { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      event.clipboardData = { getData: () => text };
      act(() => {
        document.body.dispatchEvent(event);
      });
    };
    paste(
      JSON.stringify({
        kind: "board",
        id: "x",
        root: { id: "r", type: "Board", props: {}, children: [{ id: "n", type: "Note", props: { title: "Copy" } }] },
      }),
    );
    // Nothing selected: the kind's root rule puts it before the last note.
    expect(store.getState().document.root.children?.map((child) => child.props.title)).toEqual(["Copy", "First"]);
    paste(JSON.stringify({ id: "b", type: "Board", props: {} }));
    expect(store.getState().notice).toBe("A Board block cannot be placed inside a Board block.");
  });
});
