// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { renderInStudio } from "../canvas/canvasTestKit";
import { sampleState } from "../commands/editorTestKit";
import { editProps } from "../commands/editProps";
import { hoverBlock } from "../commands/hoverBlock";
import { selectBlock } from "../commands/selectBlock";
import { editorBlocks } from "../registry";
import { LayersPanel } from "./LayersPanel";

afterEach(cleanup);

const tree = () => screen.getByRole("tree", { name: "Layers" });
/** The shown layers' block ids, in order. */
const layerIds = () =>
  within(tree())
    .getAllByRole("treeitem")
    .map((item) => item.getAttribute("data-layer-id"));
/** What the treeitem's label (its aria-labelledby) says. */
const labelOf = (item: HTMLElement) => document.getElementById(item.getAttribute("aria-labelledby") ?? "")?.textContent;
/** The one shown layer labelled `name`, as people read it. */
function layer(name: string): HTMLElement {
  const found = within(tree())
    .getAllByRole("treeitem")
    .filter((item) => labelOf(item) === name);
  if (found.length !== 1 || !found[0]) throw new Error(`${found.length} layers are labelled ${name}`);
  return found[0];
}
/** The layer's own row (its name and toggle), without its children. */
const row = (name: string) => layer(name).firstElementChild as HTMLElement;
const toggle = (name: string) => row(name).querySelector("[data-layer-toggle]") as HTMLElement;

const PAGE = "Page";
const HEADER = "Header";
const LOGO = "Text “Logo”";
const MAIN = "Container";
const TITLE = "Text “Hello”";
const CTA = "Button “Listen”";
const FOOTER = "Footer";

describe("LayersPanel", () => {
  it("shows the page's blocks as a tree: names with a preview of their words, levels, positions", () => {
    renderInStudio(<LayersPanel />);
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "title", "cta", "footer"]);
    expect(within(tree()).getAllByRole("treeitem").map(labelOf)).toEqual([PAGE, HEADER, LOGO, MAIN, TITLE, CTA, FOOTER]);
    expect(within(tree()).getByRole("treeitem", { name: "Header" })).toBe(layer(HEADER));
    const attributes = (name: string) => {
      const item = layer(name);
      return ["aria-level", "aria-posinset", "aria-setsize", "aria-expanded", "aria-selected"].map((key) => item.getAttribute(key));
    };
    expect(attributes(PAGE)).toEqual(["1", "1", "1", "true", "false"]);
    expect(attributes(HEADER)).toEqual(["2", "1", "3", "true", "false"]);
    expect(attributes(LOGO)).toEqual(["3", "1", "1", null, "false"]);
    expect(attributes(MAIN)).toEqual(["2", "2", "3", "true", "false"]);
    expect(attributes(CTA)).toEqual(["3", "2", "2", null, "false"]);
    // An empty container has nothing to open.
    expect(attributes(FOOTER)).toEqual(["2", "3", "3", null, "false"]);
    // With nothing selected, Tab lands on the page.
    expect(
      within(tree())
        .getAllByRole("treeitem")
        .filter((item) => item.tabIndex === 0),
    ).toEqual([layer(PAGE)]);
  });

  it("follows the document: a renamed Text shows its new words", () => {
    const { store } = renderInStudio(<LayersPanel />);
    act(() =>
      store.update((state) => editProps(state, { id: "title", props: { content: richTextFromPlainText("Tour dates") } }, editorBlocks)),
    );
    expect(layer("Text “Tour dates”").getAttribute("data-layer-id")).toBe("title");
  });

  it("selects the block in the editor when its layer is clicked, and shows the editor's selection", () => {
    const { store } = renderInStudio(<LayersPanel />);
    fireEvent.click(within(layer(CTA)).getByText("Button"));
    expect(store.getState().selectedId).toBe("cta");
    expect(layer(CTA).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(layer(CTA));
    expect(layer(CTA).tabIndex).toBe(0);
    expect(layer(PAGE).tabIndex).toBe(-1);

    act(() => store.update((state) => selectBlock(state, "logo")));
    expect(layer(LOGO).getAttribute("aria-selected")).toBe("true");
    expect(layer(CTA).getAttribute("aria-selected")).toBe("false");
    expect(layer(LOGO).tabIndex).toBe(0);
  });

  it("hovers the block of the layer under the pointer, and forgets it when the pointer leaves the tree", () => {
    const { store } = renderInStudio(<LayersPanel />);
    fireEvent.pointerOver(within(layer(TITLE)).getByText("Text"));
    expect(store.getState().hoveredId).toBe("title");
    expect(row(TITLE).classList.contains("is-hovered")).toBe(true);
    fireEvent.pointerOver(row(FOOTER));
    expect(store.getState().hoveredId).toBe("footer");
    fireEvent.pointerLeave(tree());
    expect(store.getState().hoveredId).toBeNull();
    // A block hovered on the canvas is marked here too.
    act(() => store.update((state) => hoverBlock(state, "cta")));
    expect(row(CTA).classList.contains("is-hovered")).toBe(true);
    expect(row(TITLE).classList.contains("is-hovered")).toBe(false);
  });

  it("goes from layer to layer with Up, Down, Home and End; the selection and focus follow", () => {
    const { store } = renderInStudio(<LayersPanel />, selectBlock(sampleState(), "header"));
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    layer(HEADER).focus();
    press("ArrowDown");
    expect(store.getState().selectedId).toBe("logo");
    expect(document.activeElement).toBe(layer(LOGO));
    press("ArrowDown");
    expect(store.getState().selectedId).toBe("main");
    press("ArrowUp");
    press("ArrowUp");
    expect(store.getState().selectedId).toBe("header");
    press("End");
    expect(store.getState().selectedId).toBe("footer");
    expect(document.activeElement).toBe(layer(FOOTER));
    // Past the last layer there is nothing: the selection stays.
    press("ArrowDown");
    expect(store.getState().selectedId).toBe("footer");
    press("Home");
    expect(store.getState().selectedId).toBe("root");
    expect(document.activeElement).toBe(layer(PAGE));
  });

  it("closes and opens containers with Left and Right, and goes to a parent or first child", () => {
    const { store } = renderInStudio(<LayersPanel />, selectBlock(sampleState(), "main"));
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    layer(MAIN).focus();
    press("ArrowLeft");
    expect(layer(MAIN).getAttribute("aria-expanded")).toBe("false");
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "footer"]);
    expect(store.getState().selectedId).toBe("main");
    // Down skips the closed container's children.
    press("ArrowDown");
    expect(store.getState().selectedId).toBe("footer");
    press("ArrowUp");
    press("ArrowRight");
    expect(layer(MAIN).getAttribute("aria-expanded")).toBe("true");
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "title", "cta", "footer"]);
    expect(store.getState().selectedId).toBe("main");
    press("ArrowRight");
    expect(store.getState().selectedId).toBe("title");
    expect(document.activeElement).toBe(layer(TITLE));
    // Right on a block without children does nothing; Left goes to the parent.
    press("ArrowRight");
    expect(store.getState().selectedId).toBe("title");
    press("ArrowLeft");
    expect(store.getState().selectedId).toBe("main");
    expect(layer(MAIN).getAttribute("aria-expanded")).toBe("true");
  });

  it("selects the focused layer with Enter or Space, and leaves other keys alone", () => {
    const { store } = renderInStudio(<LayersPanel />);
    expect(fireEvent.keyDown(layer(CTA), { key: "Enter" })).toBe(false);
    expect(store.getState().selectedId).toBe("cta");
    expect(fireEvent.keyDown(layer(LOGO), { key: " " })).toBe(false);
    expect(store.getState().selectedId).toBe("logo");
    expect(fireEvent.keyDown(layer(TITLE), { key: "a" })).toBe(true);
    expect(store.getState().selectedId).toBe("logo");
  });

  it("collapses and expands a container with its toggle, without selecting it", () => {
    const { store } = renderInStudio(<LayersPanel />);
    fireEvent.click(toggle(HEADER));
    expect(layer(HEADER).getAttribute("aria-expanded")).toBe("false");
    expect(layerIds()).toEqual(["root", "header", "main", "title", "cta", "footer"]);
    expect(store.getState().selectedId).toBeNull();
    fireEvent.click(toggle(HEADER));
    expect(layer(HEADER).getAttribute("aria-expanded")).toBe("true");
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "title", "cta", "footer"]);
    // Closing the page hides everything else.
    fireEvent.click(toggle(PAGE));
    expect(layerIds()).toEqual(["root"]);
  });

  it("opens the containers of a block selected elsewhere, so its layer shows", () => {
    const { store } = renderInStudio(<LayersPanel />);
    fireEvent.click(toggle(MAIN));
    fireEvent.click(toggle(PAGE));
    expect(layerIds()).toEqual(["root"]);
    act(() => store.update((state) => selectBlock(state, "cta")));
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "title", "cta", "footer"]);
    expect(layer(CTA).getAttribute("aria-selected")).toBe("true");
  });

  it("lets a container that holds the selection be closed; Tab then lands on the container", () => {
    const { store } = renderInStudio(<LayersPanel />, selectBlock(sampleState(), "title"));
    fireEvent.click(toggle(MAIN));
    expect(layer(MAIN).getAttribute("aria-expanded")).toBe("false");
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "footer"]);
    expect(store.getState().selectedId).toBe("title");
    expect(layer(MAIN).tabIndex).toBe(0);
    // Selecting the block again (on the canvas) shows it again.
    act(() => store.update((state) => selectBlock(state, null)));
    act(() => store.update((state) => selectBlock(state, "title")));
    expect(layerIds()).toEqual(["root", "header", "logo", "main", "title", "cta", "footer"]);
  });
});
