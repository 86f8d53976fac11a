// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findNode } from "../../runtime/tree";
import type { BlockNode } from "../../schema/page";
import { mainChildren, samplePage, sampleState } from "../commands/editorTestKit";
import { selectBlock } from "../commands/selectBlock";
import { undo } from "../commands/undo";
import { createEditorState } from "../state/editorState";
import { Canvas } from "./Canvas";
import { renderInStudio } from "./canvasTestKit";

afterEach(cleanup);

/** The element a block of the canvas renders (inside its chrome wrapper). */
function blockElement(container: HTMLElement, id: string): HTMLElement {
  const element = container.querySelector(`[data-bl-block="${id}"]`)?.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error(`no block ${id} on the canvas`);
  return element;
}

const childIds = (node: BlockNode | undefined) => node?.children?.map((child) => child.id);

describe("Canvas", () => {
  it("renders the page in editing mode inside a frame as wide as the previewed screen", () => {
    const { container, rerender } = renderInStudio(<Canvas viewport={375} />);
    const frame = screen.getByRole("region", { name: "Page preview, Mobile (375 px)" });
    expect(frame.style.width).toBe("375px");
    expect(frame.querySelector(".bl-document")?.getAttribute("data-mode")).toBe("edit");
    expect(blockElement(container, "title").textContent).toBe("Hello");
    expect(blockElement(container, "cta").textContent).toBe("Listen");
    rerender(<Canvas viewport={768} />);
    expect(screen.getByRole("region", { name: "Page preview, Tablet (768 px)" }).style.width).toBe("768px");
  });

  it("wraps blocks without adding a box, so the page lays out as fans see it", () => {
    const { container } = renderInStudio(<Canvas viewport={1280} />);
    const wrapper = container.querySelector<HTMLElement>('[data-bl-block="main"]');
    expect(wrapper?.style.display).toBe("contents");
    expect(wrapper?.firstElementChild?.classList.contains("bl-container")).toBe(true);
  });

  it("selects a block by click and shows its toolbar with its name", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.click(blockElement(container, "cta"));
    expect(store.getState().selectedId).toBe("cta");
    const toolbar = screen.getByRole("toolbar", { name: "Button block" });
    expect(within(toolbar).getByText("Button")).toBeTruthy();
    expect(container.querySelector(".studio-outline--selected")).not.toBeNull();
    fireEvent.click(blockElement(container, "main"));
    expect(store.getState().selectedId).toBe("main");
    expect(screen.getByRole("toolbar", { name: "Container block" })).toBeTruthy();
  });

  it("never follows a link or submits a form in the page: a click only selects", () => {
    const page = samplePage();
    // Built before any lookup: findNode indexes a document once, so it must not change afterwards.
    mainChildren(page).push({ id: "list", type: "EmailList", props: {} });
    (findNode(page, "cta") as { props: Record<string, unknown> }).props.link = "https://example.com/listen";
    const { container, store } = renderInStudio(<Canvas viewport={1280} />, createEditorState(page));
    const link = blockElement(container, "cta");
    expect(link.tagName).toBe("A");
    expect(fireEvent.click(link)).toBe(false);
    expect(store.getState().selectedId).toBe("cta");
    const submit = within(blockElement(container, "list")).getByRole("button");
    expect(fireEvent.click(submit)).toBe(false);
    expect(store.getState().selectedId).toBe("list");
    expect(container.querySelector(".bl-email-list__error")).toBeNull();
  });

  it("outlines the hovered block with its name, and forgets it when the pointer leaves", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />);
    fireEvent.pointerOver(blockElement(container, "title"));
    expect(store.getState().hoveredId).toBe("title");
    expect(container.querySelector(".studio-outline--hover")).not.toBeNull();
    expect(container.querySelector(".studio-label--hover")?.textContent).toBe("Text");
    fireEvent.pointerOver(blockElement(container, "header"));
    expect(container.querySelector(".studio-label--hover")?.textContent).toBe("Header");
    fireEvent.pointerLeave(screen.getByRole("region", { name: "Page preview, Desktop (1280 px)" }));
    expect(store.getState().hoveredId).toBeNull();
    expect(container.querySelector(".studio-outline--hover")).toBeNull();
  });

  it("is a labelled region that takes focus, so it scrolls from the keyboard even when the page holds nothing focusable", () => {
    renderInStudio(<Canvas viewport={1280} />);
    const canvas = screen.getByRole("region", { name: "Page canvas" });
    expect(canvas.tabIndex).toBe(0);
    canvas.focus();
    expect(document.activeElement).toBe(canvas);
  });

  it("clears the selection when the empty space around the page is clicked", () => {
    const { store } = renderInStudio(<Canvas viewport={375} />, selectBlock(sampleState(), "cta"));
    fireEvent.click(screen.getByRole("region", { name: "Page canvas" }));
    expect(store.getState().selectedId).toBeNull();
    expect(screen.queryByRole("toolbar")).toBeNull();
  });
});

describe("the side toolbar", () => {
  it("selects the parent, and disables select-parent at the root, which it never leaves", () => {
    const { store } = renderInStudio(<Canvas viewport={1280} />, selectBlock(sampleState(), "title"));
    fireEvent.click(screen.getByRole("button", { name: "Select parent" }));
    expect(store.getState().selectedId).toBe("main");
    fireEvent.click(screen.getByRole("button", { name: "Select parent" }));
    expect(store.getState().selectedId).toBe("root");
    const toolbar = screen.getByRole("toolbar", { name: "Page block" });
    expect((within(toolbar).getByRole("button", { name: "Select parent" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ["header", "Header"],
    ["footer", "Footer"],
    ["root", "Page"],
  ])("offers no drag handle, duplicate or delete for the %s container, which stays where it is", (id, name) => {
    renderInStudio(<Canvas viewport={1280} />, selectBlock(sampleState(), id));
    const toolbar = screen.getByRole("toolbar", { name: `${name} block` });
    expect(within(toolbar).queryByRole("button", { name: /^Move/ })).toBeNull();
    expect(within(toolbar).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(toolbar).queryByRole("button", { name: "Duplicate" })).toBeNull();
    expect(within(toolbar).getByRole("button", { name: "Select parent" })).toBeTruthy();
  });

  it("offers the handle, duplicate and delete for an ordinary block", () => {
    renderInStudio(<Canvas viewport={1280} />, selectBlock(sampleState(), "main"));
    const toolbar = screen.getByRole("toolbar", { name: "Container block" });
    const handle = within(toolbar).getByRole("button", { name: "Move Container" });
    expect(handle.getAttribute("aria-roledescription")).toBe("draggable");
    expect(within(toolbar).getByRole("button", { name: "Duplicate" })).toBeTruthy();
    expect(within(toolbar).getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("duplicates the selected block, selects the copy, and undo takes it back", () => {
    const { store } = renderInStudio(<Canvas viewport={1280} />, selectBlock(sampleState(), "cta"));
    fireEvent.click(screen.getByRole("button", { name: "Duplicate" }));
    const state = store.getState();
    const ids = childIds(findNode(state.document, "main"));
    expect(ids).toHaveLength(3);
    expect(state.selectedId).toBe(ids?.[2]);
    expect(findNode(state.document, ids?.[2] as string)?.props).toEqual({ text: "Listen" });
    act(() => store.update(undo));
    expect(store.getState().document).toEqual(samplePage());
  });

  it("deletes the selected block, selects its parent, and undo brings it back", () => {
    const { container, store } = renderInStudio(<Canvas viewport={1280} />, selectBlock(sampleState(), "title"));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(findNode(store.getState().document, "title")).toBeUndefined();
    expect(store.getState().selectedId).toBe("main");
    expect(container.querySelector('[data-bl-block="title"]')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("toolbar", { name: "Container block" }));
    act(() => store.update(undo));
    expect(store.getState().document).toEqual(samplePage());
    expect(blockElement(container, "title").textContent).toBe("Hello");
  });

  it("moves between its buttons with the arrow keys", () => {
    renderInStudio(<Canvas viewport={1280} />, selectBlock(sampleState(), "cta"));
    const parent = screen.getByRole("button", { name: "Select parent" });
    parent.focus();
    fireEvent.keyDown(parent, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Button" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete" }));
  });
});
