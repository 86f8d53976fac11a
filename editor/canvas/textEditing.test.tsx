// @vitest-environment jsdom
import { act, cleanup, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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

  it("refuses copied blocks pasted into the text, saying where they go", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(textOf(container));
    fireEvent.click(textOf(container));
    const before = store.getState().document;
    const json = JSON.stringify({ id: "b9", type: "Text", props: { text: "pasted" } });
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
