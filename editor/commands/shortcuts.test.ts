// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import type { RichText } from "../../schema/richText/index";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import { pageKind } from "../pages/pageKind";
import { createEditorStore } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";
import { copyBlock } from "./copyBlock";
import { samplePage, sampleState } from "./editorTestKit";
import { editProps } from "./editProps";
import { selectBlock } from "./selectBlock";
import { PASTE_DENIED_MESSAGE, registerShortcuts } from "./shortcuts";
import { storeHistory } from "./storeHistory";

let teardown: (() => void) | null = null;
afterEach(() => {
  teardown?.();
  teardown = null;
  document.body.innerHTML = "";
});

function setUp(
  options: { selected?: string; clipboard?: { readText: () => Promise<string>; writeText: (text: string) => Promise<void> } } = {},
) {
  let state = sampleState();
  if (options.selected) state = selectBlock(state, options.selected);
  const store = createEditorStore(state);
  const alert = vi.fn();
  teardown = registerShortcuts(document, { store, kind: pageKind, clipboard: options.clipboard, alert });
  return { store, alert };
}

function press(
  key: string,
  modifiers: Partial<Pick<KeyboardEventInit, "ctrlKey" | "metaKey" | "shiftKey">> = {},
  target: Element = document.body,
) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...modifiers });
  target.dispatchEvent(event);
  return event;
}

/** A text edit of the title, so there is a step to undo. */
function edited(store: ReturnType<typeof createEditorStore>) {
  store.update((state) => editProps(state, { id: "title", props: { content: richTextFromPlainText("Changed") } }, siteBlocks));
}

const titleText = (store: ReturnType<typeof createEditorStore>) =>
  plainTextOf(
    (findNode(store.getState().document, "title")?.props as { content: RichText } | undefined)?.content ?? richTextFromPlainText(""),
  );

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("keyboard shortcuts", () => {
  it("Ctrl+Z and Cmd+Z undo; Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y redo", () => {
    const { store } = setUp();
    edited(store);
    expect(press("z", { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(titleText(store)).toBe("Hello");
    press("Z", { ctrlKey: true, shiftKey: true });
    expect(titleText(store)).toBe("Changed");
    press("z", { metaKey: true });
    expect(titleText(store)).toBe("Hello");
    press("z", { metaKey: true, shiftKey: true });
    expect(titleText(store)).toBe("Changed");
    press("z", { ctrlKey: true });
    press("y", { ctrlKey: true });
    expect(titleText(store)).toBe("Changed");
  });

  it("sends undo and redo to another history when one is given (the site settings while open), leaving the page's alone", () => {
    const store = createEditorStore(sampleState());
    const other: HistoryTarget = { undo: vi.fn(), redo: vi.fn(), canUndo: () => true, canRedo: () => true, subscribe: () => () => {} };
    let active = other;
    teardown = registerShortcuts(document, { store, kind: pageKind, history: () => active });
    store.update((state) => editProps(state, { id: "title", props: { content: richTextFromPlainText("Changed") } }, siteBlocks));
    press("z", { ctrlKey: true });
    press("z", { ctrlKey: true, shiftKey: true });
    expect(other.undo).toHaveBeenCalledTimes(1);
    expect(other.redo).toHaveBeenCalledTimes(1);
    expect(findNode(store.getState().document, "title")?.props).toEqual({ content: richTextFromPlainText("Changed") });
    active = storeHistory(store);
    press("z", { ctrlKey: true });
    expect(findNode(store.getState().document, "title")?.props).toEqual({ content: richTextFromPlainText("Hello") });
    expect(other.undo).toHaveBeenCalledTimes(1);
  });

  it("Delete and Backspace delete the selected block; the parent becomes selected", () => {
    const { store } = setUp({ selected: "title" });
    expect(press("Delete").defaultPrevented).toBe(true);
    expect(findNode(store.getState().document, "title")).toBeUndefined();
    expect(store.getState().selectedId).toBe("main");
    store.update((state) => selectBlock(state, "cta"));
    press("Backspace");
    expect(findNode(store.getState().document, "cta")).toBeUndefined();
  });

  it("does not take Delete or Backspace when nothing is selected", () => {
    const { store } = setUp();
    expect(press("Backspace").defaultPrevented).toBe(false);
    expect(store.getState().document).toEqual(samplePage());
  });

  it("Ctrl+D and Cmd+D duplicate the selected block and select the copy", () => {
    const { store } = setUp({ selected: "cta" });
    expect(press("d", { ctrlKey: true }).defaultPrevented).toBe(true);
    const children = findNode(store.getState().document, "main")?.children ?? [];
    expect(children).toHaveLength(3);
    expect(store.getState().selectedId).toBe(children[2]?.id);
    press("d", { metaKey: true });
    expect(findNode(store.getState().document, "main")?.children).toHaveLength(4);
  });

  it("Escape selects the parent, and stops at the root", () => {
    const { store } = setUp({ selected: "title" });
    press("Escape");
    expect(store.getState().selectedId).toBe("main");
    press("Escape");
    expect(store.getState().selectedId).toBe("root");
    press("Escape");
    expect(store.getState().selectedId).toBe("root");
  });

  it("leaves keys alone while typing in an input, a textarea or a contentEditable element", () => {
    const { store } = setUp({ selected: "title" });
    edited(store);
    document.body.innerHTML = `<input id="field"><textarea id="area"></textarea><div contenteditable="true"><p id="rich">x</p></div>`;
    const targets = ["#field", "#area", "#rich"].map((selector) => document.querySelector(selector) as Element);
    for (const target of targets) {
      for (const [key, modifiers] of [
        ["z", { ctrlKey: true }],
        ["y", { ctrlKey: true }],
        ["d", { ctrlKey: true }],
        ["Backspace", {}],
        ["Delete", {}],
        ["Escape", {}],
      ] as const) {
        expect(press(key, modifiers, target).defaultPrevented).toBe(false);
      }
    }
    expect(titleText(store)).toBe("Changed");
    expect(store.getState().selectedId).toBe("title");
  });

  it("leaves keys to a block being moved with the keyboard (Escape cancels the move)", () => {
    const { store } = setUp({ selected: "title" });
    document.body.innerHTML = `<button aria-roledescription="draggable" aria-pressed="true">Move</button>`;
    const handle = document.querySelector("button") as Element;
    expect(press("Escape", {}, handle).defaultPrevented).toBe(false);
    expect(press("Delete", {}, handle).defaultPrevented).toBe(false);
    expect(store.getState().selectedId).toBe("title");
    expect(findNode(store.getState().document, "title")).toBeDefined();
  });

  it("stops listening after the teardown", () => {
    const { store } = setUp({ selected: "title" });
    teardown?.();
    teardown = null;
    press("Delete");
    expect(findNode(store.getState().document, "title")).toBeDefined();
  });
});

describe("copy and paste of blocks", () => {
  it("Ctrl+C puts the selected block on the clipboard as page JSON, and Ctrl+V pastes it after the selection", async () => {
    let clipboardText = "";
    const clipboard = {
      writeText: vi.fn(async (text: string) => {
        clipboardText = text;
      }),
      readText: vi.fn(async () => clipboardText),
    };
    const { store } = setUp({ selected: "cta", clipboard });
    expect(press("c", { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(clipboard.writeText).toHaveBeenCalledWith(copyBlock(selectBlock(sampleState(), "cta"), pageKind));
    expect(JSON.parse(clipboardText)).toMatchObject({ kind: "page", root: { children: [{ id: "cta", type: "Button" }] } });
    press("v", { metaKey: true });
    await flush();
    const children = findNode(store.getState().document, "main")?.children ?? [];
    expect(children.map((child) => child.type)).toEqual(["Text", "Button", "Button"]);
    expect(children[2]?.id).not.toBe("cta");
    expect(store.getState().selectedId).toBe(children[2]?.id);
  });

  it("pastes an integrator's page JSON and refuses invalid JSON with a notice", async () => {
    let clipboardText = JSON.stringify({
      schemaVersion: 1,
      kind: "page",
      id: "generated",
      title: "Generated",
      path: "/generated",
      root: {
        id: "r",
        type: "Container",
        props: {},
        children: [{ id: "a", type: "Text", props: { content: richTextFromPlainText("From a script") } }],
      },
    });
    const clipboard = { writeText: vi.fn(async () => {}), readText: vi.fn(async () => clipboardText) };
    const { store } = setUp({ clipboard });
    press("v", { ctrlKey: true });
    await flush();
    // With nothing selected it lands at the end of the page's content, above the footer.
    expect(store.getState().document.root.children?.at(-2)).toMatchObject({
      type: "Text",
      props: { content: richTextFromPlainText("From a script") },
    });
    const before = store.getState().document;
    clipboardText = JSON.stringify({ kind: "page", root: { type: "Nope" } });
    press("v", { ctrlKey: true });
    await flush();
    expect(store.getState().document).toBe(before);
    expect(store.getState().notice).toMatch(/^The pasted page is not valid: /);
  });

  it("says 'Not allowed to paste from clipboard.' when reading the clipboard is denied", async () => {
    const clipboard = {
      writeText: vi.fn(async () => {}),
      readText: vi.fn(() => Promise.reject(new DOMException("denied", "NotAllowedError"))),
    };
    const { alert } = setUp({ clipboard });
    press("v", { ctrlKey: true });
    await flush();
    expect(alert).toHaveBeenCalledWith(PASTE_DENIED_MESSAGE);
  });

  it("falls back to the copy and paste events without the Clipboard API", () => {
    const { store } = setUp({ selected: "title" });
    const data = new Map<string, string>();
    const clipboardData = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? "",
    };
    const clipboardEvent = (type: "copy" | "paste") => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, "clipboardData", { value: clipboardData });
      document.body.dispatchEvent(event);
      return event;
    };
    // Without a clipboard the keys do nothing themselves: the browser's events follow.
    expect(press("c", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clipboardEvent("copy").defaultPrevented).toBe(true);
    expect(JSON.parse(data.get("text/plain") ?? "")).toMatchObject({ kind: "page" });
    expect(press("v", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clipboardEvent("paste").defaultPrevented).toBe(true);
    expect(findNode(store.getState().document, "main")?.children?.map((child) => child.type)).toEqual(["Text", "Text", "Button"]);
  });
});
