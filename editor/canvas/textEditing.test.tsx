// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from "@testing-library/react";
import { $createTextNode, $getRoot, $isElementNode, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { findNode } from "../../runtime/tree";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { sampleState } from "../commands/editorTestKit";
import { editProps } from "../commands/editProps";
import { undo } from "../commands/undo";
import { editorBlocks } from "../registry";
import { BLOCKS_NOT_IN_TEXT } from "./BlockChrome";
import { Canvas } from "./Canvas";
import { renderInStudio } from "./canvasTestKit";
import { looksLikeBlocks } from "./caret";

afterEach(cleanup);

const textOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-bl-block="title"] .bl-text') as HTMLElement;

/** The Lexical editor Lexical keeps on the element it edits. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;

async function startEditing(container: HTMLElement): Promise<LexicalEditor> {
  fireEvent.click(textOf(container));
  fireEvent.click(textOf(container));
  await waitFor(() => expect(editorOf(textOf(container))).toBeDefined());
  return editorOf(textOf(container)) as LexicalEditor;
}

const contentOf = (store: ReturnType<typeof renderInStudio>["store"]) =>
  (findNode(store.getState().document, "title")?.props as { content?: unknown } | undefined)?.content;

describe("editing a Text on the canvas", () => {
  it("a click selects it without editing; a second click makes the rich-text editor take its element", async () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(textOf(container));
    expect(store.getState().selectedId).toBe("title");
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
    await startEditing(container);
    expect(textOf(container).getAttribute("contenteditable")).toBe("true");
    expect(textOf(container).getAttribute("aria-label")).toBe("Text");
    // Lexical drew the words with fans' classes, once: React left the element to it.
    expect(textOf(container).querySelectorAll("p")).toHaveLength(1);
    expect(textOf(container).textContent).toBe(plainTextOf(contentOf(store) as never));
  });

  it("Enter edits the selected Text, and selecting another block ends it", async () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(textOf(container));
    act(() => {
      fireEvent.keyDown(document.body, { key: "Enter" });
    });
    await waitFor(() => expect(textOf(container).getAttribute("contenteditable")).toBe("true"));
    fireEvent.click(container.querySelector('[data-bl-block="cta"]')?.firstElementChild as HTMLElement);
    expect(store.getState().selectedId).toBe("cta");
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
    expect(textOf(container).hasAttribute("data-lexical-editor")).toBe(false);
  });

  it("writes formatted text to the document, and one editing session is one undo step", async () => {
    const state = sampleState();
    const edited = editProps(state, { id: "title", props: { content: richTextFromPlainText("Tour") } }, editorBlocks);
    const { container, store } = renderInStudio(<Canvas viewport={1280} />, { ...edited, history: state.history });
    const before = store.getState().document;
    const editor = await startEditing(container);
    for (const word of [" dates", " soon"]) {
      await act(async () => {
        editor.update(
          () => {
            const paragraph = $getRoot().getFirstChild();
            if ($isElementNode(paragraph)) paragraph.append($createTextNode(word).setFormat("bold"));
          },
          { discrete: true },
        );
      });
    }
    expect(contentOf(store)).toEqual(richTextOf(elementNode("paragraph", [textNode("Tour"), textNode(" dates soon", { format: 1 })])));
    expect(store.getState().history.past).toHaveLength(1);
    act(() => {
      fireEvent.keyDown(textOf(container), { key: "Escape" });
    });
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
    expect(textOf(container).innerHTML).toBe("<p>Tour<strong> dates soon</strong></p>");
    act(() => store.update(undo));
    expect(store.getState().document).toEqual(before);
  });

  it("follows the document when the text changes elsewhere while it is edited", async () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    await startEditing(container);
    act(() =>
      store.update((state) => editProps(state, { id: "title", props: { content: richTextFromPlainText("From the panel") } }, editorBlocks)),
    );
    await waitFor(() => expect(textOf(container).textContent).toBe("From the panel"));
    expect(textOf(container).querySelectorAll("p")).toHaveLength(1);
  });

  it("records nothing when an update leaves the words as they were, however the stored JSON orders its keys", async () => {
    const state = sampleState();
    const stored = JSON.parse(JSON.stringify(richTextFromPlainText("Tour")), (_key, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    );
    const edited = editProps(state, { id: "title", props: { content: stored } }, editorBlocks);
    const { container, store } = renderInStudio(<Canvas viewport={1280} />, { ...edited, history: state.history });
    const editor = await startEditing(container);
    await act(async () => editor.update(() => $getRoot().markDirty(), { discrete: true }));
    expect(store.getState().history.past).toHaveLength(0);
  });

  it("refuses copied blocks pasted into the text, saying where they go", async () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    await startEditing(container);
    const before = store.getState().document;
    const json = JSON.stringify({ id: "b9", type: "Text", props: { content: richTextFromPlainText("pasted") } });
    act(() => {
      fireEvent.paste(textOf(container), { clipboardData: { getData: () => json, types: ["text/plain"] } });
    });
    expect(store.getState().document).toBe(before);
    expect(store.getState().notice).toBe(BLOCKS_NOT_IN_TEXT);
  });

  it("keeps editing when a popup the editor portals out of the canvas is clicked (its events still bubble through the canvas in React)", async () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    await startEditing(container);
    act(() => {
      fireEvent.contextMenu(textOf(container), { clientX: 20, clientY: 20 });
    });
    const menu = await waitFor(() => {
      const found = document.body.querySelector<HTMLElement>('[role="menu"]');
      if (!found || container.contains(found)) throw new Error("no menu portalled out of the canvas");
      return found;
    });
    const copy = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((item) => item.textContent === "Copy");
    act(() => {
      fireEvent.click(copy as HTMLElement);
    });
    expect(store.getState().selectedId).toBe("title");
    expect(textOf(container).getAttribute("contenteditable")).toBe("true");
  });

  it("tells page JSON from words", () => {
    expect(looksLikeBlocks('{"schemaVersion":1,"kind":"page","root":{}}')).toBe(true);
    expect(looksLikeBlocks('[{"id":"a","type":"Button","props":{}}]')).toBe(true);
    expect(looksLikeBlocks("{not json")).toBe(false);
    expect(looksLikeBlocks('{"name":"a set list"}')).toBe(false);
    expect(looksLikeBlocks("Hello, world")).toBe(false);
  });
});
