// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { $createTextNode, $getRoot, $isElementNode, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MediaKind } from "../../blocks/settings/types";
import { BURST_MS as COALESCE_MS, type FieldEdit } from "../../runtime/history";
import { findNode } from "../../runtime/tree";
import type { RichText } from "../../schema/richText/index";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import { renderInStudio } from "../canvas/canvasTestKit";
import { deleteBlock } from "../commands/deleteBlock";
import { sampleState } from "../commands/editorTestKit";
import { editField as editFieldCommand } from "../commands/editProps";
import { selectBlock } from "../commands/selectBlock";
import { undo } from "../commands/undo";
import { editorBlocks } from "../registry";
import type { EditorStore } from "../state/editorStore";
import { type SettingsData, SettingsDataContext } from "./SettingsContext";
import { SettingsPanel } from "./SettingsPanel";

afterEach(cleanup);

/** Date.now as the test sets it: history stamps each edit with it. */
function clock(start = 1_000_000) {
  let now = start;
  vi.spyOn(Date, "now").mockImplementation(() => now);
  return {
    at(ms: number) {
      now = start + ms;
    },
  };
}

function renderPanel(selected: string | null, data: Partial<SettingsData> = {}) {
  const value: SettingsData = { pages: [], links: [], emailLists: [], pickMedia: () => Promise.resolve(null), ...data };
  const state = sampleState();
  return renderInStudio(
    <SettingsDataContext.Provider value={value}>
      <SettingsPanel />
    </SettingsDataContext.Provider>,
    selected ? selectBlock(state, selected) : state,
  );
}

const propsOf = (store: EditorStore, id: string) => findNode(store.getState().document, id)?.props as Record<string, unknown>;
/** A Text's words, as its settings panel edits them. */
const wordsOf = (store: EditorStore, id: string) => plainTextOf(propsOf(store, id).content as RichText);
/** A field of the block's own settings, not the rich-text editor's toolbar (which has a font size and a colour too). */
const panelField = (label: string) => screen.getAllByLabelText(label).find((field) => !field.closest(".rt-editor")) as HTMLInputElement;
const steps = (store: EditorStore) => store.getState().history.past.length;
const undoOnce = (store: EditorStore) => act(() => store.update(undo));

/** The settings panel's edit, as the panel sends it. */
function editField(state: ReturnType<typeof sampleState>, id: string, props: Record<string, unknown>, field: FieldEdit, now: number) {
  return editFieldCommand(state, { id, props, field }, editorBlocks, now);
}

describe("editField", () => {
  const text = { key: "content", kind: "text" } as const;

  it("folds text edits to one field within 500 ms into one step, and starts a new step after that", () => {
    let state = editField(sampleState(), "title", { content: richTextFromPlainText("H") }, text, 0);
    state = editField(state, "title", { content: richTextFromPlainText("Hi") }, text, COALESCE_MS.text);
    expect(state.history.past).toHaveLength(1);
    state = editField(state, "title", { content: richTextFromPlainText("Hi!") }, text, 2 * COALESCE_MS.text + 1);
    expect(state.history.past).toHaveLength(2);
    expect(COALESCE_MS).toEqual({ text: 500, slider: 1000 });
  });

  it("folds slider edits within 1000 ms, never folds choices, and never folds two fields or two blocks", () => {
    const shadow = { key: "shadow", kind: "slider" } as const;
    let state = editField(sampleState(), "title", { shadow: 10 }, shadow, 0);
    state = editField(state, "title", { shadow: 20 }, shadow, 1000);
    expect(state.history.past).toHaveLength(1);
    state = editField(state, "title", { fontWeight: 500 }, { key: "fontWeight", kind: "choice" }, 1001);
    state = editField(state, "title", { fontWeight: 700 }, { key: "fontWeight", kind: "choice" }, 1002);
    expect(state.history.past).toHaveLength(3);
    state = editField(state, "title", { content: richTextFromPlainText("A") }, text, 1003);
    state = editField(state, "logo", { content: richTextFromPlainText("B") }, text, 1004);
    state = editField(state, "title", { color: "#fff" }, { key: "color", kind: "text" }, 1005);
    expect(state.history.past).toHaveLength(6);
  });
});

describe("SettingsPanel", () => {
  it("asks for a selection when nothing is selected", () => {
    renderPanel(null);
    expect(screen.getByText("Select a block to edit its settings")).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("loads the selected block's panel, titled with the block's label and showing its props", async () => {
    const { store } = renderPanel("title");
    expect(screen.getByRole("heading", { name: "Text" })).toBeTruthy();
    expect((await screen.findByRole("textbox", { name: "Text" })).textContent).toBe("Hello");
    // A prop the block does not set shows the schema's default.
    expect((panelField("Font size") as HTMLInputElement).value).toBe("16");

    act(() => store.update((state) => selectBlock(state, "cta")));
    expect(screen.getByRole("heading", { name: "Button" })).toBeTruthy();
    await screen.findByRole("checkbox", { name: "Full width" });
    expect((screen.getByRole("textbox", { name: "Text" }) as HTMLInputElement).value).toBe("Listen");

    act(() => store.update((state) => selectBlock(state, null)));
    expect(screen.getByText("Select a block to edit its settings")).toBeTruthy();
  });

  it("edits a Text's words in the rich-text editor: a session is one undo step, ended when the editor is left", async () => {
    const { store } = renderPanel("title");
    const field = await screen.findByRole("textbox", { name: "Text" });
    const editor = (field as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor as LexicalEditor;
    const type = (words: string) =>
      act(() => {
        editor.update(
          () => {
            const paragraph = $getRoot().getFirstChild();
            if ($isElementNode(paragraph)) paragraph.append($createTextNode(words));
          },
          { discrete: true },
        );
      });
    const time = clock();
    time.at(0);
    type(" w");
    time.at(60_000);
    type("orld");
    expect(wordsOf(store, "title")).toBe("Hello world");
    expect(steps(store)).toBe(1);
    // Leaving the editor ends the session: the next words are a step of their own.
    act(() => {
      fireEvent.blur(field, { relatedTarget: document.body });
    });
    type("!");
    expect(steps(store)).toBe(2);

    undoOnce(store);
    expect(wordsOf(store, "title")).toBe("Hello world");
    // The editor follows the document's undo.
    expect(screen.getByRole("textbox", { name: "Text" }).textContent).toBe("Hello world");
    undoOnce(store);
    expect(wordsOf(store, "title")).toBe("Hello");
    expect(screen.getByRole("textbox", { name: "Text" }).textContent).toBe("Hello");
  });

  it("makes a burst of slider moves within 1000 ms one undo step", async () => {
    const time = clock();
    const { store } = renderPanel("title");
    const slider = await screen.findByRole("slider", { name: "Shadow" });
    time.at(0);
    fireEvent.change(slider, { target: { value: "10" } });
    time.at(900);
    fireEvent.change(slider, { target: { value: "20" } });
    time.at(1800);
    fireEvent.change(slider, { target: { value: "30" } });
    expect(propsOf(store, "title").shadow).toBe(30);
    expect(steps(store)).toBe(1);
    time.at(2900);
    fireEvent.change(slider, { target: { value: "40" } });
    expect(steps(store)).toBe(2);

    undoOnce(store);
    expect(propsOf(store, "title").shadow).toBe(30);
    undoOnce(store);
    expect(propsOf(store, "title")).toEqual({ content: richTextFromPlainText("Hello") });
    expect((screen.getByRole("slider", { name: "Shadow" }) as HTMLInputElement).value).toBe("0");
  });

  it("makes every choice its own step, and edits of two fields two steps", async () => {
    const time = clock();
    const { store } = renderPanel("title");
    const weight = await screen.findByRole("combobox", { name: "Font weight" });
    time.at(0);
    fireEvent.change(weight, { target: { value: "1" } });
    time.at(10);
    fireEvent.change(weight, { target: { value: "2" } });
    expect(propsOf(store, "title").fontWeight).toBe(700);
    expect(steps(store)).toBe(2);
    time.at(20);
    fireEvent.change(panelField("Colour"), { target: { value: "#ffffff" } });
    time.at(30);
    fireEvent.change(panelField("Font size"), { target: { value: "24" } });
    expect(steps(store)).toBe(4);
    undoOnce(store);
    expect(propsOf(store, "title")).toEqual({ content: richTextFromPlainText("Hello"), color: "#ffffff", fontWeight: 700 });
    undoOnce(store);
    undoOnce(store);
    expect(propsOf(store, "title")).toEqual({ content: richTextFromPlainText("Hello"), fontWeight: 500 });
  });

  it("gives the panel the studio's media picker, and says why an edit was refused, for that block only", async () => {
    const pickMedia = vi.fn((_type: MediaKind) => Promise.resolve<string | null>("javascript:alert(1)"));
    const { store } = renderPanel("main", { pickMedia });
    const image = await screen.findByRole("group", { name: "Background image" });
    await act(async () => fireEvent.click(within(image).getByRole("button", { name: "Choose image" })));
    expect(pickMedia).toHaveBeenCalledWith("image");
    expect(screen.getByRole("alert").textContent).toBe('"backgroundImage" must be an http(s) address or a path starting with /.');
    expect(store.getState().notice).toBe(screen.getByRole("alert").textContent);
    expect(propsOf(store, "main")).toEqual({});
    expect(steps(store)).toBe(0);

    // Another block's panel does not show it.
    act(() => store.update((state) => selectBlock(state, "footer")));
    await screen.findByRole("group", { name: "Background image" });
    expect(screen.queryByRole("alert")).toBeNull();

    // An edit that is taken clears it.
    act(() => store.update((state) => selectBlock(state, "main")));
    pickMedia.mockResolvedValue("/media/p1/cover.jpg");
    await act(async () =>
      fireEvent.click(within(await screen.findByRole("group", { name: "Background image" })).getByRole("button", { name: "Choose image" })),
    );
    expect(propsOf(store, "main")).toEqual({ backgroundImage: "/media/p1/cover.jpg" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("gives a picked file to the block whose panel asked for it, even when the selection moved meanwhile", async () => {
    let choose: (url: string | null) => void = () => {};
    const pickMedia = () => new Promise<string | null>((resolve) => (choose = resolve));
    const { store } = renderPanel("main", { pickMedia });
    const image = await screen.findByRole("group", { name: "Background image" });
    fireEvent.click(within(image).getByRole("button", { name: "Choose image" }));
    act(() => store.update((state) => selectBlock(state, "footer")));
    await act(async () => choose("/media/p1/cover.jpg"));
    expect(propsOf(store, "footer")).toEqual({ role: "footer" });
    expect(propsOf(store, "main")).toEqual({ backgroundImage: "/media/p1/cover.jpg" });
    expect(steps(store)).toBe(1);
  });

  it("drops a picked file whose block was deleted meanwhile", async () => {
    let choose: (url: string | null) => void = () => {};
    const pickMedia = () => new Promise<string | null>((resolve) => (choose = resolve));
    const { store } = renderPanel("main", { pickMedia });
    const image = await screen.findByRole("group", { name: "Background image" });
    fireEvent.click(within(image).getByRole("button", { name: "Choose image" }));
    act(() => store.update((state) => deleteBlock(state, editorBlocks)));
    expect(findNode(store.getState().document, "main")).toBeUndefined();
    const before = store.getState();
    await act(async () => choose("/media/p1/cover.jpg"));
    expect(store.getState()).toBe(before);
  });
});
