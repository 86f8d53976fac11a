// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findNode } from "../../runtime/tree";
import { renderInStudio } from "../canvas/canvasTestKit";
import { samplePage, sampleState } from "../commands/editorTestKit";
import { selectBlock } from "../commands/selectBlock";
import { undo } from "../commands/undo";
import type { EditorStore } from "../state/editorStore";
import { SettingsPanel } from "./SettingsPanel";

afterEach(cleanup);

const settingsOf = (store: EditorStore, id = "title") =>
  (findNode(store.getState().document, id) as { responsive?: unknown } | undefined)?.responsive;
const propsOf = (store: EditorStore, id = "title") => findNode(store.getState().document, id)?.props;
/** A field of the block's own settings, not the rich-text editor's toolbar (which has a font size too). */
const panelField = (label: string) => screen.getAllByLabelText(label).find((field) => !field.closest(".rt-editor")) as HTMLInputElement;

function renderAt(viewport: number) {
  return renderInStudio(<SettingsPanel viewport={viewport} />, selectBlock(sampleState(), "title"));
}

describe("the settings panel at a screen size", () => {
  it("at 375 sets the font size for phones only, marks it, and resets it to the tablet's value", async () => {
    const { store } = renderAt(375);
    await screen.findByRole("textbox", { name: "Text" });
    fireEvent.change(panelField("Font size"), { target: { value: "22" } });
    expect(settingsOf(store)).toEqual({ phone: { fontSize: 22 } });
    expect(propsOf(store)).not.toHaveProperty("fontSize");
    expect(panelField("Font size").value).toBe("22");
    const overrides = screen.getByRole("list", { name: "Set for phones" });
    expect(within(overrides).getByText("Font size: set for phones")).toBeTruthy();

    fireEvent.click(within(overrides).getByRole("button", { name: "Reset to tablet value" }));
    expect(settingsOf(store)).toBeUndefined();
    expect(store.getState().document).toEqual(samplePage());
    expect(screen.queryByRole("list", { name: "Set for phones" })).toBeNull();
    expect(panelField("Font size").value).toBe("16");
  });

  it("at 768 shows the tablet's values, and a phone shows them too until it has its own", async () => {
    const { store } = renderAt(768);
    await screen.findByRole("textbox", { name: "Text" });
    fireEvent.change(panelField("Font size"), { target: { value: "30" } });
    expect(settingsOf(store)).toEqual({ tablet: { fontSize: 30 } });
    expect(screen.getByRole("button", { name: "Reset to desktop value" })).toBeTruthy();
    cleanup();
    renderInStudio(<SettingsPanel viewport={375} />, store.getState());
    await screen.findByRole("textbox", { name: "Text" });
    expect(panelField("Font size").value).toBe("30");
    expect(screen.queryByRole("list", { name: "Set for phones" })).toBeNull();
  });

  it("at desktop edits the props as before, and says nothing of sizes but visibility", async () => {
    const { store } = renderAt(1280);
    await screen.findByRole("textbox", { name: "Text" });
    fireEvent.change(panelField("Font size"), { target: { value: "40" } });
    expect(propsOf(store)).toMatchObject({ fontSize: 40 });
    expect(settingsOf(store)).toBeUndefined();
    expect(screen.queryByText(/Editing for/)).toBeNull();
  });

  it("hides on phones and on desktop as one step each, which undo takes back", async () => {
    const { store } = renderAt(375);
    await screen.findByRole("textbox", { name: "Text" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide on phones" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide on desktop" }));
    expect(settingsOf(store)).toEqual({ phone: { hidden: true }, desktop: { hidden: true } });
    expect((screen.getByRole("checkbox", { name: "Hide on phones" }) as HTMLInputElement).checked).toBe(true);
    expect(store.getState().history.past).toHaveLength(2);
    act(() => store.update(undo));
    act(() => store.update(undo));
    expect(store.getState().document).toEqual(samplePage());
    expect((screen.getByRole("checkbox", { name: "Hide on phones" }) as HTMLInputElement).checked).toBe(false);
  });

  it("edits a setting the block cannot set per size for every size, even at 375", async () => {
    const { store } = renderAt(375);
    await screen.findByRole("textbox", { name: "Text" });
    fireEvent.change(panelField("Font weight"), { target: { value: "2" } });
    expect(propsOf(store)).toMatchObject({ fontWeight: 700 });
    expect(settingsOf(store)).toBeUndefined();
  });
});
