import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import { samplePage, sampleState } from "./editorTestKit";
import { editSizeField, editSizeSettings } from "./editSizeSettings";
import { redo } from "./redo";
import { undo } from "./undo";

const settingsOf = (state: ReturnType<typeof sampleState>) =>
  (findNode(state.document, "title") as { responsive?: unknown } | undefined)?.responsive;

describe("editSizeSettings", () => {
  it("sets a phone value as one step, which undo takes back exactly and redo puts back", () => {
    const state = editSizeSettings(sampleState(), { id: "title", size: "phone", values: { fontSize: 20 } }, siteBlocks);
    expect(settingsOf(state)).toEqual({ phone: { fontSize: 20 } });
    expect(state.history.past).toHaveLength(1);
    expect(undo(state).document).toEqual(samplePage());
    expect(settingsOf(redo(undo(state)))).toEqual({ phone: { fontSize: 20 } });
  });

  it("keeps the other sizes' values, and a reset of the last value leaves the block as it was", () => {
    let state = editSizeSettings(sampleState(), { id: "title", size: "tablet", values: { margins: [1, 2, 3, 4] } }, siteBlocks);
    state = editSizeSettings(state, { id: "title", size: "phone", values: { hidden: true } }, siteBlocks);
    state = editSizeSettings(state, { id: "title", size: "desktop", values: { hidden: true } }, siteBlocks);
    expect(settingsOf(state)).toEqual({ tablet: { margins: [1, 2, 3, 4] }, phone: { hidden: true }, desktop: { hidden: true } });
    state = editSizeSettings(state, { id: "title", size: "phone", values: { hidden: false } }, siteBlocks);
    state = editSizeSettings(state, { id: "title", size: "desktop", values: { hidden: undefined } }, siteBlocks);
    state = editSizeSettings(state, { id: "title", size: "tablet", values: { margins: undefined } }, siteBlocks);
    expect(state.document).toEqual(samplePage());
    expect(state.history.past).toHaveLength(6);
  });

  it("refuses what the page schema refuses, names the problem and records nothing", () => {
    const state = sampleState();
    for (const [size, values] of [
      ["phone", { color: "#ffffff" }],
      ["tablet", { fontSize: 0 }],
      ["desktop", { fontSize: 20 }],
    ] as const) {
      const refused = editSizeSettings(state, { id: "title", size, values }, siteBlocks);
      expect(refused.document).toBe(state.document);
      expect(refused.history).toBe(state.history);
      expect(refused.notice).toBeTruthy();
    }
  });

  it("records nothing for a value already set", () => {
    const state = editSizeSettings(sampleState(), { id: "title", size: "phone", values: { hidden: false } }, siteBlocks);
    expect(state.history.past).toHaveLength(0);
  });
});

describe("editSizeField", () => {
  it("folds a burst of typing in one field at one size into one step", () => {
    let state = sampleState();
    [2, 24, 28].forEach((fontSize, index) => {
      state = editSizeField(
        state,
        { id: "title", size: "phone", values: { fontSize }, field: { key: "fontSize", kind: "text" } },
        siteBlocks,
        1000 + index * 200,
      );
    });
    expect(settingsOf(state)).toEqual({ phone: { fontSize: 28 } });
    expect(state.history.past).toHaveLength(1);
    expect(undo(state).document).toEqual(samplePage());
  });
});
