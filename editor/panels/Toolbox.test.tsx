// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode, parentOf } from "../../runtime/tree";
import type { TreeNode } from "../../runtime/treeNode";
import { renderInStudio, tick } from "../canvas/canvasTestKit";
import { sampleState } from "../commands/editorTestKit";
import { selectBlock } from "../commands/selectBlock";
import { undo } from "../commands/undo";
import { pageKind } from "../pages/pageKind";
import type { EditorStore } from "../state/editorStore";
import { Toolbox } from "./Toolbox";

afterEach(cleanup);

const childIds = (node: TreeNode | undefined) => node?.children?.map((child) => child.id);
const item = (label: string) => within(screen.getByRole("region", { name: "Blocks" })).getByRole("button", { name: label });

/** The toolbox with `selected` selected on the sample page: root [header [logo], main [title, cta], footer]. */
function renderToolbox(selected: string | null = null) {
  const state = sampleState();
  return renderInStudio(<Toolbox />, selected ? selectBlock(state, selected) : state);
}

/** The block the toolbox added: the selection, which must be a new id. */
function added(store: EditorStore): TreeNode {
  const { selectedId, document } = store.getState();
  const node = selectedId ? findNode(document, selectedId) : undefined;
  if (!node || findNode(sampleState().document, node.id)) throw new Error("no new block is selected");
  return node;
}

describe("Toolbox", () => {
  it("lists every block of the registry by its label, in the registry's order", () => {
    renderToolbox();
    const labels = within(screen.getByRole("region", { name: "Blocks" }))
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(labels).toEqual(Object.values(siteBlocks).map((definition) => definition.label));
    expect(labels).toEqual([
      "Button",
      "Container",
      "Text",
      "Hero",
      "Membership Section",
      "Featured Music",
      "Featured Merch",
      "Upcoming Events",
      "Email List",
      "Image",
      "Countdown",
      "Embed",
      "Gallery",
      "Contact Form",
      "Video",
    ]);
  });

  it("lists the blocks of the registry it is given", () => {
    const kind = { ...pageKind, blocks: { Text: siteBlocks.Text, Button: siteBlocks.Button } };
    renderInStudio(<Toolbox />, sampleState(), kind);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Text", "Button"]);
  });

  it("adds a clicked block after the selected block, selects it, and one undo takes it away", () => {
    const { store } = renderToolbox("title");
    fireEvent.click(item("Button"));
    const node = added(store);
    expect(node).toEqual({ id: node.id, type: "Button", props: { margins: [0, 0, 16, 0] } });
    const { document } = store.getState();
    expect(childIds(findNode(document, "main"))).toEqual(["title", node.id, "cta"]);
    expect(store.getState().history.past).toHaveLength(1);
    act(() => store.update(undo));
    expect(childIds(findNode(store.getState().document, "main"))).toEqual(["title", "cta"]);
  });

  it("adds a block into the selected container, at its end, with children if it is a container", () => {
    const { store } = renderToolbox("header");
    fireEvent.click(item("Container"));
    const node = added(store);
    expect(node).toEqual({ id: node.id, type: "Container", props: { paddings: [16, 16, 16, 16] }, children: [] });
    expect(childIds(findNode(store.getState().document, "header"))).toEqual(["logo", node.id]);
  });

  it("adds a block at the end of the page's content, above the footer, when nothing is selected", () => {
    const { store } = renderToolbox();
    fireEvent.click(item("Text"));
    const node = added(store);
    expect(node.type).toBe("Text");
    expect(parentOf(store.getState().document, node.id)?.id).toBe("root");
    expect(childIds(store.getState().document.root)).toEqual(["header", "main", node.id, "footer"]);
  });

  it("adds a block with Enter, and only with Enter", () => {
    const { store } = renderToolbox("cta");
    const before = store.getState().document;
    fireEvent.keyDown(item("Email List"), { key: "a", code: "KeyA" });
    expect(store.getState().document).toBe(before);
    const notPrevented = fireEvent.keyDown(item("Email List"), { key: "Enter", code: "Enter" });
    expect(notPrevented).toBe(false);
    const node = added(store);
    expect(node.type).toBe("EmailList");
    expect(childIds(findNode(store.getState().document, "main"))).toEqual(["title", "cta", node.id]);
  });

  it("keeps the key-up of Space from clicking (Space picks a block up)", () => {
    renderToolbox();
    expect(fireEvent.keyUp(item("Text"), { key: " ", code: "Space" })).toBe(false);
    expect(fireEvent.keyUp(item("Text"), { key: "a", code: "KeyA" })).toBe(true);
  });

  it("starts a keyboard drag with Space; Enter then drops the block once, where the selection says", async () => {
    const { store } = renderToolbox("title");
    const text = item("Text");
    text.focus();
    await act(async () => {
      fireEvent.keyDown(text, { key: " ", code: "Space" });
      await tick();
    });
    expect(screen.getByText(/^Picked up new Text\. It would go /).textContent).toMatch(/Space or Enter drops it, Escape cancels\.$/);
    expect(childIds(findNode(store.getState().document, "main"))).toEqual(["title", "cta"]);
    await act(async () => {
      fireEvent.keyDown(text, { key: "Enter", code: "Enter" });
      await tick();
    });
    const main = findNode(store.getState().document, "main");
    expect(main?.children).toHaveLength(3);
    const [, dropped] = main?.children ?? [];
    expect(dropped?.type).toBe("Text");
    expect(store.getState().history.past).toHaveLength(1);
    expect(screen.getByText(/^New Text placed /)).toBeTruthy();
  });

  it("cancels a keyboard drag with Escape and adds nothing", async () => {
    const { store } = renderToolbox("title");
    const button = item("Hero");
    button.focus();
    await act(async () => {
      fireEvent.keyDown(button, { key: " ", code: "Space" });
      await tick();
    });
    const before = store.getState().document;
    await act(async () => {
      fireEvent.keyDown(button, { key: "Escape", code: "Escape" });
      await tick();
    });
    expect(screen.getByText("Moving new Hero was cancelled; nothing changed.")).toBeTruthy();
    expect(store.getState().document).toBe(before);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it("starts a pointer drag once the pointer has moved, and a drop off the canvas adds nothing", async () => {
    const { store } = renderToolbox();
    const button = item("Button");
    await act(async () => {
      fireEvent.pointerDown(button, { isPrimary: true, button: 0, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(document, { clientX: 12, clientY: 11 });
    });
    expect(screen.queryByText(/^Picked up /)).toBeNull();
    await act(async () => {
      fireEvent.pointerMove(document, { clientX: 40, clientY: 40 });
    });
    expect(screen.getByText("Picked up new Button.")).toBeTruthy();
    const before = store.getState().document;
    await act(async () => {
      fireEvent.pointerUp(document, { clientX: 40, clientY: 40 });
    });
    expect(screen.getByText("New Button was not placed: it was not over a place it can go.")).toBeTruthy();
    expect(store.getState().document).toBe(before);
  });
});
