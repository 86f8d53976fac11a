// @vitest-environment jsdom
import { act, cleanup, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findNode } from "../../runtime/tree";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { sampleState } from "../commands/editorTestKit";
import { editProps } from "../commands/editProps";
import { editorBlocks } from "../registry";
import { BLOCKS_NOT_IN_TEXT } from "./BlockChrome";
import { Canvas } from "./Canvas";
import { renderInStudio } from "./canvasTestKit";
import { looksLikeBlocks } from "./inlineText";

afterEach(cleanup);

const textOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-bl-block="title"] .bl-text') as HTMLElement;

describe("editing a Text on the canvas", () => {
  it("a click selects it without editing; a second click edits it", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(textOf(container));
    expect(store.getState().selectedId).toBe("title");
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
    fireEvent.click(textOf(container));
    expect(textOf(container).getAttribute("contenteditable")).toMatch(/^(true|plaintext-only)$/);
  });

  it("Enter edits the selected Text, and selecting another block ends it", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(textOf(container));
    act(() => {
      fireEvent.keyDown(document.body, { key: "Enter" });
    });
    expect(textOf(container).hasAttribute("contenteditable")).toBe(true);
    fireEvent.click(container.querySelector('[data-bl-block="cta"]')?.firstElementChild as HTMLElement);
    expect(store.getState().selectedId).toBe("cta");
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
  });

  it("shows the words' lines and writes what is typed as rich text, a paragraph a line, one undo step", () => {
    const state = sampleState();
    const edited = editProps(state, { id: "title", props: { content: richTextFromPlainText("Tour\ndates") } }, editorBlocks);
    const { container, store } = renderInStudio(<Canvas viewport={1280} />, { ...edited, history: state.history });
    expect(textOf(container).innerHTML).toBe("<p>Tour</p><p>dates</p>");
    fireEvent.click(textOf(container));
    fireEvent.click(textOf(container));
    const line = textOf(container).querySelector("p:last-child") as HTMLElement;
    line.textContent = "dates soon";
    fireEvent.input(textOf(container));
    expect(findNode(store.getState().document, "title")?.props).toEqual({ content: richTextFromPlainText("Tour\ndates soon") });
    // The view kept what the browser edits: React wrote nothing into it.
    expect(textOf(container).innerHTML).toBe("<p>Tour</p><p>dates soon</p>");
    expect(store.getState().history.past).toHaveLength(1);
  });

  it("never edits formatted text in place, where plain typing would lose the formatting", () => {
    const formatted = richTextFromPlainText("Loud");
    const [paragraph] = formatted.root.children;
    if (paragraph?.type !== "paragraph" || paragraph.children[0]?.type !== "text") throw new Error("one paragraph of text");
    paragraph.children[0] = { ...paragraph.children[0], format: 1 };
    const state = sampleState();
    const { container, store } = renderInStudio(
      <Canvas viewport={1280} />,
      editProps(state, { id: "title", props: { content: formatted } }, editorBlocks),
    );
    expect(textOf(container).innerHTML).toBe("<p><strong>Loud</strong></p>");
    fireEvent.click(textOf(container));
    fireEvent.click(textOf(container));
    expect(store.getState().selectedId).toBe("title");
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
    act(() => {
      fireEvent.keyDown(document.body, { key: "Enter" });
    });
    expect(textOf(container).hasAttribute("contenteditable")).toBe(false);
  });

  it("refuses copied blocks pasted into the text, saying where they go", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(textOf(container));
    fireEvent.click(textOf(container));
    const before = store.getState().document;
    const json = JSON.stringify({ id: "b9", type: "Text", props: { content: richTextFromPlainText("pasted") } });
    const pasted = fireEvent.paste(textOf(container), { clipboardData: { getData: () => json } });
    expect(pasted).toBe(false);
    expect(store.getState().document).toBe(before);
    expect(store.getState().notice).toBe(BLOCKS_NOT_IN_TEXT);
  });

  it("tells page JSON from words", () => {
    expect(looksLikeBlocks('{"schemaVersion":1,"kind":"page","root":{}}')).toBe(true);
    expect(looksLikeBlocks('[{"id":"a","type":"Button","props":{}}]')).toBe(true);
    expect(looksLikeBlocks("{not json")).toBe(false);
    expect(looksLikeBlocks('{"name":"a set list"}')).toBe(false);
    expect(looksLikeBlocks("Hello, world")).toBe(false);
  });
});
